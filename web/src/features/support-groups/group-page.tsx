import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft, CalendarClock, ExternalLink, Lock, MessagesSquare, Trash2, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GroupDetail, GroupMessage } from '@contracts/support-groups';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { PartBoundary } from '@/components/part-boundary';
import { ReportButton } from '@/components/report-button';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SampleBadge } from '@/components/ui/sample-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { meetingTimes } from '@/entities/support-groups/meeting-time';
import { ApiError } from '@/lib/api';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useGroup,
  useGroupMembers,
  useGroupMessages,
  useMembership,
  useMembershipChoice,
  useRemoveGroupMessage,
} from './api';
import { GroupComposer } from './components/group-composer';
import { BilingualText } from '@/components/bilingual-text';

/**
 * /support-groups/:id: a group as a place (issue 44). Its description and host, its next meeting
 * (the link only for those the server sends it to: members, the host, administrators), the members
 * who chose to be shown, and its conversation for members.
 */
export function GroupPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('supportGroups');
  const group = useGroup(id);
  useDocumentTitle(group.data?.name ?? t('page.title'));

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8">
      <Link to="/support-groups" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-700">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('page.back')}
      </Link>
      {group.isLoading ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : group.isError || !group.data ? (
        group.error instanceof ApiError && group.error.status === 404 ? (
          <EmptyState icon={UsersRound} title={t('page.notFound')} description={t('page.notFoundText')} />
        ) : (
          <ErrorState error={group.error} onRetry={() => void group.refetch()} title={t('page.loadFailed')} />
        )
      ) : (
        <GroupPlace group={group.data} />
      )}
    </div>
  );
}

function GroupPlace({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('supportGroups');
  const inside = group.joinedByMe || group.canManage;
  return (
    <>
      <header className="space-y-3">
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
        <BilingualText
          as="h1"
          className="break-words text-3xl font-bold text-ink sm:text-4xl"
          en={group.name}
          hi={group.nameHi}
        />
        <p className="text-muted">
          {group.host ? t('page.hostedBy', { name: group.host.name }) : t('page.hostedByTeam')}
          <span aria-hidden="true"> · </span>
          {t('card.members', { count: group.memberCount, max: group.maxMembers })}
        </p>
        {group.description ? (
          <BilingualText
            as="p"
            className="max-w-prose whitespace-pre-line break-words text-ink"
            en={group.description}
            hi={group.descriptionHi}
          />
        ) : null}
        <MembershipButton group={group} />
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="order-2 space-y-6 lg:order-1">
          <Conversation group={group} inside={inside} />
        </div>
        <aside className="order-1 space-y-6 lg:order-2">
          <PartBoundary>
            <Meeting group={group} />
          </PartBoundary>
          <PartBoundary>
            <Members group={group} inside={inside} />
          </PartBoundary>
        </aside>
      </div>
    </>
  );
}

function MembershipButton({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('supportGroups');
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const membership = useMembership();
  const handleError = useApiErrorHandler();
  const [leaving, setLeaving] = useState(false);
  const full = group.memberCount >= group.maxMembers;
  const change = (join: boolean) => {
    if (!user) {
      toast.info(t('toasts.signIn'));
      navigate('/auth', { state: { from: location.pathname } });
      return;
    }
    membership.mutate(
      { id: group.id, join },
      {
        onSuccess: () => {
          setLeaving(false);
          toast.success(join ? t('toasts.joined') : t('toasts.left'));
        },
        onError: (error) =>
          error instanceof ApiError && error.status === 409
            ? toast.error(t('toasts.joinFailed'), error.message)
            : handleError(error, { title: t('toasts.joinFailed') }),
      },
    );
  };
  if (group.joinedByMe)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800">
          {t('page.youAreIn')}
        </p>
        <Button variant="outline" size="sm" onClick={() => setLeaving(true)}>
          {t('card.leave')}
        </Button>
        <ConfirmDialog
          open={leaving}
          onOpenChange={setLeaving}
          title={t('page.leaveTitle')}
          description={t('page.leaveText')}
          cancelLabel={t('form.cancel')}
          confirmLabel={t('card.leave')}
          onConfirm={() => change(false)}
          isPending={membership.isPending}
        />
      </div>
    );
  return (
    <Button onClick={() => change(true)} isLoading={membership.isPending} disabled={!!user && full}>
      {!user ? t('card.signInToJoin') : full ? t('card.full') : t('page.join')}
    </Button>
  );
}

function Meeting({ group }: { group: GroupDetail }) {
  const { t } = useTranslation('supportGroups');
  const format = useFormat();
  const when = group.meetingAt ? meetingTimes(group.meetingAt, format.locale) : null;
  return (
    <Card className="space-y-3 p-5">
      <section aria-labelledby="group-meeting" className="space-y-3">
        <h2 id="group-meeting" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <CalendarClock aria-hidden="true" className="h-5 w-5 text-primary-700" />
          {t('meeting.title')}
        </h2>
        {when ? (
          <div className="space-y-1">
            <p className="font-medium text-ink">{t('meeting.ist', { when: when.ist })}</p>
            {when.local ? <p className="text-sm text-muted">{t('meeting.local', { when: when.local })}</p> : null}
          </div>
        ) : (
          <p className="text-muted">{t('meeting.none')}</p>
        )}
        {group.meetingLink ? (
          <a
            href={group.meetingLink}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'md', 'w-full')}
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            {t('meeting.open')}
            <span className="sr-only"> {t('meeting.newTab')}</span>
          </a>
        ) : group.hasMeetingLink ? (
          <p className="text-sm text-muted">{t('meeting.joinForLink')}</p>
        ) : null}
      </section>
    </Card>
  );
}

