import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { History, X } from 'lucide-react';
import { PartBoundary } from '@/components/part-boundary';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { useApiErrorHandler } from '@/lib/api-errors';
import { sessionQueryKey } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useQueryClient } from '@tanstack/react-query';
import {
  createdConversationId,
  loadOlderMessages,
  useCompanionConfig,
  useConversation,
  useConversations,
  useCreateConversation,
  type Conversation,
} from './api';
import { ChatSidebar } from './components/chat-sidebar';
import { Composer, type ComposerHandle } from './components/composer';
import { FortiAvatar } from './components/message-bubble';
import { MessageList, MessageListSkeleton } from './components/message-list';
import { QuickStart } from './components/quick-start';
import { useAttachments } from './use-attachments';
import { useSendMessage, type SendOutcome } from './use-send-message';
import { conversationTitle } from './words';

// The rename and delete dialogs (with their form library and validators) and the small screens'
// history drawer load the first time a member reaches for them: none is in the page's first paint.
const RenameConversationDialog = lazy(() =>
  import('./components/conversation-dialogs').then((m) => ({ default: m.RenameConversationDialog })),
);
const DeleteConversationDialog = lazy(() =>
  import('./components/conversation-dialogs').then((m) => ({ default: m.DeleteConversationDialog })),
);
const HistoryDrawer = lazy(() => import('./components/history-drawer').then((m) => ({ default: m.HistoryDrawer })));

const sidebarHeadingId = 'chat-history-heading';
const drawerHeadingId = 'chat-history-drawer-heading';

