import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type {
  CreateStoryBody,
  Story,
  StoryCancerType,
  StoryHeart,
  StoryPage,
  StoryTone,
  UpdateStoryBody,
} from '@contracts/stories';
import { showCrisisCard, withoutNotice } from '@/components/safety/crisis-notice';
import { api } from '@/lib/api-client';

export interface StoryFilters {
  q: string;
  tone: StoryTone | '';
  cancerType: StoryCancerType | '';
}

export const storyKeys = {
  all: ['stories'] as const,
  lists: () => [...storyKeys.all, 'list'] as const,
  list: (f: StoryFilters) => [...storyKeys.lists(), f.q, f.tone, f.cancerType] as const,
  one: (id: string) => [...storyKeys.all, 'one', id] as const,
};

export const storyListOptions = (f: StoryFilters) =>
  infiniteQueryOptions({
    queryKey: storyKeys.list(f),
    queryFn: ({ pageParam }) =>
      api('GET /api/stories', {
        query: {
          q: f.q,
          tone: f.tone || undefined,
          cancerType: f.cancerType || undefined,
          cursor: pageParam ?? undefined,
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const storyOptions = (id: string) =>
  queryOptions({
    queryKey: storyKeys.one(id),
    queryFn: () => api('GET /api/stories/:id', { params: { id } }),
  });

export function useStories(f: StoryFilters) {
  return useInfiniteQuery(storyListOptions(f));
}

export function useStory(id: string) {
  return useQuery(storyOptions(id));
}

export function useShareStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStoryBody) => api('POST /api/stories', { body }),
    onSuccess: (created) => {
      const story: Story = withoutNotice(created);
      queryClient.setQueryData(storyKeys.one(story.id), story);
      // A story that signals a risk: a private card with helplines for its author (issue 20).
      showCrisisCard(created.safety, 'story');
      void queryClient.invalidateQueries({ queryKey: storyKeys.lists() });
    },
  });
}

function applyHeart(queryClient: ReturnType<typeof useQueryClient>, id: string, state: StoryHeart) {
  queryClient.setQueriesData<InfiniteData<StoryPage>>({ queryKey: storyKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((s) =>
              s.id === id ? { ...s, heartedByMe: state.hearted, heartCount: state.heartCount } : s,
            ),
          })),
        }
      : data,
  );
  queryClient.setQueryData<Story>(storyKeys.one(id), (s) =>
    s ? { ...s, heartedByMe: state.hearted, heartCount: state.heartCount } : s,
  );
}

/** A heart shows at once and is put back if the server refuses it. */
export function useToggleStoryHeart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hearted }: { id: string; hearted: boolean; heartCount: number }) =>
      api(hearted ? 'PUT /api/stories/:id/heart' : 'DELETE /api/stories/:id/heart', { params: { id } }),
    onMutate: ({ id, hearted, heartCount }) => {
      applyHeart(queryClient, id, { hearted, heartCount: heartCount + (hearted ? 1 : -1) });
      return { hearted: !hearted, heartCount };
    },
    onSuccess: (state, { id }) => applyHeart(queryClient, id, state),
    onError: (_e, { id }, before) => before && applyHeart(queryClient, id, before),
  });
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/stories/:id', { params: { id } }),
    onSuccess: (_n, id) => {
      queryClient.removeQueries({ queryKey: storyKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: storyKeys.lists() });
    },
  });
}

/** The author's edit: the story as it now reads, and a crisis card when the new words signal a risk. */
export function useUpdateStory(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStoryBody) => api('PATCH /api/stories/:id', { params: { id }, body }),
    onSuccess: (updated) => {
      queryClient.setQueryData(storyKeys.one(id), withoutNotice(updated));
      showCrisisCard(updated.safety, 'story');
      void queryClient.invalidateQueries({ queryKey: storyKeys.lists() });
    },
  });
}

/** The author takes their name off the story, for good. */
export function useAnonymiseStory(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/stories/:id/anonymise', { params: { id } }),
    onSuccess: (story) => {
      queryClient.setQueryData(storyKeys.one(id), story);
      void queryClient.invalidateQueries({ queryKey: storyKeys.lists() });
    },
  });
}
