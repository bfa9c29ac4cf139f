import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { CreateGroupBody, GroupPage, SupportGroup } from '@contracts/support-groups';
import { showCrisisCard } from '@/components/safety/crisis-notice';
import { groupKeys } from '@/entities/support-groups/keys';
import { api } from '@/lib/api-client';

export { groupKeys } from '@/entities/support-groups/keys';

export const groupListOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: groupKeys.list(q),
    queryFn: ({ pageParam }) => api('GET /api/support-groups', { query: { q, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a new search loads, the cards shown stay (a dialog open on one is not torn down).
    placeholderData: keepPreviousData,
  });

export function useGroups(q: string) {
  return useInfiniteQuery(groupListOptions(q));
}

function replaceGroup(queryClient: ReturnType<typeof useQueryClient>, group: SupportGroup) {
  queryClient.setQueriesData<InfiniteData<GroupPage>>({ queryKey: groupKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.map((g) => (g.id === group.id ? group : g)) })),
        }
      : data,
  );
}

export function useMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, join }: { id: string; join: boolean }) =>
      join
        ? api('PUT /api/support-groups/:id/membership', { params: { id } })
        : api('DELETE /api/support-groups/:id/membership', { params: { id } }),
    onSuccess: (group) => {
      replaceGroup(queryClient, group);
      // The group's page (its link, members and conversation) and My groups change with membership.
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(group.id) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.members(group.id) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.messages(group.id) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.mine() });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGroupBody) => api('POST /api/support-groups', { body }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      // Text that signals a risk: a private card with helplines for its writer (decision 0059).
      showCrisisCard(saved.safety, 'group');
    },
  });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/support-groups/:id', { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeys.lists() }),
  });
}

/** A group's page. */
export function useGroup(id: string) {
  return useQuery({
    queryKey: groupKeys.detail(id),
    queryFn: () => api('GET /api/support-groups/:id', { params: { id } }),
  });
}

/** The members who chose to be shown (asked only by those inside the group). */
export function useGroupMembers(id: string, enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.members(id),
    queryFn: () => api('GET /api/support-groups/:id/members', { params: { id } }),
    enabled,
  });
}

/** The conversation, newest page first; it refreshes every 20 seconds while the page is open. */
export function useGroupMessages(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: groupKeys.messages(id),
    queryFn: ({ pageParam }) =>
      api('GET /api/support-groups/:id/messages', { params: { id }, query: { cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    refetchInterval: 20_000,
  });
}

export function useSendGroupMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api('POST /api/support-groups/:id/messages', { params: { id }, body: { content } }),
    onSuccess: (created) => {
      // Text that signals a risk: a private card with helplines for its writer (decision 0059).
      showCrisisCard(created.safety, 'message');
      void queryClient.invalidateQueries({ queryKey: groupKeys.messages(id) });
    },
  });
}

export function useRemoveGroupMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api('DELETE /api/support-groups/:id/messages/:messageId', { params: { id, messageId } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: groupKeys.messages(id) }),
  });
}

/** The member's own 'Show me in the member list'. */
export function useMembershipChoice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showInList: boolean) =>
      api('PATCH /api/support-groups/:id/membership', { params: { id }, body: { showInList } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.members(id) });
    },
  });
}
