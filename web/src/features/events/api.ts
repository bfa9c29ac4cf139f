import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { CommunityEvent, CreateEventBody, EventPage } from '@contracts/events';
import { showCrisisCard } from '@/components/safety/crisis-notice';
import { eventKeys, type When } from '@/entities/events/keys';
import { api } from '@/lib/api-client';

export { eventKeys, type When } from '@/entities/events/keys';

export const eventListOptions = (q: string, when: When) =>
  infiniteQueryOptions({
    queryKey: eventKeys.list(q, when),
    queryFn: ({ pageParam }) => api('GET /api/events', { query: { when, q, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // While a new search loads, the cards shown stay (a dialog open on one is not torn down).
    placeholderData: keepPreviousData,
  });

export function useEvents(q: string, when: When) {
  return useInfiniteQuery(eventListOptions(q, when));
}

/** Puts an event's new state (after registering or cancelling) into every cached page. */
function replaceEvent(queryClient: ReturnType<typeof useQueryClient>, event: CommunityEvent) {
  queryClient.setQueriesData<InfiniteData<EventPage>>({ queryKey: eventKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.map((e) => (e.id === event.id ? event : e)) })),
        }
      : data,
  );
}

export function useRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, register }: { id: string; register: boolean }) =>
      register
        ? api('POST /api/events/:id/registration', { params: { id } })
        : api('DELETE /api/events/:id/registration', { params: { id } }),
    onSuccess: (event) => replaceEvent(queryClient, event),
    onError: () => void queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
  });
}

export function usePublishEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEventBody) => api('POST /api/events', { body }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
      // Text that signals a risk: a private card with helplines for its writer (decision 0059).
      showCrisisCard(saved.safety, 'event');
    },
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/events/:id', { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
  });
}
