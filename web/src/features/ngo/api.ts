import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateEventBody } from '@contracts/events';
import type { UpdateGroupBody } from '@contracts/support-groups';
import { showCrisisCard } from '@/components/safety/crisis-notice';
import { eventKeys } from '@/entities/events/keys';
import { ngoKeys } from '@/entities/ngo/keys';
import { groupKeys } from '@/entities/support-groups/keys';
import { api, apiUrl } from '@/lib/api-client';

export function useNgoDashboard() {
  return useQuery({ queryKey: ngoKeys.dashboard(), queryFn: () => api('GET /api/ngo/dashboard') });
}

export function useRegistrants(eventId: string | null) {
  return useQuery({
    queryKey: ngoKeys.registrants(eventId),
    queryFn: () => api('GET /api/ngo/events/:id/registrants', { params: { id: eventId! } }),
    enabled: Boolean(eventId),
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CreateEventBody }) =>
      api('PATCH /api/events/:id', { params: { id }, body }),
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
    mutationFn: (id: string) => api('DELETE /api/events/:id', { params: { id } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ngoKeys.all });
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}

export const registrantsCsvUrl = (eventId: string) =>
  apiUrl('GET /api/ngo/events/:id/registrants.csv', { params: { id: eventId } });

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody) => api('POST /api/events', { body }),
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
    queryFn: ({ pageParam }) => api('GET /api/ngo/groups', { query: { cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Saves a group's changes; the dashboard's list and the public Support Groups lists refresh. */
export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateGroupBody }) =>
      api('PATCH /api/support-groups/:id', { params: { id }, body }),
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
    queryFn: () => api('GET /api/ngo/groups/:id/members', { params: { id: groupId! } }),
    enabled: Boolean(groupId),
  });
}
