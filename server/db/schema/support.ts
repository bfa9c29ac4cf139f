import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * One support payment from order to completion. Only the provider's verified webhook moves it to
 * 'completed' (a conditional update, so a payment counts once); completed rows make the community total.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** supporter | advocate | patron | custom */
    plan: text('plan').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    /** created | completed | failed */
    status: text('status').notNull().default('created'),
    payerName: text('payer_name').notNull(),
    payerEmail: text('payer_email').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    providerPaymentId: text('provider_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The checkout handler's signature was valid (the page shows "confirming"); not a completion. */
    checkoutConfirmedAt: timestamp('checkout_confirmed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_id_key').on(t.providerOrderId),
    uniqueIndex('payment_orders_provider_payment_id_key').on(t.providerPaymentId),
    index('payment_orders_user_created_idx').on(t.userId, t.createdAt),
    index('payment_orders_completed_idx')
      .on(t.status)
      .where(sql`${t.status} = 'completed'`),
  ],
);

/**
 * Every webhook delivery, verified or not, with what became of it. `dedupeKey` (provider and
 * event id) is set only on the first valid delivery of an event, so a replay is recorded as a
 * duplicate row instead of being processed again.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id'),
    dedupeKey: text('dedupe_key'),
    eventType: text('event_type'),
    signatureValid: boolean('signature_valid').notNull(),
    /** completed | duplicate | forged | malformed | unknown_order | amount_mismatch | failed | ignored | disabled */
    outcome: text('outcome').notNull(),
    providerOrderId: text('provider_order_id'),
    rawPayload: text('raw_payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_webhook_events_dedupe_key').on(t.dedupeKey),
    index('payment_webhook_events_created_idx').on(t.createdAt),
    index('payment_webhook_events_order_idx').on(t.providerOrderId),
  ],
);