function Members({ group, inside }: { group: GroupDetail; inside: boolean }) {
  const { t } = useTranslation('supportGroups');
  const members = useGroupMembers(group.id, inside);
  const choice = useMembershipChoice(group.id);
  // The member's choice shows at once and stays while the page catches up (null: the server's).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const handleError = useApiErrorHandler();
  const hiddenCount = Math.max(0, (members.data?.total ?? 0) - (members.data?.items.length ?? 0));
  return (
    <Card className="space-y-3 p-5">
      <section aria-labelledby="group-members" className="space-y-3">
        <h2 id="group-members" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <UsersRound aria-hidden="true" className="h-5 w-5 text-primary-700" />
          {t('members.title')}
        </h2>
        {!inside ? (
          <p className="text-sm text-muted">{t('members.joinToSee')}</p>
        ) : members.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : members.isError ? (
          <ErrorState error={members.error} onRetry={() => void members.refetch()} title={t('members.loadFailed')} />
        ) : (
          <>
            {members.data && members.data.items.length > 0 ? (
              <ul className="space-y-2" aria-label={t('members.listLabel')}>
                {members.data.items.map((m) => (
                  <li key={m.id} className="flex items-center gap-2">
                    <Avatar src={m.avatarUrl} name={m.name} size={32} />
                    <Link to={`/user/${m.id}`} className="break-words font-medium text-ink hover:underline">
                      {m.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{t('members.noneShown')}</p>
            )}
            {hiddenCount > 0 ? (
              <p className="text-sm text-muted">{t('members.hidden', { count: hiddenCount })}</p>
            ) : null}
          </>
        )}
        {group.showMe !== null ? (
          <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3">
            <input
              type="checkbox"
              className="mt-1 h-5 w-5 accent-primary-700"
              checked={chosen ?? group.showMe}
              disabled={choice.isPending}
              onChange={(e) => {
                const wanted = e.target.checked;
                setChosen(wanted);
                choice.mutate(wanted, {
                  onSuccess: (saved) =>
                    toast.success(saved.showInList ? t('members.nowShown') : t('members.nowHidden')),
                  onError: (error) => {
                    setChosen(null);
                    handleError(error, { title: t('members.choiceFailed') });
                  },
                });
              }}
            />
            <span>
              <span className="block font-medium text-ink">{t('members.showMe')}</span>
              <span className="block text-sm text-muted">{t('members.showMeHint')}</span>
            </span>
          </label>
        ) : null}
      </section>
    </Card>
  );
}

function Conversation({ group, inside }: { group: GroupDetail; inside: boolean }) {
  const { t } = useTranslation('supportGroups');
  const messages = useGroupMessages(group.id, inside);
  // Newest pages first from the server; shown oldest at the top, as a conversation reads.
  const items = (messages.data?.pages.flatMap((p) => p.items) ?? []).slice().reverse();
  return (
    <Card className="p-5">
      <section aria-labelledby="group-conversation" className="space-y-4">
        <h2 id="group-conversation" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <MessagesSquare aria-hidden="true" className="h-5 w-5 text-primary-700" />
          {t('chat.title')}
        </h2>
        {!inside ? (
          <EmptyState icon={Lock} title={t('chat.membersOnly')} description={t('chat.membersOnlyText')} />
        ) : messages.isLoading ? (
          <div className="space-y-3">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : messages.isError ? (
          <ErrorState error={messages.error} onRetry={() => void messages.refetch()} title={t('chat.loadFailed')} />
        ) : (
          <>
            {messages.hasNextPage ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void messages.fetchNextPage()}
                isLoading={messages.isFetchingNextPage}
              >
                {t('chat.older')}
              </Button>
            ) : null}
            {items.length === 0 ? (
              <p className="rounded-lg bg-slate-50 p-4 text-muted">{t('chat.empty')}</p>
            ) : (
              // A message that cannot be drawn stays in the list: the box below and its words stay.
              <PartBoundary>
                <ol className="space-y-3" aria-label={t('chat.listLabel')}>
                  {items.map((m) => (
                    <MessageItem key={m.id} groupId={group.id} message={m} />
                  ))}
                </ol>
              </PartBoundary>
            )}
            {group.joinedByMe ? null : (
              <p className="rounded-lg bg-slate-50 p-3 text-sm text-muted">{t('chat.hostReads')}</p>
            )}
          </>
        )}
        {/* The box stays whatever happens to the list above it (a failed load, an error inside it). */}
        {inside && group.joinedByMe ? <GroupComposer groupId={group.id} /> : null}
      </section>
    </Card>
  );
}

function MessageItem({ groupId, message }: { groupId: string; message: GroupMessage }) {
  const { t } = useTranslation('supportGroups');
  const format = useFormat();
  const remove = useRemoveGroupMessage(groupId);
  const handleError = useApiErrorHandler();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex gap-3">
      <Avatar src={message.author.avatarUrl} name={message.author.name} size={36} className="shrink-0" />
      <div className="min-w-0 flex-1 rounded-lg bg-slate-50 p-3">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-ink">{message.isMine ? t('chat.you') : message.author.name}</span>
          <time dateTime={message.createdAt} className="text-muted" title={format.dateTime(message.createdAt)}>
            {format.relative(message.createdAt)}
          </time>
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-ink">{message.content}</p>
        <div className="mt-1 flex flex-wrap gap-1">
          {message.canRemove ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-danger"
              onClick={() => setConfirming(true)}
              aria-label={message.isMine ? t('chat.removeMine') : t('chat.removeOf', { name: message.author.name })}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t('chat.remove')}
            </Button>
          ) : null}
          {!message.isMine ? (
            <ReportButton
              route="POST /api/support-groups/:id/messages/:messageId/reports"
              params={{ id: groupId, messageId: message.id }}
              subject="message"
            />
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('chat.removeTitle')}
        description={message.isMine ? t('chat.removeMineText') : t('chat.removeModeratedText')}
        cancelLabel={t('form.cancel')}
        confirmLabel={t('chat.remove')}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(message.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('chat.removed'));
            },
            onError: (error) => handleError(error, { title: t('chat.removeFailed') }),
          })
        }
      />
    </li>
  );
}
