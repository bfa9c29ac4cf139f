import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * Peer connections (community-admin §3 Connection, §4). At most one pending or accepted connection
 * between two members in either direction: a unique index on the unordered pair, over the active
 * rows only, so that a declined or cancelled request leaves room for a new one and two requests
 * sent at once cannot both be stored.
 */
export const connections = pgTable(
  'connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: text('requester_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('connections_active_pair_uq')
      .on(sql`least(${t.requesterId}, ${t.receiverId})`, sql`greatest(${t.requesterId}, ${t.receiverId})`)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('connections_receiver_status_idx').on(t.receiverId, t.status, t.createdAt, t.id),
    index('connections_requester_status_idx').on(t.requesterId, t.status, t.createdAt, t.id),
    check('connections_status_ck', sql`${t.status} in ('pending', 'accepted', 'declined', 'cancelled')`),
    check('connections_not_self_ck', sql`${t.requesterId} <> ${t.receiverId}`),
  ],
);

/** A member's block of another: no requests, no messages, no discovery either way. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('member_blocks_blocked_idx').on(t.blockedId)],
);
