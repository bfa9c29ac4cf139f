import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type {
  CreatePostBody,
  CreateReplyBody,
  ForumRoleFilter,
  HeartState,
  PostPage,
  PostThread,
  UpdatePostBody,
  UpdateReplyBody,
} from '@contracts/forum';
import type { WatchLevel } from '@contracts/notifications';
import { showCrisisCard, withoutNotice } from '@/components/safety/crisis-notice';
import { api } from '@/lib/api-client';

export interface ForumFilters {
  q: string;
  role: ForumRoleFilter | '';
}

export const forumKeys = {
  all: ['forum'] as const,
  lists: () => [...forumKeys.all, 'list'] as const,
  list: (f: ForumFilters) => [...forumKeys.lists(), f.q, f.role] as const,
  thread: (id: string) => [...forumKeys.all, 'thread', id] as const,
  mentions: (q: string, isAnonymous: boolean) => ['mentions', q, isAnonymous] as const,
};

/** The forum newest first, a page at a time ('Load more'). */
export const postListOptions = (filters: ForumFilters) =>
  infiniteQueryOptions({
    queryKey: forumKeys.list(filters),
    queryFn: ({ pageParam }) =>
      api('GET /api/forum/posts', {
        query: { q: filters.q, role: filters.role || undefined, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const threadOptions = (id: string) =>
  queryOptions({
    queryKey: forumKeys.thread(id),
    queryFn: () => api('GET /api/forum/posts/:id', { params: { id } }),
  });

export function usePosts(filters: ForumFilters) {
  return useInfiniteQuery(postListOptions(filters));
}

export function useThread(id: string) {
  return useQuery(threadOptions(id));
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePostBody) => api('POST /api/forum/posts', { body }),
    onSuccess: (created) => {
      const thread: PostThread = withoutNotice(created);
      queryClient.setQueryData(forumKeys.thread(thread.post.id), thread);
      void queryClient.invalidateQueries({ queryKey: forumKeys.lists() });
      // A post that signals a risk: a private card with helplines for its author (issue 20).
      showCrisisCard(created.safety, 'post');
    },
  });
}

/** Applies a heart's new state to every cached list page and thread that shows the post. */
function applyHeart(queryClient: ReturnType<typeof useQueryClient>, id: string, state: HeartState) {
  queryClient.setQueriesData<InfiniteData<PostPage>>({ queryKey: forumKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((p) =>
              p.id === id ? { ...p, heartedByMe: state.hearted, heartCount: state.heartCount } : p,
            ),
          })),
        }
      : data,
  );
  queryClient.setQueryData<PostThread>(forumKeys.thread(id), (data) =>
    data ? { ...data, post: { ...data.post, heartedByMe: state.hearted, heartCount: state.heartCount } } : data,
  );
}

/** Hearts or un-hearts a post at once on screen, and puts it back if the server refuses. */
export function useToggleHeart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hearted }: { id: string; hearted: boolean; heartCount: number }) =>
      api(hearted ? 'PUT /api/forum/posts/:id/heart' : 'DELETE /api/forum/posts/:id/heart', { params: { id } }),
    onMutate: ({ id, hearted, heartCount }) => {
      const before = { hearted: !hearted, heartCount };
      applyHeart(queryClient, id, { hearted, heartCount: heartCount + (hearted ? 1 : -1) });
      return before;
    },
    onSuccess: (state, { id }) => applyHeart(queryClient, id, state),
    onError: (_error, { id }, before) => {
      if (before) applyHeart(queryClient, id, before);
    },
  });
}

export function useReply(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReplyBody) => api('POST /api/forum/posts/:id/replies', { params: { id: postId }, body }),
    onSuccess: (created) => {
      showCrisisCard(created.safety, 'reply');
      void queryClient.invalidateQueries({ queryKey: forumKeys.thread(postId) });
      void queryClient.invalidateQueries({ queryKey: forumKeys.lists() });
    },
  });
}

export function useDeleteReply(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyId: string) => api('DELETE /api/forum/replies/:id', { params: { id: replyId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.thread(postId) });
      void queryClient.invalidateQueries({ queryKey: forumKeys.lists() });
    },
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/forum/posts/:id', { params: { id } }),
    onSuccess: (_none, id) => {
      queryClient.removeQueries({ queryKey: forumKeys.thread(id) });
      void queryClient.invalidateQueries({ queryKey: forumKeys.lists() });
    },
  });
}

/** The author's edit of a post: the thread as it now reads, and a crisis card when the new words signal a risk. */
export function useUpdatePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePostBody) => api('PATCH /api/forum/posts/:id', { params: { id }, body }),
    onSuccess: (updated) => {
      queryClient.setQueryData(forumKeys.thread(id), withoutNotice(updated));
      showCrisisCard(updated.safety, 'post');
      void queryClient.invalidateQueries({ queryKey: forumKeys.lists() });
    },
  });
}

/** The author takes their name off a post (and their replies in its thread), for good. */
export function useAnonymisePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/forum/posts/:id/anonymise', { params: { id } }),
    onSuccess: (thread) => {
      queryClient.setQueryData(forumKeys.thread(id), thread);
      void queryClient.invalidateQueries({ queryKey: forumKeys.lists() });
    },
  });
}

/** The author's edit of a reply (screened again, like the first words). */
export function useUpdateReply(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateReplyBody }) =>
      api('PATCH /api/forum/replies/:id', { params: { id }, body }),
    onSuccess: (updated) => {
      showCrisisCard(updated.safety, 'reply');
      void queryClient.invalidateQueries({ queryKey: forumKeys.thread(postId) });
    },
  });
}

/** The author takes their name off a reply, for good. */
export function useAnonymiseReply(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/forum/replies/:id/anonymise', { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: forumKeys.thread(postId) }),
  });
}

/** The viewer's watch level on a thread, once the server has it (the post detail's `watchLevel`). */
export function watchLevelOf(thread: PostThread): WatchLevel {
  const detail = thread as PostThread & { watchLevel?: WatchLevel; post: { watchLevel?: WatchLevel } };
  return detail.watchLevel ?? detail.post.watchLevel ?? 'normal';
}

/** Changes how the viewer hears of a thread: shown at once, put back if the server refuses. */
export function useWatch(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: WatchLevel) =>
      api('PUT /api/forum/posts/:id/watch', { params: { id: postId }, body: { level } }),
    onSuccess: (_answer, level) =>
      queryClient.setQueryData<PostThread>(forumKeys.thread(postId), (data) =>
        data ? ({ ...data, watchLevel: level } as PostThread) : data,
      ),
  });
}

/**
 * Members the viewer may mention whose username starts with `q` (at least one letter); for an
 * anonymous draft, only those its mentions would reach (the server's rule).
 */
export function useMentionCandidates(q: string, isAnonymous = false) {
  return useQuery({
    queryKey: forumKeys.mentions(q, isAnonymous),
    queryFn: async ({ signal }) =>
      (await api('GET /api/mentions', { query: { q, anonymous: isAnonymous ? 'true' : undefined }, signal })).items,
    enabled: q.length > 0,
    staleTime: 30_000,
    // While the next letters are asked about, the last answer narrowed to them stays in view.
    placeholderData: keepPreviousData,
  });
}
