import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CompanionStored } from '@contracts/companion-constants';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import type { ChatMessage } from '../api';
import { promptKeys } from '../words';
import { MessageBubble, StreamingBubble, TypingIndicator } from './message-bubble';

const greetingFallback = (conversationId: string): ChatMessage => ({
  id: `greeting-${conversationId}`,
  conversationId,
  sender: 'bot',
  message: CompanionStored.greeting,
  isGreeting: true,
  createdAt: new Date().toISOString(),
  attachments: [],
});

/**
 * The conversation's messages in time order, the greeting and suggested prompts while nothing
 * has been said yet, and the reply being written. Scrolls to the newest message as it grows,
 * unless the member has scrolled up to read.
 */
export function MessageList({
  conversationId,
  messages,
  pendingText,
  canPickPrompt,
  onPickPrompt,
  olderCursor,
  onLoadOlder,
}: {
  conversationId: string;
  messages: ChatMessage[];
  /** Forti's reply so far, or null when no reply is pending here. */
  pendingText: string | null;
  canPickPrompt: boolean;
  onPickPrompt: (prompt: string) => void;
  olderCursor: string | null;
  /** Loads the page before the oldest message shown. */
  onLoadOlder: () => Promise<void>;
}) {
  const { t } = useTranslation('companion');
  const [isLoadingOlder, setLoadingOlder] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const shown = messages.length > 0 ? messages : [greetingFallback(conversationId)];
  const showPrompts = shown.length <= 1 && pendingText === null;

  // A new conversation starts at its top; the member's own message always brings the view down.
  useLayoutEffect(() => {
    stickToBottom.current = true;
  }, [conversationId]);
  const lastSender = shown.at(-1)?.sender;
  useEffect(() => {
    if (lastSender === 'user') stickToBottom.current = true;
  }, [lastSender, shown.length]);

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || shown.length <= 1 || !stickToBottom.current) return;
    el.scrollTop = el.scrollHeight;
  }, [shown.length, pendingText, conversationId]);

  const handleLoadOlder = async () => {
    const el = scrollRef.current;
    const fromBottom = el ? el.scrollHeight - el.scrollTop : 0;
    stickToBottom.current = false;
    setLoadingOlder(true);
    try {
      await onLoadOlder();
      // Keep the message the member was reading where it was.
      requestAnimationFrame(() => {
        if (el) el.scrollTop = el.scrollHeight - fromBottom;
      });
    } catch {
      toast.error(t('messages.olderFailed'), t('messages.olderFailedDetail'));
    } finally {
      setLoadingOlder(false);
    }
  };

  const handleScroll = () => {
    const el = scrollRef.current;
    if (el) stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
  };

  return (
    <div
      ref={scrollRef}
      onScroll={handleScroll}
      tabIndex={0}
      role="region"
      aria-label={t('messages.region')}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain focus-visible:outline-offset-[-3px]"
    >
      {olderCursor ? (
        <div className="flex justify-center pt-4">
          <Button variant="outline" size="sm" onClick={() => void handleLoadOlder()} isLoading={isLoadingOlder}>
            {t('messages.older')}
          </Button>
        </div>
      ) : null}
      <ol className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-3 py-5 sm:px-6">
        {shown.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
        {pendingText === null ? null : pendingText ? <StreamingBubble text={pendingText} /> : <TypingIndicator />}
      </ol>
      {showPrompts ? (
        <section aria-labelledby="suggested-prompts-heading" className="mx-auto w-full max-w-3xl px-3 pb-6 sm:px-6">
          <h2 id="suggested-prompts-heading" className="mb-3 flex items-center gap-2 text-base font-semibold text-ink">
            <Sparkles aria-hidden="true" className="h-4 w-4 text-accent-600" />
            {t('prompts.heading')}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {promptKeys.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  disabled={!canPickPrompt}
                  // Sent in the page's language, as the member reads it.
                  onClick={() => onPickPrompt(t(`prompts.items.${key}`))}
                  className="h-full min-h-11 w-full rounded-xl border border-accent-200 bg-white px-4 py-3 text-left text-base text-ink shadow-sm transition-colors hover:border-accent-500 hover:bg-accent-50 disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {t(`prompts.items.${key}`)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function MessageListSkeleton() {
  const { t } = useTranslation('companion');
  return (
    <div role="status" aria-label={t('messages.loading')} className="min-h-0 flex-1 overflow-hidden">
      <span className="sr-only">{t('messages.loading')}</span>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-3 py-5 sm:px-6">
        <div className="flex items-end gap-2">
          <Skeleton className="h-9 w-9 rounded-full" />
          <Skeleton className="h-24 w-3/4 rounded-2xl" />
        </div>
        <Skeleton className="ml-auto h-12 w-1/2 rounded-2xl" />
        <div className="flex items-end gap-2">
          <Skeleton className="h-9 w-9 rounded-full" />
          <Skeleton className="h-16 w-2/3 rounded-2xl" />
        </div>
      </div>
    </div>
  );
}
