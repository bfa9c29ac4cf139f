import { randomBytes } from 'node:crypto';
import { hmacHex, signatureMatches, verifyRazorpayStyleWebhook } from './signature.js';
import type { PaymentProviderAdapter } from './types.js';

export interface SandboxProvider extends PaymentProviderAdapter {
  /** A signed webhook for a simulated captured payment, exactly as Razorpay would send it. */
  simulateCapture(input: { providerOrderId: string; amountPaise: number }): {
    rawBody: string;
    headers: Record<string, string>;
    checkout: { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string };
  };
}

const id = (prefix: string) => `${prefix}${randomBytes(7).toString('hex')}`;

/**
 * With no payment keys configured: orders are opened locally, and a "payment" is a webhook the
 * server signs with a secret made at start-up and sends to itself, through the same verification,
 * idempotency and completion path as Razorpay's. No money moves.
 */
export function createSandboxProvider(): SandboxProvider {
  const webhookSecret = randomBytes(32).toString('hex');
  const checkoutSecret = randomBytes(32).toString('hex');
  return {
    name: 'sandbox',
    keyId: null,

    async createOrder() {
      return { providerOrderId: id('order_sbx_') };
    },

    checkoutFor({ providerOrderId, amountPaise, description }) {
      return { provider: 'sandbox', orderId: providerOrderId, amount: amountPaise, currency: 'INR', description };
    },

    verifyWebhook: (rawBody, headers) => verifyRazorpayStyleWebhook(webhookSecret, rawBody, headers),

    verifyCheckout: ({ providerOrderId, paymentId, signature }) =>
      signatureMatches(hmacHex(checkoutSecret, `${providerOrderId}|${paymentId}`), signature),

    simulateCapture({ providerOrderId, amountPaise }) {
      const paymentId = id('pay_sbx_');
      const entity = {
        id: paymentId,
        entity: 'payment',
        amount: amountPaise,
        currency: 'INR',
        status: 'captured',
        order_id: providerOrderId,
        method: 'card',
        captured: true,
      };
      const rawBody = JSON.stringify({
        entity: 'event',
        account_id: 'acc_sandbox',
        event: 'payment.captured',
        contains: ['payment'],
        payload: { payment: { entity } },
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        rawBody,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(webhookSecret, rawBody),
          'x-razorpay-event-id': id('evt_sbx_'),
        },
        checkout: {
          razorpayOrderId: providerOrderId,
          razorpayPaymentId: paymentId,
          razorpaySignature: hmacHex(checkoutSecret, `${providerOrderId}|${paymentId}`),
        },
      };
    },
  };
}
