import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * Blood and platelet donors (issue 43). One profile per member; never shown to anyone else.
 * `whole_blood_from` and `apheresis_from` are the days from which the 2017 guidelines let the donor
 * give again (null: age or weight rule it out), computed when the profile is saved, so the match
 * compares a date. The match reads one partial index: active donors by place, group and recent activity, carrying every column the match reads.
 */
export const donorProfiles = pgTable(
  'donor_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    bloodGroup: text('blood_group').notNull(),
    givesWholeBlood: boolean('gives_whole_blood').notNull().default(false),
    givesPlatelets: boolean('gives_platelets').notNull().default(false),
    givesPlasma: boolean('gives_plasma').notNull().default(false),
    sex: text('sex').notNull(),
    birthYear: smallint('birth_year').notNull(),
    weightKg: smallint('weight_kg').notNull(),
    hasDonatedBefore: boolean('has_donated_before').notNull().default(false),
    lastWholeBloodOn: date('last_whole_blood_on'),
    lastApheresisOn: date('last_apheresis_on'),
    apheresisLastYear: smallint('apheresis_last_year').notNull().default(0),
    placeCode: text('place_code').notNull(),
    pin: text('pin').notNull(),
    reachKm: smallint('reach_km').notNull(),
    wakeForUrgent: boolean('wake_for_urgent').notNull().default(false),
    status: text('status').notNull().default('active'),
    wholeBloodFrom: date('whole_blood_from'),
    apheresisFrom: date('apheresis_from'),
    /** When the donor was last asked (a wave reached them): someone asked recently rests. */
    lastAskedAt: timestamp('last_asked_at', { withTimezone: true }),
    /** When the donor last saved or answered: recently active donors come first among equals. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('donor_profiles_status_ck', sql`${t.status} in ('active', 'paused')`),
    check('donor_profiles_group_ck', sql`${t.bloodGroup} in ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-')`),
    // The match walks each (place, group) pair most recently active first and stops at its limit;
    // every column it reads is in the index, so it reads no table row (an index-only scan).
    index('donor_profiles_match_idx')
      .on(
        t.placeCode,
        t.bloodGroup,
        t.lastActiveAt.desc(),
        t.reachKm,
        t.wholeBloodFrom,
        t.apheresisFrom,
        t.lastAskedAt,
        t.givesWholeBlood,
        t.givesPlatelets,
        t.givesPlasma,
        t.wakeForUrgent,
        t.userId,
      )
      .where(sql`${t.status} = 'active'`),
  ],
);

/** A request for blood or platelets; the asker's, shown only to the donors asked and administrators. */
export const donorRequests = pgTable(
  'donor_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    askerId: text('asker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    component: text('component').notNull(),
    patientGroup: text('patient_group').notNull(),
    units: smallint('units').notNull(),
    hospital: text('hospital').notNull(),
    placeCode: text('place_code').notNull(),
    neededBy: timestamp('needed_by', { withTimezone: true }).notNull(),
    note: text('note'),
    urgent: boolean('urgent').notNull().default(false),
    isDrive: boolean('is_drive').notNull().default(false),
    status: text('status').notNull().default('open'),
    /** The last wave sent (1 for the first) and when. */
    wave: integer('wave').notNull().default(0),
    lastWaveAt: timestamp('last_wave_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('donor_requests_status_ck', sql`${t.status} in ('open', 'fulfilled', 'cancelled', 'expired', 'closed')`),
    index('donor_requests_asker_idx').on(t.askerId, t.createdAt),
    index('donor_requests_open_idx')
      .on(t.lastWaveAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** Each donor a request reached, the wave that reached them and their answer. */
export const donorAsks = pgTable(
  'donor_asks',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => donorRequests.id, { onDelete: 'cascade' }),
    donorId: text('donor_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    wave: integer('wave').notNull(),
    answer: text('answer').notNull().default('pending'),
    /** What the donor chose to share with the asker (a phone number); nothing by default. */
    contact: text('contact'),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.donorId] }),
    check('donor_asks_answer_ck', sql`${t.answer} in ('pending', 'yes', 'no', 'not_needed')`),
    index('donor_asks_donor_idx').on(t.donorId, t.askedAt),
  ],
);
