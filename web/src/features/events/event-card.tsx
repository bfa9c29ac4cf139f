import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CalendarDays, CalendarPlus, Clock, ExternalLink, MapPin, Users, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EVENT_TIME_ZONE, type CommunityEvent } from '@contracts/events';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { SampleBadge } from '@/components/ui/sample-badge';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useDeleteEvent, useRegistration } from './api';
import { BilingualText } from '@/components/bilingual-text';

const dayFormat: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' };

/** One event: what, who hosts, when (India time), where, places, and the Register button's states. */
export function EventCard({ event }: { event: CommunityEvent }) {
  const { t } = useTranslation(['events', 'standing']);
  const format = useFormat();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const registration = useRegistration();
  const remove = useDeleteEvent();
  const handleError = useApiErrorHandler();
  const [confirm, setConfirm] = useState<'cancel' | 'delete' | null>(null);
  const tz = { timeZone: EVENT_TIME_ZONE };
  const full = event.maxAttendees !== null && event.attendeeCount >= event.maxAttendees;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(format.locale, { ...tz, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

  const register = () => {
    if (!user) {
      toast.info(t('toasts.signInRequired'), t('toasts.signInToRegister'));
      navigate('/auth', { state: { from: location.pathname } });
      return;
    }
    registration.mutate(
      { id: event.id, register: true },
      {
        onSuccess: () => toast.success(t('toasts.registeredTitle'), t('toasts.registeredText')),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) toast.error(t('toasts.failedTitle'), error.message);
          else handleError(error, { title: t('toasts.registerFailed') });
        },
      },
    );
  };
  const cancel = () =>
    registration.mutate(
      { id: event.id, register: false },
      { onSuccess: () => (setConfirm(null), toast.success(t('toasts.cancelled'))), onError: (e) => handleError(e) },
    );
  const askCancel = () => setConfirm('cancel');
  const askDelete = () => setConfirm('delete');
  const doDelete = () =>
    remove.mutate(event.id, {
      onSuccess: () => (setConfirm(null), toast.success(t('toasts.deleted'))),
      onError: (e) => handleError(e),
    });

  return (
    <Card id={`event-${event.id}`} className="flex h-full flex-col p-5">
      <article aria-labelledby={`event-title-${event.id}`} className="flex h-full flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {event.eventType ? (
            <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-medium text-accent-700">
              <BilingualText en={event.eventType} hi={event.eventTypeHi} mark={false} />
            </span>
          ) : null}
          {event.isSample ? <SampleBadge /> : null}
          {event.isHappening ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-rose-50 px-2.5 py-0.5 text-xs font-semibold text-rose-800">
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-rose-600" />
              {t('card.happeningNow')}
            </span>
          ) : null}
          {event.registeredByMe ? (
            <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800">
              {t('card.youAreRegistered')}
            </span>
          ) : null}
        </div>
        <h2 id={`event-title-${event.id}`} className="text-lg font-semibold text-ink">
          <BilingualText en={event.title} hi={event.titleHi} />
        </h2>
        <p className="text-sm text-muted">
          {t('card.host', { name: event.hostName ?? t('standing:events.siteHost') })}
        </p>
        {event.description ? (
          <BilingualText
            as="p"
            className="line-clamp-4 whitespace-pre-line break-words text-ink"
            en={event.description}
            hi={event.descriptionHi}
          />
        ) : null}
        <ul className="space-y-1.5 text-sm text-ink">
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="h-4 w-4 shrink-0 text-primary-700" />
            {format.date(event.startsAt, { ...tz, ...dayFormat })}
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="h-4 w-4 shrink-0 text-primary-700" />
            {event.endsAt
              ? t('card.timeRange', { start: time(event.startsAt), end: time(event.endsAt) })
              : time(event.startsAt)}{' '}
            {t('card.ist')}
          </li>
          {event.location ? (
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-primary-700" />
              <BilingualText en={event.location} hi={event.locationHi} mark={false} />
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <Users aria-hidden="true" className="h-4 w-4 shrink-0 text-primary-700" />
            {event.maxAttendees !== null ? `${t('card.max', { count: event.maxAttendees })} · ` : ''}
            {t('card.registered', { count: event.attendeeCount })}
          </li>
          {event.isOnline ? (
            <li className="flex items-center gap-2">
              <Video aria-hidden="true" className="h-4 w-4 shrink-0 text-primary-700" />
              {t('card.online')}
            </li>
          ) : null}
          {event.hasMeetingLink && !event.meetingLink && !event.isPast && !event.isHappening ? (
            <li className="flex items-start gap-2 text-muted">
              <ExternalLink aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary-700" />
              {t('card.linkAfterRegister')}
            </li>
          ) : null}
        </ul>
        {event.registrationLink && !event.isPast ? (
          <a
            href={event.registrationLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('card.registerElsewhereName')}
            className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800"
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            {t('card.registerElsewhere')}
          </a>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
          {event.isPast ? <span className="text-sm text-muted">{t('card.past')}</span> : null}
          {/* Those registered, the host and administrators join; the link is theirs only (a server rule). */}
          {!event.isPast && event.meetingLink ? (
            <a
              href={event.meetingLink}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('primary', 'sm')}
            >
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              {t('card.join')}
            </a>
          ) : null}
          {!event.isPast && event.registeredByMe && !event.isHappening ? (
            <Button variant="outline" size="sm" onClick={askCancel}>
              {t('card.cancel')}
            </Button>
          ) : null}
          {!event.isPast && !event.registeredByMe && !event.isHappening ? (
            <Button size="sm" onClick={register} isLoading={registration.isPending} disabled={!!user && full}>
              {!user
                ? t('card.signInToRegister')
                : registration.isPending
                  ? t('card.registering')
                  : full
                    ? t('card.full')
                    : t('card.register')}
            </Button>
          ) : null}
          {event.isHappening && !event.registeredByMe && !event.canManage ? (
            <span className="text-sm text-muted">{t('card.registrationClosed')}</span>
          ) : null}
          <a href={`/api/events/${event.id}/calendar.ics`} className={buttonClass('ghost', 'sm')} download>
            <CalendarPlus aria-hidden="true" className="h-4 w-4" />
            {t('card.calendar')}
          </a>
          {event.canManage ? (
            <Button variant="ghost" size="sm" className="text-danger" onClick={askDelete}>
              {t('card.delete')}
            </Button>
          ) : null}
        </div>
      </article>
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'delete' ? t('confirm.deleteTitle') : t('confirm.cancelTitle')}
        description={confirm === 'delete' ? t('confirm.deleteText') : t('confirm.cancelText')}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirm(null)}>
            {t('confirm.keep')}
          </Button>
          <Button
            variant="danger"
            onClick={confirm === 'delete' ? doDelete : cancel}
            isLoading={registration.isPending || remove.isPending}
          >
            {confirm === 'delete' ? t('card.delete') : t('card.cancel')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
