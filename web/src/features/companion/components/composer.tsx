import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CompanionLimits } from '@contracts/companion';
import { cn } from '@/lib/cn';
import { useAttachments } from '../use-attachments';
import { AttachmentTray } from './attachment-tray';
import { toolButtonClass, VoiceControl } from './voice-control';

export interface ComposerHandle {
  focus: () => void;
}

/**
 * The message box with its file and microphone buttons. Enter sends, Shift+Enter starts a new
 * line; the box is disabled while Forti is replying.
 */
export const Composer = forwardRef<
  ComposerHandle,
  {
    value: string;
    onChange: (value: string) => void;
    onSend: () => void;
    isPending: boolean;
    attachments: ReturnType<typeof useAttachments>;
    voiceEnabled: boolean;
    voiceMaxSeconds?: number;
  }
>(function Composer({ value, onChange, onSend, isPending, attachments, voiceEnabled, voiceMaxSeconds }, ref) {
  const { t } = useTranslation('companion');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => textareaRef.current?.focus() }), []);

  // The box grows with its text up to about six lines.
  useEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 176)}px`;
  }, [value]);

  const canSend = value.trim().length > 0 && !isPending && !attachments.isUploading;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length) void attachments.addFiles(files);
  };

  const handleTranscript = (text: string) => {
    onChange(value.trim() ? `${value.trimEnd()} ${text}` : text);
    textareaRef.current?.focus();
  };

  return (
    <form onSubmit={handleSubmit} className="mx-auto w-full max-w-3xl" aria-label={t('composer.form')}>
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
          ref={textareaRef}
          id="forti-message"
          rows={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={handleKeyDown}
          disabled={isPending}
          maxLength={CompanionLimits.messageMax}
          placeholder={isPending ? t('composer.replying') : t('composer.placeholder')}
          aria-describedby="forti-message-hint"
          className="block max-h-44 min-h-12 w-full resize-none rounded-t-2xl bg-transparent px-4 pt-3 pb-1 text-base text-ink placeholder:text-slate-500 focus:outline-none disabled:cursor-not-allowed disabled:text-slate-500"
        />
        <span id="forti-message-hint" className="sr-only">
          {t('composer.hint')}
        </span>
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
