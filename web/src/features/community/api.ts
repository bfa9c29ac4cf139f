import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityStats } from '@contracts/stats';
import { apiFetch } from '@/lib/api';

/** Shared key: a completed support payment invalidates ['stats'] and every page showing these refreshes. */
export const communityStatsQueryOptions = () =>
  queryOptions({ queryKey: ['stats', 'community'] as const, queryFn: () => apiFetch<CommunityStats>('/api/stats/community', { cache: 'no-cache' }), staleTime: 30_000 });

export function useCommunityStats() {
  return useQuery(communityStatsQueryOptions());
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** Counts with thousands separators: 12,500. */
export const formatCount = (n: number) => grouped.format(n);
/** Core §2: the hub shows the support total with a $ sign and thousands separators ($12,500). */
export const formatDollars = (n: number) => `$${grouped.format(n)}`;
