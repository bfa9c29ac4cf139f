import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';

/**
 * The one query client: 30 s fresh, and a 4xx is never retried (it will not get better by asking again).
 * A change (mutation) is sent even when the browser says it is offline, and so fails at once with a
 * network error, which the composers turn into "You're offline" and a send when the connection is
 * back (decision 0061): paused, it spun with no word until the connection returned.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
      mutations: { networkMode: 'always' },
    },
  });
}
