import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancerType } from '@contracts/enums';
import type { MentorRequestActionBody, OfferBody } from '@contracts/mentors';
import { showCrisisCard } from '@/components/safety/crisis-notice';
import { api, type ApiInput } from '@/lib/api-client';

/** What a member looks for, as the match's query string reads it. */
export interface MatchCriteria {
  cancerType: CancerType;
  subtype?: string | null;
  treatments: string[];
  languages: string[];
  city?: string | null;
  state?: string | null;
}

export const mentorKeys = {
  all: ['mentors'] as const,
  offer: ['mentors', 'offer'] as const,
  requests: ['mentors', 'requests'] as const,
  matches: () => ['mentors', 'match'] as const,
  match: (c: MatchCriteria | null) => ['mentors', 'match', c] as const,
  ownProfile: ['mentors', 'own-profile'] as const,
};

/** The match's query: what is not said is left out (lists as comma-separated values). */
export function matchQuery(c: MatchCriteria): NonNullable<ApiInput<'GET /api/mentors/match'>['query']> {
  return {
    cancerType: c.cancerType,
    limit: 10,
    subtype: c.subtype || undefined,
    treatments: c.treatments.length ? c.treatments.join(',') : undefined,
    languages: c.languages.length ? c.languages.join(',') : undefined,
    city: c.city || undefined,
    state: c.state || undefined,
  };
}

export function useOwnProfile() {
  return useQuery({ queryKey: mentorKeys.ownProfile, queryFn: () => api('GET /api/profiles/me') });
}

export function useMyOffer() {
  return useQuery({ queryKey: mentorKeys.offer, queryFn: () => api('GET /api/mentors/offer') });
}

export function useMatches(criteria: MatchCriteria | null) {
  return useQuery({
    queryKey: mentorKeys.match(criteria),
    queryFn: () => api('GET /api/mentors/match', { query: matchQuery(criteria!) }),
    enabled: criteria !== null,
    placeholderData: keepPreviousData,
  });
}

export function useMentorRequests() {
  return useQuery({
    queryKey: mentorKeys.requests,
    queryFn: () => api('GET /api/mentors/requests'),
  });
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferBody) => api('PUT /api/mentors/offer', { body }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: mentorKeys.offer });
      // What the member wrote signals a risk: a private card with helplines for them (decisions 0032, 0059).
      showCrisisCard(saved.safety, 'offer');
    },
  });
}

export function useOfferStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: 'active' | 'paused') => api('PATCH /api/mentors/offer', { body: { status } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: mentorKeys.offer }),
  });
}

export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE /api/mentors/offer'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: mentorKeys.offer }),
  });
}

export function useMentorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & MentorRequestActionBody) =>
      api('PATCH /api/mentors/requests/:id', { params: { id }, body }),
    onSuccess: (acted) => showCrisisCard(acted.safety, 'reason'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: mentorKeys.requests });
      void queryClient.invalidateQueries({ queryKey: mentorKeys.matches() });
      void queryClient.invalidateQueries({ queryKey: mentorKeys.offer });
    },
  });
}
