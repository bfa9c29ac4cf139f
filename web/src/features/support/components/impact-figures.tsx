import { BookOpen, CalendarDays, IndianRupee, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCommunityStats } from '../api';
import { formatCount, formatRupees } from './format';

/** The four community figures; the sum of completed support payments in rupees. */
export function ImpactFigures() {
  const stats = useCommunityStats();
  if (stats.isPending) {
    return (
      <div role="status" aria-label="Loading community figures" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-28" />)}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5">
        <p role="alert">We could not load the community figures right now.</p>
        <Button variant="outline" size="sm" isLoading={stats.isFetching} onClick={() => void stats.refetch()}>Try again</Button>
      </div>
    );
  }
  const figures = [
    { label: 'Community members', value: formatCount(stats.data.totalMembers), icon: Users },
    { label: 'Stories shared', value: formatCount(stats.data.totalStories), icon: BookOpen },
    { label: 'Events held', value: formatCount(stats.data.totalEvents), icon: CalendarDays },
    { label: 'Raised by supporters', value: formatRupees(stats.data.totalDonations), icon: IndianRupee, testId: 'support-total' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map(({ label, value, icon: Icon, testId }) => (
        <div key={label} className="flex flex-col-reverse items-center rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 text-center shadow-[var(--shadow-card)] sm:p-5">
          <dt className="mt-1 flex items-center gap-1.5 text-sm text-muted sm:text-base">
            <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-600" />
            {label}
          </dt>
          <dd className="text-2xl font-bold text-primary-800 sm:text-3xl" data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
