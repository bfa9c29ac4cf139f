import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Community events (community-admin §3 event). attendee_count is kept in the same transaction as a
 * registration, under the event row's lock, so a full event never takes one more. Search covers the
 * title, description and type ('simple': Hindi found word by word).
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: text('host_id').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    eventType: text('event_type'),
    /** The Hindi of the listing (decision 0076); null until written. */
    titleHi: text('title_hi'),
    descriptionHi: text('description_hi'),
    eventTypeHi: text('event_type_hi'),
    locationHi: text('location_hi'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    location: text('location'),
    isOnline: boolean('is_online').notNull().default(false),
    meetingLink: text('meeting_link'),
    registrationLink: text('registration_link'),
    maxAttendees: integer('max_attendees'),
    attendeeCount: integer('attendee_count').notNull().default(0),
    isSample: boolean('is_sample').notNull().default(false),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, title || ' ' || coalesce(title_hi, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(event_type, '') || ' ' || coalesce(event_type_hi, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(description, '') || ' ' || coalesce(description_hi, '')), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_starts_idx').on(t.startsAt, t.id),
    index('events_host_idx').on(t.hostId),
    index('events_search_idx').using('gin', t.search),
    check('events_max_ck', sql`${t.maxAttendees} is null or ${t.maxAttendees} >= 1`),
    check(
      'events_count_ck',
      sql`${t.attendeeCount} >= 0 and (${t.maxAttendees} is null or ${t.attendeeCount} <= ${t.maxAttendees})`,
    ),
  ],
);

/** Registrations (community-admin §3 event_attendees): one per member and event. */
export const eventAttendees = pgTable(
  'event_attendees',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('registered'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_attendees_user_idx').on(t.userId)],
);
