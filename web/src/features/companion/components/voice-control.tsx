import { Mic, MicOff, Square, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { useVoiceRecorder } from '../use-voice-recorder';

export const toolButtonClass =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-primary-50 hover:text-primary-800 disabled:cursor-not-allowed disabled:opacity-50';

function formatSeconds(total: number) {
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The microphone button and the recorder it drives. On a server without voice input the button
 * stays, and explains that instead of recording.
 */
export function VoiceControl({
  isEnabled,
  maxSeconds,
  isDisabled,
  onText,
}: {
  isEnabled: boolean;
  maxSeconds?: number;
  isDisabled: boolean;
  onText: (text: string) => void;
}) {
  const { t } = useTranslation('companion');
  const recorder = useVoiceRecorder({ onText, maxSeconds });

  if (!isEnabled) {
    return (
      <button
        type="button"
        aria-label={t('voice.input')}
        aria-describedby="voice-not-enabled"
        title={t('voice.notEnabled')}
        onClick={() => toast.info(t('voice.notEnabled'))}
        className={toolButtonClass}
      >
        <MicOff aria-hidden="true" className="h-5 w-5" />
        <span id="voice-not-enabled" className="sr-only">
          {t('voice.notEnabled')}
        </span>
      </button>
    );
  }

  if (recorder.state === 'processing') {
    return (
      <span className="inline-flex min-h-11 items-center gap-2 px-2 text-sm text-muted">
        <Spinner size="sm" label="" />
        <span role="status">{t('voice.transcribing')}</span>
      </span>
    );
  }

  if (recorder.state === 'recording') {
    return (
      <span className="inline-flex items-center gap-1">
        <span
          role="status"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-50 px-3 text-sm font-medium text-danger"
        >
          <span aria-hidden="true" className="h-2.5 w-2.5 animate-pulse rounded-full bg-danger" />
          {/* Tabular figures keep the time from jiggling; the words are unaffected (no Trans component on /chat). */}
          <span className="tabular-nums">{t('voice.recording', { time: formatSeconds(recorder.seconds) })}</span>
        </span>
        <button type="button" onClick={recorder.cancel} aria-label={t('voice.cancel')} className={toolButtonClass}>
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
        <button
          type="button"
          onClick={recorder.stop}
          aria-label={t('voice.stop')}
          className={cn(toolButtonClass, 'text-danger')}
        >
          <Square aria-hidden="true" className="h-5 w-5 fill-current" />
        </button>
      </span>
    );
  }

  return (
    <button
      type="button"
      onClick={() => void recorder.start()}
      disabled={isDisabled}
      aria-label={t('voice.record')}
      className={toolButtonClass}
    >
      <Mic aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
