import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SafetyHelpline } from '@contracts/safety';
import { telHref } from '../api';

/** India's checked helplines (from the server), each number a tel: link. */
export function HelplineList({ helplines }: { helplines: SafetyHelpline[] }) {
  const { t } = useTranslation('safetyPlan');
  return (
    <div className="rounded-lg border border-accent-200 bg-accent-50 p-3 sm:p-4">
      <h3 className="text-base font-semibold text-ink">{t('sections.professionals.helplines')}</h3>
      <ul className="mt-2 space-y-2">
        {helplines.map((h) => (
          <li key={h.key} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="text-base text-ink">{t(`helplines.${h.key}`)}</span>
            <span className="flex flex-wrap gap-x-3">
              {h.numbers.map((n) => (
                <a
                  key={n}
                  href={telHref(n)}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-1 text-base font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-900"
                >
                  <Phone aria-hidden="true" className="h-4 w-4" />
                  {n}
                </a>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
