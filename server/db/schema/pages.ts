import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/** Messages sent through the Contact Us form, kept for administrators (community-admin §2). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** 'new' until an administrator marks it 'handled'. */
    status: text('status').notNull().default('new'),
    /** The sender's account when they were signed in. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The client address, for the per-address hourly limit. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt, t.id),
    index('contact_messages_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('contact_messages_ip_created_at_idx').on(t.ip, t.createdAt),
  ],
);
