import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * Peer mentors (issue 25, part 3). One offer per member. Treatments and languages are bit masks
 * (bit i: the i-th value of the contract's list), so the match scores overlap with one AND and a
 * bit count in SQL; the service turns them back into names. `active_mentees` counts the offer's
 * active mentorships, kept in the same transaction as every change of a mentorship (the accept
 * locks the offer row), so the match leaves out a full mentor without counting.
 */
export const mentorOffers = pgTable(
  'mentor_offers',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    cancerType: text('cancer_type').notNull(),
    subtype: text('subtype'),
    treatmentMask: integer('treatment_mask').notNull().default(0),
    languageMask: integer('language_mask').notNull().default(0),
    city: text('city'),
    state: text('state'),
    capacity: integer('capacity').notNull(),
    activeMentees: integer('active_mentees').notNull().default(0),
    note: text('note'),
    status: text('status').notNull().default('active'),
    trained: boolean('trained').notNull().default(false),
    trainedBy: text('trained_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The match reads only offers that take people: active and with room.
    index('mentor_offers_open_idx')
      .on(t.cancerType, t.userId)
      .where(sql`${t.status} = 'active' and ${t.activeMentees} < ${t.capacity}`),
    // A subtype asked for is read first, from its own offers only (the match's first tier).
    index('mentor_offers_open_subtype_idx')
      .on(t.cancerType, sql`lower(coalesce(${t.subtype}, ''))`)
      .where(sql`${t.status} = 'active' and ${t.activeMentees} < ${t.capacity}`),
    index('mentor_offers_updated_idx').on(t.updatedAt),
    check('mentor_offers_status_ck', sql`${t.status} in ('active', 'paused', 'withdrawn')`),
    check('mentor_offers_capacity_ck', sql`${t.capacity} between 1 and 10`),
    check('mentor_offers_active_ck', sql`${t.activeMentees} >= 0`),
  ],
);

/**
 * A member's request to a mentor, and, once accepted, their mentorship. At most one open
 * (pending or accepted) per pair: a unique index over the open rows. The mentor's or the
 * mentee's reason for ending stays with the one who gave it (end_reason, ended_by).
 */
export const mentorRequests = pgTable(
  'mentor_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: text('mentor_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    menteeId: text('mentee_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    status: text('status').notNull().default('pending'),
    endedBy: text('ended_by').references(() => user.id, { onDelete: 'set null' }),
    endReason: text('end_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mentor_requests_open_pair_uq')
      .on(t.mentorId, t.menteeId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('mentor_requests_mentor_idx').on(t.mentorId, t.status, t.createdAt),
    index('mentor_requests_mentee_idx').on(t.menteeId, t.status, t.createdAt),
    check('mentor_requests_status_ck', sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn', 'ended')`),
    check('mentor_requests_not_self_ck', sql`${t.mentorId} <> ${t.menteeId}`),
  ],
);
