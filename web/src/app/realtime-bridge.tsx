import { useEffect, useRef } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { NotificationList } from '@contracts/notifications';
import type { RealtimeEvent } from '@contracts/realtime';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { notificationKeys } from '@/entities/notifications/keys';
import { peopleKeys } from '@/entities/people/keys';
import { startRealtime } from '@/lib/realtime';
import { sessionQueryKey, useSession } from '@/lib/session';

/** Where a notice about the moderation queue points (a possible crisis, issue 20). */
const MODERATION_QUEUE_URL = '/admin?tab=moderation';

/** Whether a list is fetching a further page ("Show older", "Load more") right now. */
export const loadingOlder = (query: Query) =>
  query.state.fetchStatus === 'fetching' && query.state.fetchMeta?.fetchMore !== undefined;

/** The bell without the notifications the server removed, its unread count lowered by the unread among them. */
export function withoutRemoved(data: NotificationList | undefined, ids: readonly string[]) {
  const removed = new Set(ids);
  if (!data?.items.some((i) => removed.has(i.id))) return data;
  const gone = data.items.filter((i) => removed.has(i.id));
  return {
    items: data.items.filter((i) => !removed.has(i.id)),
    unreadCount: Math.max(0, data.unreadCount - gone.filter((i) => !i.isRead).length),
  };
}

/**
 * The signed-in member's live channel (loaded only for members): each event refreshes what shows
 * it (the bell, /connect, /messages), and a new notification raises a toast with its title,
 * message and a View link, once per notification, and not for the conversation already open.
 */
export default function RealtimeBridge() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('people');
  const latest = useRef({ pathname, t, language: i18n.language, navigate });
  latest.current = { pathname, t, language: i18n.language, navigate };
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    const toasted = new Set<string>();
    let catchingUp = false;
    // A list loading its older page is left as it is: invalidating would cancel that fetch (TanStack
    // cancels a running fetch to refetch), and the member's "Show older" would come to nothing. The
    // bell already shows what arrived; the list reads it again at the next change.
    const refresh = (key: readonly unknown[]) =>
      void queryClient.invalidateQueries({ queryKey: key, predicate: (query) => !loadingOlder(query) });
    const handle = (event: RealtimeEvent) => {
      switch (event.type) {
        case 'hello':
          catchingUp = true;
          // Open: what was shown may have changed while the socket was away (or before it first opened).
          document.documentElement.dataset.realtime = 'open';
          refresh(notificationKeys.all);
          return;
        case 'caught-up':
          catchingUp = false;
          refresh(notificationKeys.all);
          return;
        case 'resync':
          catchingUp = false;
          refresh(notificationKeys.all);
          refresh(peopleKeys.connections);
          refresh(peopleKeys.messages);
          return;
        case 'notifications-changed': {
          // What was deleted leaves the bell at once (issue 44); the lists are read again.
          queryClient.setQueryData<NotificationList>(notificationKeys.bell, (data) =>
            withoutRemoved(data, event.removed),
          );
          refresh(notificationKeys.all);
          return;
        }
        case 'connection':
          refresh(peopleKeys.connections);
          return;
        case 'message':
          refresh(peopleKeys.inbox);
          refresh(
            peopleKeys.thread(event.message.senderId === userId ? event.message.receiverId : event.message.senderId),
          );
          return;
        case 'messages-read':
          refresh(peopleKeys.thread(event.by));
          return;
        case 'notification': {
          const n = event.notification;
          // The bell shows it at once; the list is then read again from the server.
          queryClient.setQueryData<NotificationList>(notificationKeys.bell, (data) =>
            data && !data.items.some((i) => i.id === n.id)
              ? { items: [n, ...data.items].slice(0, 10), unreadCount: data.unreadCount + (n.isRead ? 0 : 1) }
              : data,
          );
          refresh(notificationKeys.all);
          // A possible crisis for administrators: the moderation queue, if open, shows it at once.
          if (n.actionUrl === MODERATION_QUEUE_URL) refresh(['admin', 'reports']);
          if (toasted.has(n.id) || n.isRead) return;
          toasted.add(n.id);
          const { pathname: here, t: tr, navigate: go } = latest.current;
          if (n.actionUrl && n.type === 'new_message' && here === n.actionUrl) return;
          if (catchingUp && Date.now() - new Date(n.createdAt).getTime() > 60_000) return;
          const url = n.actionUrl;
          toast(n.title, {
            description: n.message ?? undefined,
            action: url
              ? {
                  label: tr('bell.view'),
                  onClick: () => {
                    void api('POST /api/notifications/:id/read', { params: { id: n.id } }).finally(() =>
                      refresh(notificationKeys.all),
                    );
                    void go(url);
                  },
                }
              : undefined,
          });
          return;
        }
      }
    };
    const stop = startRealtime({
      language: () => latest.current.language,
      onEvent: handle,
      onClosed: () => delete document.documentElement.dataset.realtime,
      onSignedOut: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    });
    return () => {
      stop();
      delete document.documentElement.dataset.realtime;
    };
  }, [userId, queryClient]);

  return null;
}
