import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { INDIA_TIME_ZONE } from '@contracts/daily-question-constants';
import type { AnonymousResponse } from '@contracts/daily-question';
import { cn } from '@/lib/cn';
import { currentLocale } from '@/lib/i18n';

/** When an answer was given, as India reads its clocks, in the reader's locale. */
const whenOptions: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  day: 'numeric',
  month: 'short',
  timeZone: INDIA_TIME_ZONE,
};

/** Answers shared anonymously, collapsed by default (core §4); the list scrolls at a maximum height. */
export function AnonymousResponses({ responses }: { responses: AnonymousResponse[] }) {
  const { t } = useTranslation('dailyQuestion');
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  return (
    <section className="mt-8 border-t border-slate-200 pt-6" aria-label={t('anonymous.label')}>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((v) => !v)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-base font-medium text-primary-800 hover:bg-primary-50"
      >
        <ChevronDown aria-hidden="true" className={cn('h-5 w-5 transition-transform', isOpen && 'rotate-180')} />
        {isOpen ? t('anonymous.hide', { count: responses.length }) : t('anonymous.show', { count: responses.length })}
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        tabIndex={isOpen ? 0 : -1}
        aria-label={t('anonymous.listLabel')}
        className="mt-3 max-h-80 space-y-3 overflow-y-auto rounded-lg p-1"
      >
        {responses.map((r) => (
          <li key={r.id} className="rounded-lg bg-canvas px-4 py-3 ring-1 ring-slate-200">
            <p className="whitespace-pre-line break-words text-base text-ink">{r.responseText ?? r.selectedOption}</p>
            <p className="mt-1 text-sm text-muted">
              {t('anonymous.author')} ·{' '}
              <time dateTime={r.createdAt}>
                {new Intl.DateTimeFormat(currentLocale(), whenOptions).format(new Date(r.createdAt))}
              </time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
