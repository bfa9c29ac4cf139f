import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AwarenessStatList, CommunityStats } from '@contracts/stats';
import { apiFetch } from '@/lib/api';

export const statsKeys = {
  all: ['stats'] as const,
  awareness: () => ['stats', 'awareness'] as const,
  community: () => ['stats', 'community'] as const,
};

export const getAwarenessStats = () => apiFetch<AwarenessStatList>('/api/stats/awareness');

export const awarenessStatsQueryOptions = () =>
  queryOptions({ queryKey: statsKeys.awareness(), queryFn: getAwarenessStats, staleTime: 5 * 60_000 });

export function useAwarenessStats() {
  return useQuery(awarenessStatsQueryOptions());
}

export const getCommunityStats = () => apiFetch<CommunityStats>('/api/stats/community');

/** The community hub's and support page's headline figures (GET /api/stats/community). */
export const communityStatsQueryOptions = () =>
  queryOptions({ queryKey: statsKeys.community(), queryFn: getCommunityStats, staleTime: 60_000 });

export function useCommunityStats() {
  return useQuery(communityStatsQueryOptions());
}
