import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  AttachmentSummary,
  ChatMessage as ChatMessageSchema,
  Conversation as ConversationSchema,
  ConversationList as ConversationListSchema,
  ConversationWithMessages as ConversationWithMessagesSchema,
} from '@contracts/companion';
import type { Wire } from '@contracts/http';
import { api } from '@/lib/api-client';
import { uploadFile as uploadOne } from '@/lib/upload';

export type Conversation = Wire<ConversationSchema>;
export type ConversationList = Wire<ConversationListSchema>;
export type ConversationWithMessages = Wire<ConversationWithMessagesSchema>;
/** A message as the page shows it: `local` ones exist only in this browser (not yet saved, or the failed-reply bubble). */
export type ChatMessage = Wire<ChatMessageSchema> & { local?: 'pending' | 'failed' };
export type Attachment = AttachmentSummary;

/**
 * Query keys. Everything under 'conversations' is the sidebar's lists (invalidated after a send,
 * rename or delete); a conversation's messages live apart so that a list refresh never drops a
 * reply that is still streaming or the failed-reply bubble.
 */
export const companionKeys = {
  conversations: ['conversations'] as const,
  conversationList: (q: string) => ['conversations', 'list', q] as const,
  messages: (id: string) => ['companion', 'conversation', id] as const,
  config: ['companion', 'config'] as const,
};

// --- Config ----------------------------------------------------------------------------------

export const companionConfigQueryOptions = () =>
  queryOptions({
    queryKey: companionKeys.config,
    queryFn: () => api('GET /api/companion/config'),
    staleTime: 5 * 60_000,
  });

export function useCompanionConfig() {
  return useQuery(companionConfigQueryOptions());
}

// --- Conversations ---------------------------------------------------------------------------

export function listConversations(q: string, cursor?: string) {
  return api('GET /api/companion/conversations', { query: { q, cursor } });
}

export const conversationsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: companionKeys.conversationList(q),
    queryFn: ({ pageParam }) => listConversations(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useConversations(q: string) {
  return useInfiniteQuery(conversationsQueryOptions(q));
}

export const getConversation = (id: string) => api('GET /api/companion/conversations/:id', { params: { id } });

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: companionKeys.messages(id),
    queryFn: () => getConversation(id),
    // Local bubbles (failed reply) live in this cache: only a send or an explicit action refreshes it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useConversation(id: string | null) {
  return useQuery({ ...conversationQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** POST /api/companion/conversations answers the new conversation with its greeting (or the bare conversation). */
export async function createConversation(): Promise<ConversationWithMessages | Conversation> {
  return api('POST /api/companion/conversations');
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    onSuccess: async (created) => {
      if ('conversation' in created) queryClient.setQueryData(companionKeys.messages(created.conversation.id), created);
      await queryClient.invalidateQueries({ queryKey: companionKeys.conversations });
    },
  });
}

/**
 * /chat's first data, asked for on a first load beside the page's code (router.tsx), so the first
 * paint is the conversation with Forti's greeting rather than skeletons: the settings, the recent
 * conversations and the open one (the address's, else the most recent). A member without any
 * conversation gets the first one started here, as the page itself would on arrival. Answers the
 * open conversation's id.
 */
export async function prefetchChat(queryClient: QueryClient, conversationId: string | null): Promise<string | null> {
  const config = queryClient.prefetchQuery(companionConfigQueryOptions());
  const open = conversationId ? queryClient.prefetchQuery(conversationQueryOptions(conversationId)) : null;
  const list = await queryClient.fetchInfiniteQuery(conversationsQueryOptions(''));
  let opened = conversationId;
  if (!opened) {
    const first = list.pages[0]?.items[0];
    if (first) {
      opened = first.id;
      await queryClient.prefetchQuery(conversationQueryOptions(first.id));
    } else {
      const created = await createConversation();
      opened = createdConversationId(created);
      if ('conversation' in created) {
        queryClient.setQueryData(companionKeys.messages(created.conversation.id), created);
        queryClient.setQueryData<InfiniteData<ConversationList, string | undefined>>(
          companionKeys.conversationList(''),
          (old) => (old ? { ...old, pages: [{ items: [created.conversation], nextCursor: null }] } : old),
        );
      } else await queryClient.invalidateQueries({ queryKey: companionKeys.conversations });
    }
  }
  await Promise.all([config, open]);
  return opened;
}

/** The id of what createConversation answered, whichever shape it had. */
export const createdConversationId = (created: ConversationWithMessages | Conversation) =>
  'conversation' in created ? created.conversation.id : created.id;

export function useRenameConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      api('PATCH /api/companion/conversations/:id', { params: { id }, body: { title } }),
    onSuccess: async (_result, { id, title }) => {
      queryClient.setQueryData<ConversationWithMessages>(companionKeys.messages(id), (old) =>
        old ? { ...old, conversation: { ...old.conversation, title } } : old,
      );
      patchConversationInLists(queryClient, { id, title });
      await queryClient.invalidateQueries({ queryKey: companionKeys.conversations });
    },
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/companion/conversations/:id', { params: { id } }),
    onSuccess: async (_result, id) => {
      queryClient.setQueriesData<InfiniteData<ConversationList>>({ queryKey: companionKeys.conversations }, (old) =>
        old
          ? { ...old, pages: old.pages.map((page) => ({ ...page, items: page.items.filter((c) => c.id !== id) })) }
          : old,
      );
      queryClient.removeQueries({ queryKey: companionKeys.messages(id) });
      await queryClient.invalidateQueries({ queryKey: companionKeys.conversations });
    },
  });
}

