import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ConfirmSupportOrderBody,
  CreatedSupportOrder,
  CreateSupportOrderBody,
  SandboxPayment,
  SupportConfig,
  SupportOrder,
} from '@contracts/support';
import { apiFetch } from '@/lib/api';

export const supportKeys = {
  config: ['support', 'config'] as const,
  order: (id: string) => ['support', 'orders', id] as const,
};

export function useSupportConfig() {
  return useQuery({
    queryKey: supportKeys.config,
    queryFn: () => apiFetch<SupportConfig>('/api/support/config'),
    staleTime: 5 * 60_000,
  });
}

export const createOrder = (body: CreateSupportOrderBody) =>
  apiFetch<CreatedSupportOrder>('/api/support/orders', { method: 'POST', json: body });
export const confirmOrder = (id: string, body: ConfirmSupportOrderBody) =>
  apiFetch<SupportOrder>(`/api/support/orders/${encodeURIComponent(id)}/confirm`, { method: 'POST', json: body });
export const paySandboxOrder = (id: string) =>
  apiFetch<SandboxPayment>(`/api/support/orders/${encodeURIComponent(id)}/sandbox-pay`, { method: 'POST' });

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}

/** Polls the order after checkout until the webhook has completed it (or it failed). */
export function useOrderStatus(id: string | null, isWatching: boolean) {
  return useQuery({
    queryKey: supportKeys.order(id ?? 'none'),
    queryFn: () => apiFetch<SupportOrder>(`/api/support/orders/${encodeURIComponent(id!)}`),
    enabled: Boolean(id) && isWatching,
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : 1500),
    staleTime: 0,
  });
}
