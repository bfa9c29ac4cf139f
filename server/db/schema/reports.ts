import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth.js';

/**
 * Members' reports of a forum post, a forum reply, a story (issue 11), a private message or a profile (issue 12), kept for the moderation
 * queue. One report per member and target: a repeat is the same report. The target is named by
 * type and id rather than a foreign key, so a report outlives the content it was about.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    /** 'open' until a moderator resolves it: then 'actioned' or 'dismissed'. */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The moderator's action (dismiss, warning, remove, suspend, ban), by whom and when. */
    resolution: text('resolution'),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('content_reports_target_reporter_uq').on(t.targetType, t.targetId, t.reporterId),
    index('content_reports_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('content_reports_reporter_idx').on(t.reporterId),
    check('content_reports_target_type_ck', sql`${t.targetType} in ('forum_post', 'forum_reply', 'story', 'private_message', 'profile')`),
  ],
);
