import type { Message } from '@contracts/messages';
import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CompanionLimits, CompanionText } from '@contracts/companion-constants';
import { describeApiIssue, describeIssue } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { useDraft } from '@/lib/drafts';
import { useOfflineSend } from '@/lib/use-offline-send';
import { ComposerNotes } from '@/components/composer/composer-notes';
import { useAttachments } from '../use-attachments';
import type { SendOutcome } from '../use-send-message';
import { AttachmentTray } from './attachment-tray';
import { toolButtonClass, VoiceControl } from './voice-control';

export interface ComposerHandle {
  focus: () => void;
}

/**
 * The box's check before sending: the contract's length rule (SendMessageBody's message), with its
 * words. The server is the judge of the rest (control and invisible characters); its refusal shows
 * under the box the same way. A plain check, not the contract's zod schema: /chat's first load
 * carries no validator library (decision 0050).
 */
export function checkMessage(text: string): { message: string } | { error: Message } {
  const message = text.trim();
  if (!message) return { error: CompanionText.messageRequired };
  if (message.length > CompanionLimits.messageMax) return { error: CompanionText.messageTooLong };
  return { message };
}

/**
 * The message box with its file and microphone buttons. Enter sends, Shift+Enter starts a new
 * line; the box is disabled while Forti is replying. The contract's rule checks the message here
 * and on the server; either refusal shows under the box, which keeps the text to send again.
 */
export const Composer = forwardRef<
  ComposerHandle,
  {
    /** Sends the (checked, trimmed) message; the box empties at once and gets its text back on a refusal. */
    onSend: (message: string) => Promise<SendOutcome>;
    isPending: boolean;
    attachments: ReturnType<typeof useAttachments>;
    voiceEnabled: boolean;
    voiceMaxSeconds?: number;
    /** The conversation written to: its draft is kept on this device until it is sent (decision 0061). */
    conversationId?: string | null;
  }
