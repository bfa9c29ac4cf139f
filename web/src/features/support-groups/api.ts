import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type {
  CreatedGroupMessage,
  CreateGroupBody,
  GroupDetail,
  GroupMemberList,
  GroupMessagePage,
  GroupPage,
  MembershipChoice,
  SavedGroup,
  SupportGroup,
} from '@contracts/support-groups';
import { showCrisisCard } from '@/components/safety/crisis-notice';
import { groupKeys } from '@/entities/support-groups/keys';
import { apiFetch } from '@/lib/api';

export { groupKeys } from '@/entities/support-groups/keys';

export const groupListOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: groupKeys.list(q),
    queryFn: ({ pageParam }) => {
      const p = new URLSearchParams();
      if (q) p.set('q', q);
      if (pageParam) p.set('cursor', pageParam);
      return apiFetch<GroupPage>(`/api/support-groups${p.size ? `?${p}` : ''}`);
    },
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
      apiFetch<SupportGroup>(`/api/support-groups/${encodeURIComponent(id)}/membership`, {
        method: join ? 'PUT' : 'DELETE',
      }),
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
    mutationFn: (body: CreateGroupBody) => apiFetch<SavedGroup>('/api/support-groups', { method: 'POST', json: body }),
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
    mutationFn: (id: string) => apiFetch<null>(`/api/support-groups/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeys.lists() }),
  });
}

const enc = encodeURIComponent;

/** A group's page. */
export function useGroup(id: string) {
  return useQuery({
    queryKey: groupKeys.detail(id),
    queryFn: () => apiFetch<GroupDetail>(`/api/support-groups/${enc(id)}`),
  });
}

/** The members who chose to be shown (asked only by those inside the group). */
export function useGroupMembers(id: string, enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.members(id),
    queryFn: () => apiFetch<GroupMemberList>(`/api/support-groups/${enc(id)}/members`),
    enabled,
  });
}

/** The conversation, newest page first; it refreshes every 20 seconds while the page is open. */
export function useGroupMessages(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: groupKeys.messages(id),
    queryFn: ({ pageParam }) =>
      apiFetch<GroupMessagePage>(
        `/api/support-groups/${enc(id)}/messages${pageParam ? `?cursor=${enc(pageParam)}` : ''}`,
      ),
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
      apiFetch<CreatedGroupMessage>(`/api/support-groups/${enc(id)}/messages`, { method: 'POST', json: { content } }),
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
      apiFetch<null>(`/api/support-groups/${enc(id)}/messages/${enc(messageId)}`, { method: 'DELETE' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: groupKeys.messages(id) }),
  });
}

/** The member's own 'Show me in the member list'. */
export function useMembershipChoice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showInList: boolean) =>
      apiFetch<MembershipChoice>(`/api/support-groups/${enc(id)}/membership`, {
        method: 'PATCH',
        json: { showInList },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.members(id) });
    },
  });
}
