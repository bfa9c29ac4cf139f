import { CheckCircle2, FlaskConical, Heart } from 'lucide-react';
import { SupportMessages, findTier } from '@contracts/support';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatRupees } from './format';
import type { CheckoutPhase } from './use-support-checkout';

const planName = (plan: Parameters<typeof findTier>[0]) => findTier(plan)?.name ?? 'Custom amount';

/** The sandbox checkout, the wait for the payment provider's confirmation, and the thank-you. */
export function PaymentDialog({ phase, onPay, onClose }: { phase: CheckoutPhase; onPay: () => void; onClose: () => void }) {
  if (phase.step === 'idle') return null;
  const isBusy = (phase.step === 'sandbox' && phase.isPaying) || phase.step === 'confirming';
  const title =
    phase.step === 'sandbox' ? 'Sandbox payment — no money moves'
    : phase.step === 'confirming' ? 'Confirming your payment'
    : phase.step === 'completed' ? 'Thank you!'
    : 'Payment not completed';
  return (
    <Dialog open onOpenChange={(open) => !open && !isBusy && onClose()} title={title}>
      {phase.step === 'sandbox' ? (
        <div className="space-y-4">
          <div className="flex gap-3 rounded-lg bg-accent-50 p-4 text-ink">
            <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" />
            <p>This site has no payment provider configured, so this is a test checkout. The payment goes through the same order, confirmation and webhook path as a real one.</p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
            <dt className="text-muted">Plan</dt>
            <dd className="font-medium">{planName(phase.created.order.plan)}</dd>
            <dt className="text-muted">Amount</dt>
            <dd className="font-medium">{formatRupees(phase.created.order.amountRupees)}</dd>
            <dt className="text-muted">Order</dt>
            <dd className="break-all font-mono text-sm">{phase.created.checkout.orderId}</dd>
          </dl>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={phase.isPaying}>Cancel</Button>
            <Button onClick={onPay} isLoading={phase.isPaying}>Pay {formatRupees(phase.created.order.amountRupees)}</Button>
          </div>
        </div>
      ) : phase.step === 'confirming' ? (
        <div className="space-y-4 text-center" aria-live="polite">
          <Spinner size="lg" label="Waiting for the payment provider's confirmation" className="justify-center text-primary-700" />
          <p>We are waiting for the payment provider to confirm your payment of {formatRupees(phase.order.amountRupees)}. This usually takes a few seconds.</p>
          {phase.isSlow ? (
            <>
              <p className="text-muted">This is taking longer than usual. You can close this window: your receipt will arrive by e-mail as soon as the payment is confirmed.</p>
              <Button variant="outline" onClick={onClose}>Close</Button>
            </>
          ) : null}
        </div>
      ) : phase.step === 'completed' ? (
        <div className="space-y-4 text-center" role="status">
          <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-success" />
          <p className="text-lg font-semibold">{SupportMessages.paymentCompleted}</p>
          <p>
            Your {planName(phase.order.plan)} support of <strong>{formatRupees(phase.order.amountRupees)}</strong> is complete. A receipt is on its way to your e-mail.
          </p>
          <p className="flex items-start gap-2 text-left text-muted">
            <Heart aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-accent-600" />
            {SupportMessages.thankYou}
          </p>
          <Button onClick={onClose}>Done</Button>
        </div>
      ) : (
        <div className="space-y-4">
          <p role="alert">{phase.message}</p>
          <Button onClick={onClose}>Close</Button>
        </div>
      )}
    </Dialog>
  );
}
