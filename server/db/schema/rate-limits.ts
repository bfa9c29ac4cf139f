import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The platform's rate-limit counters when there is no Redis (platform/rate-limit-store.ts): one
 * fixed window per key, shared by every server process on this database. Expired windows are
 * removed by a scheduled job.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});
