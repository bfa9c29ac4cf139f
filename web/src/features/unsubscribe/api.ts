import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { UnsubscribeResult } from '@contracts/notification-email';
import { apiFetch } from '@/lib/api';

const path = (token: string, check = false) =>
  `/api/notifications/unsubscribe${check ? '/check' : ''}?token=${encodeURIComponent(token)}`;

export const unsubscribeKeys = {
  check: (token: string) => ['notifications', 'unsubscribe', token] as const,
};

/** What the link would stop, without stopping it. */
export const unsubscribeCheckOptions = (token: string) =>
  queryOptions({
    queryKey: unsubscribeKeys.check(token),
    queryFn: () => apiFetch<UnsubscribeResult>(path(token, true)),
    retry: false,
    enabled: token.length > 0,
  });

export function useUnsubscribeCheck(token: string) {
  return useQuery(unsubscribeCheckOptions(token));
}

/** The one POST that stops the e-mail (the same one a mail client's button sends). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiFetch<UnsubscribeResult>(path(token), { method: 'POST' }),
  });
}
