import { AppError } from '../../../platform/errors.js';
import { SupportMessages } from '../../../../contracts/support.js';
import { hmacHex, signatureMatches, verifyRazorpayStyleWebhook } from './signature.js';
import type { PaymentProviderAdapter } from './types.js';

interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  apiUrl: string;
  siteName: string;
  log?: { warn: (obj: object, msg: string) => void };
}

/** Razorpay: the Orders API (Basic auth), Checkout in the page, and signed webhooks. */
export function createRazorpayProvider(config: RazorpayConfig): PaymentProviderAdapter {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    keyId: config.keyId,

    async createOrder({ amountPaise, receipt, notes }) {
      let response: Response;
      try {
        response = await fetch(`${config.apiUrl}/v1/orders`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (err) {
        config.log?.warn({ err }, 'razorpay: orders API unreachable');
        throw new AppError('INTERNAL', SupportMessages.providerUnavailable, 502);
      }
      const body = (await response.json().catch(() => null)) as {
        id?: unknown;
        amount?: unknown;
        error?: { code?: string; description?: string };
      } | null;
      if (!response.ok || typeof body?.id !== 'string' || body.amount !== amountPaise) {
        config.log?.warn({ status: response.status, error: body?.error }, 'razorpay: order not created');
        throw new AppError('INTERNAL', SupportMessages.providerUnavailable, 502);
      }
      return { providerOrderId: body.id };
    },

    checkoutFor({ providerOrderId, amountPaise, description, payer }) {
      return {
        provider: 'razorpay',
        keyId: config.keyId,
        orderId: providerOrderId,
        amount: amountPaise,
        currency: 'INR',
        name: config.siteName,
        description,
        prefill: payer,
      };
    },

    verifyWebhook: (rawBody, headers) => verifyRazorpayStyleWebhook(config.webhookSecret, rawBody, headers),

    verifyCheckout: ({ providerOrderId, paymentId, signature }) =>
      signatureMatches(hmacHex(config.keySecret, `${providerOrderId}|${paymentId}`), signature),
  };
}
