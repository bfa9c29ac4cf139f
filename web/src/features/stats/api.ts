import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AwarenessStatList } from '@contracts/stats';
import { apiFetch } from '@/lib/api';

export const statsKeys = {
  all: ['stats'] as const,
  awareness: () => ['stats', 'awareness'] as const,
};

export const getAwarenessStats = () => apiFetch<AwarenessStatList>('/api/stats/awareness');

export const awarenessStatsQueryOptions = () =>
  queryOptions({ queryKey: statsKeys.awareness(), queryFn: getAwarenessStats, staleTime: 5 * 60_000 });

export function useAwarenessStats() {
  return useQuery(awarenessStatsQueryOptions());
}
