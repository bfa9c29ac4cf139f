import { useTranslation } from 'react-i18next';
import { quickStartKeys } from '../words';

/** 'Quick start questions': shown while the conversation has one message or fewer; a question is sent in the page's language. */
export function QuickStart({ isDisabled, onPick }: { isDisabled: boolean; onPick: (question: string) => void }) {
  const { t } = useTranslation('companion');
  return (
    <section aria-labelledby="quick-start-heading" className="mx-auto w-full max-w-3xl pb-2">
      <h2 id="quick-start-heading" className="px-1 pb-1.5 text-sm font-semibold text-muted">
        {t('quickStart.heading')}
      </h2>
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]">
        {quickStartKeys.map((key) => (
          <li key={key} className="shrink-0">
            <button
              type="button"
              disabled={isDisabled}
              onClick={() => onPick(t(`quickStart.items.${key}`))}
              className="min-h-11 whitespace-nowrap rounded-full border border-primary-200 bg-primary-50 px-4 py-2 text-sm font-medium text-primary-900 transition-colors hover:bg-primary-100 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {t(`quickStart.items.${key}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
