import { useEffect, useState } from 'react';
import { MessageSquarePlus, Pencil, Search, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useConversations, type Conversation } from '../api';
import { formatConversationDate } from '../format';
import { conversationTitle } from '../words';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * 'Chat History': the 'New Chat' button, a search over the member's own conversations, and the
 * 'Recent Conversations' list (most recently updated first) with rename and delete.
 */
export function ChatSidebar({
  activeId,
  headingId,
  onSelect,
  onNewChat,
  isCreating,
  onRename,
  onDelete,
}: {
  activeId: string | null;
  headingId: string;
  onSelect: (id: string) => void;
  onNewChat: () => void;
  isCreating: boolean;
  onRename: (conversation: Conversation) => void;
  onDelete: (conversation: Conversation) => void;
}) {
  const { t } = useTranslation('companion');
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const list = useConversations(q);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="space-y-3 border-b border-slate-200 p-4">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t('history.heading')}
        </h2>
        <Button variant="primary" className="w-full" onClick={onNewChat} isLoading={isCreating}>
          {isCreating ? null : <MessageSquarePlus aria-hidden="true" className="h-5 w-5" />}
          {t('history.newChat')}
        </Button>
        <div className="relative">
          <label htmlFor={`${headingId}-search`} className="sr-only">
            {t('history.search')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
          />
          <Input
            id={`${headingId}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('history.search')}
            maxLength={100}
            className="pl-9"
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        <h3 className="px-2 pb-1 pt-2 text-sm font-semibold uppercase tracking-wide text-muted">
          {q ? t('history.results') : t('history.recent')}
        </h3>
        {list.isPending ? (
          <div role="status" aria-label={t('history.loading')} className="space-y-2 p-2">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="space-y-1.5 py-1">
                <Skeleton className="h-4 w-4/5" />
                <Skeleton className="h-3 w-1/3" />
              </div>
            ))}
          </div>
        ) : list.isError ? (
          <div role="alert" className="space-y-2 p-2 text-base text-ink">
            <p>{t('history.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()} isLoading={list.isFetching}>
              {t('history.tryAgain')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="p-2 text-base text-muted">{q ? t('history.noMatch', { query: q }) : t('history.empty')}</p>
        ) : (
          <ul className="space-y-1">
            {items.map((conversation) => (
              <ConversationItem
                key={conversation.id}
                conversation={conversation}
                isActive={conversation.id === activeId}
                onSelect={onSelect}
                onRename={onRename}
                onDelete={onDelete}
              />
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <div className="p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              onClick={() => void list.fetchNextPage()}
              isLoading={list.isFetchingNextPage}
            >
              {t('history.older')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

function ConversationItem({
  conversation,
  isActive,
  onSelect,
  onRename,
  onDelete,
}: {
  conversation: Conversation;
  isActive: boolean;
  onSelect: (id: string) => void;
  onRename: (conversation: Conversation) => void;
  onDelete: (conversation: Conversation) => void;
}) {
  const { t } = useTranslation('companion');
  const { locale } = useFormat();
  const title = conversationTitle(t, conversation.title);
  const iconButton =
    'inline-flex h-8 w-8 items-center justify-center rounded-md text-muted hover:bg-white hover:text-ink';
  return (
    <li
      className={cn('relative rounded-lg', isActive ? 'bg-primary-50 ring-1 ring-primary-200' : 'hover:bg-slate-100')}
    >
      <button
        type="button"
        onClick={() => onSelect(conversation.id)}
        aria-current={isActive ? 'true' : undefined}
        className="block w-full rounded-lg px-3 py-2 text-left"
      >
        <span
          className={cn(
            'block truncate text-base',
            isActive ? 'font-semibold text-primary-900' : 'font-medium text-ink',
          )}
        >
          {title}
        </span>
        <span className="block pr-20 text-sm text-muted">
          <time dateTime={conversation.createdAt}>{formatConversationDate(conversation.createdAt, locale)}</time>
        </span>
      </button>
      <span className="absolute bottom-1 right-1 flex gap-0.5">
        <button
          type="button"
          onClick={() => onRename(conversation)}
          aria-label={t('history.rename', { title })}
          className={iconButton}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
        </button>
        <button
          type="button"
          onClick={() => onDelete(conversation)}
          aria-label={t('history.delete', { title })}
          className={cn(iconButton, 'hover:text-danger')}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </button>
      </span>
    </li>
  );
}