>(function Composer({ onSend, isPending, attachments, voiceEnabled, voiceMaxSeconds, conversationId = null }, ref) {
  const { t } = useTranslation('companion');
  const { t: tCommon } = useTranslation('common');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => textareaRef.current?.focus() }), []);
  const kept = useDraft('forti', conversationId, '');
  const offline = useOfflineSend();
  const [value, setValueState] = useState(kept.initial);
  /** The contract's words for the refusal shown under the box (English, translated when shown). */
  // The contract's refusal as a value, or the server's already in words.
  const [error, setError] = useState<Message | string | undefined>(undefined);
  const [isSubmitted, setSubmitted] = useState(false);
  // The latest text, for the send's callbacks that finish after the member typed anew.
  const valueRef = useRef(kept.initial);
  const setValue = (next: string) => {
    valueRef.current = next;
    setValueState(next);
    kept.save(next);
  };
  // Another conversation: its own draft.
  const [shownKey, setShownKey] = useState(kept.key);
  if (shownKey !== kept.key) {
    setShownKey(kept.key);
    valueRef.current = kept.initial;
    setValueState(kept.initial);
  }

  // The box grows with its text up to about six lines.
  useEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 176)}px`;
  }, [value]);

  const canSend = value.trim().length > 0 && !isPending && !attachments.isUploading;

  const submit = async () => {
    setSubmitted(true);
    const typed = valueRef.current;
    const checked = checkMessage(typed);
    if ('error' in checked) {
      setError(checked.error);
      textareaRef.current?.focus();
      return;
    }
    setError(undefined);
    // valueRef keeps the text (and the draft stays) until the send is through.
    valueRef.current = '';
    setValueState('');
    const outcome = await onSend(checked.message);
    if (outcome.status === 'unsent') {
      if (!valueRef.current) setValue(typed);
      offline.networkFailed(() => void submit());
      return;
    }
    if (outcome.status !== 'refused' && outcome.status !== 'skipped') {
      if (!valueRef.current) kept.clear();
      return;
    }
    // Not sent, or turned away before it was saved: the text comes back (unless the member wrote anew meanwhile).
    if (!valueRef.current) setValue(typed);
    if (outcome.status !== 'refused') return;
    const issue = outcome.issues?.find((candidate) => candidate.path === 'message');
    if (issue) {
      setError(describeApiIssue(tCommon, issue));
      textareaRef.current?.focus();
    }
  };

  // Offline, the text stays in the box and goes by itself when the connection is back.
  const handleSubmitEvent = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) offline.run(() => void submit());
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) offline.run(() => void submit());
  };

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length) void attachments.addFiles(files);
  };

  // After a first try to send, the check runs again as the text changes (an error clears once fixed).
  const change = (next: string) => {
    setValue(next);
    if (isSubmitted && error) {
      const checked = checkMessage(next);
      setError('error' in checked ? checked.error : undefined);
    }
  };

  const handleTranscript = (text: string) => {
    const current = valueRef.current;
    change(current.trim() ? `${current.trimEnd()} ${text}` : text);
    textareaRef.current?.focus();
  };

  const errorText =
    error === undefined
      ? undefined
      : typeof error === 'string'
        ? error
        : describeIssue(tCommon, undefined, undefined, error);

  return (
    <form onSubmit={handleSubmitEvent} className="mx-auto w-full max-w-3xl" aria-label={t('composer.form')} noValidate>
      <AttachmentTray
        attachments={attachments.attachments}
        progress={attachments.progress}
        errors={attachments.errors}
        onRemove={attachments.remove}
        onDismissErrors={attachments.dismissErrors}
        canRemove={!isPending}
      />
      <ComposerNotes
        className="mb-2"
        restored={kept.restored}
        onDiscard={() => {
          offline.cancel();
          const empty = kept.discard();
          valueRef.current = empty;
          setValueState(empty);
        }}
        offline={offline.state}
        onSendAgain={offline.sendAgain}
      />
      <div className="rounded-2xl border border-slate-300 bg-white shadow-sm focus-within:border-primary-600 focus-within:ring-2 focus-within:ring-primary-200">
        <label htmlFor="forti-message" className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          ref={textareaRef}
          name="message"
          value={value}
          onChange={(event) => change(event.target.value)}
          id="forti-message"
          rows={1}
          onKeyDown={handleKeyDown}
          disabled={isPending}
          maxLength={CompanionLimits.messageMax}
          placeholder={isPending ? t('composer.replying') : t('composer.placeholder')}
          aria-describedby={errorText ? 'forti-message-error forti-message-hint' : 'forti-message-hint'}
          aria-invalid={errorText ? true : undefined}
          className="block max-h-44 min-h-12 w-full resize-none rounded-t-2xl bg-transparent px-4 pt-3 pb-1 text-base text-ink placeholder:text-slate-500 focus:outline-none disabled:cursor-not-allowed disabled:text-slate-500"
        />
        <span id="forti-message-hint" className="sr-only">
          {t('composer.hint')}
        </span>
        {errorText ? (
          <p id="forti-message-error" className="px-4 pb-1 text-sm font-medium text-danger">
            {errorText}
          </p>
        ) : null}
        <div className="flex items-center gap-1 px-1.5 pb-1.5">
          <input
            ref={fileRef}
            type="file"
            multiple
            accept={[
              '.jpg',
              '.jpeg',
              '.png',
              '.gif',
              '.pdf',
              '.txt',
              '.doc',
              '.docx',
              ...attachments.allowedTypes,
            ].join(',')}
            onChange={handleFiles}
            className="hidden"
            data-testid="chat-file-input"
          />
          <button
            type="button"
            onClick={() => fileRef.current?.click()}
            disabled={isPending || attachments.isUploading}
            aria-label={t('composer.attach')}
            title={t('composer.attachHint')}
            className={toolButtonClass}
          >
            <Paperclip aria-hidden="true" className="h-5 w-5" />
          </button>
          <VoiceControl
            isEnabled={voiceEnabled}
            maxSeconds={voiceMaxSeconds}
            isDisabled={isPending}
            onText={handleTranscript}
          />
          <button
            type="submit"
            disabled={!canSend}
            aria-label={t('composer.send')}
            className={cn(
              'ml-auto inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-primary-700 text-white transition-colors hover:bg-primary-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600',
            )}
          >
            <SendHorizontal aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
      </div>
    </form>
  );
});
