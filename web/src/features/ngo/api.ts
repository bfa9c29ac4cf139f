import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateEventBody, NgoDashboard, RegistrantList, SavedEvent } from '@contracts/events';
import type { GroupPage, HostedGroupMembers, SavedGroup, UpdateGroupBody } from '@contracts/support-groups';
import { showCrisisCard } from '@/components/safety/crisis-notice';
import { eventKeys } from '@/entities/events/keys';
import { ngoKeys } from '@/entities/ngo/keys';
import { groupKeys } from '@/entities/support-groups/keys';
import { apiFetch } from '@/lib/api';

const enc = encodeURIComponent;

export function useNgoDashboard() {
  return useQuery({ queryKey: ngoKeys.dashboard(), queryFn: () => apiFetch<NgoDashboard>('/api/ngo/dashboard') });
}

export function useRegistrants(eventId: string | null) {
  return useQuery({
    queryKey: ngoKeys.registrants(eventId),
    queryFn: () => apiFetch<RegistrantList>(`/api/ngo/events/${enc(eventId!)}/registrants`),
    enabled: Boolean(eventId),
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CreateEventBody }) =>
      apiFetch<SavedEvent>(`/api/events/${enc(id)}`, { method: 'PATCH', json: body }),
    // Text that signals a risk: a private card with helplines for its writer (decision 0059).
    onSuccess: (saved) => showCrisisCard(saved.safety, 'event'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ngoKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/events/${enc(id)}`, { method: 'DELETE' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ngoKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}

export const registrantsCsvUrl = (eventId: string) => `/api/ngo/events/${enc(eventId)}/registrants.csv`;

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody) => apiFetch<SavedEvent>('/api/events', { method: 'POST', json: body }),
    onSuccess: (saved) => showCrisisCard(saved.safety, 'event'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ngoKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}

/** The groups this NGO created (an administrator: every group), newest first. */
export function useNgoGroups() {
  return useInfiniteQuery({
    queryKey: ngoKeys.groups(),
    queryFn: ({ pageParam }) => apiFetch<GroupPage>(`/api/ngo/groups${pageParam ? `?cursor=${enc(pageParam)}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Saves a group's changes; the dashboard's list and the public Support Groups lists refresh. */
export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateGroupBody }) =>
      apiFetch<SavedGroup>(`/api/support-groups/${enc(id)}`, { method: 'PATCH', json: body }),
    onSuccess: (saved) => showCrisisCard(saved.safety, 'group'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ngoKeys.groups() });
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}

/** Every member of a group the NGO hosts (its host and administrators only). */
export function useHostedGroupMembers(groupId: string | null) {
  return useQuery({
    queryKey: ngoKeys.groupMembers(groupId),
    queryFn: () => apiFetch<HostedGroupMembers>(`/api/ngo/groups/${enc(groupId!)}/members`),
    enabled: Boolean(groupId),
  });
}
