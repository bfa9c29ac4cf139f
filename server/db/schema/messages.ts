import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/** Private messages (§3 private_message). pair_key is the two ids, ordered, joined by a colon. */
export const privateMessages = pgTable(
  'private_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    pairKey: text('pair_key').notNull(),
    content: text('content').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('private_messages_pair_created_idx').on(t.pairKey, t.createdAt, t.id),
    index('private_messages_unread_idx')
      .on(t.receiverId, t.senderId)
      .where(sql`not ${t.read}`),
    index('private_messages_receiver_created_idx').on(t.receiverId, t.createdAt),
  ],
);

/** One row per member and conversation partner: the inbox, newest first, with its unread count. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    otherId: text('other_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastMessageId: uuid('last_message_id').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    unread: integer('unread').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.otherId] }),
    index('conversation_members_inbox_idx').on(t.userId, t.lastMessageAt, t.otherId),
  ],
);
