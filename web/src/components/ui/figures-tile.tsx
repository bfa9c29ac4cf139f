import { BookOpen, CalendarDays, IndianRupee, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCommunityFigures, useCommunityFigures, type CommunityFigureValues } from '@/lib/community-figures';
import { useFormat } from '@/lib/format';
import { cn } from '@/lib/cn';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';

export interface Figure {
  id: string;
  label: string;
  value: string;
  icon: LucideIcon;
  testId?: string;
}

/** A row of headline figures: the number large, its label under it (a description list). */
export function FiguresTile({ figures, className }: { figures: Figure[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-4 lg:grid-cols-4', className)}>
      {figures.map(({ id, label, value, icon: Icon, testId }) => (
        <div
          key={id}
          className="flex min-w-0 flex-col-reverse items-center rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 text-center shadow-[var(--shadow-card)] sm:p-5"
        >
          <dt className="mt-1 flex items-center gap-1.5 text-sm text-muted sm:text-base">
            <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-600" />
            {label}
          </dt>
          <dd className="break-words text-2xl font-bold text-primary-800 sm:text-3xl" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type FigureKey = keyof CommunityFigureValues;
const icons: Record<FigureKey, LucideIcon> = {
  members: Users,
  stories: BookOpen,
  events: CalendarDays,
  donations: IndianRupee,
};
const order: FigureKey[] = ['members', 'stories', 'events', 'donations'];

/**
 * The community's four live figures (members, stories, events, the support total) from the one
 * shared query, with its loading and error states. Each page names the figures in its own words;
 * the support total is in rupees everywhere.
 */
export function CommunityFiguresTile({
  labels,
  testIds = {},
}: {
  labels: Record<FigureKey, string>;
  testIds?: Partial<Record<FigureKey, string>>;
}) {
  const { t } = useTranslation('stats');
  const { locale } = useFormat();
  const figures = useCommunityFigures();
  if (figures.isPending) {
    return (
      <div role="status" aria-label={t('communityFigures.loading')} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {order.map((key) => (
          <Skeleton key={key} className="h-28" />
        ))}
      </div>
    );
  }
  if (figures.isError) {
    return (
      <ErrorState
        title={t('communityFigures.loadFailed')}
        error={figures.error}
        onRetry={() => void figures.refetch()}
      />
    );
  }
  const values = formatCommunityFigures(figures.data, locale);
  return (
    <FiguresTile
      figures={order.map((key) => ({
        id: key,
        label: labels[key],
        value: values[key],
        icon: icons[key],
        testId: testIds[key],
      }))}
    />
  );
}
