import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityStats } from '@contracts/stats';
import { apiFetch } from './api';

/**
 * The community's four live figures (GET /api/stats/community): one query, one key, one set of
 * settings for every page that shows them (the community hub and the support page). A completed
 * support payment refreshes them everywhere (useRefreshCommunityFigures).
 */
export const communityFiguresKey = ['stats', 'community'] as const;

export const communityFiguresQueryOptions = () =>
  queryOptions({
    queryKey: communityFiguresKey,
    // The server lets browsers keep the figures 30 s; revalidate so a payment shows at once.
    queryFn: () => apiFetch<CommunityStats>('/api/stats/community', { cache: 'no-cache' }),
    staleTime: 30_000,
  });

export function useCommunityFigures() {
  return useQuery(communityFiguresQueryOptions());
}

/** After a completed payment: every statistic on every page is read again. */
export function useRefreshCommunityFigures() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['stats'] });
}

/** How the support total is written: the hub shows it with a $ sign (core §2), the support page in rupees. */
export type DonationsCurrency = 'dollars' | 'rupees';

export interface CommunityFigureValues {
  members: string;
  stories: string;
  events: string;
  donations: string;
}

/**
 * The four figures as text in a locale (en-IN or hi-IN): counts with Indian grouping (1,25,000),
 * rupees as ₹1,25,000, and the hub's dollars with thousands separators as the specification shows
 * them ($125,000).
 */
export function formatCommunityFigures(
  stats: CommunityStats,
  locale: string,
  currency: DonationsCurrency,
): CommunityFigureValues {
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const donations =
    currency === 'rupees'
      ? new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
          stats.totalDonations,
        )
      : `$${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(stats.totalDonations)}`;
  return {
    members: count.format(stats.totalMembers),
    stories: count.format(stats.totalStories),
    events: count.format(stats.totalEvents),
    donations,
  };
}
