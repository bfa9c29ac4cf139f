import { and, eq, isNull, ne } from 'drizzle-orm';
import { findTier, SupportMessages, type SupportPlan, type WebhookOutcome } from '../../../contracts/support.js';
import type { Database } from '../../db/client.js';
import { paymentOrders, paymentWebhookEvents } from '../../db/schema/support.js';
import { AppError, badRequest, notFound } from '../../platform/errors.js';
import { recordSecurityEvent } from '../../platform/audit.js';
import type { EventBus } from '../../platform/events.js';
import type { Mailer } from '../../platform/mail.js';
import { translator } from '../../platform/i18n.js';
import type { Language } from '../../../contracts/enums.js';
import type { PaymentEvent, PaymentProviderAdapter } from './providers/index.js';

/** Events that mean the money was captured. */
const CAPTURE_EVENTS = new Set(['payment.captured', 'order.paid']);
const STORED_PAYLOAD_MAX = 64 * 1024;

type OrderRow = typeof paymentOrders.$inferSelect;

/** Refusals answer with an error (the row is recorded first); everything else is acknowledged. */
const REFUSALS: Partial<Record<WebhookOutcome, () => AppError>> = {
  disabled: () => notFound(SupportMessages.providerDisabled),
  forged: () => badRequest(SupportMessages.webhookForged),
  malformed: () => badRequest(SupportMessages.webhookMalformed),
  unknown_order: () => notFound(SupportMessages.orderNotFound),
  amount_mismatch: () => new AppError('CONFLICT', SupportMessages.amountMismatch, 409),
};

/** What the support service and its webhook handler are built from. */
export interface SupportDeps {
  db: Database;
  provider: PaymentProviderAdapter;
  mailer: Mailer;
  bus: EventBus;
  siteName: string;
  publicUrl: string;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  /** The sandbox may take (pretend) payments; false in production unless PAYMENTS_SANDBOX=true. */
  sandboxAllowed?: boolean;
  /** The payer's language for the receipt; unset means English. */
  languageOf?: (userId: string | null) => Promise<Language>;
}

