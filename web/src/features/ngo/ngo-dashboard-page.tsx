import { useState } from 'react';
import { CalendarDays, Download, Pencil, ShieldAlert, Trash2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CreateEventBody, DashboardEvent, NgoDashboard } from '@contracts/events';
import { EventForm, type EventFormSetError, type EventFormValues } from '@/entities/events/event-form';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  registrantsCsvUrl,
  useCancelEvent,
  useCreateEvent,
  useNgoDashboard,
  useRegistrants,
  useUpdateEvent,
} from './api';
import { NgoGroups } from './ngo-groups';
import { NgoDonorDrives } from './ngo-donor-drives';

const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

/** /ngo-dashboard: an NGO's (or an administrator's) events with the form that publishes them, registrations, reach and support groups. */
export function NgoDashboardPage() {
  const { t } = useTranslation('ngo');
  useDocumentTitle(t('title'));
  const { user, isLoading } = useSession();
  const allowed = user?.can.hostDashboard ?? false;
  if (isLoading) return null;
  if (!allowed) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <EmptyState icon={ShieldAlert} title={t('denied.title')} description={t('denied.text')} />
      </div>
    );
  }
  return <Dashboard />;
}

function Dashboard() {
  const { t } = useTranslation('ngo');
  const board = useNgoDashboard();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      {board.isLoading ? (
        <Skeleton className="h-64 w-full" />
      ) : board.isError ? (
        <ErrorState error={board.error} onRetry={() => void board.refetch()} title={t('loadFailed')} />
      ) : board.data ? (
        <Tabs defaultValue="events">
          <TabsList className="grid-flow-row grid-cols-1 sm:grid-flow-col sm:grid-cols-none">
            <TabsTrigger value="events">{t('tabs.events')}</TabsTrigger>
            <TabsTrigger value="analytics">{t('tabs.analytics')}</TabsTrigger>
            <TabsTrigger value="reach">{t('tabs.reach')}</TabsTrigger>
          </TabsList>
          <TabsContent value="events">
            <EventManagement board={board.data} />
          </TabsContent>
          <TabsContent value="analytics">
            <Analytics board={board.data} />
          </TabsContent>
          <TabsContent value="reach">
            <Reach board={board.data} />
          </TabsContent>
        </Tabs>
      ) : null}
      <NgoGroups />
      <NgoDonorDrives />
    </div>
  );
}

/** The specification's place for the event form: the Event Management tab; it empties after publishing. */
function PublishEvent() {
  const { t } = useTranslation(['ngo', 'events']);
  const create = useCreateEvent();
  const handleError = useApiErrorHandler();
  const submit = (body: CreateEventBody, setError: EventFormSetError) =>
    create.mutateAsync(body).then(
      () => {
        toast.success(t('events:toasts.published'));
        return true;
      },
      (error: unknown) => {
        handleError<CreateEventBody>(error, { setError, title: t('events:toasts.publishFailed') });
        return false;
      },
    );
  return (
    <Card className="p-5">
      <EventForm
        heading={t('events:form.heading')}
        submitLabel={t('events:form.submit')}
        isPending={create.isPending}
        onSubmit={submit}
      />
    </Card>
  );
}

