import { useRef } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { HeartHandshake, Phone, Siren, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import type { ShownCrisisCard } from './crisis-notice';
import { AMBULANCE, EMERGENCY, SAFETY_PLAN_PATH, TELE_MANAS, tel } from './helplines';

/**
 * The crisis-level card: kind, warm words in the member's language, the helplines as tel: links, and
 * a primary action: the safety plan for self-harm, a call to 108 for a medical emergency. A modal
 * dialog: focus moves to its heading, stays inside, Escape closes.
 */
export function CrisisCard({ card, onClose }: { card: ShownCrisisCard; onClose: () => void }) {
  const { t } = useTranslation('crisis');
  const heading = useRef<HTMLHeadingElement>(null);
  const medical = card.kind === 'medical_emergency';
  const ambulance = { key: 'ambulance', number: AMBULANCE };
  const emergency = { key: 'emergency', number: EMERGENCY };
  const emergencyLines = medical ? [ambulance, emergency] : [emergency, ambulance];
  const counsellor = (
    <li key="teleManas" className="rounded-lg border border-primary-100 bg-primary-50 p-3 sm:col-span-2">
      <p className="font-semibold text-ink">{t('helplines.teleManas')}</p>
      <p className="text-sm text-muted">{t('helplines.teleManasNote')}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
        {TELE_MANAS.map((number, i) => (
          <span key={number} className="inline-flex items-center gap-2">
            {i > 0 ? <span className="text-muted">{t('or')}</span> : null}
            <a
              href={tel(number)}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-800 underline underline-offset-2"
            >
              <Phone aria-hidden="true" className="h-4 w-4" />
              {number}
            </a>
          </span>
        ))}
      </p>
    </li>
  );
  const urgent = emergencyLines.map((line) => (
    <li
      key={line.key}
      className="flex flex-wrap items-center justify-between gap-x-2 rounded-lg border border-red-200 bg-red-50 px-3 py-1.5"
    >
      <span className="font-semibold text-ink">{t(`helplines.${line.key}`)}</span>
      <a
        href={tel(line.number)}
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-red-800 underline underline-offset-2"
      >
        <Phone aria-hidden="true" className="h-4 w-4" />
        {t('call', { number: line.number })}
      </a>
    </li>
  ));
  const words = medical ? 'medical' : 'selfHarm';
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? null : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          data-testid="crisis-card"
          data-kind={card.kind}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            heading.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-white p-5 shadow-xl sm:p-6"
        >
          <div className="flex items-start gap-3 pr-8">
            <span
              className={`mt-0.5 rounded-full p-2 ${medical ? 'bg-red-100 text-red-800' : 'bg-primary-100 text-primary-800'}`}
            >
              {medical ? (
                <Siren aria-hidden="true" className="h-6 w-6" />
              ) : (
                <HeartHandshake aria-hidden="true" className="h-6 w-6" />
              )}
            </span>
            <RadixDialog.Title asChild>
              <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink focus:outline-none">
                {t(`${words}.title`)}
              </h2>
            </RadixDialog.Title>
          </div>
          <RadixDialog.Description className="mt-3 text-ink">{t(`${words}.intro`)}</RadixDialog.Description>
          <p className="mt-3 font-medium text-ink">{medical ? t('medical.call') : t('selfHarm.danger')}</p>
          {medical ? (
            <p className="mt-2 text-ink">{t('medical.oncology')}</p>
          ) : (
            <p className="mt-2 text-ink">{t('selfHarm.talk')}</p>
          )}
          <ul className="mt-4 grid gap-2 sm:grid-cols-2" aria-label={t('helplines.label')}>
            {medical ? [...urgent, counsellor] : [counsellor, ...urgent]}
          </ul>
          {medical ? null : <p className="mt-3 text-ink">{t('selfHarm.someone')}</p>}
          <p className="mt-3 text-sm text-muted">{t(`private.${card.what}`)}</p>
          {/* Kept in sight at the foot of the card while the words scroll (its bottom offset undoes the card's padding), so the main action is never below the fold. */}
          <div className="sticky -bottom-5 -mx-5 -mb-5 mt-4 flex gap-2 border-t border-slate-100 bg-white px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:justify-end sm:px-6 sm:py-4">
            <RadixDialog.Close className={buttonClass('outline', 'md', 'shrink-0')}>{t('close')}</RadixDialog.Close>
            {/* A medical emergency needs an ambulance, not the suicide safety plan. */}
            {medical ? (
              <a
                href={tel(AMBULANCE)}
                data-primary-action
                className={buttonClass('primary', 'md', 'flex-1 sm:flex-none')}
              >
                <Phone aria-hidden="true" className="h-5 w-5" />
                {t('call', { number: AMBULANCE })}
              </a>
            ) : (
              <Link
                to={SAFETY_PLAN_PATH}
                onClick={onClose}
                data-primary-action
                className={buttonClass('primary', 'md', 'flex-1 sm:flex-none')}
              >
                {t('safetyPlan')}
              </Link>
            )}
          </div>
          <RadixDialog.Close
            className="absolute right-3 top-3 rounded-md p-2 text-muted hover:bg-slate-100"
            aria-label={t('close')}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
