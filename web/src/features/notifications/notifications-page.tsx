import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Bell, CheckCheck, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationFilter, type Notification } from '@contracts/notifications';
import { ListView, pagedList } from '@/components/list/list-view';
import { useListParams } from '@/components/list/use-list-params';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useApiErrorHandler } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  markNotificationsSeen,
  notificationPageOptions,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '@/entities/notifications/api';
import { bellTime } from '@/entities/notifications/time';

const FILTERS = NotificationFilter.options;

/** The filter in the address (?filter=), 'all' when absent or not one of ours. */
function readFilter(value: string | null): NotificationFilter {
  const parsed = NotificationFilter.safeParse(value ?? 'all');
  return parsed.success ? parsed.data : 'all';
}

/**
 * /notifications: every notification, newest first, a page at a time, filtered by kind or unread
 * (the filter kept in the address). Showing the page marks everything seen (no e-mail repeats it);
 * a notification that arrives meanwhile appears at the top (the realtime bridge refreshes the list).
 */
export function NotificationsPage() {
  const { t } = useTranslation(['notifications', 'common']);
  useDocumentTitle(t('page.title'));
  const { params, update } = useListParams();
  const filter = readFilter(params.get('filter'));
  const query = useInfiniteQuery(notificationPageOptions(filter));
  const list = pagedList(query);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const handleError = useApiErrorHandler();
  const unreadCount = query.data?.pages[0]?.unreadCount ?? 0;
  const newest = list.items[0]?.id;

  // Shown is seen: when the page opens, and again when a new notification arrives at its top.
  useEffect(() => {
    markNotificationsSeen();
  }, [newest]);

  const doMarkAll = () =>
    markAll.mutate(undefined, {
      onError: (error) => handleError(error, { title: t('page.markAllFailed') }),
    });

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-10">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold text-ink">{t('page.title')}</h1>
          <p className="text-muted">{t('page.description')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to="/profile#notifications"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-primary-800 underline-offset-4 hover:underline"
          >
            <Settings aria-hidden="true" className="h-4 w-4" />
            {t('page.settingsLink')}
          </Link>
          <Button variant="outline" size="sm" onClick={doMarkAll} isLoading={markAll.isPending} disabled={!unreadCount}>
            <CheckCheck aria-hidden="true" className="h-4 w-4" />
            {t('page.markAllRead')}
          </Button>
        </div>
      </header>

      <nav aria-label={t('page.filterLabel')}>
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <li key={f}>
              <button
                type="button"
                aria-pressed={f === filter}
                onClick={() => update({ filter: f === 'all' ? null : f })}
                className={cn(
                  'inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium transition-colors',
                  f === filter
                    ? 'border-primary-700 bg-primary-700 text-white'
                    : 'border-slate-300 bg-white text-ink hover:bg-primary-50',
                )}
              >
                {t(`filters.${f}`)}
                {f === 'unread' && unreadCount > 0 ? (
                  <span className="ml-1.5 rounded-full bg-danger px-1.5 text-xs leading-5 text-white">
                    {unreadCount}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      <ListView
        list={list}
        errorTitle={t('page.loadFailed')}
        loadMoreLabel={t('page.loadMore')}
        loading={
          <div className="space-y-3" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
        }
        empty={
          <EmptyState
            icon={Bell}
            title={filter === 'all' ? t('page.emptyTitle') : t('page.emptyFilteredTitle')}
            description={filter === 'all' ? t('page.emptyText') : t('page.emptyFilteredText')}
          />
        }
      >
        {(items) => (
          <ul
            className="divide-y divide-slate-100 overflow-hidden rounded-card border border-slate-200 bg-white"
            data-testid="notification-page-list"
          >
            {items.map((n) => (
              <NotificationRow key={n.id} n={n} onRead={() => markRead.mutate(n.id)} />
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}

function NotificationRow({ n, onRead }: { n: Notification; onRead: () => void }) {
  const { t } = useTranslation(['notifications', 'common']);
  return (
    <li className={cn('flex gap-3 px-4 py-4', !n.isRead && 'bg-primary-50/60')}>
      <span
        aria-hidden="true"
        className={cn('mt-2 h-2 w-2 shrink-0 rounded-full', n.isRead ? 'bg-transparent' : 'bg-primary-700')}
      />
      <div className="min-w-0 flex-1">
        <p className={cn('break-words text-ink', !n.isRead && 'font-semibold')}>
          {n.actionUrl ? (
            <Link
              to={n.actionUrl}
              onClick={() => {
                if (!n.isRead) onRead();
              }}
              className="underline-offset-2 hover:underline"
            >
              {n.title}
            </Link>
          ) : (
            n.title
          )}
          {!n.isRead ? <span className="sr-only"> ({t('page.unread')})</span> : null}
        </p>
        {n.message ? <p className="mt-0.5 break-words text-sm text-muted">{n.message}</p> : null}
        <p className="mt-1 text-xs text-muted">
          <time dateTime={n.createdAt} title={new Date(n.createdAt).toLocaleString()}>
            {bellTime(t, n.createdAt)}
          </time>
        </p>
      </div>
      {!n.isRead ? (
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0 self-start"
          onClick={onRead}
          aria-label={t('page.markReadLabel', { title: n.title })}
        >
          {t('page.markRead')}
        </Button>
      ) : null}
    </li>
  );
}
