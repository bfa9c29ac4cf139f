import { useTranslation } from 'react-i18next';
import type { DailyQuestion, PollResults as PollResultsData } from '@contracts/daily-question';
import { BilingualText } from '@/components/bilingual-text';

/** Each option's share as a bar and a whole-number percentage (core §9). */
export function PollResults({
  results,
  highlight,
  question,
}: {
  results: PollResultsData;
  highlight?: string | null;
  /** The question, for its options' Hindi (decision 0076). */
  question?: Pick<DailyQuestion, 'options' | 'optionsHi'>;
}) {
  const { t } = useTranslation('dailyQuestion');
  return (
    <section aria-labelledby="daily-question-results-heading" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="daily-question-results-heading" className="text-lg font-semibold text-ink">
          {t('results.title')}
        </h3>
        <p className="text-sm text-muted">{t('results.responses', { count: results.total })}</p>
      </div>
      <ul className="mt-4 space-y-4">
        {results.options.map((o) => {
          const isMine = highlight === o.option;
          return (
            <li key={o.option}>
              <div className="flex items-baseline justify-between gap-3 text-base">
                <span className={isMine ? 'font-semibold text-primary-900' : 'text-ink'}>
                  <BilingualText en={o.option} hi={question?.optionsHi[question.options.indexOf(o.option)]} />
                  {isMine ? (
                    <span className="ml-2 text-sm font-normal text-primary-800">{t('results.yours')}</span>
                  ) : null}
                </span>
                <span className="shrink-0 font-semibold tabular-nums text-primary-800">{o.percentage}%</span>
              </div>
              <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-200">
                <div
                  className="h-full rounded-full bg-gradient-to-r from-primary-600 to-accent-600 transition-[width] duration-500"
                  style={{ width: `${o.percentage}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
