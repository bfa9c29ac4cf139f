import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Inbox, MapPin, MessageCircle, Send, UserCheck, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Connection, ConnectionTab, MemberCard } from '@contracts/connections';
import { DisplayIdChip } from '@/components/display-id-chip';
import { ConnectButton } from '@/entities/people/connect-button';
import { ListView, pagedList } from '@/components/list/list-view';
import { SearchForm } from '@/components/list/search-form';
import { useListParams, useSearchParam } from '@/components/list/use-list-params';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { ReportButton } from '@/components/report-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { useConnectionCounts, useConnectionTab, useDiscover, useUpdateConnection } from '@/entities/people/api';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The catalog's word for a role not said yet (decision 0062). */
const NOT_SAID = 'notSaid';
import { buttonClass } from '@/components/ui/button';

/**
 * The contract's connection tabs, written here rather than imported: the contract's module carries
 * its zod schemas, which a visitor to /connect would otherwise download before the first paint. The
 * type keeps the two lists the same.
 */
const ConnectionTabs = ['requests', 'connections', 'sent'] as const satisfies readonly ConnectionTab[];
type SameTabs = ConnectionTab extends (typeof ConnectionTabs)[number] ? true : never;
const sameTabs: SameTabs = true;
void sameTabs;

/** The confirmation before cancelling a sent request: fetched when a member asks to cancel. */
const ConfirmDialog = lazy(() =>
  import('@/components/list/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

const TABS = ['discover', ...ConnectionTabs] as const;
type Tab = (typeof TABS)[number];

/** /connect: Discover members, answer requests, see connections and the requests one has sent. */
export function ConnectPage() {
  const { t } = useTranslation(['people', 'mentors']);
  useDocumentTitle(t('connect.title'));
  const { params, update } = useListParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'discover';
  const { user, isLoading } = useSession();
  const counts = useConnectionCounts(Boolean(user));
  const setTab = (next: string) => update({ tab: next === 'discover' ? '' : next });
  const count = (key: ConnectionTab) => (counts.data ? ` (${counts.data[key]})` : '');
  if (isLoading) return null;
  if (!user) {
    return (
      <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('connect.title')}</h1>
        <EmptyState
          icon={UsersRound}
          title={t('connect.visitorTitle')}
          description={t('connect.visitor')}
          action={
            <Link to="/auth" state={{ from: '/connect' }} className={buttonClass('primary')}>
              {t('connect.signIn')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-10">
      <header className="max-w-2xl space-y-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('connect.title')}</h1>
        <p className="text-muted">{t('connect.intro')}</p>
        <p>
          <Link to="/mentors" className="font-medium text-primary-800 underline">
            {t('mentors:fromConnect')}
          </Link>
        </p>
      </header>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="grid-flow-row grid-cols-2 sm:grid-flow-col sm:grid-cols-none">
          <TabsTrigger value="discover">{t('tabs.discover')}</TabsTrigger>
          {ConnectionTabs.map((key) => (
            <TabsTrigger key={key} value={key}>
              {t(`tabs.${key}`)}
              {count(key)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="discover">
          <Discover />
        </TabsContent>
        {ConnectionTabs.map((key) => (
          <TabsContent key={key} value={key}>
            <ConnectionList tab={key} active={tab === key} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function Discover() {
  const { t } = useTranslation('people');
  const search = useSearchParam('q', 350);
  const q = search.value;
  const query = useDiscover(q);
  const members = pagedList(query);
  return (
    <div className="space-y-5">
      <SearchForm search={search} label={t('discover.searchLabel')} placeholder={t('discover.searchPlaceholder')} />
      <section aria-label={t('discover.listLabel')} aria-busy={query.isFetching}>
        <ListView
          list={members}
          loading={
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((i) => (
                <Card key={i} className="space-y-3 p-5">
                  <Skeleton className="h-12 w-12 rounded-full" />
                  <Skeleton className="h-5 w-2/3" />
                  <Skeleton className="h-10 w-full" />
                </Card>
              ))}
            </div>
          }
          errorTitle={t('discover.loadFailed')}
          empty={
            <EmptyState
              icon={UsersRound}
              title={q ? t('discover.emptySearchTitle') : t('discover.emptyTitle')}
              description={q ? t('discover.emptySearch') : t('discover.empty')}
            />
          }
          loadMoreLabel={t('loadMore')}
        >
          {(items) => (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((member) => (
                <li key={member.id}>
                  <MemberCardView member={member} />
                </li>
              ))}
            </ul>
          )}
        </ListView>
      </section>
    </div>
  );
}

function OnlineDot({ online, name }: { online: boolean; name: string }) {
  const { t } = useTranslation('people');
  if (!online) return null;
  return (
    <span
      className="absolute bottom-0 right-0 h-3.5 w-3.5 rounded-full border-2 border-white bg-green-600"
      role="img"
      aria-label={t('online.dot', { name })}
    />
  );
}

function MemberCardView({ member }: { member: MemberCard }) {
  const { t } = useTranslation('people');
  const { t: tc } = useTranslation('profiles');
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <article aria-labelledby={`member-${member.id}`} className="flex h-full flex-col gap-3">
        <div className="flex items-start gap-3">
          <span className="relative shrink-0">
            <Avatar src={member.profileImageUrl} name={member.fullName} size={56} />
            <OnlineDot online={member.isOnline} name={member.fullName} />
          </span>
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={`member-${member.id}`} className="text-lg font-semibold text-ink">
                <Link to={`/user/${member.id}`} className="hover:underline">
                  {member.fullName}
                </Link>
              </h2>
              {member.isOnline ? (
                <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                  {t('online.badge')}
                </span>
              ) : null}
            </div>
            {member.role ? (
              <span className="inline-block rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-800">
                {tc(`roles.${member.role}`, { defaultValue: member.role })}
              </span>
            ) : null}
          </div>
        </div>
        <DisplayIdChip
          displayId={member.displayId}
          copiedText={t('toasts.displayIdCopied')}
          copyFailedTitle={t('toasts.errorTitle')}
          copyFailedText={t('toasts.copyFailed')}
          className="self-start"
        />
        {member.bio ? <p className="line-clamp-2 text-sm text-ink">{member.bio}</p> : null}
        <dl className="grid gap-1 text-sm text-muted">
          {member.cancerType ? (
            <div className="flex gap-1">
              <dt className="font-medium">{t('card.cancerType')}</dt>
              <dd>{tc(`cancerTypes.${member.cancerType}`, { defaultValue: member.cancerType })}</dd>
            </div>
          ) : null}
          {member.location ? (
            <div className="flex items-center gap-1">
              <dt>
                <MapPin aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">{t('card.location')}</span>
              </dt>
              <dd>{member.location}</dd>
            </div>
          ) : null}
          {member.ageGroup ? (
            <div className="flex gap-1">
              <dt className="font-medium">{t('card.ageGroup')}</dt>
              <dd>{member.ageGroup}</dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-auto pt-2">
          <ConnectButton userId={member.id} name={member.fullName} relation={member.relation} className="w-full" />
        </div>
      </article>
    </Card>
  );
}

function ConnectionList({ tab, active }: { tab: ConnectionTab; active: boolean }) {
  const { t } = useTranslation('people');
  const query = useConnectionTab(tab, active);
  // A tab opened for the first time shows its placeholders at once, before its query starts.
  const list = { ...pagedList(query), isLoading: query.isLoading || (!query.data && active && !query.isError) };
  const empty = {
    requests: { icon: Inbox, title: t('requests.empty') },
    connections: { icon: UserCheck, title: t('connections.empty') },
    sent: { icon: Send, title: t('sent.empty') },
  }[tab];
  return (
    <ListView
      list={list}
      loading={
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      }
      errorTitle={t('discover.loadFailed')}
      empty={
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          description={t(`${tab}.emptyText`)}
          action={
            tab !== 'requests' ? (
              <Link to="/connect" className="font-medium text-primary-800 underline">
                {t('connections.find')}
              </Link>
            ) : undefined
          }
        />
      }
      loadMoreLabel={t('loadMore')}
    >
      {(items) => (
        <ul className="space-y-3">
          {items.map((c) => (
            <li key={c.id}>
              <ConnectionRow connection={c} tab={tab} />
            </li>
          ))}
        </ul>
      )}
    </ListView>
  );
}

function ConnectionRow({ connection, tab }: { connection: Connection; tab: ConnectionTab }) {
  const { t } = useTranslation('people');
  const { t: tc } = useTranslation('profiles');
  const format = useFormat();
  const navigate = useNavigate();
  const update = useUpdateConnection();
  const handleError = useApiErrorHandler();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const other = connection.other;
  const act = (action: 'accept' | 'decline' | 'cancel') =>
    update.mutate(
      { id: connection.id, action },
      {
        onSuccess: () => {
          setConfirmCancel(false);
          toast.success(t('toasts.updatedTitle'), t('toasts.updated'));
        },
        onError: (error) => handleError(error, { title: t('toasts.updateFailed') }),
      },
    );
  const pending = update.isPending ? update.variables?.action : null;
  const accept = () => act('accept');
  const decline = () => act('decline');
  const cancel = () => act('cancel');
  return (
    <Card className="flex flex-wrap items-center gap-4 p-4">
      <span className="relative shrink-0">
        <Avatar src={other.profileImageUrl} name={other.fullName} size={48} />
        <OnlineDot online={other.isOnline} name={other.fullName} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">
          <Link to={`/user/${other.id}`} className="hover:underline">
            {other.fullName}
          </Link>
        </p>
        <p className="text-sm text-muted">
          {tc(`roles.${other.role ?? NOT_SAID}`, { defaultValue: other.role ?? '' })}
        </p>
        {tab === 'requests' && connection.message ? (
          <p className="mt-1 whitespace-pre-line text-sm text-ink">{connection.message}</p>
        ) : null}
        {tab === 'requests' && connection.caution ? (
          <Alert
            tone="warning"
            live={false}
            className="mt-2 text-sm"
            title={t('requests.cautionTitle')}
            action={
              <ReportButton route="POST /api/people/:userId/reports" params={{ userId: other.id }} subject="profile" />
            }
          >
            {t('requests.caution')}
          </Alert>
        ) : null}
        {tab === 'sent' ? (
          <p className="mt-1 text-sm text-muted">{t('sent.at', { date: format.date(connection.createdAt) })}</p>
        ) : null}
      </div>
      <div className="flex w-full flex-wrap gap-2 sm:w-auto">
        {tab === 'requests' ? (
          <>
            <Button
              onClick={accept}
              isLoading={pending === 'accept'}
              disabled={update.isPending}
              aria-label={t('requests.acceptFrom', { name: other.fullName })}
            >
              {t('requests.accept')}
            </Button>
            <Button
              variant="outline"
              onClick={decline}
              isLoading={pending === 'decline'}
              disabled={update.isPending}
              aria-label={t('requests.declineFrom', { name: other.fullName })}
            >
              {t('requests.decline')}
            </Button>
          </>
        ) : tab === 'connections' ? (
          <Button
            onClick={() => navigate(`/messages/${other.id}`)}
            aria-label={t('connections.messageTo', { name: other.fullName })}
          >
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {t('connections.message')}
          </Button>
        ) : (
          <>
            <Button
              variant="outline"
              onClick={() => setConfirmCancel(true)}
              aria-label={t('sent.cancelTo', { name: other.fullName })}
            >
              {t('sent.cancel')}
            </Button>
            {confirmCancel && (
              <Suspense fallback={null}>
                <ConfirmDialog
                  open={confirmCancel}
                  onOpenChange={setConfirmCancel}
                  title={t('sent.confirmTitle')}
                  description={t('sent.confirm', { name: other.fullName })}
                  cancelLabel={t('sent.keep')}
                  confirmLabel={t('sent.cancel')}
                  onConfirm={cancel}
                  isPending={pending === 'cancel'}
                />
              </Suspense>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
