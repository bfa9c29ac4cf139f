import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmSupportOrderBody, CreatedSupportOrder, SupportOrder, SupportPlan } from '@contracts/support';
import { toast } from '@/components/ui/toaster';
import { describeApiError, useApiErrorHandler } from '@/lib/api-errors';
import { useRefreshCommunityFigures } from '@/lib/community-figures';
import { confirmOrder, paySandboxOrder, useCreateOrder, useOrderStatus } from '../api';
import { CheckoutLoadError, openRazorpayCheckout } from './razorpay-checkout';

/** How long the page waits for the webhook before saying the receipt will follow by e-mail. */
const SLOW_CONFIRMATION_MS = 60_000;

export type CheckoutPhase =
  | { step: 'idle' }
  | { step: 'sandbox'; created: CreatedSupportOrder; isPaying: boolean }
  | { step: 'confirming'; order: SupportOrder; isSlow: boolean }
  | { step: 'completed'; order: SupportOrder }
  | { step: 'failed'; message: string };

/**
 * The payment journey: open an order, take the payment (Razorpay Checkout or the sandbox dialog),
 * report the signed result, then poll until the webhook has completed the order.
 */
export function useSupportCheckout() {
  const { t } = useTranslation('support');
  const { t: tCommon } = useTranslation('common');
  const handleApiError = useApiErrorHandler();
  const [phase, setPhase] = useState<CheckoutPhase>({ step: 'idle' });
  const [pendingPlan, setPendingPlan] = useState<SupportPlan | null>(null);
  const create = useCreateOrder();
  const refreshFigures = useRefreshCommunityFigures();
  const watchedId = phase.step === 'confirming' ? phase.order.id : null;
  const status = useOrderStatus(watchedId, phase.step === 'confirming');

  useEffect(() => {
    if (phase.step !== 'confirming' || !status.data) return;
    if (status.data.status === 'completed') {
      setPhase({ step: 'completed', order: status.data });
      void refreshFigures();
    }
  }, [phase.step, status.data, refreshFigures]);

  useEffect(() => {
    if (phase.step !== 'confirming' || phase.isSlow) return;
    const timer = window.setTimeout(
      () => setPhase((p) => (p.step === 'confirming' ? { ...p, isSlow: true } : p)),
      SLOW_CONFIRMATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [phase]);

  async function reportPaid(created: CreatedSupportOrder, result: ConfirmSupportOrderBody) {
    setPhase({ step: 'confirming', order: created.order, isSlow: false });
    try {
      await confirmOrder(created.order.id, result);
    } catch (err) {
      // The webhook still decides; the page keeps waiting for it, but says what happened.
      handleApiError(err, { title: t('checkout.checkTitle') });
    }
  }

  async function start(plan: SupportPlan, amountRupees: number) {
    setPendingPlan(plan);
    try {
      const created = await create.mutateAsync({ plan, amountRupees });
      if (created.checkout.provider === 'sandbox') {
        setPhase({ step: 'sandbox', created, isPaying: false });
        return;
      }
      await openRazorpayCheckout(created.checkout, {
        onPaid: (result) => void reportPaid(created, result),
        onDismiss: () => setPhase((p) => (p.step === 'confirming' ? p : { step: 'idle' })),
        // Razorpay describes the failure in its own words; without them, ours.
        onFailed: (message) => toast.error(t('checkout.failedTitle'), message ?? t('checkout.failed')),
      });
    } catch (err) {
      if (err instanceof CheckoutLoadError) toast.error(t('checkout.couldNotStart'), t('checkout.windowNotLoaded'));
      else handleApiError(err, { title: t('checkout.couldNotStart') });
    } finally {
      setPendingPlan(null);
    }
  }

  async function paySandbox() {
    if (phase.step !== 'sandbox') return;
    const { created } = phase;
    setPhase({ step: 'sandbox', created, isPaying: true });
    try {
      const result = await paySandboxOrder(created.order.id);
      await reportPaid(created, result);
    } catch (err) {
      setPhase({ step: 'failed', message: describeApiError(tCommon, err) });
    }
  }

  const close = () => setPhase({ step: 'idle' });
  return { phase, pendingPlan, start, paySandbox, close };
}
