import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { CreateGroupBody, GroupPage, SavedGroup, SupportGroup } from '@contracts/support-groups';
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
    onSuccess: (group) => replaceGroup(queryClient, group),
    onError: () => void queryClient.invalidateQueries({ queryKey: groupKeys.lists() }),
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