/** Puts a changed conversation in every cached list; `toTop` moves it first (it was just updated). */
export function patchConversationInLists(
  queryClient: QueryClient,
  patch: Partial<Conversation> & { id: string },
  toTop = false,
) {
  queryClient.setQueriesData<InfiniteData<ConversationList>>({ queryKey: companionKeys.conversations }, (old) => {
    if (!old) return old;
    let found: Conversation | undefined;
    const pages = old.pages.map((page) => ({
      ...page,
      items: page.items.flatMap((c) => {
        if (c.id !== patch.id) return [c];
        found = { ...c, ...patch };
        return toTop ? [] : [found];
      }),
    }));
    if (toTop && found && pages[0]) pages[0] = { ...pages[0], items: [found, ...pages[0].items] };
    return { ...old, pages };
  });
}

/** Appends messages to a cached conversation (replacing any with the same id, or the one named by `replaceId`). */
export function appendMessages(
  queryClient: QueryClient,
  conversationId: string,
  messages: ChatMessage[],
  replaceId?: string,
) {
  queryClient.setQueryData<ConversationWithMessages>(companionKeys.messages(conversationId), (old) => {
    if (!old) return old;
    const at = replaceId ? old.messages.findIndex((m) => m.id === replaceId) : -1;
    const [only] = messages;
    // A replacement keeps the original's place in the list.
    if (at >= 0 && only && messages.length === 1) {
      return { ...old, messages: old.messages.flatMap((m, i) => (i === at ? [only] : m.id === only.id ? [] : [m])) };
    }
    const ids = new Set(messages.map((m) => m.id));
    if (replaceId) ids.add(replaceId);
    return { ...old, messages: [...old.messages.filter((m) => !ids.has(m.id)), ...messages] };
  });
}

/** Puts the page of messages before `cursor` in front of the cached ones. */
export async function loadOlderMessages(queryClient: QueryClient, conversationId: string, cursor: string) {
  const older = await api('GET /api/companion/conversations/:id', {
    params: { id: conversationId },
    query: { before: cursor },
  });
  queryClient.setQueryData<ConversationWithMessages>(companionKeys.messages(conversationId), (old) => {
    if (!old) return old;
    const known = new Set(old.messages.map((m) => m.id));
    return {
      ...old,
      messages: [...older.messages.filter((m) => !known.has(m.id)), ...old.messages],
      olderCursor: older.olderCursor,
    };
  });
}

export function removeMessage(queryClient: QueryClient, conversationId: string, messageId: string) {
  queryClient.setQueryData<ConversationWithMessages>(companionKeys.messages(conversationId), (old) =>
    old ? { ...old, messages: old.messages.filter((m) => m.id !== messageId) } : old,
  );
}

// --- Files -----------------------------------------------------------------------------------

/** Uploads one attachment as multipart field "file", reporting progress (web/src/lib/upload.ts). */
export function uploadFile(file: File, onProgress: (percent: number) => void): Promise<Attachment> {
  return uploadOne<Attachment>('/api/companion/files', file, {
    onProgress,
    select: (body) => (body as { file?: Attachment } | null)?.file,
  });
}

export const deleteFile = (id: string) => api('DELETE /api/companion/files/:id', { params: { id } });

// --- Voice -----------------------------------------------------------------------------------

export const transcribeAudio = (audio: string) => api('POST /api/companion/transcriptions', { body: { audio } });