function EventManagement({ board }: { board: NgoDashboard }) {
  const { t } = useTranslation('ngo');
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <PublishEvent />
      {board.events.length === 0 ? (
        <EmptyState icon={CalendarDays} title={t('events.empty')} description={t('events.emptyText')} />
      ) : (
        <ul className="space-y-3" aria-label={t('events.listLabel')}>
          {board.events.map((e) => (
            <li key={e.id}>
              <EventRow event={e} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EventRow({ event }: { event: DashboardEvent }) {
  const { t } = useTranslation(['ngo', 'events']);
  const format = useFormat();
  const handleError = useApiErrorHandler();
  const [open, setOpen] = useState<'registrants' | 'edit' | 'cancel' | null>(null);
  const update = useUpdateEvent();
  const cancel = useCancelEvent();
  const close = () => setOpen(null);
  const save = (body: CreateEventBody, setError: EventFormSetError) =>
    update.mutateAsync({ id: event.id, body }).then(
      () => {
        toast.success(t('ngo:toasts.saved'));
        close();
        return true;
      },
      (error: unknown) => {
        handleError<CreateEventBody>(error, { setError, title: t('ngo:toasts.saveFailed') });
        return false;
      },
    );
  const doCancel = () =>
    cancel.mutate(event.id, {
      onSuccess: () => {
        toast.success(t('ngo:toasts.cancelled'));
        close();
      },
      onError: (error) => handleError(error, { title: t('ngo:toasts.cancelFailed') }),
    });
  const showRegistrants = () => setOpen('registrants');
  const showEdit = () => setOpen('edit');
  const showCancel = () => setOpen('cancel');
  return (
    <Card className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-ink">{event.title}</p>
          <p className="text-sm text-muted">
            {format.dateTime(event.startsAt)} ·{' '}
            {event.isOnline ? t('ngo:events.online') : (event.location ?? t('ngo:events.noLocation'))}
          </p>
        </div>
        <p className="text-sm font-medium text-ink">
          {event.maxAttendees
            ? t('ngo:events.registeredOf', { count: event.registered, max: event.maxAttendees })
            : t('ngo:events.registered', { count: event.registered })}
          {event.isPast ? (
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-muted">
              {t('ngo:events.past')}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={showRegistrants}
          aria-label={t('ngo:events.registrantsOf', { title: event.title })}
        >
          <Users aria-hidden="true" className="h-4 w-4" />
          {t('ngo:events.registrants')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={showEdit}
          aria-label={t('ngo:events.editOf', { title: event.title })}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t('ngo:events.edit')}
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={showCancel}
          aria-label={t('ngo:events.cancelOf', { title: event.title })}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('ngo:events.cancel')}
        </Button>
      </div>
      {open === 'registrants' ? <RegistrantsDialog event={event} onClose={close} /> : null}
      {open === 'edit' ? (
        <Dialog open onOpenChange={(o) => (o ? null : close())} title={t('ngo:events.editTitle')}>
          <EventForm
            initial={event.form as EventFormValues}
            heading={event.title}
            submitLabel={t('ngo:events.save')}
            isPending={update.isPending}
            onSubmit={save}
            keepAfterSave
          />
        </Dialog>
      ) : null}
      {open === 'cancel' ? (
        <Dialog
          open
          onOpenChange={(o) => (o ? null : close())}
          title={t('ngo:events.cancelTitle', { title: event.title })}
          description={t('ngo:events.cancelText', { count: event.registered })}
        >
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={close}>
              {t('ngo:events.keep')}
            </Button>
            <Button variant="danger" onClick={doCancel} isLoading={cancel.isPending}>
              {t('ngo:events.cancel')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </Card>
  );
}

function RegistrantsDialog({ event, onClose }: { event: DashboardEvent; onClose: () => void }) {
  const { t } = useTranslation('ngo');
  const format = useFormat();
  const list = useRegistrants(event.id);
  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())} title={t('registrants.title', { title: event.title })}>
      {list.isLoading ? (
        <Skeleton className="h-24 w-full" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} title={t('loadFailed')} />
      ) : list.data && list.data.items.length === 0 ? (
        <p className="text-muted">{t('registrants.empty')}</p>
      ) : (
        <div className="space-y-3">
          <ol className="max-h-80 divide-y divide-slate-100 overflow-y-auto" aria-label={t('registrants.listLabel')}>
            {list.data?.items.map((r, i) => (
              <li key={`${r.registeredAt}-${i}`} className="flex justify-between gap-2 py-2 text-sm">
                <span className="text-ink">{r.name}</span>
                <time dateTime={r.registeredAt} className="text-muted">
                  {format.dateTime(r.registeredAt)}
                </time>
              </li>
            ))}
          </ol>
          <a href={registrantsCsvUrl(event.id)} download className={buttonClass('outline', 'sm')}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('registrants.csv')}
          </a>
        </div>
      )}
    </Dialog>
  );
}

function Analytics({ board }: { board: NgoDashboard }) {
  const { t } = useTranslation('ngo');
  const format = useFormat();
  const maxDay = Math.max(1, ...board.registrationsByDay.map((d) => d.count));
  const total = board.registrationsByDay.reduce((n, d) => n + d.count, 0);
  const withCapacity = board.events.filter((e) => !e.isPast).slice(0, 12);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="space-y-3 p-5">
        <h2 className="text-xl font-semibold text-ink">{t('analytics.overTime')}</h2>
        <p className="text-sm text-muted">{t('analytics.overTimeText', { count: total })}</p>
        <div
          className="flex h-40 items-end gap-0.5"
          role="img"
          aria-label={t('analytics.chartLabel', { count: total })}
        >
          {board.registrationsByDay.map((d) => (
            <div
              key={d.date}
              className="flex-1 rounded-t bg-primary-600"
              style={{ height: `${(d.count / maxDay) * 100}%`, minHeight: d.count ? 4 : 1 }}
              title={`${format.date(d.date, SHORT_DATE)}: ${d.count}`}
            />
          ))}
        </div>
        <div className="flex justify-between text-xs text-muted">
          <span>{format.date(board.registrationsByDay[0]!.date, SHORT_DATE)}</span>
          <span>{format.date(board.registrationsByDay.at(-1)!.date, SHORT_DATE)}</span>
        </div>
      </Card>
      <Card className="space-y-3 p-5">
        <h2 className="text-xl font-semibold text-ink">{t('analytics.perEvent')}</h2>
        {withCapacity.length === 0 ? (
          <p className="text-muted">{t('analytics.noUpcoming')}</p>
        ) : (
          <ul className="space-y-3">
            {withCapacity.map((e) => {
              const share = e.maxAttendees ? Math.min(100, (e.registered / e.maxAttendees) * 100) : null;
              return (
                <li key={e.id} className="space-y-1">
                  <div className="flex justify-between gap-2 text-sm">
                    <span className="truncate text-ink">{e.title}</span>
                    <span className="shrink-0 text-muted">
                      {e.maxAttendees
                        ? t('events.registeredOf', { count: e.registered, max: e.maxAttendees })
                        : t('events.registered', { count: e.registered })}
                    </span>
                  </div>
                  <div className="h-2 rounded-full bg-slate-100">
                    <div
                      className="h-2 rounded-full bg-accent-600"
                      style={{ width: `${share ?? Math.min(100, e.registered * 5)}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}

function Reach({ board }: { board: NgoDashboard }) {
  const { t } = useTranslation('ngo');
  const format = useFormat();
  const tiles = [
    { key: 'members', value: board.reach.members },
    { key: 'registrations', value: board.reach.registrations },
    { key: 'events', value: board.reach.events },
    { key: 'upcoming', value: board.reach.upcoming },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {tiles.map((tile) => (
        <Card key={tile.key} className="p-5">
          <dt className="text-sm text-muted">{t(`reach.${tile.key}`)}</dt>
          <dd className="mt-1 text-3xl font-bold text-ink">{format.number(tile.value)}</dd>
        </Card>
      ))}
    </dl>
  );
}
