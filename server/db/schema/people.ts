import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * A member's privacy and notification choices, their last activity (written from memory about
 * once a minute by platform/presence.ts, never on every request) and any suspension by a moderator.
 * A member without a row has the defaults.
 */
export const memberSettings = pgTable(
  'member_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    discoverable: text('discoverable').notNull().default('everyone'),
    requestsFrom: text('requests_from').notNull().default('everyone'),
    showOnline: boolean('show_online').notNull().default(true),
    notifyConnections: boolean('notify_connections').notNull().default(true),
    notifyMessages: boolean('notify_messages').notNull().default(true),
    notifyEventReminders: boolean('notify_event_reminders').notNull().default(true),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** A moderator's temporary suspension: until then the member may read but not post, reply, message or request. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
  },
  (t) => [
    check('member_settings_discoverable_ck', sql`${t.discoverable} in ('everyone', 'shared', 'nobody')`),
    check('member_settings_requests_from_ck', sql`${t.requestsFrom} in ('everyone', 'shared', 'nobody')`),
  ],
);

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
    index('private_messages_unread_idx').on(t.receiverId, t.senderId).where(sql`not ${t.read}`),
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
  (t) => [primaryKey({ columns: [t.userId, t.otherId] }), index('conversation_members_inbox_idx').on(t.userId, t.lastMessageAt, t.otherId)],
);

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
    index('notifications_user_unread_idx').on(t.userId).where(sql`not ${t.isRead}`),
    uniqueIndex('notifications_user_dedupe_uq').on(t.userId, t.dedupeKey),
  ],
);

/** Scheduled jobs: a process runs a job only while it holds its lease, so several processes run it once. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});
