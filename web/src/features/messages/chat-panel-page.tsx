import { useEffect, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MessageLimits, type PrivateMessage } from '@contracts/private-messages';
import { BlockButton } from '@/entities/people/person-actions';
import { ComposerNotes } from '@/components/composer/composer-notes';
import { PartBoundary } from '@/components/part-boundary';
import { showCrisisCard } from '@/components/safety/crisis-notice';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useDraftText } from '@/lib/drafts';
import { isNetworkFailure, useOfflineSend } from '@/lib/use-offline-send';
import { useMarkThreadRead, useSendMessage, useThread } from '@/entities/people/api';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChatMessage } from './chat-message';
import { ScamCaution } from './scam-caution';

/** /messages/:userId: the private chat panel: the thread, a back button, auto-scroll and a send box. */
export function ChatPanelPage() {
  const { t } = useTranslation('people');
  const { userId = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const thread = useThread(userId);
  // A message that signals a risk: a private card with helplines for its sender only (issue 20).
  const send = useSendMessage(userId, (sent) => showCrisisCard(sent.safety, 'message'));
  const markRead = useMarkThreadRead(userId);
  const handleError = useApiErrorHandler();
  // The message being written to this person is kept on this device until it is sent (decision 0061).
  const { text: draft, setText: setDraft, empty: emptyBox, draft: kept } = useDraftText('message', userId);
  const offline = useOfflineSend();
  const scroller = useRef<HTMLDivElement>(null);
  const keepOffset = useRef<number | null>(null);
  const other = thread.data?.pages[0]?.other;
  // The server warns the reader only, of an opening message that asks for money or offers a cure (issue 41).
  const caution = thread.data?.pages[0]?.caution;
  useDocumentTitle(other ? t('chat.title', { name: other.fullName }) : t('inbox.title'));

  // Oldest at the top: the pages come newest first.
  const messages: PrivateMessage[] = (thread.data?.pages ?? [])
    .flatMap((p) => p.items)
    .slice()
    .reverse();
  const newestId = messages.at(-1)?.id;
  const unreadFromThem = messages.some((m) => m.senderId === userId && !m.read);

  // Seen: everything they sent is marked read while the page is open and visible.
  useEffect(() => {
    if (!unreadFromThem || markRead.isPending) return;
    if (document.visibilityState === 'visible') markRead.mutate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mark once per new unread message
  }, [newestId, unreadFromThem]);

  // Auto-scroll to the newest message; loading older ones keeps the reader where they were.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepOffset.current !== null) {
      el.scrollTop = el.scrollHeight - keepOffset.current;
      keepOffset.current = null;
      return;
    }
    el.scrollTop = el.scrollHeight;
  }, [newestId, messages.length]);

  const loadOlder = () => {
    const el = scroller.current;
    keepOffset.current = el ? el.scrollHeight - el.scrollTop : null;
    void thread.fetchNextPage();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const content = draft.trim();
    if (!content || send.isPending) return;
    const deliver = () =>
      send.mutate(content, {
        onSuccess: () => {
          kept.clear();
          emptyBox();
        },
        onError: (error) => {
          if (isNetworkFailure(error)) return offline.networkFailed(deliver);
          handleError(error, { title: t('chat.sendFailed') });
        },
      });
    offline.run(deliver);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const backToInbox = () => navigate('/messages');
  const notFound = thread.error instanceof ApiError && thread.error.status === 404;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col px-2 py-4 sm:px-4 sm:py-8">
      <div className="flex h-[calc(100dvh-9rem)] min-h-[28rem] flex-col overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-sm">
        <header className="flex items-center gap-3 border-b border-slate-200 px-3 py-2">
          <Button variant="ghost" size="sm" onClick={backToInbox} aria-label={t('chat.back')}>
            <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          </Button>
          {other ? (
            <>
              <span className="relative shrink-0">
                <Avatar src={other.profileImageUrl} name={other.fullName} size={40} />
                {other.isOnline ? (
                  <span
                    className="absolute bottom-0 right-0 h-3 w-3 rounded-full border-2 border-white bg-green-600"
                    aria-hidden="true"
                  />
                ) : null}
              </span>
              <div className="min-w-0 flex-1">
                <h1 className="truncate text-lg font-semibold text-ink">
                  <Link to={`/user/${other.id}`} className="hover:underline">
                    {other.fullName}
                  </Link>
                </h1>
                <p className="text-xs text-muted">{other.isOnline ? t('online.badge') : t('chat.offline')}</p>
              </div>
              <BlockButton userId={other.id} name={other.fullName} blocked={false} onBlocked={backToInbox} />
            </>
          ) : (
            <h1 className="text-lg font-semibold text-ink">{t('inbox.title')}</h1>
          )}
        </header>
        {caution ? <ScamCaution messageId={caution.messageId} /> : null}
        <div
          ref={scroller}
          className="flex-1 space-y-2 overflow-y-auto bg-slate-50 px-3 py-4"
          role="log"
          aria-live="polite"
          aria-label={t('chat.threadLabel')}
        >
          {thread.isLoading ? (
            <div className="space-y-3">
              <Skeleton className="h-10 w-2/3" />
              <Skeleton className="ml-auto h-10 w-1/2" />
            </div>
          ) : notFound ? (
            <p className="p-4 text-center text-muted">{t('chat.notFound')}</p>
          ) : thread.isError ? (
            <ErrorState error={thread.error} onRetry={() => void thread.refetch()} title={t('chat.loadFailed')} />
          ) : (
            // A message that cannot be drawn stays in the thread: the box below and its words stay.
            <PartBoundary>
              {thread.hasNextPage ? (
                <div className="flex justify-center">
                  <Button variant="outline" size="sm" onClick={loadOlder} isLoading={thread.isFetchingNextPage}>
                    {t('chat.older')}
                  </Button>
                </div>
              ) : null}
              {messages.length === 0 ? (
                <p className="p-6 text-center text-muted">{t('chat.empty', { name: other?.fullName ?? '' })}</p>
              ) : null}
              {messages.map((m) => (
                <ChatMessage key={m.id} message={m} mine={m.senderId === user?.id} otherName={other?.fullName ?? ''} />
              ))}
            </PartBoundary>
          )}
        </div>
        {thread.data && !thread.data.pages[0]?.canSend ? (
          <p className="border-t border-slate-200 px-4 py-3 text-sm text-muted">{t('chat.cannotSend')}</p>
        ) : (
          <div className="border-t border-slate-200">
            <ComposerNotes
              sending={send.isPending}
              className="px-2 pt-2 sm:px-3"
              restored={kept.restored}
              onDiscard={() => {
                offline.cancel();
                setDraft(kept.discard());
              }}
              offline={offline.state}
              onSendAgain={offline.sendAgain}
            />
            <form onSubmit={submit} className="flex items-end gap-2 p-2 sm:p-3">
              <label className="min-w-0 flex-1">
                <span className="sr-only">{t('chat.inputLabel')}</span>
                <textarea
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  onKeyDown={onKeyDown}
                  maxLength={MessageLimits.contentMax}
                  rows={1}
                  placeholder={t('chat.placeholder')}
                  disabled={!thread.data}
                  className="max-h-40 min-h-11 w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-ink focus-visible:outline-3 focus-visible:outline-accent-600"
                />
              </label>
              <Button type="submit" disabled={!draft.trim()} isLoading={send.isPending} aria-label={t('chat.send')}>
                <Send aria-hidden="true" className="h-5 w-5" />
              </Button>
            </form>
          </div>
        )}
      </div>
    </div>
  );
}
