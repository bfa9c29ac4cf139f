import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** The kind a member chooses channels for (contracts DeliveryKinds), or 'system' (always in the app only). */
    kind: text('kind').notNull().default('system'),
    title: text('title').notNull(),
    message: text('message'),
    actionUrl: text('action_url'),
    template: text('template'),
    params: jsonb('params').$type<Record<string, string>>(),
    /**
     * The member a notification names (who replied, mentioned, asked to connect, wrote), never shown
     * and never exported: erasing that member deletes it, and no row naming an erased member can be
     * written after the erasure. Null for notices that name nobody, and for anonymous authors (whose
     * id no notification carries).
     */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'cascade' }),
    isRead: boolean('is_read').notNull().default(false),
    /**
     * Whether it is in the app (the bell, the page, the unread count, the live toast). A member who
     * switched the app off for its kind but kept e-mail or push gets a row with false: only those
     * channels read it. With every channel off no row is made.
     */
    inApp: boolean('in_app').notNull().default(true),
    dedupeKey: text('dedupe_key'),
    /**
     * A burst of the same event (replies to one thread) collapses into one unread row: the group's key
     * while unread, and how many it stands for ('3 new replies to ...'). Cleared when read.
     */
    groupKey: text('group_key'),
    groupCount: integer('group_count').notNull().default(1),
    /** When the member saw it in the app (the bell opened, the page shown, or read): e-mail waits for this. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** E-mail: null (not by e-mail), 'pending' (waits for its window), 'sent', 'skipped' (seen in time, or switched off). */
    emailStatus: text('email_status'),
    /** Push: null (not by push), 'pending' (held by quiet hours), 'sent', 'skipped'. */
    pushStatus: text('push_status'),
    /** Push goes even in the member's quiet hours (an urgent blood request to a donor who chose to be woken). */
    wakes: boolean('wakes').notNull().default(false),
    /** When the row last changed in a way that starts its e-mail window again (a burst that grew). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The bell, the page and a socket's catch-up go newest first by updated_at: a grown burst comes back to the top.
    index('notifications_user_updated_idx').on(t.userId, t.updatedAt, t.id),
    index('notifications_user_kind_idx').on(t.userId, t.kind, t.updatedAt, t.id),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
    uniqueIndex('notifications_user_dedupe_uq').on(t.userId, t.dedupeKey),
    uniqueIndex('notifications_user_group_uq').on(t.userId, t.groupKey),
    index('notifications_email_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.emailStatus} = 'pending'`),
    index('notifications_push_pending_idx')
      .on(t.userId)
      .where(sql`${t.pushStatus} = 'pending'`),
    // Erasure finds the rows that name a member by this (and the foreign key's cascade needs it).
    index('notifications_actor_idx')
      .on(t.actorId)
      .where(sql`${t.actorId} is not null`),
  ],
);

/**
 * A member's delivery choices (issue 23): per kind, which channels (in the app, e-mail, push); the
 * digest; quiet hours in India time (minutes after midnight, the window may cross midnight); and
 * whether e-mail and push may show what a notification is about. A member without a row has the
 * defaults of contracts/notifications.ts.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** { [kind]: { inApp, email, push } }, only the kinds that differ from the defaults. */
    channels: jsonb('channels').$type<Record<string, { inApp?: boolean; email?: boolean; push?: boolean }>>(),
    digest: text('digest').notNull().default('weekly'),
    quietStart: smallint('quiet_start'),
    quietEnd: smallint('quiet_end'),
    showDetails: boolean('show_details').notNull().default(false),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    lastEmailAt: timestamp('last_email_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notification_settings_digest_ck', sql`${t.digest} in ('weekly', 'off')`),
    check(
      'notification_settings_quiet_ck',
      sql`(${t.quietStart} is null) = (${t.quietEnd} is null) and coalesce(${t.quietStart}, 0) between 0 and 1439 and coalesce(${t.quietEnd}, 0) between 0 and 1439`,
    ),
  ],
);

/** A device's Web Push subscription (RFC 8030 endpoint, RFC 8291 keys), per member and device. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the member sees in their list of devices ('Chrome on Android'), from the browser. */
    label: text('label'),
    /** The session that subscribed: signing out that session removes the subscription. */
    sessionId: text('session_id'),
    failures: integer('failures').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
