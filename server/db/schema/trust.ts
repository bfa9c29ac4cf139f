import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TrustActivity, TrustSettings } from '../../../contracts/trust.js';
import { user } from './auth.js';

/**
 * Each member's trust level (issue 41, decision 0079): the level their activity earned when the
 * scheduled work last counted it, and an administrator's lock that overrides it. A member without
 * a row is New. Staff (administrators) are read from their role, not stored here.
 */
export const memberTrust = pgTable(
  'member_trust',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** What the member's activity earned at computedAt. */
    earned: text('earned').notNull().default('new'),
    /** An administrator's lock: this level whatever the activity says (null: none). */
    lockedLevel: text('locked_level'),
    lockedBy: text('locked_by').references(() => user.id, { onDelete: 'set null' }),
    activity: jsonb('activity').$type<TrustActivity>(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_trust_earned_ck', sql`${t.earned} in ('new', 'member', 'regular')`),
    check('member_trust_locked_ck', sql`${t.lockedLevel} in ('new', 'member', 'regular') is not false`),
  ],
);

/** The administrators' trust settings: one row ('site'), its values merged over the defaults in contracts/trust.ts. */
export const trustSettings = pgTable('trust_settings', {
  id: text('id').primaryKey().default('site'),
  settings: jsonb('settings').$type<Partial<TrustSettings>>().notNull(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Watched words and patterns (issue 41, decision 0082), the administrators' to edit: a phrase matched
 * word by word on normalised text ('*' for any letters inside a word or any one word, `{phone}`,
 * `{upi}`, `{account}`, `{link}` for what the abuse checks recognise), and what a public text that
 * holds it meets: 'block' (refused), 'hold' (waits for approval) or 'flag' (published, and queued for
 * a look). Defaults are inserted once by migration 0022, so one an administrator deletes stays deleted.
 */
export const watchedWords = pgTable(
  'watched_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pattern: text('pattern').notNull(),
    action: text('action').notNull(),
    /** Only for New members' text (a crowdfunding link, a phone number in a first post). */
    newMembersOnly: boolean('new_members_only').notNull().default(false),
    note: text('note').notNull().default(''),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('watched_words_action_ck', sql`${t.action} in ('block', 'hold', 'flag')`),
    index('watched_words_pattern_idx').on(t.pattern),
  ],
);
