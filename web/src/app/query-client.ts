import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';

/** The one query client: 30 s fresh, and a 4xx is never retried (it will not get better by asking again). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}
