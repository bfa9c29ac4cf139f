import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Scheduled jobs: a process runs a job only while it holds its lease, so several processes run it once. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});
