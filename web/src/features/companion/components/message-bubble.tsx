import { AlertCircle, ExternalLink, FileText, HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import type { ChatMessage } from '../api';
import { formatFileSize, formatMessageTime } from '../format';
import { messageText } from '../words';
import { FormattedText, type CiteLinks } from './formatted-text';

/** Forti's round avatar beside its bubbles. */
export function FortiAvatar({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700',
        className,
      )}
    >
      <HeartHandshake className="h-5 w-5" />
    </span>
  );
}

type Citation = NonNullable<ChatMessage['citations']>[number];

const citationLinkClass =
  'font-medium text-primary-700 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-primary-900';

const citationId = (messageId: string, n: number) => `cite-${messageId}-${n}`;

/**
 * The library items a reply cites, as numbered links under it: the in-app ones open in the app, the
 * official ones in a new tab. The markers [n] in the text lead here.
 */
export function CitationList({ messageId, citations }: { messageId: string; citations: Citation[] }) {
  const { t } = useTranslation('companion');
  const headingId = `cite-${messageId}-heading`;
  return (
    <div className="mt-3 border-t border-slate-200 pt-2">
      <p id={headingId} className="text-sm font-semibold text-ink">
        {t('citations.heading')}
      </p>
      <ol aria-labelledby={headingId} className="mt-1 space-y-1.5 text-sm">
        {citations.map((c) => {
          const inApp = c.url.startsWith('/');
          return (
            <li key={c.n} id={citationId(messageId, c.n)} className="flex gap-1.5">
              <span aria-hidden="true" className="shrink-0 font-semibold text-muted">
                [{c.n}]
              </span>
              <span className="min-w-0">
                <span className="sr-only">{t('citations.marker', { n: c.n })}: </span>
                {inApp ? (
                  <Link to={c.url} className={citationLinkClass}>
                    {c.title}
                  </Link>
                ) : (
                  <a href={c.url} target="_blank" rel="noopener noreferrer" className={citationLinkClass}>
                    {c.title}
                    <ExternalLink aria-hidden="true" className="ml-1 inline h-3.5 w-3.5 align-[-2px]" />
                    <span className="sr-only">{t('messages.opensInNewTab')}</span>
                  </a>
                )}
                <span className="text-muted"> · {t(`citations.kinds.${c.kind}`)}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** One message: the member's on the right, Forti's on the left, each with its time. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('companion');
  const { locale } = useFormat();
  const isUser = message.sender === 'user';
  const isFailed = message.local === 'failed';
  const text = messageText(t, message);
  const citations = isUser || isFailed ? [] : (message.citations ?? []);
  const cites: CiteLinks | undefined =
    citations.length > 0
      ? {
          numbers: new Set(citations.map((c) => c.n)),
          idOf: (n) => citationId(message.id, n),
          label: (n) => t('citations.marker', { n }),
        }
      : undefined;
  return (
    <li className={cn('flex items-end gap-2', isUser ? 'justify-end' : 'justify-start')}>
      {isUser ? null : <FortiAvatar className="mb-6" />}
      <div className={cn('flex min-w-0 max-w-[85%] flex-col sm:max-w-[75%]', isUser ? 'items-end' : 'items-start')}>
        <div
          className={cn(
            'rounded-2xl px-4 py-2.5 text-base leading-relaxed shadow-sm',
            isUser ? 'rounded-br-md bg-primary-700 text-white' : 'rounded-bl-md border text-ink',
            !isUser && (isFailed ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'),
          )}
        >
          <span className="sr-only">{isUser ? t('messages.youSaid') : t('messages.fortiSaid')}</span>
          {isUser ? (
            <p className="whitespace-pre-wrap break-words">{text}</p>
          ) : isFailed ? (
            <p className="flex items-start gap-2">
              <AlertCircle aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-danger" />
              <span>{text}</span>
            </p>
          ) : (
            <div className="break-words">
              <FormattedText text={text} cites={cites} />
            </div>
          )}
          {citations.length > 0 ? <CitationList messageId={message.id} citations={citations} /> : null}
          {message.attachments.length > 0 ? (
            <ul aria-label={t('messages.attachedFiles')} className="mt-2 flex flex-wrap gap-1.5">
              {message.attachments.map((file) => (
                <li
                  key={file.id}
                  className={cn(
                    'inline-flex max-w-full items-center gap-1 rounded-md px-2 py-0.5 text-sm',
                    isUser ? 'bg-primary-800 text-white' : 'bg-slate-100 text-ink',
                  )}
                >
                  <FileText aria-hidden="true" className="h-4 w-4 shrink-0" />
                  <span className="truncate">{file.name}</span>
                  <span className={isUser ? 'text-primary-100' : 'text-muted'}>
                    ({formatFileSize(t, file.size, locale)})
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <time dateTime={message.createdAt} className="mt-1 px-1 text-sm text-muted">
          {formatMessageTime(message.createdAt, locale)}
        </time>
      </div>
    </li>
  );
}

/** The three dots shown until Forti's first words arrive. */
export function TypingIndicator() {
  const { t } = useTranslation('companion');
  return (
    <li className="flex items-end gap-2">
      <FortiAvatar />
      <div role="status" className="rounded-2xl rounded-bl-md border border-slate-200 bg-white px-4 py-3.5 shadow-sm">
        <span className="sr-only">{t('messages.typing')}</span>
        <span aria-hidden="true" className="flex items-center gap-1.5">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="h-2 w-2 animate-bounce rounded-full bg-accent-500"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
      </div>
    </li>
  );
}

/** Forti's reply while it is being written. */
export function StreamingBubble({ text }: { text: string }) {
  return (
    <li className="flex items-end gap-2">
      <FortiAvatar />
      <div className="min-w-0 max-w-[85%] rounded-2xl rounded-bl-md border border-slate-200 bg-white px-4 py-2.5 text-base leading-relaxed text-ink shadow-sm sm:max-w-[75%]">
        <div className="break-words">
          <FormattedText text={text} />
        </div>
      </div>
    </li>
  );
}
