import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellOff, BellRing, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PushDevice } from '@contracts/push';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import {
  deleteDevice,
  deleteSubscription,
  fetchPublicKey,
  pushDevicesOptions,
  pushKeys,
  saveSubscription,
} from './api';
import { browserPush, deviceLabel, keyBytes, type BrowserPush } from './browser-push';

/**
 * On /profile: "Notifications on this device". Turning them on asks the browser's permission,
 * subscribes with the server's key and sends the subscription; turning off ends it here and on
 * the server. Below, every device the member turned them on for, each active (a device its push
 * service ended is removed from the list), with Remove (asked first).
 */
export function PushSettings({ browser: given }: { browser?: BrowserPush } = {}) {
  const { t } = useTranslation('push');
  const format = useFormat();
  const queryClient = useQueryClient();
  const handleError = useApiErrorHandler();
  const browser = useMemo(() => given ?? browserPush(), [given]);
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [checked, setChecked] = useState(!browser.supported);
  const [permission, setPermission] = useState<NotificationPermission>(() => browser.permission());
  const [removing, setRemoving] = useState<PushDevice | null>(null);

  useEffect(() => {
    if (!browser.supported) return;
    let live = true;
    browser
      .current()
      .then((current) => live && setSubscription(current))
      .catch(() => undefined)
      .finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, [browser]);

  const endpoint = subscription?.endpoint ?? null;
  const devices = useQuery(pushDevicesOptions(endpoint));
  // This browser has a subscription, but the member's list (just read) no longer has it: it was
  // removed (from another device, or because its push service ended it). Listed means active.
  const removedHere =
    subscription !== null &&
    devices.isSuccess &&
    !devices.isFetching &&
    !devices.data.items.some((device) => device.thisDevice);
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushKeys.all });

  const turnOn = useMutation({
    mutationFn: async () => {
      const answer = await browser.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return null;
      // A subscription the server no longer lists may have been ended by the push service: start anew.
      if (removedHere) await subscription?.unsubscribe().catch(() => false);
      const existing = removedHere ? null : await browser.current();
      const { publicKey } = await fetchPublicKey();
      const made = existing ?? (await browser.subscribe(keyBytes(publicKey)));
      const json = made.toJSON();
      await saveSubscription({
        endpoint: made.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        label: deviceLabel(navigator.userAgent),
      });
      return made;
    },
    onSuccess: (made) => {
      if (!made) return;
      setSubscription(made);
      toast.success(t('turnedOn'));
      void refresh();
    },
    onError: (error) => handleError(error, { title: t('failed') }),
  });

  const turnOff = useMutation({
    mutationFn: async () => {
      if (!subscription) return;
      const gone = subscription.endpoint;
      await subscription.unsubscribe().catch(() => false);
      await deleteSubscription(gone).catch(() => undefined);
    },
    onSuccess: () => {
      setSubscription(null);
      toast.success(t('turnedOff'));
      void refresh();
    },
    onError: (error) => handleError(error, { title: t('failed') }),
  });

  const remove = useMutation({
    mutationFn: async (device: PushDevice) => {
      await deleteDevice(device.id);
      if (device.thisDevice && subscription) await subscription.unsubscribe().catch(() => false);
      return device;
    },
    onSuccess: (device) => {
      if (device.thisDevice) setSubscription(null);
      setRemoving(null);
      toast.success(t('removed'));
      void refresh();
    },
    onError: (error) => handleError(error, { title: t('failed') }),
  });

  const items = devices.data?.items ?? [];
  return (
    <Card className="my-6">
      <CardHeader>
        <CardTitle className="text-xl" role="heading" aria-level={2}>
          {t('title')}
        </CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="space-y-3" aria-live="polite">
          {!browser.supported ? (
            <Alert tone="info">{browser.needsInstall ? t('iphoneInstall') : t('unsupported')}</Alert>
          ) : !checked ? null : subscription && !removedHere ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="flex items-center gap-2 text-base text-ink">
                <BellRing aria-hidden="true" className="h-5 w-5 shrink-0 text-primary-700" />
                {t('onHere')}
              </p>
              <Button variant="outline" isLoading={turnOff.isPending} onClick={() => turnOff.mutate()}>
                <BellOff aria-hidden="true" className="h-4 w-4" />
                {t('turnOff')}
              </Button>
            </div>
          ) : permission === 'denied' ? (
            <Alert tone="warning">{t('blocked')}</Alert>
          ) : (
            <div className="space-y-2">
              {removedHere ? <Alert tone="info">{t('removedHere')}</Alert> : null}
              <Button variant="primary" isLoading={turnOn.isPending} onClick={() => turnOn.mutate()}>
                <BellRing aria-hidden="true" className="h-4 w-4" />
                {t('turnOn')}
              </Button>
              <p className="text-sm text-muted">{t('privacy')}</p>
            </div>
          )}
          {browser.supported ? <p className="text-sm text-muted">{t('iphoneNote')}</p> : null}
        </div>

        {items.length > 0 ? (
          <section aria-labelledby="push-devices-heading" className="space-y-2">
            <h3 id="push-devices-heading" className="text-base font-semibold text-ink">
              {t('devices')}
            </h3>
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {items.map((device) => (
                <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div className="flex min-w-0 items-start gap-3">
                    <Smartphone aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-muted" />
                    <div className="min-w-0">
                      <p className="break-words font-medium text-ink">
                        {device.label ?? t('unnamed')}
                        {device.thisDevice ? (
                          <span className="ml-2 text-sm text-primary-700">{t('thisDevice')}</span>
                        ) : null}
                      </p>
                      <p className="text-sm text-muted">{t('active', { when: format.date(device.createdAt) })}</p>
                    </div>
                  </div>
                  <Button
                    variant="outline"
                    aria-label={t('removeNamed', { name: device.label ?? t('unnamed') })}
                    onClick={() => setRemoving(device)}
                  >
                    {t('remove')}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          title={t('removeTitle')}
          description={t('removeText', { name: removing?.label ?? t('unnamed') })}
          confirmLabel={t('remove')}
          onConfirm={() => removing && remove.mutate(removing)}
          isPending={remove.isPending}
        />
      </CardContent>
    </Card>
  );
}
