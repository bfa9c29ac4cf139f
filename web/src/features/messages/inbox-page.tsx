import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useInbox } from '@/entities/people/api';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /messages: the member's conversations, most recent first, with their unread counts. */
export function InboxPage() {
  const { t } = useTranslation('people');
  useDocumentTitle(t('inbox.title'));
  const inbox = useInbox();
  const format = useFormat();
  const items = inbox.data?.pages.flatMap((p) => p.items) ?? [];
  const unreadTotal = inbox.data?.pages[0]?.unreadTotal ?? 0;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('inbox.title')}</h1>
        <p className="text-muted">{unreadTotal > 0 ? t('inbox.unread', { count: unreadTotal }) : t('inbox.intro')}</p>
      </header>
      <section aria-label={t('inbox.listLabel')} aria-busy={inbox.isLoading}>
        {inbox.isLoading ? (
          <div className="space-y-3">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : inbox.isError ? (
          <ErrorState error={inbox.error} onRetry={() => void inbox.refetch()} title={t('inbox.loadFailed')} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={MessageCircle}
            title={t('inbox.emptyTitle')}
            description={t('inbox.empty')}
            action={
              <Link to="/connect?tab=connections" className="font-medium text-primary-800 underline">
                {t('inbox.goConnect')}
              </Link>
            }
          />
        ) : (
          <>
            <ul className="space-y-2">
              {items.map((c) => (
                <li key={c.other.id}>
                  <Card
                    className={cn('transition-colors hover:bg-primary-50/50', c.unread > 0 && 'border-primary-200')}
                  >
                    <Link to={`/messages/${c.other.id}`} className="flex items-center gap-3 p-4">
                      <span className="relative shrink-0">
                        <Avatar src={c.other.profileImageUrl} name={c.other.fullName} size={48} />
                        {c.other.isOnline ? (
                          <span
                            className="absolute bottom-0 right-0 h-3 w-3 rounded-full border-2 border-white bg-green-600"
                            aria-hidden="true"
                          />
                        ) : null}
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="flex items-baseline justify-between gap-2">
                          <span className={cn('truncate text-ink', c.unread > 0 ? 'font-bold' : 'font-semibold')}>
                            {c.other.fullName}
                          </span>
                          <time dateTime={c.lastMessage.createdAt} className="shrink-0 text-xs text-muted">
                            {format.relative(c.lastMessage.createdAt)}
                          </time>
                        </span>
                        <span className="flex items-center justify-between gap-2">
                          <span className={cn('truncate text-sm', c.unread > 0 ? 'text-ink' : 'text-muted')}>
                            {c.lastMessage.content === ''
                              ? t('chat.removed')
                              : c.lastMessage.fromMe
                                ? t('inbox.you', { text: c.lastMessage.content })
                                : c.lastMessage.content}
                          </span>
                          {c.unread > 0 ? (
                            <span className="shrink-0 rounded-full bg-primary-700 px-2 text-xs font-semibold leading-5 text-white">
                              <span aria-hidden="true">{c.unread}</span>
                              <span className="sr-only">{t('inbox.unread', { count: c.unread })}</span>
                            </span>
                          ) : null}
                        </span>
                      </span>
                    </Link>
                  </Card>
                </li>
              ))}
            </ul>
            {inbox.hasNextPage ? (
              <div className="flex justify-center pt-6">
                <Button
                  variant="outline"
                  onClick={() => void inbox.fetchNextPage()}
                  isLoading={inbox.isFetchingNextPage}
                >
                  {t('loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
