import { queryOptions } from '@tanstack/react-query';
import type { PushSubscriptionBody } from '@contracts/push';
import { api } from '@/lib/api-client';

/** Web Push's cache keys: the member's devices (marked against this browser's endpoint). */
export const pushKeys = {
  all: ['push'] as const,
  devices: (endpoint: string | null) => [...pushKeys.all, 'devices', endpoint ?? ''] as const,
};

export const pushDevicesOptions = (endpoint: string | null) =>
  queryOptions({
    queryKey: pushKeys.devices(endpoint),
    queryFn: () => api('GET /api/push/subscriptions', { query: { endpoint: endpoint ?? undefined } }),
  });

export const fetchPublicKey = () => api('GET /api/push/public-key');
export const saveSubscription = (body: PushSubscriptionBody) => api('POST /api/push/subscriptions', { body });
export const deleteSubscription = (endpoint: string) => api('DELETE /api/push/subscriptions', { body: { endpoint } });
export const deleteDevice = (id: string) => api('DELETE /api/push/subscriptions/:id', { params: { id } });
