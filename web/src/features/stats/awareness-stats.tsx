import { Activity, ChartColumn, HeartPulse, Ribbon, ScanSearch, Users, type LucideIcon } from 'lucide-react';
import type { AwarenessStat } from '@contracts/stats';
import { sourceBadge } from '@contracts/stats-constants';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAwarenessStats } from './api';
import { BilingualText } from '@/components/bilingual-text';
import { looksHindi } from '@/lib/bilingual';

interface CardStyle {
  icon: LucideIcon;
  /** Icon circle and figure colours. */
  tone: string;
  figure: string;
}

/** One look per known stat key (core §3); any other key gets the default. */
const styles: Record<string, CardStyle> = {
  new_cases_india: { icon: Users, tone: 'bg-primary-100 text-primary-800', figure: 'text-primary-800' },
  annual_deaths: { icon: Ribbon, tone: 'bg-rose-100 text-rose-800', figure: 'text-rose-800' },
  early_detection_rate: { icon: ScanSearch, tone: 'bg-amber-100 text-amber-800', figure: 'text-amber-800' },
  survival_rate: { icon: HeartPulse, tone: 'bg-green-100 text-green-800', figure: 'text-green-800' },
  lifetime_risk: { icon: Activity, tone: 'bg-accent-100 text-accent-700', figure: 'text-accent-700' },
};
const defaultStyle: CardStyle = { icon: ChartColumn, tone: 'bg-slate-100 text-slate-700', figure: 'text-slate-800' };

/** The home page's awareness statistics for India, each with its source. */
export function AwarenessStats(_props: { isSignedIn?: boolean }) {
  const { t } = useTranslation('stats');
  const stats = useAwarenessStats();
  return (
    <section
      aria-labelledby="awareness-heading"
      className="bg-gradient-to-b from-canvas via-primary-50/60 to-canvas py-16 md:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="awareness-heading" className="text-3xl font-bold tracking-tight text-primary-900">
            {t('awareness.heading')}
          </h2>
          <p className="mt-4 text-lg text-muted">{t('awareness.intro')}</p>
        </div>
        {stats.isPending ? (
          <ul
            aria-busy="true"
            aria-label={t('awareness.loading')}
            className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          >
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Card className="space-y-4 p-6">
                  <Skeleton className="h-12 w-12 rounded-full" />
                  <Skeleton className="h-9 w-32" />
                  <Skeleton className="h-5 w-full" />
                  <Skeleton className="h-5 w-2/3" />
                </Card>
              </li>
            ))}
          </ul>
        ) : stats.isError ? (
          <ErrorState
            className="mx-auto mt-12 max-w-xl"
            title={t('awareness.loadFailed')}
            error={stats.error}
            onRetry={() => void stats.refetch()}
          />
        ) : stats.data.items.length === 0 ? (
          <EmptyState icon={ChartColumn} className="mx-auto mt-12 max-w-xl" title={t('awareness.empty')} />
        ) : (
          // Flex rather than grid, so that a last row of fewer cards sits in the middle.
          <ul className="mt-12 flex flex-wrap justify-center gap-6">
            {stats.data.items.map((stat) => (
              <li key={stat.id} className="w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]">
                <StatCard stat={stat} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function StatCard({ stat }: { stat: AwarenessStat }) {
  const { t } = useTranslation('stats');
  const style = styles[stat.statKey] ?? defaultStyle;
  const Icon = style.icon;
  const badge = sourceBadge(stat.source);
  const citation = stat.source?.includes('/') ? stat.source.slice(stat.source.indexOf('/') + 1).trim() : null;
  return (
    <Card className="flex h-full flex-col p-6">
      <span
        aria-hidden="true"
        className={`inline-flex h-12 w-12 items-center justify-center rounded-full ${style.tone}`}
      >
        <Icon className="h-6 w-6" />
      </span>
      <BilingualText
        as="p"
        className={`mt-5 text-4xl font-bold tracking-tight ${style.figure}`}
        en={stat.statValue}
        hi={stat.statValueHi}
        mark={false}
      />
      {stat.statDescription ? (
        <BilingualText
          as="p"
          className="mt-2 flex-1 text-base text-ink"
          en={stat.statDescription}
          hi={stat.statDescriptionHi}
        />
      ) : (
        <div className="flex-1" />
      )}
      {badge ? (
        <div className="mt-5">
          <p className="text-sm text-muted">
            <span className="sr-only">{t('awareness.source')} </span>
            <span className="inline-flex items-center rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700">
              {badge}
            </span>
          </p>
          {/* The cited work's title, as it was published (a name, not this site's words: decision 0076). */}
          {citation ? (
            <p className="mt-2 text-sm text-muted">
              <cite lang={looksHindi(citation) ? undefined : 'en'} className="not-italic">
                {citation}
              </cite>
            </p>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
