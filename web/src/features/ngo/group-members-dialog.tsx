import { useTranslation } from 'react-i18next';
import type { SupportGroup } from '@contracts/support-groups';
import { Avatar } from '@/components/ui/avatar';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/format';
import { useHostedGroupMembers } from './api';

/** Every member of a group its host runs, with when they joined and whether they show in the members' list. */
export function GroupMembersDialog({ group, onClose }: { group: SupportGroup; onClose: () => void }) {
  const { t } = useTranslation('ngo');
  const format = useFormat();
  const members = useHostedGroupMembers(group.id);
  const items = members.data?.items ?? [];
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title={t('groups.people.title', { name: group.name })}
      description={t('groups.people.intro')}
    >
      {members.isLoading ? (
        <Skeleton className="h-24 w-full" />
      ) : members.isError ? (
        <ErrorState
          error={members.error}
          onRetry={() => void members.refetch()}
          title={t('groups.people.loadFailed')}
        />
      ) : items.length === 0 ? (
        <p className="text-muted">{t('groups.people.empty')}</p>
      ) : (
        <ul className="max-h-[60vh] space-y-3 overflow-y-auto" aria-label={t('groups.people.listLabel')}>
          {items.map((m) => (
            <li key={m.id} className="flex items-center gap-3">
              <Avatar src={m.avatarUrl} name={m.name} size={36} className="shrink-0" />
              <div className="min-w-0">
                <p className="break-words font-medium text-ink">{m.name}</p>
                <p className="text-sm text-muted">
                  {t('groups.people.joined', { date: format.date(m.joinedAt) })}
                  <span aria-hidden="true"> · </span>
                  {m.showInList ? t('groups.people.shown') : t('groups.people.notShown')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
