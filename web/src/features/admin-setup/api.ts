import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const setupStatusQuery = queryOptions({
  queryKey: ['admin', 'setup'] as const,
  queryFn: () => api('GET /api/admin/setup'),
  staleTime: 0,
});

/** Whether the one-time administrator setup is still open (no administrator exists yet). */
export function useSetupStatus() {
  return useQuery(setupStatusQuery);
}

/** Spends the setup token to make the signed-in member the first administrator. */
export function useCompleteSetup({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api('POST /api/admin/setup', { body: { token } }),
    onSuccess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: setupStatusQuery.queryKey }),
  });
}
