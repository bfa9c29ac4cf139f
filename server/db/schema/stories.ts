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
 * Survivor stories (community-admin §3 story). The excerpt is the story's first 150 characters and
 * '...', made on the server. Search covers the title and the excerpt, as the specification says,
 * with 'simple' text search so Hindi is found word by word. Hearts are counted in heart_count, kept
 * in the same transaction as the heart.
 */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull(),
    cancerType: text('cancer_type').notNull(),
    tone: text('tone').notNull(),
    ageGroup: text('age_group'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    isSample: boolean('is_sample').notNull().default(false),
    heartCount: integer('heart_count').notNull().default(0),
    /** When the author last changed the story (issue 44): readers see 'edited'. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** The language it was written in: 'en', 'hi' or 'hi-Latn' (decision 0077). */
    language: text('language').notNull().default('en'),
    /** Why the story waits for approval (issue 41, decision 0082), as forum_posts.held_for; null when published. */
    heldFor: text('held_for'),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, excerpt), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stories_created_idx').on(t.createdAt, t.id),
    index('stories_tone_created_idx').on(t.tone, t.createdAt, t.id),
    index('stories_cancer_created_idx').on(t.cancerType, t.createdAt, t.id),
    index('stories_user_idx').on(t.userId),
    index('stories_search_idx').using('gin', t.search),
    check('stories_tone_ck', sql`${t.tone} in ('hopeful', 'inspirational', 'raw', 'grief')`),
    check('stories_heart_count_ck', sql`${t.heartCount} >= 0`),
    check('stories_held_for_ck', sql`${t.heldFor} in ('first_posts', 'links', 'abuse', 'watched_word') is not false`),
    index('stories_held_idx')
      .on(t.createdAt)
      .where(sql`${t.heldFor} is not null`),
  ],
);

/** One heart per member and story (community-admin §3 story_reactions). */
export const storyHearts = pgTable(
  'story_hearts',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.userId] }), index('story_hearts_user_idx').on(t.userId)],
);
