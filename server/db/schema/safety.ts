import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SafetyPlanContent } from '../../../contracts/safety.js';
import { user } from './auth.js';

/**
 * A member's personal safety plan (issue 20): one row per member, the seven lists as one JSON
 * document (always read and written whole). Private: only the member reads it; erasing the
 * account deletes it with the user row.
 */
export const safetyPlans = pgTable('safety_plans', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  plan: jsonb('plan').$type<SafetyPlanContent>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
