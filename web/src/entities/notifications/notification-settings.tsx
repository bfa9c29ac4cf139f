import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  AlwaysInAppNotices,
  DeliveryChannels,
  DeliveryKinds,
  DigestFrequencies,
  NotificationSettings,
  defaultChannels,
} from '@contracts/notifications';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { describeIssue, useApiErrorHandler } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { useNotificationSettings, useUpdateNotificationSettings } from './api';

/** Quiet hours when first switched on: a night's sleep. */
const NIGHT = { start: '22:00', end: '07:00' };

/** What the server sent, with every kind present (a kind added later shows its defaults). */
function complete(settings: NotificationSettings): NotificationSettings {
  return {
    ...settings,
    alwaysInApp: settings.alwaysInApp ?? [],
    channels: Object.fromEntries(
      DeliveryKinds.map((kind) => [kind, { ...defaultChannels[kind], ...settings.channels[kind] }]),
    ) as NotificationSettings['channels'],
  };
}

/**
 * On /profile (#notifications): for each kind of notification, in the app, by e-mail, by push;
 * the weekly digest, quiet hours in India time, and whether e-mails and the lock screen say what a
 * notification is about. Checked with the contract's schema here and on the server.
 */
export function NotificationSettingsCard() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  const { hash } = useLocation();
  const ready = Boolean(settings.data);
  // A link to /profile#notifications lands here once the section has its height.
  useEffect(() => {
    if (hash === '#notifications' && ready)
      document.getElementById('notifications')?.scrollIntoView({ block: 'start' });
  }, [hash, ready]);

  return (
    <Card id="notifications" className="my-6 scroll-mt-20">
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          {t('settings.title')}
        </CardTitle>
        <CardDescription>{t('settings.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          <SettingsForm settings={complete(settings.data)} />
        ) : settings.isError ? (
          <Alert
            tone="danger"
            action={
              <Button variant="outline" onClick={() => void settings.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            {t('settings.loadFailed')}
          </Alert>
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

export function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('notifications');
  const save = useUpdateNotificationSettings();
  const handleError = useApiErrorHandler();
  const { register, handleSubmit, reset, setError, setValue, control, formState } = useForm<NotificationSettings>({
    resolver: zodResolver(NotificationSettings),
    defaultValues: settings,
  });
  const [savedOnce, setSavedOnce] = useState(false);
  const lastTimes = useRef(settings.quietHours ?? NIGHT);
  const quiet = useWatch({ control, name: 'quietHours' });
  if (quiet) lastTimes.current = quiet;
  const { errors, isDirty } = formState;
  const ids = { kind: useId(), digest: useId(), details: useId(), quiet: useId() };
  const channels = useWatch({ control, name: 'channels' });

  // The times are registered only while quiet hours are on: registered with none, they would
  // make an empty pair that fails the check, and nothing could be saved.
  const fields = {
    digest: register('digest'),
    showDetails: register('showDetails'),
    quietStart: quiet ? register('quietHours.start') : null,
    quietEnd: quiet ? register('quietHours.end') : null,
  };

  // What always arrives in the app is the server's to say, not a choice sent back.
  const submit = handleSubmit(({ alwaysInApp: _always, ...body }) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        reset(complete(saved));
        setSavedOnce(true);
        toast.success(t('settings.saved'));
      },
      onError: (error) => handleError(error, { setError, title: t('settings.saveFailed') }),
    }),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-8">
      <div>
        <div
          aria-hidden="true"
          className="hidden border-b border-slate-200 pb-2 text-sm font-semibold text-ink sm:grid sm:grid-cols-[1fr_repeat(3,6.5rem)]"
        >
          <span>{t('settings.kind')}</span>
          {DeliveryChannels.map((channel) => (
            <span key={channel} className="text-center">
              {t(`settings.channels.${channel}`)}
            </span>
          ))}
        </div>
        <ul className="divide-y divide-slate-100">
          {DeliveryKinds.map((kind) => {
            const kindName = t(`settings.kinds.${kind}`);
            return (
              <li key={kind} className="py-3">
                <div
                  role="group"
                  aria-labelledby={`${ids.kind}-${kind}`}
                  className="grid gap-2 sm:grid-cols-[1fr_repeat(3,6.5rem)] sm:items-center sm:gap-0"
                >
                  <div>
                    <p id={`${ids.kind}-${kind}`} className="font-medium text-ink">
                      {kindName}
                    </p>
                    <p className="text-sm text-muted">{t(`settings.kindHints.${kind}`)}</p>
                  </div>
                  <div className="grid grid-cols-3 gap-1 sm:contents">
                    {DeliveryChannels.map((channel) => (
                      <label
                        key={channel}
                        className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 hover:bg-primary-50 sm:justify-center"
                      >
                        <input
                          type="checkbox"
                          {...register(`channels.${kind}.${channel}`)}
                          aria-label={t(`settings.channelLabel.${channel}`, { kind: kindName })}
                          className="h-5 w-5 accent-primary-700"
                        />
                        <span className="text-sm text-ink sm:sr-only">{t(`settings.channels.${channel}`)}</span>
                      </label>
                    ))}
                  </div>
                </div>
              </li>
            );
          })}
          {settings.alwaysInApp.map((notice) => {
            const noticeName = t(`settings.alwaysInApp.${notice}.name`);
            const kind = AlwaysInAppNotices[notice];
            return (
              <li key={notice} className="py-3">
                <div
                  role="group"
                  aria-labelledby={`${ids.kind}-${notice}`}
                  aria-describedby={`${ids.kind}-${notice}-hint`}
                  className="grid gap-2 sm:grid-cols-[1fr_repeat(3,6.5rem)] sm:items-center sm:gap-0"
                >
                  <div>
                    <p id={`${ids.kind}-${notice}`} className="font-medium text-ink">
                      {noticeName}
                    </p>
                    <p id={`${ids.kind}-${notice}-hint`} className="text-sm text-muted">
                      {t(`settings.alwaysInApp.${notice}.hint`, { kind: t(`settings.kinds.${kind}`) })}
                    </p>
                  </div>
                  <div className="grid grid-cols-3 gap-1 sm:contents">
                    {DeliveryChannels.map((channel) => (
                      <label key={channel} className="flex min-h-11 items-center gap-2 px-2 sm:justify-center">
                        {/* Shown, not chosen: always in the app; e-mail and push as for its kind. */}
                        <input
                          type="checkbox"
                          disabled
                          checked={channel === 'inApp' || Boolean(channels?.[kind]?.[channel])}
                          readOnly
                          aria-label={
                            channel === 'inApp'
                              ? t('settings.alwaysInApp.inAppLabel', { kind: noticeName })
                              : t(`settings.channelLabel.${channel}`, { kind: noticeName })
                          }
                          className="h-5 w-5 accent-primary-700"
                        />
                        <span className="text-sm text-ink sm:sr-only">
                          {channel === 'inApp' ? t('settings.alwaysInApp.always') : t(`settings.channels.${channel}`)}
                        </span>
                      </label>
                    ))}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
        {errors.channels?.message ? (
          <p className="text-sm font-medium text-danger">{describeIssue(t, errors.channels.message)}</p>
        ) : null}
        <p className="mt-2 text-sm text-muted">{t('settings.emailHint')}</p>
        <p className="mt-1 text-sm text-muted">{t('settings.pushHint')}</p>
      </div>

      <fieldset className="space-y-1" aria-describedby={`${ids.digest}-hint`}>
        <legend className="text-base font-semibold text-ink">{t('settings.digest')}</legend>
        <p id={`${ids.digest}-hint`} className="text-sm text-muted">
          {t('settings.digestHint')}
        </p>
        <div className="flex flex-wrap gap-x-6">
          {DigestFrequencies.map((value) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2">
              <input type="radio" value={value} {...fields.digest} className="h-4 w-4 accent-primary-700" />
              <span className="text-ink">{t(`settings.digestOptions.${value}`)}</span>
            </label>
          ))}
        </div>
        {errors.digest?.message ? (
          <p className="text-sm font-medium text-danger">{describeIssue(t, errors.digest.message)}</p>
        ) : null}
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-base font-semibold text-ink">{t('settings.quiet')}</legend>
        <div className="flex items-start gap-3 rounded-md px-2 py-2 hover:bg-primary-50">
          <input
            id={`${ids.quiet}-toggle`}
            type="checkbox"
            checked={Boolean(quiet)}
            onChange={(e) =>
              setValue('quietHours', e.target.checked ? lastTimes.current : null, {
                shouldDirty: true,
                shouldValidate: false,
              })
            }
            aria-describedby={`${ids.quiet}-hint`}
            className="mt-1 h-4 w-4 shrink-0 accent-primary-700"
          />
          <div>
            <label htmlFor={`${ids.quiet}-toggle`} className="block cursor-pointer text-ink">
              {t('settings.quietToggle')}
            </label>
            <p id={`${ids.quiet}-hint`} className="text-sm text-muted">
              {t('settings.quietHint')}
            </p>
          </div>
        </div>
        {quiet ? (
          <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
            <Field label={t('settings.quietFrom')} error={errors.quietHours?.start?.message}>
              <Input type="time" {...fields.quietStart} />
            </Field>
            <Field label={t('settings.quietTo')} error={errors.quietHours?.end?.message}>
              <Input type="time" {...fields.quietEnd} />
            </Field>
          </div>
        ) : null}
      </fieldset>

      <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
        <input
          id={`${ids.details}-toggle`}
          type="checkbox"
          {...fields.showDetails}
          aria-describedby={`${ids.details}-hint`}
          className="mt-1 h-5 w-5 shrink-0 accent-primary-700"
        />
        <div>
          <label htmlFor={`${ids.details}-toggle`} className="block cursor-pointer font-medium text-ink">
            {t('settings.details')}
          </label>
          <p id={`${ids.details}-hint`} className="text-sm text-muted">
            {t('settings.detailsHint')}
          </p>
        </div>
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p role="status" className={cn('text-sm', isDirty ? 'text-accent-700' : 'text-muted')}>
          {isDirty ? t('settings.unsaved') : savedOnce ? t('settings.savedState') : ''}
        </p>
        <Button type="submit" isLoading={save.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}
