import { useState } from 'react';
import { Link } from 'react-router';
import { Lock, Pencil, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SupportGroup } from '@contracts/support-groups';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useNgoGroups } from './api';
import { EditGroupDialog } from './edit-group-dialog';

/** The dashboard's support groups: those the NGO created (an administrator: all), each with Edit. */
export function NgoGroups() {
  const { t } = useTranslation('ngo');
  const groups = useNgoGroups();
  const [editing, setEditing] = useState<SupportGroup | null>(null);
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
                  <div>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing(group)}
                      aria-label={t('groups.editOf', { name: group.name })}
                    >
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      {t('groups.edit')}
                    </Button>
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
    </section>
  );
}
