import { queryOptions } from '@tanstack/react-query';
import type { PushDeviceList, PushPublicKey, PushSubscriptionBody } from '@contracts/push';
import { apiFetch } from '@/lib/api';

/** Web Push's cache keys: the member's devices (marked against this browser's endpoint). */
export const pushKeys = {
  all: ['push'] as const,
  devices: (endpoint: string | null) => [...pushKeys.all, 'devices', endpoint ?? ''] as const,
};

export const pushDevicesOptions = (endpoint: string | null) =>
  queryOptions({
    queryKey: pushKeys.devices(endpoint),
    queryFn: () =>
      apiFetch<PushDeviceList>(`/api/push/subscriptions${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ''}`),
  });

export const fetchPublicKey = () => apiFetch<PushPublicKey>('/api/push/public-key');
export const saveSubscription = (body: PushSubscriptionBody) =>
  apiFetch<null>('/api/push/subscriptions', { method: 'POST', json: body });
export const deleteSubscription = (endpoint: string) =>
  apiFetch<null>('/api/push/subscriptions', { method: 'DELETE', json: { endpoint } });
export const deleteDevice = (id: string) => apiFetch<null>(`/api/push/subscriptions/${id}`, { method: 'DELETE' });
