import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Lock, Plus, Trash2, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SupportGroup } from '@contracts/support-groups';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { ListView, pagedList } from '@/components/list/list-view';
import { SearchForm } from '@/components/list/search-form';
import { useSearchParam } from '@/components/list/use-list-params';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SampleBadge } from '@/components/ui/sample-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteGroup, useGroups, useMembership } from './api';
import { CreateGroupDialog } from './create-group-dialog';
import { BilingualText } from '@/components/bilingual-text';

/** /support-groups: find a group, join or leave it; admins and NGOs create groups, admins delete them. */
export function SupportGroupsPage() {
  const { t } = useTranslation('supportGroups');
  useDocumentTitle(t('title'));
  const { user } = useSession();
  const search = useSearchParam();
  const q = search.value;
  const [creating, setCreating] = useState(false);
  const groups = pagedList(useGroups(q));
  const canCreate = user?.can.createGroups ?? false;
  const openCreate = () => setCreating(true);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl space-y-2">
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
          <p className="text-muted">{t('intro')}</p>
        </div>
        {canCreate ? (
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" className="h-5 w-5" />
            {t('create')}
          </Button>
        ) : null}
      </header>
      <SearchForm search={search} label={t('search.label')} placeholder={t('search.placeholder')} />
      <section aria-label={t('list.label')} aria-busy={groups.isLoading}>
        <ListView
          list={groups}
          loading={
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <Card key={i} className="space-y-3 p-5">
                  <Skeleton className="h-6 w-2/3" />
                  <Skeleton className="h-16 w-full" />
                </Card>
              ))}
            </div>
          }
          errorTitle={t('toasts.loadFailed')}
          empty={
            <EmptyState
              icon={UsersRound}
              title={q ? t('empty.found') : t('empty.yet')}
              description={q ? t('empty.foundText') : undefined}
            />
          }
          loadMoreLabel={t('list.loadMore')}
        >
          {(items) => (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((group) => (
                <li key={group.id}>
                  <GroupCard group={group} canDelete={group.can.delete} />
                </li>
              ))}
            </ul>
          )}
        </ListView>
      </section>
      {canCreate ? <CreateGroupDialog open={creating} onOpenChange={setCreating} /> : null}
    </div>
  );
}

function GroupCard({ group, canDelete }: { group: SupportGroup; canDelete: boolean }) {
  const { t } = useTranslation('supportGroups');
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const membership = useMembership();
  const remove = useDeleteGroup();
  const handleError = useApiErrorHandler();
  const [confirming, setConfirming] = useState(false);
  const full = group.memberCount >= group.maxMembers;
  const toggle = () => {
    if (!user) {
      toast.info(t('toasts.signIn'));
      navigate('/auth', { state: { from: location.pathname } });
      return;
    }
    const join = !group.joinedByMe;
    membership.mutate(
      { id: group.id, join },
      {
        onSuccess: () => toast.success(join ? t('toasts.joined') : t('toasts.left')),
        onError: (error) =>
          error instanceof ApiError && error.status === 409
            ? toast.error(t('toasts.joinFailed'), error.message)
            : handleError(error, { title: t('toasts.joinFailed') }),
      },
    );
  };
  const doDelete = () =>
    remove.mutate(group.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('toasts.successTitle'), t('toasts.deleted'));
      },
      onError: (error) =>
        handleError(error, {
          title:
            error instanceof ApiError && error.status === 403 ? t('toasts.accessDenied') : t('toasts.deleteFailed'),
        }),
    });
  const askDelete = () => setConfirming(true);
  return (
    <Card className="flex h-full flex-col p-5">
      <article aria-labelledby={`group-${group.id}`} className="flex h-full flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-medium text-accent-700">
            {t(`types.${group.groupType}`)}
          </span>
          {group.isPrivate ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-ink">
              <Lock aria-hidden="true" className="h-3 w-3" />
              {t('card.private')}
            </span>
          ) : null}
          {group.isSample ? <SampleBadge /> : null}
        </div>
        <h2 id={`group-${group.id}`} className="text-lg font-semibold text-ink">
          <Link to={`/support-groups/${group.id}`} className="underline-offset-2 hover:underline">
            <BilingualText en={group.name} hi={group.nameHi} />
          </Link>
        </h2>
        {group.description ? (
          <BilingualText
            as="p"
            className="line-clamp-4 flex-1 whitespace-pre-line break-words text-ink"
            en={group.description}
            hi={group.descriptionHi}
          />
        ) : (
          <div className="flex-1" />
        )}
        <p className="text-sm text-muted">{t('card.members', { count: group.memberCount, max: group.maxMembers })}</p>
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
          <Button
            size="sm"
            variant={group.joinedByMe ? 'outline' : 'primary'}
            onClick={toggle}
            isLoading={membership.isPending}
            disabled={!!user && !group.joinedByMe && full}
          >
            {group.joinedByMe
              ? t('card.leave')
              : !user
                ? t('card.signInToJoin')
                : full
                  ? t('card.full')
                  : t('card.join')}
          </Button>
          <Link
            to={`/support-groups/${group.id}`}
            className={buttonClass(group.joinedByMe ? 'primary' : 'ghost', 'sm')}
            aria-label={t('card.openOf', {
              action: group.joinedByMe ? t('card.open') : t('card.details'),
              name: group.name,
            })}
          >
            {group.joinedByMe ? t('card.open') : t('card.details')}
          </Link>
          {canDelete ? (
            <Button size="sm" variant="ghost" className="text-danger" onClick={askDelete}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('card.delete')}
            </Button>
          ) : null}
        </div>
      </article>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirm.title')}
        description={t('confirm.text')}
        cancelLabel={t('form.cancel')}
        confirmLabel={t('card.delete')}
        onConfirm={doDelete}
        isPending={remove.isPending}
      />
    </Card>
  );
}
