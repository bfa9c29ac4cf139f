import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * Notifications (§3 Notification). Title and message are stored in English; `template` and
 * `params` let each reader see them in their own language. `dedupe_key` makes a notification that
 * must exist once (an event's reminder, an unread burst of messages) unique per member.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('other'),
    title: text('title').notNull(),
    message: text('message'),
    actionUrl: text('action_url'),
    template: text('template'),
    params: jsonb('params').$type<Record<string, string>>(),
    isRead: boolean('is_read').notNull().default(false),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
    uniqueIndex('notifications_user_dedupe_uq').on(t.userId, t.dedupeKey),
  ],
);
