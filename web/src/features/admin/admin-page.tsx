import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { ShieldAlert, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@contracts/admin';
import { Roles, type Role } from '@contracts/enums';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { ListView, pagedList } from '@/components/list/list-view';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminUsers, useBan, useLiftBan, useLiftSuspension, usePromote, useSetRole, useSuspend } from './api';
import { ModerationTab } from './moderation-tab';
import { SecurityTab } from './security-tab';
import { MentorsTab } from './mentors-tab';
import { DonorsTab } from './donors-tab';
import { ContactTab, PaymentsTab, RoleDebugPanel } from './records-tabs';
import { DailyQuestionsTab, StatsTab } from './content-tabs';
import { ArticlesTab, GroupsTab, NgosTab, ResourcesTab } from './library-tabs';
import { AdminSearch, RowsLoading, useAdminSearch } from './library-tab';
import { EventsTab, GalleryTab } from './events-gallery-tabs';
import { endOfIndianDay, tomorrow } from './sanction-dates';
import { SchemesTab } from './schemes-tab';
import { TrustBadge, TrustLock } from './trust-level';
import { TrustSettingsTab } from './trust-settings-tab';

const TABS = [
  'users',
  'moderation',
  'trust',
  'articles',
  'groups',
  'ngos',
  'resources',
  'schemes',
  'events',
  'stats',
  'questions',
  'gallery',
  'mentors',
  'donors',
  'contact',
  'payments',
  'security',
  'setup',
] as const;
type Tab = (typeof TABS)[number];

