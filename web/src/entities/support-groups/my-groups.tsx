import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CalendarClock, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { groupKeys } from './keys';
import { meetingTimes } from './meeting-time';

export const myGroupsOptions = () => ({
  queryKey: groupKeys.mine(),
  queryFn: () => api('GET /api/support-groups/mine'),
});

/**
 * 'My groups': the groups the member joined, each a link to its page with its next meeting. On the
 * profile page and on /my-groups. Its words are the supportGroups catalog's.
 */
export function MyGroupsList({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('supportGroups');
  const format = useFormat();
  const groups = useQuery(myGroupsOptions());
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (groups.isLoading)
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (groups.isError)
    return <ErrorState error={groups.error} onRetry={() => void groups.refetch()} title={t('mine.loadFailed')} />;
  const items = groups.data?.items ?? [];
  if (items.length === 0)
    return (
      <EmptyState
        icon={UsersRound}
        title={t('mine.empty')}
        description={t('mine.emptyText')}
        action={
          <Link to="/support-groups" className={buttonClass('outline', 'sm')}>
            {t('mine.find')}
          </Link>
        }
      />
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('mine.title')}>
      {items.map((group) => (
        <li key={group.id}>
          <Card className="h-full p-4">
            <Heading className="break-words text-base font-semibold text-ink">
              <Link to={`/support-groups/${group.id}`} className="underline-offset-2 hover:underline">
                {group.name}
              </Link>
            </Heading>
            <p className="mt-1 flex items-start gap-1.5 text-sm text-muted">
              <CalendarClock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {group.meetingAt
                  ? t('mine.next', { when: meetingTimes(group.meetingAt, format.locale).ist })
                  : t('mine.noMeeting')}
              </span>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The profile page's 'My groups' card. */
export function MyGroupsCard() {
  const { t } = useTranslation('supportGroups');
  return (
    <Card className="my-6" id="my-groups">
      <CardHeader>
        <CardTitle className="text-xl" role="heading" aria-level={2}>
          {t('mine.title')}
        </CardTitle>
        <CardDescription>{t('mine.intro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <MyGroupsList headingLevel={3} />
      </CardContent>
    </Card>
  );
}
