import { useMutation, useQuery } from '@tanstack/react-query';
import type { ConfirmSupportOrderBody, CreateSupportOrderBody } from '@contracts/support';
import { api } from '@/lib/api-client';

export const supportKeys = {
  config: ['support', 'config'] as const,
  order: (id: string) => ['support', 'orders', id] as const,
};

export function useSupportConfig() {
  return useQuery({
    queryKey: supportKeys.config,
    queryFn: () => api('GET /api/support/config'),
    staleTime: 5 * 60_000,
  });
}

export const createOrder = (body: CreateSupportOrderBody) => api('POST /api/support/orders', { body });
export const confirmOrder = (id: string, body: ConfirmSupportOrderBody) =>
  api('POST /api/support/orders/:id/confirm', { params: { id }, body });
export const paySandboxOrder = (id: string) => api('POST /api/support/orders/:id/sandbox-pay', { params: { id } });

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}

/** Polls the order after checkout until the webhook has completed it (or it failed). */
export function useOrderStatus(id: string | null, isWatching: boolean) {
  return useQuery({
    queryKey: supportKeys.order(id ?? 'none'),
    queryFn: () => api('GET /api/support/orders/:id', { params: { id: id! } }),
    enabled: Boolean(id) && isWatching,
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : 1500),
    staleTime: 0,
  });
}
