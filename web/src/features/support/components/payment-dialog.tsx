import { Trans, useTranslation } from 'react-i18next';
import { CheckCircle2, FlaskConical, Heart } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { usePlanName } from './amount-messages';
import type { CheckoutPhase } from './use-support-checkout';

/** The sandbox checkout, the wait for the payment provider's confirmation, and the thank-you. */
export function PaymentDialog({
  phase,
  onPay,
  onClose,
}: {
  phase: CheckoutPhase;
  onPay: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('support');
  const { rupees } = useFormat();
  const planName = usePlanName();
  if (phase.step === 'idle') return null;
  const isBusy = (phase.step === 'sandbox' && phase.isPaying) || phase.step === 'confirming';
  const title =
    phase.step === 'sandbox'
      ? t('payment.sandboxTitle')
      : phase.step === 'confirming'
        ? t('payment.confirmingTitle')
        : phase.step === 'completed'
          ? t('payment.completedTitle')
          : t('payment.failedTitle');
  return (
    <Dialog open onOpenChange={(open) => !open && !isBusy && onClose()} title={title}>
      {phase.step === 'sandbox' ? (
        <div className="space-y-4">
          <div className="flex gap-3 rounded-lg bg-accent-50 p-4 text-ink">
            <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" />
            <p>{t('payment.sandboxText')}</p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
            <dt className="text-muted">{t('payment.plan')}</dt>
            <dd className="font-medium">{planName(phase.created.order.plan)}</dd>
            <dt className="text-muted">{t('payment.amount')}</dt>
            <dd className="font-medium">{rupees(phase.created.order.amountRupees)}</dd>
            <dt className="text-muted">{t('payment.order')}</dt>
            <dd className="break-all font-mono text-sm">{phase.created.checkout.orderId}</dd>
          </dl>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={phase.isPaying}>
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={onPay} isLoading={phase.isPaying}>
              {t('payment.pay', { amount: rupees(phase.created.order.amountRupees) })}
            </Button>
          </div>
        </div>
      ) : phase.step === 'confirming' ? (
        <div className="space-y-4 text-center" aria-live="polite">
          <Spinner size="lg" label={t('payment.waitingLabel')} className="justify-center text-primary-700" />
          <p>{t('payment.waiting', { amount: rupees(phase.order.amountRupees) })}</p>
          {phase.isSlow ? (
            <>
              <p className="text-muted">{t('payment.slow')}</p>
              <Button variant="outline" onClick={onClose}>
                {t('common:actions.close')}
              </Button>
            </>
          ) : null}
        </div>
      ) : phase.step === 'completed' ? (
        <div className="space-y-4 text-center" role="status">
          <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-success" />
          <p className="text-lg font-semibold">{t('payment.received')}</p>
          <p>
            <Trans
              t={t}
              i18nKey="payment.completed"
              values={{ plan: planName(phase.order.plan), amount: rupees(phase.order.amountRupees) }}
              components={{ strong: <strong /> }}
            />
          </p>
          <p className="flex items-start gap-2 text-left text-muted">
            <Heart aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-accent-600" />
            {t('thanks.text')}
          </p>
          <Button onClick={onClose}>{t('payment.done')}</Button>
        </div>
      ) : (
        <div className="space-y-4">
          <Alert tone="danger">{phase.message}</Alert>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
        </div>
      )}
    </Dialog>
  );
}
