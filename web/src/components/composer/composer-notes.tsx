import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloudOff, FileClock, Hourglass } from 'lucide-react';
import type { OfflineSendState } from '@/lib/use-offline-send';
import { cn } from '@/lib/cn';

const linkButton =
  'min-h-9 rounded-md px-2 font-medium underline underline-offset-2 hover:bg-white/60 focus-visible:outline-3 focus-visible:outline-accent-600';

/** How long a send may take before the composer says the connection is slow (a stalled 3G link). */
export const SLOW_SEND_MS = 8000;

/** True once `sending` has lasted SLOW_SEND_MS. */
function useSlow(sending: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!sending) return;
    const timer = setTimeout(() => setSlow(true), SLOW_SEND_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [sending]);
  return sending && slow;
}

/**
 * The small notes under every composer (decision 0061): "Draft restored" with a way to discard it
 * (asked twice: a discarded draft is gone), and, while a send waits for the connection, that it will
 * go when the connection is back, or, when it did not get through, "Send again". `sending`: a send
 * is on its way; past SLOW_SEND_MS the composer says the connection is slow and the words are kept
 * (the browser may think it is online while a 3G link has stalled).
 */
export function ComposerNotes({
  restored,
  onDiscard,
  offline,
  onSendAgain,
  className,
  sending = false,
}: {
  sending?: boolean;
  restored: boolean;
  onDiscard: () => void;
  offline: OfflineSendState;
  onSendAgain: () => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const [confirming, setConfirming] = useState(false);
  const slow = useSlow(sending);
  if (!restored && offline === 'idle' && !slow) return null;
  return (
    <div className={cn('space-y-2 text-sm', className)}>
      {slow ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-ink"
          data-testid="composer-slow"
        >
          <Hourglass aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{t('drafts.slowSending')}</span>
        </p>
      ) : null}
      {offline === 'waiting' ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900"
          data-testid="composer-offline"
        >
          <CloudOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{t('drafts.offlineWaiting')}</span>
        </p>
      ) : null}
      {offline === 'failed' ? (
        <p
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900"
          data-testid="composer-failed"
        >
          <CloudOff aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="min-w-0 flex-1">{t('drafts.notSent')}</span>
          <button type="button" className={linkButton} onClick={onSendAgain}>
            {t('drafts.sendAgain')}
          </button>
        </p>
      ) : null}
      {restored ? (
        <p
          className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-primary-200 bg-primary-50 px-3 py-1.5 text-primary-900"
          data-testid="draft-restored"
        >
          <FileClock aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="min-w-0 flex-1">{confirming ? t('drafts.discardQuestion') : t('drafts.restored')}</span>
          {confirming ? (
            <>
              <button
                type="button"
                className={linkButton}
                onClick={() => {
                  setConfirming(false);
                  onDiscard();
                }}
              >
                {t('drafts.discardConfirm')}
              </button>
              <button type="button" className={linkButton} onClick={() => setConfirming(false)}>
                {t('drafts.keep')}
              </button>
            </>
          ) : (
            <button type="button" className={linkButton} onClick={() => setConfirming(true)}>
              {t('drafts.discard')}
            </button>
          )}
        </p>
      ) : null}
    </div>
  );
}
