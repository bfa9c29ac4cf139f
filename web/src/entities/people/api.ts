import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ConnectionTab, UpdatePrivacyBody } from '@contracts/connections';
import type { SentMessage } from '@contracts/private-messages';
import { showCrisisCard } from '@/components/safety/crisis-notice';
import { api } from '@/lib/api-client';
import { peopleKeys } from './keys';

export { peopleKeys } from './keys';

/**
 * The people domains' calls and cache keys (connections, messages), shared by /connect, /messages, the public profile and the realtime bridge that refreshes them.
 */

export const connectionCountsOptions = () =>
  queryOptions({
    queryKey: peopleKeys.counts,
    queryFn: () => api('GET /api/connections/counts'),
  });

export function useConnectionCounts(enabled = true) {
  return useQuery({ ...connectionCountsOptions(), enabled });
}

export const connectionTabOptions = (tab: ConnectionTab) =>
  infiniteQueryOptions({
    queryKey: peopleKeys.tab(tab),
    queryFn: ({ pageParam }) => api('GET /api/connections', { query: { tab, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useConnectionTab(tab: ConnectionTab, enabled = true) {
  return useInfiniteQuery({ ...connectionTabOptions(tab), enabled });
}

export const discoverOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: peopleKeys.discover(q),
    queryFn: ({ pageParam }) => api('GET /api/connect/discover', { query: { q, cursor: pageParam ?? undefined } }),
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
    queryFn: () => api('GET /api/people/:userId/relation', { params: { userId } }),
    enabled,
  });
}

/** After any change to a connection, everything that shows one is read again. */
const refreshConnections = (queryClient: ReturnType<typeof useQueryClient>) =>
  void queryClient.invalidateQueries({ queryKey: peopleKeys.connections });

export function useSendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { receiverId: string; message: string | null }) => api('POST /api/connections', { body }),
    // A note that signals a risk: a private card with helplines for its writer (decision 0059).
    onSuccess: (sent) => showCrisisCard(sent.safety, 'request'),
    onSettled: () => refreshConnections(queryClient),
  });
}

export function useUpdateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'accept' | 'decline' | 'cancel' }) =>
      api('PATCH /api/connections/:id', { params: { id }, body: { action } }),
    onSettled: () => refreshConnections(queryClient),
  });
}

export function useBlocks(enabled = true) {
  return useQuery({ queryKey: peopleKeys.blocks, queryFn: () => api('GET /api/blocks'), enabled });
}

export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: string; block: boolean }) =>
      api(block ? 'PUT /api/blocks/:userId' : 'DELETE /api/blocks/:userId', { params: { userId } }),
    onSettled: () => {
      refreshConnections(queryClient);
      void queryClient.invalidateQueries({ queryKey: peopleKeys.messages });
    },
  });
}

export function usePrivacy() {
  return useQuery({ queryKey: peopleKeys.privacy, queryFn: () => api('GET /api/me/privacy') });
}

export function useUpdatePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdatePrivacyBody) => api('PATCH /api/me/privacy', { body: change }),
    onSuccess: (data) => queryClient.setQueryData(peopleKeys.privacy, data),
  });
}

export function useInbox() {
  return useInfiniteQuery({
    queryKey: peopleKeys.inbox,
    queryFn: ({ pageParam }) => api('GET /api/messages', { query: { cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useThread(userId: string) {
  return useInfiniteQuery({
    queryKey: peopleKeys.thread(userId),
    queryFn: ({ pageParam }) =>
      api('GET /api/messages/:userId', { params: { userId }, query: { cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** onSent: the sender's own answer (with its safety notice when the message signals a risk). */
export function useSendMessage(userId: string, onSent?: (sent: SentMessage) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api('POST /api/messages/:userId', { params: { userId }, body: { content } }),
    onSuccess: (sent) => onSent?.(sent),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: peopleKeys.messages }),
  });
}

export function useMarkThreadRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/messages/:userId/read', { params: { userId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: peopleKeys.inbox });
      void queryClient.invalidateQueries({ queryKey: peopleKeys.notifications });
    },
  });
}
