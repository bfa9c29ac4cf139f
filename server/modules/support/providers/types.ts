import type { SupportCheckout } from '../../../../contracts/support.js';

/** A verified payment event, in the provider-neutral shape the service acts on. */
export interface PaymentEvent {
  /** The provider's event id (idempotency): x-razorpay-event-id. */
  eventId: string;
  /** e.g. payment.captured, order.paid, payment.failed */
  type: string;
  payment: { id: string; orderId: string; amountPaise: number; currency: string; status: string } | null;
}

export type WebhookVerdict =
  { ok: true; event: PaymentEvent } | { ok: false; reason: 'forged' | 'malformed'; eventId: string | null };

/** What a payment provider does for us: open an order, and vouch for what it later tells us. */
export interface PaymentProviderAdapter {
  readonly name: 'razorpay' | 'sandbox';
  /** Public key id for the browser's Checkout (null for the sandbox). */
  readonly keyId: string | null;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ providerOrderId: string }>;
  /** The browser-side checkout data for an order. */
  checkoutFor(input: {
    providerOrderId: string;
    amountPaise: number;
    description: string;
    payer: { name: string; email: string };
  }): SupportCheckout;
  /** Checks the signature over the raw body and parses the event; refuses anything it cannot vouch for. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookVerdict;
  /** Checks the Checkout handler's signature over "order_id|payment_id". */
  verifyCheckout(input: { providerOrderId: string; paymentId: string; signature: string }): boolean;
}