export function createWebhookHandler(deps: SupportDeps) {
  const { db, provider } = deps;

  /**
   * One webhook delivery: verified against the raw body, recorded whatever its fate, and applied
   * at most once (the event id is claimed and the order moves created → completed in one
   * transaction, so concurrent or replayed deliveries count once). Refusals throw after recording.
   */
  async function handleWebhook(
    providerName: string,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    ip?: string,
  ): Promise<{ status: WebhookOutcome }> {
    // A refused delivery is counted (one small row: provider, outcome, time) but its body is not
    // kept: anyone can post, and only a verified delivery is worth the disk.
    const record = (row: {
      outcome: WebhookOutcome;
      signatureValid: boolean;
      eventId?: string | null;
      eventType?: string | null;
      providerOrderId?: string | null;
    }) =>
      db.insert(paymentWebhookEvents).values({
        provider: providerName,
        rawPayload: '',
        ...row,
        eventId: row.signatureValid ? (row.eventId ?? null) : null,
      });

    if (providerName !== provider.name) {
      await record({ outcome: 'disabled', signatureValid: false });
      throw REFUSALS.disabled!();
    }
    const verdict = provider.verifyWebhook(rawBody, headers);
    if (!verdict.ok) {
      await record({ outcome: verdict.reason, signatureValid: verdict.reason !== 'forged', eventId: verdict.eventId });
      // A forged signature is someone pretending to be the payment provider: the security monitor shows it.
      if (verdict.reason === 'forged')
        await recordSecurityEvent(db, {
          eventType: 'payment_webhook_forged',
          severity: 'warn',
          ipAddress: ip ?? null,
          details: { provider: providerName },
        });
      deps.log?.warn({ provider: providerName, reason: verdict.reason }, 'payment webhook refused');
      throw REFUSALS[verdict.reason]!();
    }

    const raw = rawBody.toString('utf8').slice(0, STORED_PAYLOAD_MAX);
    const { outcome, completed } = await applyEvent(providerName, verdict.event, raw);
    if (completed) await afterCompletion(completed);
    const refusal = REFUSALS[outcome];
    if (refusal) {
      deps.log?.warn({ provider: providerName, outcome, eventId: verdict.event.eventId }, 'payment webhook refused');
      throw refusal();
    }
    return { status: outcome };
  }

  async function applyEvent(
    providerName: string,
    event: PaymentEvent,
    raw: string,
  ): Promise<{ outcome: WebhookOutcome; completed?: OrderRow }> {
    return db.transaction(async (tx) => {
      const base = {
        provider: providerName,
        eventId: event.eventId,
        eventType: event.type,
        signatureValid: true,
        rawPayload: raw,
        providerOrderId: event.payment?.orderId ?? null,
      };
      const [claimed] = await tx
        .insert(paymentWebhookEvents)
        .values({ ...base, dedupeKey: `${providerName}:${event.eventId}`, outcome: 'ignored' })
        .onConflictDoNothing({ target: paymentWebhookEvents.dedupeKey })
        .returning({ id: paymentWebhookEvents.id });
      if (!claimed) {
        // A replay of an event already handled: recorded, acknowledged, not applied again.
        await tx.insert(paymentWebhookEvents).values({ ...base, outcome: 'duplicate' });
        return { outcome: 'duplicate' as const };
      }
      const settle = async (outcome: WebhookOutcome) => {
        await tx.update(paymentWebhookEvents).set({ outcome }).where(eq(paymentWebhookEvents.id, claimed.id));
        return outcome;
      };

      const payment = event.payment;
      const isCapture = CAPTURE_EVENTS.has(event.type) && payment?.status === 'captured';
      const isFailure = event.type === 'payment.failed';
      if (!payment || (!isCapture && !isFailure)) return { outcome: await settle('ignored') };

      const [order] = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, payment.orderId))
        .limit(1);
      if (!order || order.provider !== providerName) return { outcome: await settle('unknown_order') };
      if (payment.amountPaise !== order.amountPaise || payment.currency !== order.currency)
        return { outcome: await settle('amount_mismatch') };

      if (isFailure) {
        // A failed attempt does not close the order: the payer may try again and succeed.
        await tx
          .update(paymentOrders)
          .set({ status: 'failed' })
          .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'created')));
        return { outcome: await settle('failed') };
      }
      const [paidByOther] = await tx
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(eq(paymentOrders.providerPaymentId, payment.id))
        .limit(1);
      if (paidByOther && paidByOther.id !== order.id) return { outcome: await settle('duplicate') };
      // The conditional update is the one place a payment is counted: a second event (or a
      // concurrent delivery waiting on this row) finds it completed and changes nothing.
      const [completed] = await tx
        .update(paymentOrders)
        .set({ status: 'completed', providerPaymentId: payment.id, completedAt: new Date() })
        .where(and(eq(paymentOrders.id, order.id), ne(paymentOrders.status, 'completed')))
        .returning();
      if (!completed) return { outcome: await settle('duplicate') };
      return { outcome: await settle('completed'), completed };
    });
  }

  async function afterCompletion(order: OrderRow): Promise<void> {
    // Sandbox payments move no money and are left out of the public totals.
    const amountRupees = order.provider === 'sandbox' ? 0 : Math.round(order.amountPaise / 100);
    await deps.bus.publish('fn_support_completed', { amountRupees });
    await sendReceipt(order).catch((err: unknown) =>
      deps.log?.error({ err, orderId: order.id }, 'support receipt could not be sent'),
    );
  }

  /** Claims the receipt first, so that it goes out once; a failed send releases the claim. */
  async function sendReceipt(order: OrderRow): Promise<void> {
    const [claimed] = await db
      .update(paymentOrders)
      .set({ receiptSentAt: new Date() })
      .where(and(eq(paymentOrders.id, order.id), isNull(paymentOrders.receiptSentAt)))
      .returning({ id: paymentOrders.id });
    if (!claimed) return;
    try {
      const language = deps.languageOf ? await deps.languageOf(order.userId) : 'en';
      await deps.mailer.send(receiptMessage(order, deps.siteName, deps.publicUrl, language));
    } catch (err) {
      await db.update(paymentOrders).set({ receiptSentAt: null }).where(eq(paymentOrders.id, order.id));
      throw err;
    }
  }

  return { handleWebhook };
}

const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

/** The receipt in the payer's language: amount, tier, date, order and payment ids, and what the payment is (and is not). */
export function receiptMessage(order: OrderRow, siteName: string, publicUrl: string, language: Language = 'en') {
  const t = translator(language);
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const when = (order.completedAt ?? new Date()).toLocaleString(locale, {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const tier = findTier(order.plan as SupportPlan);
  // The tier's name in the payer's language (the catalog), never the English name in contracts/support.ts.
  const tierName = tier ? t(`mail:receipt.tiers.${tier.id}`) : t('mail:receipt.customTier');
  const lines = [
    t('mail:receipt.greeting', { name: order.payerName }),
    '',
    t('mail:receipt.intro', { siteName }),
    '',
    t('mail:receipt.amount', { amount: inr(Math.round(order.amountPaise / 100)), currency: order.currency }),
    t('mail:receipt.tier', { tier: tierName }),
    t('mail:receipt.date', { date: when }),
    t('mail:receipt.orderId', { id: order.id }),
    t('mail:receipt.providerOrder', { id: order.providerOrderId }),
    t('mail:receipt.paymentId', { id: order.providerPaymentId ?? '-' }),
    '',
    t('mail:receipt.disclaimer'),
    '',
    t('mail:receipt.refunds', { url: `${publicUrl}/refund-policy` }),
    '',
    t('mail:receipt.thankYou'),
  ];
  return { to: order.payerEmail, subject: t('mail:receipt.subject', { siteName }), text: lines.join('\n') };
}
