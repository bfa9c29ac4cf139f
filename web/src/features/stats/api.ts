import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const statsKeys = {
  all: ['stats'] as const,
  awareness: () => ['stats', 'awareness'] as const,
};

export const getAwarenessStats = () => api('GET /api/stats/awareness');

export const awarenessStatsQueryOptions = () =>
  queryOptions({ queryKey: statsKeys.awareness(), queryFn: getAwarenessStats, staleTime: 5 * 60_000 });

export function useAwarenessStats() {
  return useQuery(awarenessStatsQueryOptions());
}
