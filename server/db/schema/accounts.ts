import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * A member's privacy choices (notification choices are the notifications module's
 * notification_settings), their last activity (written from memory about
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
