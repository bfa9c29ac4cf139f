import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentEvent, WebhookVerdict } from './types.js';

/** Hex HMAC-SHA256, the scheme Razorpay uses for webhooks and Checkout. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares a received hex signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, received: string | undefined): boolean {
  if (!received || !/^[0-9a-f]+$/i.test(received)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(received.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
};

const PaymentEntity = z.object({
  id: z.string().min(1),
  order_id: z.string().min(1).nullable().optional(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
});
const RazorpayWebhook = z
  .object({
    event: z.string().min(1),
    payload: z.object({ payment: z.object({ entity: PaymentEntity }).optional() }).loose(),
  })
  .loose();

/**
 * Razorpay's documented webhook scheme: X-Razorpay-Signature is the hex HMAC-SHA256 of the raw
 * body with the webhook secret; x-razorpay-event-id names the event for idempotency.
 */
export function verifyRazorpayStyleWebhook(
  secret: string | undefined,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): WebhookVerdict {
  const eventIdHeader = header(headers, 'x-razorpay-event-id')?.slice(0, 100) ?? null;
  if (!secret || !signatureMatches(hmacHex(secret, rawBody), header(headers, 'x-razorpay-signature'))) {
    return { ok: false, reason: 'forged', eventId: eventIdHeader };
  }
  let parsed: z.infer<typeof RazorpayWebhook>;
  try {
    parsed = RazorpayWebhook.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    return { ok: false, reason: 'malformed', eventId: eventIdHeader };
  }
  const entity = parsed.payload.payment?.entity;
  const payment: PaymentEvent['payment'] = entity?.order_id
    ? {
        id: entity.id,
        orderId: entity.order_id,
        amountPaise: entity.amount,
        currency: entity.currency,
        status: entity.status,
      }
    : null;
  // Without the header (never the case with Razorpay) the event and payment still identify it.
  const eventId = eventIdHeader ?? `${parsed.event}:${entity?.id ?? hmacHex('event', rawBody)}`;
  return { ok: true, event: { eventId, type: parsed.event, payment } };
}
