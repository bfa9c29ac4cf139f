import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * The member's profile. The full name, e-mail and role live on Better Auth's user row
 * (one source of truth); everything else a member tells about themselves lives here.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    displayId: text('display_id').notNull(),
    username: text('username'),
    bio: text('bio'),
    ageGroup: text('age_group'),
    location: text('location'),
    /** Null: not said (decision 0062). Stored as text: the list in contracts/enums.ts only grows. */
    cancerType: text('cancer_type'),
    diagnosisDate: date('diagnosis_date', { mode: 'string' }),
    profileImageUrl: text('profile_image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_display_id_key').on(t.displayId),
    // Any part of a display ID in the administrators' member search (pg_trgm).
    index('profiles_display_id_trgm_idx').using('gin', t.displayId.op('gin_trgm_ops')),
    uniqueIndex('profiles_username_lower_key').on(sql`lower(${t.username})`),
    index('profiles_updated_at_idx').on(t.updatedAt),
  ],
);