/** /chat: Forti, the AI companion (core §2 Chat). The open conversation is in `?conversation=`. */
export function ChatPage() {
  const { t } = useTranslation('companion');
  useDocumentTitle(t('title'));
  const handleApiError = useApiErrorHandler();
  const [params, setParams] = useSearchParams();
  const activeId = params.get('conversation');
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [renaming, setRenaming] = useState<Conversation | null>(null);
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  // Once loaded, the drawer and the dialogs stay mounted, so they close as they opened (focus, animation).
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (isDrawerOpen && !drawerWanted) setDrawerWanted(true);
  if ((renaming || deleting) && !dialogsWanted) setDialogsWanted(true);
  const [notice, setNotice] = useState<string | null>(null);
  const composerRef = useRef<ComposerHandle>(null);
  const historyButtonRef = useRef<HTMLButtonElement>(null);
  /** After a choice in the drawer the member carries on writing; otherwise focus goes back to its button. */
  const focusComposerAfterDrawer = useRef(false);

  const queryClient = useQueryClient();
  const config = useCompanionConfig();
  const recent = useConversations('');
  const conversation = useConversation(activeId);
  const create = useCreateConversation();
  const { send, pending, isPending, announcement } = useSendMessage();
  const attachments = useAttachments({
    allowedTypes: config.data?.allowedFileTypes,
    maxBytes: config.data?.fileMaxBytes,
  });
  const height = useFullHeight();
  const rootRef = height.ref;

  const select = useCallback(
    (id: string | null, replace = false) => {
      setParams(id ? { conversation: id } : {}, { replace });
      setNotice(null);
    },
    [setParams],
  );

  useOpenMostRecent(activeId, recent.data?.pages[0]?.items[0]?.id, select, create.mutateAsync);

  // A session that ended meanwhile: re-read it, and the protected route sends the member to sign in.
  const isSignedOut = [recent.error, conversation.error].some(
    (error) => error instanceof ApiError && error.status === 401,
  );
  useEffect(() => {
    if (isSignedOut) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [isSignedOut, queryClient]);

  // Back on a large screen, the drawer has no reason to stay open.
  useEffect(() => {
    const query = window.matchMedia('(min-width: 768px)');
    const handleChange = () => query.matches && setDrawerOpen(false);
    query.addEventListener('change', handleChange);
    return () => query.removeEventListener('change', handleChange);
  }, []);

  // The box is disabled while Forti replies; give the focus back when it was lost that way.
  useEffect(() => {
    if (!isPending && (document.activeElement === document.body || document.activeElement === null))
      composerRef.current?.focus();
  }, [isPending]);

  const closeDrawerAfterChoice = () => {
    if (!isDrawerOpen) return;
    focusComposerAfterDrawer.current = true;
    setDrawerOpen(false);
  };

  const handleDrawerClosed = () => {
    if (focusComposerAfterDrawer.current) composerRef.current?.focus();
    else historyButtonRef.current?.focus();
    focusComposerAfterDrawer.current = false;
  };

  const handleSelect = (id: string) => {
    select(id);
    closeDrawerAfterChoice();
  };

  const handleNewChat = async () => {
    try {
      const created = await create.mutateAsync();
      select(createdConversationId(created));
      closeDrawerAfterChoice();
    } catch (error) {
      handleApiError(error, { title: t('problems.newChatFailed') });
    }
  };

  /**
   * Sends a message: from the box, a suggested prompt or a quick-start question. A refusal is a
   * notice above the box, except a refusal of the box's own text, which the box shows under it.
   */
  const handleSend = async (text: string, fromBox = false): Promise<SendOutcome> => {
    if (!activeId || isPending || !text.trim()) return { status: 'skipped' };
    setNotice(null);
    const outcome = await send(activeId, text, attachments.attachments);
    if (outcome.status === 'sent') attachments.clear();
    if (outcome.status === 'refused' && !(fromBox && outcome.issues?.some((issue) => issue.path === 'message')))
      setNotice(outcome.message);
    return outcome;
  };

  const handleDeleted = (id: string) => {
    if (id === activeId) select(null, true);
  };

  const messages = conversation.data?.messages ?? [];
  const title = conversation.data ? conversationTitle(t, conversation.data.conversation.title) : '';
  const pendingHere = pending && pending.conversationId === activeId ? pending.text : null;
  const showQuickStart = conversation.isSuccess && messages.length <= 1 && pendingHere === null;

  const sidebarProps = {
    activeId,
    onSelect: handleSelect,
    onNewChat: () => void handleNewChat(),
    isCreating: create.isPending,
    onRename: setRenaming,
    onDelete: setDeleting,
  };

  return (
    <div
      ref={rootRef}
      style={height.style}
      className="flex min-h-[26rem] overflow-hidden border-b border-slate-200 bg-canvas"
    >
      <aside
        aria-labelledby="chat-history-heading"
        className="hidden w-[300px] shrink-0 border-r border-slate-200 bg-white md:block"
      >
        <PartBoundary compact>
          <ChatSidebar headingId={sidebarHeadingId} {...sidebarProps} />
        </PartBoundary>
      </aside>
      {drawerWanted && (
        <Suspense fallback={null}>
          <HistoryDrawer open={isDrawerOpen} onOpenChange={setDrawerOpen} onCloseAutoFocus={handleDrawerClosed}>
            <ChatSidebar headingId={drawerHeadingId} {...sidebarProps} />
          </HistoryDrawer>
        </Suspense>
      )}

      <section aria-labelledby="forti-heading" className="flex min-w-0 flex-1 flex-col">
        <ChatHeader
          title={title}
          isDrawerOpen={isDrawerOpen}
          onOpenDrawer={() => setDrawerOpen(true)}
          historyButtonRef={historyButtonRef}
        />

        {!activeId ? (
          !recent.isError && !create.isError ? (
            <MessageListSkeleton />
          ) : (
            <Problem
              message={t('problems.openConversations')}
              action={t('problems.tryAgain')}
              onAction={() => (recent.isError ? void recent.refetch() : void handleNewChat())}
            />
          )
        ) : conversation.isPending ? (
          <MessageListSkeleton />
        ) : conversation.isError ? (
          conversation.error instanceof ApiError &&
          (conversation.error.status === 404 || conversation.error.status === 400) ? (
            <Problem
              message={t('problems.notFound')}
              action={t('problems.startNewChat')}
              onAction={() => void handleNewChat()}
            />
          ) : (
            <Problem
              message={t('problems.loadConversation')}
              action={t('problems.tryAgain')}
              onAction={() => void conversation.refetch()}
            />
          )
        ) : (
          // A message that cannot be drawn stays in the list: the composer and its words stay (issue 44).
          <PartBoundary key={activeId}>
            <MessageList
              key={activeId}
              conversationId={activeId}
              messages={messages}
              pendingText={pendingHere}
              canPickPrompt={!isPending}
              onPickPrompt={(prompt) => void handleSend(prompt)}
              olderCursor={conversation.data.olderCursor}
              onLoadOlder={() => loadOlderMessages(queryClient, activeId, conversation.data.olderCursor ?? '')}
            />
          </PartBoundary>
        )}

        <div className="border-t border-slate-200 bg-white/95 px-3 pb-3 pt-2 sm:px-5">
          {showQuickStart ? (
            <QuickStart isDisabled={isPending} onPick={(question) => void handleSend(question)} />
          ) : null}
          {notice ? <SendNotice notice={notice} onDismiss={() => setNotice(null)} /> : null}
          <Composer
            ref={composerRef}
            onSend={(text) => handleSend(text, true)}
            isPending={isPending || !activeId || !conversation.isSuccess}
            attachments={attachments}
            voiceEnabled={config.data?.voiceEnabled ?? false}
            voiceMaxSeconds={config.data?.voiceMaxSeconds}
            conversationId={activeId}
          />
          <p className="mx-auto mt-1.5 max-w-3xl text-center text-sm text-muted">{t('disclaimer')}</p>
        </div>
      </section>

      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <RenameConversationDialog conversation={renaming} onClose={() => setRenaming(null)} />
          <DeleteConversationDialog
            conversation={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={handleDeleted}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The page's heading with Forti, the open conversation's title and (small screens) the history button. */
function ChatHeader({
  title,
  isDrawerOpen,
  onOpenDrawer,
  historyButtonRef,
}: {
  title: string;
  isDrawerOpen: boolean;
  onOpenDrawer: () => void;
  historyButtonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation('companion');
  return (
    <header className="border-b border-slate-200 bg-white px-3 py-2.5 sm:px-5">
      <div className="flex items-center gap-3">
        <FortiAvatar className="h-10 w-10" />
        <div className="min-w-0">
          <h1 id="forti-heading" className="text-lg font-semibold leading-snug text-ink sm:text-xl">
            {t('header')}
          </h1>
          <p className="hidden truncate text-sm text-muted md:block">{title}</p>
        </div>
      </div>
      <div className="mt-2 flex items-center gap-2 md:hidden">
        <Button
          ref={historyButtonRef}
          variant="outline"
          size="sm"
          className="shrink-0 whitespace-nowrap"
          onClick={onOpenDrawer}
          aria-expanded={isDrawerOpen}
          aria-haspopup="dialog"
        >
          <History aria-hidden="true" className="h-4 w-4" />
          {t('history.open')}
        </Button>
        <p className="min-w-0 truncate text-sm text-muted">{title}</p>
      </div>
    </header>
  );
}

/** A refusal of what was sent (not of the box's own text), above the box, until dismissed or sent again. */
function SendNotice({ notice, onDismiss }: { notice: string; onDismiss: () => void }) {
  const { t } = useTranslation('companion');
  return (
    <div
      role="alert"
      className="mx-auto mb-2 flex w-full max-w-3xl items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-base text-ink"
    >
      <p className="min-w-0 flex-1">{notice}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('dismissNotice')}
        className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md hover:bg-amber-100"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}

/**
 * Without a chosen conversation: open the most recent one (`firstId`, once the list is read), or
 * start the first with its greeting.
 */
function useOpenMostRecent(
  activeId: string | null,
  firstId: string | null | undefined,
  select: (id: string | null, replace?: boolean) => void,
  createAsync: () => Promise<Parameters<typeof createdConversationId>[0]>,
) {
  const isAutoCreating = useRef(false);
  useEffect(() => {
    if (activeId || firstId === undefined) return;
    if (firstId) {
      select(firstId, true);
      return;
    }
    if (isAutoCreating.current) return;
    isAutoCreating.current = true;
    createAsync()
      .then((created) => select(createdConversationId(created), true))
      .catch(() => undefined)
      .finally(() => {
        isAutoCreating.current = false;
      });
  }, [activeId, firstId, select, createAsync]);
}

function Problem({ message, action, onAction }: { message: string; action: string; onAction: () => void }) {
  return (
    <div className="flex min-h-0 flex-1 items-center justify-center p-6">
      <div role="alert" className="max-w-md space-y-4 text-center">
        <p className="text-base text-ink">{message}</p>
        <Button onClick={onAction}>{action}</Button>
      </div>
    </div>
  );
}

/** The chat fills the window below the site header, so the message box sits at the bottom. */
function useFullHeight() {
  const ref = useRef<HTMLDivElement>(null);
  const [px, setPx] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setPx(Math.round(window.innerHeight - top));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return { ref, style: px ? { height: `${px}px` } : { height: 'calc(100dvh - 4.5rem)' } };
}
