import { AlertCircle, FileText, HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import type { ChatMessage } from '../api';
import { formatFileSize, formatMessageTime } from '../format';
import { messageText } from '../words';
import { FormattedText } from './formatted-text';

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

/** One message: the member's on the right, Forti's on the left, each with its time. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('companion');
  const { locale } = useFormat();
  const isUser = message.sender === 'user';
  const isFailed = message.local === 'failed';
  const text = messageText(t, message);
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
              <FormattedText text={text} />
            </div>
          )}
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
