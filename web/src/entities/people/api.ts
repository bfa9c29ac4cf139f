import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  BlockList,
  Connection,
  ConnectionCounts,
  ConnectionPage,
  ConnectionTab,
  MemberPage,
  PrivacySettings,
  Relation,
  SentConnectionRequest,
  UpdatePrivacyBody,
} from '@contracts/connections';
import type { InboxPage, SentMessage, ThreadPage } from '@contracts/private-messages';
import { showCrisisCard } from '@/components/safety/crisis-notice';
import { apiFetch } from '@/lib/api';
import { peopleKeys } from './keys';

export { peopleKeys } from './keys';

/**
 * The people domains' calls and cache keys (connections, messages), shared by /connect, /messages, the public profile and the realtime bridge that refreshes them.
 */

const enc = encodeURIComponent;

export const connectionCountsOptions = () =>
  queryOptions({
    queryKey: peopleKeys.counts,
    queryFn: () => apiFetch<ConnectionCounts>('/api/connections/counts'),
  });

export function useConnectionCounts(enabled = true) {
  return useQuery({ ...connectionCountsOptions(), enabled });
}

export const connectionTabOptions = (tab: ConnectionTab) =>
  infiniteQueryOptions({
    queryKey: peopleKeys.tab(tab),
    queryFn: ({ pageParam }) =>
      apiFetch<ConnectionPage>(`/api/connections?tab=${tab}${pageParam ? `&cursor=${enc(pageParam)}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useConnectionTab(tab: ConnectionTab, enabled = true) {
  return useInfiniteQuery({ ...connectionTabOptions(tab), enabled });
}

export const discoverOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: peopleKeys.discover(q),
    queryFn: ({ pageParam }) => {
      const p = new URLSearchParams();
      if (q) p.set('q', q);
      if (pageParam) p.set('cursor', pageParam);
      return apiFetch<MemberPage>(`/api/connect/discover${p.size ? `?${p}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a new search loads, the cards already shown stay (an open request dialog is not torn down).
    placeholderData: keepPreviousData,
  });

export function useDiscover(q: string, enabled = true) {
  return useInfiniteQuery({ ...discoverOptions(q), enabled });
}

export function useRelation(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: peopleKeys.relation(userId),
    queryFn: () => apiFetch<Relation>(`/api/people/${enc(userId)}/relation`),
    enabled,
  });
}

/** After any change to a connection, everything that shows one is read again. */
const refreshConnections = (queryClient: ReturnType<typeof useQueryClient>) =>
  void queryClient.invalidateQueries({ queryKey: peopleKeys.connections });

export function useSendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { receiverId: string; message: string | null }) =>
      apiFetch<SentConnectionRequest>('/api/connections', { method: 'POST', json: body }),
    // A note that signals a risk: a private card with helplines for its writer (decision 0059).
    onSuccess: (sent) => showCrisisCard(sent.safety, 'request'),
    onSettled: () => refreshConnections(queryClient),
  });
}

export function useUpdateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'accept' | 'decline' | 'cancel' }) =>
      apiFetch<Connection>(`/api/connections/${enc(id)}`, { method: 'PATCH', json: { action } }),
    onSettled: () => refreshConnections(queryClient),
  });
}

export function useBlocks(enabled = true) {
  return useQuery({ queryKey: peopleKeys.blocks, queryFn: () => apiFetch<BlockList>('/api/blocks'), enabled });
}

export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: string; block: boolean }) =>
      apiFetch<null>(`/api/blocks/${enc(userId)}`, { method: block ? 'PUT' : 'DELETE' }),
    onSettled: () => {
      refreshConnections(queryClient);
      void queryClient.invalidateQueries({ queryKey: peopleKeys.messages });
    },
  });
}

export function usePrivacy() {
  return useQuery({ queryKey: peopleKeys.privacy, queryFn: () => apiFetch<PrivacySettings>('/api/me/privacy') });
}

export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdatePrivacyBody) =>
      apiFetch<PrivacySettings>('/api/me/privacy', { method: 'PATCH', json: change }),
    onSuccess: (data) => queryClient.setQueryData(peopleKeys.privacy, data),
  });
}

export function useInbox() {
  return useInfiniteQuery({
    queryKey: peopleKeys.inbox,
    queryFn: ({ pageParam }) => apiFetch<InboxPage>(`/api/messages${pageParam ? `?cursor=${enc(pageParam)}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useThread(userId: string) {
  return useInfiniteQuery({
    queryKey: peopleKeys.thread(userId),
    queryFn: ({ pageParam }) =>
      apiFetch<ThreadPage>(`/api/messages/${enc(userId)}${pageParam ? `?cursor=${enc(pageParam)}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** onSent: the sender's own answer (with its safety notice when the message signals a risk). */
export function useSendMessage(userId: string, onSent?: (sent: SentMessage) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiFetch<SentMessage>(`/api/messages/${enc(userId)}`, { method: 'POST', json: { content } }),
    onSuccess: (sent) => onSent?.(sent),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: peopleKeys.messages }),
  });
}

export function useMarkThreadRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>(`/api/messages/${enc(userId)}/read`, { method: 'POST' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: peopleKeys.inbox });
      void queryClient.invalidateQueries({ queryKey: peopleKeys.notifications });
    },
  });
}
