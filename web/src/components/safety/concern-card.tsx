import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { HeartHandshake, Phone, Stethoscope, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ShownCrisisCard } from './crisis-notice';
import { AMBULANCE, EMERGENCY, SAFETY_PLAN_PATH, TELE_MANAS, tel } from './helplines';

const linkClass =
  'inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-800 underline underline-offset-2 hover:text-primary-900';

/** Escape belongs to an open dialog first (the member may have opened one over the card). */
const anotherDialogIsOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * The concern-level card (decision 0058): a quiet card at the foot of the page that never blocks it.
 * It stays with the person's words, offers someone to talk to (or a doctor, for a medical concern)
 * and the way to the safety plan, and goes with its close button or Escape. Focus stays where the
 * member is; the words are announced politely, and the card is a labelled region in the tab order.
 */
export function ConcernCard({ card, onClose }: { card: ShownCrisisCard; onClose: () => void }) {
  const { t } = useTranslation('crisis');
  const titleId = useId();
  // Filled one render after the card appears, so that screen readers announce the words.
  const [isEntered, setIsEntered] = useState(false);
  const medical = card.kind === 'medical_emergency';

  useEffect(() => {
    const frame = requestAnimationFrame(() => setIsEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || anotherDialogIsOpen()) return;
      onClose();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [onClose]);

  const Icon = medical ? Stethoscope : HeartHandshake;
  return createPortal(
    <section
      aria-labelledby={titleId}
      data-testid="concern-card"
      data-kind={card.kind}
      className={cn(
        'fixed inset-x-3 bottom-3 z-30 max-h-[70dvh] overflow-y-auto rounded-[var(--radius-card)] border border-primary-100 bg-white p-4 shadow-xl sm:inset-x-auto sm:bottom-6 sm:right-6 sm:w-[27rem] sm:p-5',
        'motion-safe:transition motion-safe:duration-300 motion-safe:ease-out',
        isEntered ? 'translate-y-0 opacity-100' : 'motion-safe:translate-y-6 motion-safe:opacity-0',
      )}
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={t('close')}
        title={t('close')}
        className="absolute right-2 top-2 inline-flex h-11 w-11 items-center justify-center rounded-lg text-muted hover:bg-primary-50 hover:text-primary-800"
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </button>
      <div className="flex items-start gap-3">
        {/* At a phone's width the words take the whole card; the icon joins them from 640 px. */}
        <span
          className={cn(
            'mt-0.5 hidden shrink-0 rounded-full p-2 sm:block',
            medical ? 'bg-amber-50 text-amber-800' : 'bg-accent-50 text-accent-700',
          )}
        >
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div role="status">
            {isEntered ? (
              <>
                <h2 id={titleId} className="pr-10 text-lg font-semibold leading-snug text-ink">
                  {t(medical ? 'concern.medical.title' : 'concern.selfHarm.title')}
                </h2>
                <p className="mt-1.5 text-ink">{t(medical ? 'concern.medical.team' : 'concern.selfHarm.talk')}</p>
              </>
            ) : null}
          </div>
          {medical ? <MedicalLines /> : <TalkLines onClose={onClose} />}
          <p className="mt-2 text-sm text-muted">{t(`private.${card.what}`)}</p>
        </div>
      </div>
    </section>,
    document.body,
  );
}

/** Tele-MANAS's numbers, and the quiet way to the safety plan. */
function TalkLines({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('crisis');
  return (
    <div className="mt-1">
      <p className="flex flex-wrap items-center gap-x-2">
        {TELE_MANAS.map((number, i) => (
          <span key={number} className="inline-flex items-center gap-2">
            {i > 0 ? <span className="text-muted">{t('or')}</span> : null}
            <a href={tel(number)} className={linkClass}>
              <Phone aria-hidden="true" className="h-4 w-4" />
              {number}
            </a>
          </span>
        ))}
      </p>
      <Link
        to={SAFETY_PLAN_PATH}
        onClick={onClose}
        className="inline-flex min-h-11 items-center text-muted underline underline-offset-2 hover:text-primary-800"
      >
        {t('concern.selfHarm.plan')}
      </Link>
    </div>
  );
}

/** If it gets worse: 108 and 112, as calls. */
function MedicalLines() {
  const { t } = useTranslation('crisis');
  return (
    <div className="mt-2">
      <p className="text-ink">{t('concern.medical.worse')}</p>
      <p className="mt-2 flex flex-wrap gap-2">
        {[AMBULANCE, EMERGENCY].map((number) => (
          <a key={number} href={tel(number)} className={buttonClass('outline', 'md', 'px-3')}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            {t('call', { number })}
          </a>
        ))}
      </p>
    </div>
  );
}
