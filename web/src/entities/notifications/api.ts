import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  NotificationFilter,
  NotificationList,
  NotificationPage,
  UpdateNotificationSettingsBody,
} from '@contracts/notifications';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

export { notificationKeys } from './keys';

/**
 * The notifications' calls: the bell (the header loads it on every page), the /notifications
 * pages, reading and seeing, and the member's channel settings.
 */

export const bellOptions = () =>
  queryOptions({
    queryKey: notificationKeys.bell,
    queryFn: () => api('GET /api/notifications'),
    staleTime: 60_000,
  });

/** The bell's list: the latest 10 and the unread count. */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...bellOptions(), enabled });
}

export const PAGE_SIZE = 20;

/** Everything, newest first, a page at a time, for one filter. */
export const notificationPageOptions = (filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.page(filter),
    queryFn: ({ pageParam }) =>
      api('GET /api/notifications/page', { query: { filter, limit: PAGE_SIZE, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Marks one notification read in the bell and in every cached page, at once. */
function applyRead(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<NotificationList>(notificationKeys.bell, (data) =>
    data
      ? {
          items: data.items.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
          unreadCount: Math.max(0, data.unreadCount - (data.items.some((n) => n.id === id && !n.isRead) ? 1 : 0)),
        }
      : data,
  );
  queryClient.setQueriesData<InfiniteData<NotificationPage>>({ queryKey: notificationKeys.pages() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
          })),
        }
      : data,
  );
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/notifications/:id/read', { params: { id } }),
    onMutate: (id) => applyRead(queryClient, id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/notifications/read-all'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/**
 * The bell opened or the page shown: what is there has been seen, so no e-mail repeats it.
 * Nothing on screen changes (seen is not read), and a failure is not the person's concern.
 */
export function markNotificationsSeen(): void {
  void api('POST /api/notifications/seen').catch(() => undefined);
}

export const settingsOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: () => api('GET /api/notifications/settings'),
  });

export function useNotificationSettings() {
  return useQuery(settingsOptions());
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateNotificationSettingsBody) => api('PATCH /api/notifications/settings', { body: change }),
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.settings, data),
  });
}
