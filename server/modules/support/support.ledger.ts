import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { SupportRoutes as R } from '../../../contracts/routes/support.js';
import type { Database } from '../../db/client.js';
import { paymentOrders } from '../../db/schema/support.js';
import { keyset } from '../../platform/cursor.js';
import { serve } from '../../platform/serve.js';

const newestFirst = keyset({
  columns: [paymentOrders.createdAt, paymentOrders.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});

/** GET /api/admin/payments: every support order, newest first, read only, with the completed totals (sandbox apart). */
export const ledgerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  serve(app, R.ledger, { access: 'admin' }, async (request) => {
    const { cursor, limit } = request.query;
    const [rows, [totals]] = await Promise.all([
      db
        .select({ o: paymentOrders, cursorAt: sql<string>`${paymentOrders.createdAt}::text` })
        .from(paymentOrders)
        .where(newestFirst.after(cursor))
        .orderBy(...newestFirst.orderBy)
        .limit(limit + 1),
      db
        .select({
          real: sql<number>`coalesce(sum(${paymentOrders.amountPaise}) filter (where ${paymentOrders.provider} <> 'sandbox'), 0)::bigint`,
          sandbox: sql<number>`coalesce(sum(${paymentOrders.amountPaise}) filter (where ${paymentOrders.provider} = 'sandbox'), 0)::bigint`,
        })
        .from(paymentOrders)
        .where(eq(paymentOrders.status, 'completed')),
    ]);
    const page = newestFirst.page(rows, limit, (r) => [r.cursorAt, r.o.id]);
    return {
      items: page.items.map(({ o }) => ({
        id: o.id,
        plan: o.plan,
        amountRupees: o.amountPaise / 100,
        provider: o.provider,
        status: o.status,
        payerName: o.payerName,
        payerEmail: o.payerEmail,
        createdAt: o.createdAt.toISOString(),
        completedAt: o.completedAt?.toISOString() ?? null,
      })),
      nextCursor: page.nextCursor,
      completedRupees: Number(totals?.real ?? 0) / 100,
      sandboxRupees: Number(totals?.sandbox ?? 0) / 100,
    };
  });
};