/** /admin: the administrators' dashboard (community-admin §2 Admin Dashboard); the server refuses everyone else. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('title'));
  const { user, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'users';
  if (isLoading) return null;
  if (!user?.can.administer) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <EmptyState icon={ShieldAlert} title={t('denied.title')} description={t('denied.text')} />
      </div>
    );
  }
  const setTab = (next: string) => setParams(next === 'users' ? {} : { tab: next }, { replace: true });
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
        {/* The header names the NGO dashboard for administrators only from 1536 px: it is always here. */}
        <Link to="/ngo-dashboard" className={buttonClass('outline', 'sm')}>
          {t('ngoDashboardLink')}
        </Link>
      </header>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="grid-flow-row grid-cols-2 sm:grid-cols-4 lg:grid-cols-7">
          {TABS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {key === 'mentors'
                ? t('mentors:admin.tab')
                : key === 'trust'
                  ? t('trust:settings.tab')
                  : t(`tabs.${key}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="trust">
          <TrustSettingsTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="moderation">
          <ModerationTab />
        </TabsContent>
        <TabsContent value="articles">
          <ArticlesTab />
        </TabsContent>
        <TabsContent value="groups">
          <GroupsTab />
        </TabsContent>
        <TabsContent value="ngos">
          <NgosTab />
        </TabsContent>
        <TabsContent value="resources">
          <ResourcesTab />
        </TabsContent>
        <TabsContent value="schemes">
          <SchemesTab />
        </TabsContent>
        <TabsContent value="events">
          <EventsTab />
        </TabsContent>
        <TabsContent value="stats">
          <StatsTab />
        </TabsContent>
        <TabsContent value="questions">
          <DailyQuestionsTab />
        </TabsContent>
        <TabsContent value="gallery">
          <GalleryTab />
        </TabsContent>
        <TabsContent value="mentors">
          <MentorsTab />
        </TabsContent>
        <TabsContent value="donors">
          <DonorsTab />
        </TabsContent>
        <TabsContent value="contact">
          <ContactTab />
        </TabsContent>
        <TabsContent value="payments">
          <PaymentsTab />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="setup" className="space-y-6">
          <SetupTab />
          <RoleDebugPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function UsersTab() {
  const { t } = useTranslation('admin');
  const search = useAdminSearch();
  const users = useAdminUsers(search.value);
  return (
    <div className="space-y-4">
      <AdminSearch search={search} label={t('users.search')} placeholder={t('users.searchPlaceholder')} />
      <ListView
        list={pagedList(users)}
        loading={<RowsLoading />}
        empty={<EmptyState icon={UsersRound} title={t('users.empty')} />}
        errorTitle={t('users.loadFailed')}
        loadMoreClassName="pt-2"
      >
        {(items) => (
          <ul className="space-y-3" aria-label={t('users.listLabel')}>
            {items.map((u) => (
              <li key={u.id}>
                <UserRow user={u} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const handleError = useApiErrorHandler();
  const [role, setRole] = useState<Role | ''>('');
  const [dialog, setDialog] = useState<'suspend' | 'ban' | null>(null);
  const setRoleMutation = useSetRole();
  const liftSuspension = useLiftSuspension();
  const liftBan = useLiftBan();
  const updateRole = () => {
    if (!role) return;
    setRoleMutation.mutate(
      { id: user.id, role },
      {
        onSuccess: () => {
          setRole('');
          toast.success(t('toasts.roleUpdatedTitle'), t('toasts.roleUpdated'));
        },
        onError: (error) => handleError(error, { title: t('toasts.roleFailed') }),
      },
    );
  };
  const lift = (which: 'suspension' | 'ban') =>
    (which === 'ban' ? liftBan : liftSuspension).mutate(user.id, {
      onSuccess: () =>
        toast.success(t(which === 'ban' ? 'toasts.banLifted' : 'toasts.suspensionLifted', { name: user.fullName })),
      onError: (error) => handleError(error, { title: t('toasts.failed') }),
    });
  const liftSuspensionNow = () => lift('suspension');
  const liftBanNow = () => lift('ban');
  const openSuspend = () => setDialog('suspend');
  const openBan = () => setDialog('ban');
  const roleId = `role-${user.id}`;
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-ink">{user.fullName}</p>
          <p className="break-all text-sm text-muted">{user.email}</p>
          <p className="text-sm text-muted">
            {t(`roles.${user.role ?? 'notSaid'}`)} · {t('users.joined', { date: format.date(user.createdAt) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {user.banned ? (
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-medium text-red-800">
              {user.banExpires ? t('users.bannedUntil', { date: format.date(user.banExpires) }) : t('users.banned')}
            </span>
          ) : null}
          <TrustBadge user={user} />
          {user.suspendedUntil ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
              {t('users.suspendedUntil', { date: format.date(user.suspendedUntil) })}
            </span>
          ) : null}
        </div>
      </div>
      {user.banReason || user.suspensionReason ? (
        <p className="text-sm text-ink">{t('users.reason', { reason: user.banReason ?? user.suspensionReason })}</p>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1 sm:flex-none">
          <label htmlFor={roleId} className="mb-1 block text-sm font-medium text-ink">
            {t('users.roleLabel', { name: user.fullName })}
          </label>
          <Select id={roleId} value={role} onChange={(e) => setRole(e.target.value as Role | '')}>
            <option value="">{t('users.chooseRole')}</option>
            {Roles.map((r) => (
              <option key={r} value={r}>
                {t(`roleOptions.${r}`)}
              </option>
            ))}
          </Select>
        </div>
        <Button onClick={updateRole} disabled={!role} isLoading={setRoleMutation.isPending}>
          {t('users.updateRole')}
        </Button>
        {user.can.sanction ? (
          <>
            {user.suspendedUntil ? (
              <Button variant="outline" onClick={liftSuspensionNow} isLoading={liftSuspension.isPending}>
                {t('users.liftSuspension')}
              </Button>
            ) : (
              <Button variant="outline" onClick={openSuspend}>
                {t('users.suspend')}
              </Button>
            )}
            {user.banned ? (
              <Button variant="outline" onClick={liftBanNow} isLoading={liftBan.isPending}>
                {t('users.liftBan')}
              </Button>
            ) : (
              <Button variant="danger" onClick={openBan}>
                {t('users.ban')}
              </Button>
            )}
          </>
        ) : null}
      </div>
      <TrustLock user={user} />
      {dialog ? <SanctionDialog user={user} kind={dialog} onClose={() => setDialog(null)} /> : null}
    </Card>
  );
}

/** A sanction as its form holds it: the reason, and the last day (a date, or empty). */
interface SanctionForm {
  reason: string;
  until: string;
}

/** Suspend (until a date) or ban (until a date, or until lifted), each with a reason the member is told. */
function SanctionDialog({ user, kind, onClose }: { user: AdminUser; kind: 'suspend' | 'ban'; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const handleError = useApiErrorHandler();
  const suspend = useSuspend();
  const ban = useBan();
  const { register, handleSubmit, setError, formState } = useForm<SanctionForm>({
    defaultValues: { reason: '', until: '' },
  });
  const { errors } = formState;
  const fields = {
    reason: register('reason', { validate: (v) => v.trim() !== '' || t('sanction.reasonRequired') }),
    until: register('until', { validate: (v) => kind !== 'suspend' || v !== '' || t('sanction.untilRequired') }),
  };
  // One message at a time, the first check that failed (the server's word last).
  const error = errors.reason?.message ?? errors.until?.message ?? errors.root?.server?.message;
  const pending = suspend.isPending || ban.isPending;
  const submit = handleSubmit(({ reason, until }) => {
    const end = endOfIndianDay(until);
    const done = () => {
      toast.success(t(kind === 'ban' ? 'toasts.banned' : 'toasts.suspended', { name: user.fullName }));
      onClose();
    };
    const fail = (e: unknown) => setError('root.server', { message: handleError(e, { title: t('toasts.failed') }) });
    if (kind === 'suspend')
      suspend.mutate({ id: user.id, body: { reason, until: end! } }, { onSuccess: done, onError: fail });
    else ban.mutate({ id: user.id, body: { reason, until: end } }, { onSuccess: done, onError: fail });
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t(kind === 'ban' ? 'sanction.banTitle' : 'sanction.suspendTitle', { name: user.fullName })}
      description={t(kind === 'ban' ? 'sanction.banText' : 'sanction.suspendText')}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <Field label={t('sanction.reason')} hint={t('sanction.reasonHint')}>
          <Input {...fields.reason} maxLength={500} />
        </Field>
        <Field label={t(kind === 'ban' ? 'sanction.untilOptional' : 'sanction.until')}>
          <Input type="date" min={tomorrow()} {...fields.until} />
        </Field>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('sanction.cancel')}
          </Button>
          <Button type="submit" variant="danger" isLoading={pending}>
            {t(kind === 'ban' ? 'users.ban' : 'users.suspend')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Setup: promote an account to administrator by e-mail (trimmed; empty does nothing). */
function SetupTab() {
  const { t } = useTranslation('admin');
  const { register, handleSubmit, reset } = useForm({ defaultValues: { email: '' } });
  const emailField = register('email');
  const promote = usePromote();
  const handleError = useApiErrorHandler();
  const submit = handleSubmit(({ email }) => {
    const value = email.trim();
    if (!value) return;
    promote.mutate(value, {
      onSuccess: () => {
        reset();
        toast.success(t('toasts.promotedTitle'), t('toasts.promoted'));
      },
      onError: (error) => handleError(error, { title: t('toasts.promoteFailed') }),
    });
  });
  return (
    <Card className="max-w-xl space-y-4 p-5">
      <h2 className="text-xl font-semibold text-ink">{t('setup.title')}</h2>
      <p className="text-muted">{t('setup.text')}</p>
      <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
        <Field label={t('setup.email')} className="min-w-64 flex-1">
          <Input type="email" {...emailField} autoComplete="off" />
        </Field>
        <Button type="submit" isLoading={promote.isPending}>
          {t('setup.promote')}
        </Button>
      </form>
    </Card>
  );
}
