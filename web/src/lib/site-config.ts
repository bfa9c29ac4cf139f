import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The server's configuration as the browser needs it (GET /api/site/config): the ads and the
 * contact address. It changes only with a restart, so it is read once per visit.
 */
export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site-config'] as const,
    queryFn: () => api('GET /api/site/config'),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}

/** The site's name from the server's configuration (SITE_NAME), never hard-coded in the web app. */
export function useSiteName(): string {
  return useSiteConfig().data?.siteName ?? '';
}
