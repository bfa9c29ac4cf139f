import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentOrders, paymentWebhookEvents } from '../../db/schema/support.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';

/** Payments by account or address: completed ones are kept as donation records, the others go. */
export function supportDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'support',
    tables: {
      payment_orders: {
        export: { section: 'payments' },
        erase: {
          user_id: 'set null on completed payments (kept for the accounts, see payer_email); the others are deleted',
          payer_email:
            "completed payments keep the payer's name and e-mail: donation records the law requires us to keep (decision 0035); orders never paid are deleted with their webhook deliveries",
        },
      },
    },
    async export({ id, email }) {
      return {
        sections: {
          payments: await db
            .select()
            .from(paymentOrders)
            .where(or(eq(paymentOrders.userId, id), sql`lower(${paymentOrders.payerEmail}) = ${email}`)),
        },
      };
    },
    async erase(tx, { member }) {
      const unpaid = await tx
        .delete(paymentOrders)
        .where(
          and(
            ne(paymentOrders.status, 'completed'),
            or(eq(paymentOrders.userId, member.id), sql`lower(${paymentOrders.payerEmail}) = ${member.email}`),
          ),
        )
        .returning({ providerOrderId: paymentOrders.providerOrderId });
      if (unpaid.length > 0)
        await tx.delete(paymentWebhookEvents).where(
          inArray(
            paymentWebhookEvents.providerOrderId,
            unpaid.map((o) => o.providerOrderId),
          ),
        );
    },
  };
}
