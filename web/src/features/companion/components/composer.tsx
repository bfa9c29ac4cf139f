import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CompanionLimits, SendMessageBody } from '@contracts/companion';
import { describeApiIssue, describeIssue } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { useAttachments } from '../use-attachments';
import type { SendOutcome } from '../use-send-message';
import { AttachmentTray } from './attachment-tray';
import { toolButtonClass, VoiceControl } from './voice-control';

export interface ComposerHandle {
  focus: () => void;
}

/** The box's part of the contract's message body (the attachments come from the tray). */
const ComposerBody = SendMessageBody.pick({ message: true });
type ComposerInput = z.input<typeof ComposerBody>;
type ComposerValues = z.output<typeof ComposerBody>;

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
  }
>(function Composer({ onSend, isPending, attachments, voiceEnabled, voiceMaxSeconds }, ref) {
  const { t } = useTranslation('companion');
  const { t: tCommon } = useTranslation('common');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => textareaRef.current?.focus() }), []);
  const { register, handleSubmit, control, getValues, setValue, setError, formState } = useForm<
    ComposerInput,
    unknown,
    ComposerValues
  >({
    resolver: zodResolver(ComposerBody),
    defaultValues: { message: '' },
  });
  const value = useWatch({ control, name: 'message' });

  // The box grows with its text up to about six lines.
  useEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 176)}px`;
  }, [value]);

  const canSend = value.trim().length > 0 && !isPending && !attachments.isUploading;

  const submit = handleSubmit(async ({ message }) => {
    const typed = getValues('message');
    setValue('message', '');
    const outcome = await onSend(message);
    if (outcome.status !== 'refused' && outcome.status !== 'skipped') return;
    // Not sent, or turned away before it was saved: the text comes back (unless the member wrote anew meanwhile).
    if (!getValues('message')) setValue('message', typed);
    if (outcome.status !== 'refused') return;
    const issue = outcome.issues?.find((candidate) => candidate.path === 'message');
    if (issue)
      setError('message', { type: 'server', message: describeApiIssue(tCommon, issue) }, { shouldFocus: true });
  });

  const handleSubmitEvent = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) void submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) void submit();
  };

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length) void attachments.addFiles(files);
  };

  const handleTranscript = (text: string) => {
    const current = getValues('message');
    setValue('message', current.trim() ? `${current.trimEnd()} ${text}` : text, {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
    textareaRef.current?.focus();
  };

  const message = register('message');
  const error = formState.errors.message?.message;
  const errorText = error ? describeIssue(tCommon, error) : undefined;

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
      <div className="rounded-2xl border border-slate-300 bg-white shadow-sm focus-within:border-primary-600 focus-within:ring-2 focus-within:ring-primary-200">
        <label htmlFor="forti-message" className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          {...message}
          ref={(el) => {
            message.ref(el);
            textareaRef.current = el;
          }}
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
