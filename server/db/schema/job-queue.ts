import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One-off background work (platform/jobs.ts): a process runs a row only while it holds its lease,
 * and renews the lease while it works; a row whose lease expired (its process stopped) is taken up
 * again by the next process that looks. A row leaves the table when its work is done.
 */
export const queuedJobs = pgTable(
  'queued_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** The same work asked twice (the same kind and key) is queued once. */
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('queued_jobs_kind_key_uq').on(t.kind, t.key),
    index('queued_jobs_kind_created_idx').on(t.kind, t.createdAt),
  ],
);
