import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommunityStats } from '@contracts/stats';
import { api } from './api-client';

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
    queryFn: () => api('GET /api/stats/community', { cache: 'no-cache' }),
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

export interface CommunityFigureValues {
  members: string;
  stories: string;
  events: string;
  donations: string;
}

/**
 * The four figures as text in a locale (en-IN or hi-IN): counts with Indian grouping (1,25,000)
 * and the support total in rupees (₹1,25,000) on every page (decision 0064: the specification's
 * dollar sign was not true of an Indian site's rupees).
 */
export function formatCommunityFigures(stats: CommunityStats, locale: string): CommunityFigureValues {
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return {
    members: count.format(stats.totalMembers),
    stories: count.format(stats.totalStories),
    events: count.format(stats.totalEvents),
    donations: new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
      stats.totalDonations,
    ),
  };
}

/**
 * A count for the home page's hero: the number in the locale's grouping once it reaches its
 * threshold (HeroCountThresholds, decision 0064), otherwise null (the page shows words instead).
 */
export function heroCount(value: number | undefined, threshold: number, locale: string): string | null {
  if (value === undefined || value < threshold) return null;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}
