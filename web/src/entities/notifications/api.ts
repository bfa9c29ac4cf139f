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
  NotificationSettings,
  UpdateNotificationSettingsBody,
} from '@contracts/notifications';
import { apiFetch } from '@/lib/api';
import { notificationKeys } from './keys';

export { notificationKeys } from './keys';

/**
 * The notifications' calls: the bell (the header loads it on every page), the /notifications
 * pages, reading and seeing, and the member's channel settings.
 */

const enc = encodeURIComponent;

export const bellOptions = () =>
  queryOptions({
    queryKey: notificationKeys.bell,
    queryFn: () => apiFetch<NotificationList>('/api/notifications'),
    staleTime: 60_000,
  });

/** The bell's list: the latest 10 and the unread count. */
export function useNotifications(enabled: boolean) {
  return useQuery({ ...bellOptions(), enabled });
}

export const PAGE_SIZE = 20;

const pageUrl = (filter: NotificationFilter, cursor: string | null) => {
  const params = new URLSearchParams({ filter, limit: String(PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return `/api/notifications/page?${params}`;
};

/** Everything, newest first, a page at a time, for one filter. */
export const notificationPageOptions = (filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.page(filter),
    queryFn: ({ pageParam }) => apiFetch<NotificationPage>(pageUrl(filter, pageParam)),
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
    mutationFn: (id: string) => apiFetch<null>(`/api/notifications/${enc(id)}/read`, { method: 'POST' }),
    onMutate: (id) => applyRead(queryClient, id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>('/api/notifications/read-all', { method: 'POST' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/**
 * The bell opened or the page shown: what is there has been seen, so no e-mail repeats it.
 * Nothing on screen changes (seen is not read), and a failure is not the person's concern.
 */
export function markNotificationsSeen(): void {
  void apiFetch<null>('/api/notifications/seen', { method: 'POST' }).catch(() => undefined);
}

export const settingsOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: () => apiFetch<NotificationSettings>('/api/notifications/settings'),
  });

export function useNotificationSettings() {
  return useQuery(settingsOptions());
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateNotificationSettingsBody) =>
      apiFetch<NotificationSettings>('/api/notifications/settings', { method: 'PATCH', json: change }),
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.settings, data),
  });
}
