import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const unsubscribeKeys = {
  check: (token: string) => ['notifications', 'unsubscribe', token] as const,
};

/** What the link would stop, without stopping it. */
export const unsubscribeCheckOptions = (token: string) =>
  queryOptions({
    queryKey: unsubscribeKeys.check(token),
    queryFn: () => api('GET /api/notifications/unsubscribe/check', { query: { token } }),
    retry: false,
    enabled: token.length > 0,
  });

export function useUnsubscribeCheck(token: string) {
  return useQuery(unsubscribeCheckOptions(token));
}

/** The one POST that stops the e-mail (the same one a mail client's button sends). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => api('POST /api/notifications/unsubscribe', { query: { token } }),
  });
}
