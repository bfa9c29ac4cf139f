import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContactBody, ContactReceipt, SiteConfig } from '@contracts/pages';
import { apiFetch } from '@/lib/api';

/**
 * GET /api/site/config, under the same key as the ads feature's copy (features do not import each
 * other), so one request serves both.
 */
export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site-config'] as const,
    queryFn: () => apiFetch<SiteConfig>('/api/site/config'),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}

export type ContactInput = z.output<typeof ContactBody>;

/** Sends the Contact Us form; nothing to invalidate (administrators read messages elsewhere). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactInput) => apiFetch<ContactReceipt>('/api/contact', { method: 'POST', json: body }),
  });
}
