import { useTranslation } from 'react-i18next';
import type { PrivateMessage } from '@contracts/private-messages';
import { writtenLanguage } from '@contracts/written-language';
import { ReportButton } from '@/components/report-button';
import { useTranslatable } from '@/components/translate/translatable';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';

/** One message of a private chat: whose it is (for screen readers), its words, its time, 'Seen', and Report for theirs. */
export function ChatMessage({
  message: m,
  mine,
  otherName,
}: {
  message: PrivateMessage;
  mine: boolean;
  otherName: string;
}) {
  const { t } = useTranslation('people');
  const format = useFormat();
  // Theirs may be read in the other language, on request only; the translation is never stored (decision 0077).
  const { shown, control } = useTranslatable({ kind: 'message', id: m.id, language: writtenLanguage(m.content) });
  const offered = !mine && m.content !== '';
  return (
    <div className={cn('group flex flex-col', mine ? 'items-end' : 'items-start')} data-testid="chat-message">
      <p
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-base',
          mine ? 'rounded-br-sm bg-primary-700 text-white' : 'rounded-bl-sm bg-white text-ink shadow-sm',
        )}
      >
        <span className="sr-only">{mine ? t('chat.youSaid') : t('chat.theySaid', { name: otherName })} </span>
        {m.content === '' ? <em className="opacity-80">{t('chat.removed')}</em> : (shown?.content ?? m.content)}
      </p>
      {offered ? control : null}
      <span className="mt-0.5 flex items-center gap-2 px-1 text-xs text-muted">
        <time dateTime={m.createdAt}>{format.time(m.createdAt)}</time>
        {mine && m.read ? <span>{t('chat.seen')}</span> : null}
        {!mine && m.content !== '' ? (
          <ReportButton
            route="POST /api/messages/items/:id/reports"
            params={{ id: m.id }}
            subject="message"
            className="min-h-7 px-1 text-xs"
          />
        ) : null}
      </span>
    </div>
  );
}
