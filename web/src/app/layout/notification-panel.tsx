import type { UseQueryResult } from '@tanstack/react-query';
import { BellOff, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification, NotificationList } from '@contracts/notifications';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '@/entities/notifications/api';
import { bellTime } from '@/entities/notifications/time';

type T = (key: string, options?: Record<string, unknown>) => string;

export { bellTime };

/** The latest notifications, each dismissible (marks it read) and with a View link when it has one. */
export default function NotificationPanel({
  list,
  onNavigate,
}: {
  list: UseQueryResult<NotificationList>;
  onNavigate: () => void;
}) {
  const { t } = useTranslation(['people', 'common']);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const items = list.data?.items ?? [];
  return (
    <div>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <h2 className="text-base font-semibold text-ink">{t('common:notifications.title')}</h2>
        {list.data && list.data.unreadCount > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => markAll.mutate()} isLoading={markAll.isPending}>
            {t('bell.markAllRead')}
          </Button>
        ) : null}
      </div>
      {list.isPending ? (
        <div className="space-y-3 p-4" aria-busy="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : list.isError ? (
        <div className="space-y-2 p-4">
          <p className="text-muted">{t('bell.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('bell.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 p-4 text-muted">
          <BellOff aria-hidden="true" className="h-4 w-4" />
          {t('common:notifications.empty')}
        </p>
      ) : (
        <ul className="max-h-[70vh] divide-y divide-slate-100 overflow-y-auto" data-testid="notification-list">
          {items.map((n) => (
            <NotificationItem
              key={n.id}
              n={n}
              t={t}
              onDismiss={() => markRead.mutate(n.id)}
              onView={() => {
                if (!n.isRead) markRead.mutate(n.id);
                onNavigate();
              }}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-4 border-t border-slate-100 px-4 py-2">
        <Link
          to="/notifications"
          onClick={onNavigate}
          className="inline-flex min-h-9 items-center text-sm font-medium text-primary-800 underline underline-offset-2"
        >
          {t('bell.seeAll')}
        </Link>
        <Link
          to="/messages"
          onClick={onNavigate}
          className="inline-flex min-h-9 items-center text-sm font-medium text-primary-800 underline underline-offset-2"
        >
          {t('bell.messages')}
        </Link>
      </div>
    </div>
  );
}

function NotificationItem({
  n,
  t,
  onDismiss,
  onView,
}: {
  n: Notification;
  t: T;
  onDismiss: () => void;
  onView: () => void;
}) {
  return (
    <li className={cn('flex gap-2 px-4 py-3', !n.isRead && 'bg-primary-50/60')}>
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm text-ink', !n.isRead && 'font-semibold')}>{n.title}</p>
        {n.message ? <p className="mt-0.5 text-sm text-muted">{n.message}</p> : null}
        <div className="mt-1 flex items-center gap-3 text-xs text-muted">
          <time dateTime={n.createdAt}>{bellTime(t, n.createdAt)}</time>
          {n.actionUrl ? (
            <Link
              to={n.actionUrl}
              onClick={onView}
              className="font-medium text-primary-800 underline underline-offset-2"
            >
              {t('bell.view')}
            </Link>
          ) : null}
        </div>
      </div>
      {!n.isRead ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('bell.dismiss', { title: n.title })}
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-muted hover:bg-slate-100 hover:text-ink"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      ) : null}
    </li>
  );
}
