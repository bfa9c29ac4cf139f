import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarClock, Lock, MessagesSquare, Pencil, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SupportGroup } from '@contracts/support-groups';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { meetingTimes } from '@/entities/support-groups/meeting-time';
import { useFormat } from '@/lib/format';
import { useNgoGroups } from './api';
import { EditGroupDialog } from './edit-group-dialog';
import { GroupMeetingDialog } from './group-meeting-dialog';
import { GroupMembersDialog } from './group-members-dialog';

/** The dashboard's support groups: those the NGO created (an administrator: all), each with Edit. */
export function NgoGroups() {
  const { t } = useTranslation('ngo');
  const groups = useNgoGroups();
  const format = useFormat();
  const [editing, setEditing] = useState<SupportGroup | null>(null);
  const [meeting, setMeeting] = useState<SupportGroup | null>(null);
  const [people, setPeople] = useState<SupportGroup | null>(null);
  const items = groups.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="ngo-groups-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="ngo-groups-heading" className="text-2xl font-semibold text-ink">
          {t('groups.title')}
        </h2>
        <p className="text-muted">{t('groups.intro')}</p>
      </div>
      {groups.isLoading ? (
        <Skeleton className="h-32 w-full" />
      ) : groups.isError ? (
        <ErrorState error={groups.error} onRetry={() => void groups.refetch()} title={t('groups.loadFailed')} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title={t('groups.empty')}
          description={t('groups.emptyText')}
          action={
            <Link to="/support-groups" className={buttonClass('outline', 'sm')}>
              {t('groups.goToGroups')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2" aria-label={t('groups.listLabel')}>
            {items.map((group) => (
              <li key={group.id}>
                <Card className="flex h-full flex-col justify-between gap-3 p-4">
                  <div className="space-y-1">
                    <p className="break-words font-semibold text-ink">{group.name}</p>
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
                      <span>{t(`groups.types.${group.groupType}`)}</span>
                      <span aria-hidden="true">·</span>
                      <span>{t('groups.members', { count: group.memberCount, max: group.maxMembers })}</span>
                      {group.isPrivate ? (
                        <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-ink">
                          <Lock aria-hidden="true" className="h-3 w-3" />
                          {t('groups.private')}
                        </span>
                      ) : null}
                    </p>
                  </div>
                  <p className="flex items-start gap-1.5 text-sm text-muted">
                    <CalendarClock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                    <span>
                      {group.meetingAt
                        ? t('groups.meeting.next', { when: meetingTimes(group.meetingAt, format.locale).ist })
                        : t('groups.meeting.noneYet')}
                    </span>
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing(group)}
                      aria-label={t('groups.editOf', { name: group.name })}
                    >
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      {t('groups.edit')}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setMeeting(group)}
                      aria-label={t('groups.meeting.editOf', { name: group.name })}
                    >
                      <CalendarClock aria-hidden="true" className="h-4 w-4" />
                      {t('groups.meeting.edit')}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setPeople(group)}
                      aria-label={t('groups.people.openOf', { name: group.name })}
                    >
                      <UsersRound aria-hidden="true" className="h-4 w-4" />
                      {t('groups.people.open')}
                    </Button>
                    <Link
                      to={`/support-groups/${group.id}`}
                      className={buttonClass('ghost', 'sm')}
                      aria-label={t('groups.pageOf', { name: group.name })}
                    >
                      <MessagesSquare aria-hidden="true" className="h-4 w-4" />
                      {t('groups.page')}
                    </Link>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          {groups.hasNextPage ? (
            <Button variant="outline" onClick={() => void groups.fetchNextPage()} isLoading={groups.isFetchingNextPage}>
              {t('groups.more')}
            </Button>
          ) : null}
        </>
      )}
      {editing ? <EditGroupDialog group={editing} onClose={() => setEditing(null)} /> : null}
      {meeting ? <GroupMeetingDialog group={meeting} onClose={() => setMeeting(null)} /> : null}
      {people ? <GroupMembersDialog group={people} onClose={() => setPeople(null)} /> : null}
    </section>
  );
}
