import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActedMentorRequest,
  MatchList,
  MentorRequestActionBody,
  MentorRequestLists,
  MyOffer,
  Offer,
  OfferBody,
  SavedOffer,
} from '@contracts/mentors';
import type { Profile } from '@contracts/profiles';
import { showCrisisCard } from '@/components/safety/crisis-notice';
import { apiFetch } from '@/lib/api';

/** What a member looks for, as the match's query string reads it. */
export interface MatchCriteria {
  cancerType: string;
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

export function matchQueryString(c: MatchCriteria): string {
  const p = new URLSearchParams({ cancerType: c.cancerType, limit: '10' });
  if (c.subtype) p.set('subtype', c.subtype);
  if (c.treatments.length) p.set('treatments', c.treatments.join(','));
  if (c.languages.length) p.set('languages', c.languages.join(','));
  if (c.city) p.set('city', c.city);
  if (c.state) p.set('state', c.state);
  return p.toString();
}

export function useOwnProfile() {
  return useQuery({ queryKey: mentorKeys.ownProfile, queryFn: () => apiFetch<Profile>('/api/profiles/me') });
}

export function useMyOffer() {
  return useQuery({ queryKey: mentorKeys.offer, queryFn: () => apiFetch<MyOffer>('/api/mentors/offer') });
}

export function useMatches(criteria: MatchCriteria | null) {
  return useQuery({
    queryKey: mentorKeys.match(criteria),
    queryFn: () => apiFetch<MatchList>(`/api/mentors/match?${matchQueryString(criteria!)}`),
    enabled: criteria !== null,
    placeholderData: keepPreviousData,
  });
}

export function useMentorRequests() {
  return useQuery({
    queryKey: mentorKeys.requests,
    queryFn: () => apiFetch<MentorRequestLists>('/api/mentors/requests'),
  });
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferBody) => apiFetch<SavedOffer>('/api/mentors/offer', { method: 'PUT', json: body }),
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
    mutationFn: (status: 'active' | 'paused') =>
      apiFetch<Offer>('/api/mentors/offer', { method: 'PATCH', json: { status } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: mentorKeys.offer }),
  });
}

export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>('/api/mentors/offer', { method: 'DELETE' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: mentorKeys.offer }),
  });
}

export function useMentorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & MentorRequestActionBody) =>
      apiFetch<ActedMentorRequest>(`/api/mentors/requests/${encodeURIComponent(id)}`, { method: 'PATCH', json: body }),
    onSuccess: (acted) => showCrisisCard(acted.safety, 'reason'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: mentorKeys.requests });
      void queryClient.invalidateQueries({ queryKey: mentorKeys.matches() });
      void queryClient.invalidateQueries({ queryKey: mentorKeys.offer });
    },
  });
}
