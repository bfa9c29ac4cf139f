import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/** A PostgreSQL tsvector (only ever a generated column here; never written by the application). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Forum posts (community-admin §3 forum_posts, post_tags). Tags are kept on the post, lower-cased,
 * as a list and as one space-joined text for the search column. Hearts and replies are counted in
 * columns kept in the same transaction as the heart or reply, so a page never counts rows.
 * 'simple' text search: no stemming, so Hindi and English are both found word by word (and by prefix).
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    postType: text('post_type').notNull().default('question'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tagsText: text('tags_text').notNull().default(''),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    isSample: boolean('is_sample').notNull().default(false),
    heartCount: integer('heart_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    /** When the author last changed the title, content, type or tags (issue 44): readers see 'edited'. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** The language it was written in: 'en', 'hi' or 'hi-Latn' (decision 0077). */
    language: text('language').notNull().default('en'),
    /**
     * Why the post waits for an administrator (issue 41): for approval ('first_posts', 'links',
     * 'abuse', 'watched_word'), or hidden by members' flags until reviewed ('flags'); null when published. Only its
     * author and administrators see it meanwhile.
     */
    heldFor: text('held_for'),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, tags_text), 'A') || setweight(to_tsvector('simple'::regconfig, content), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('forum_posts_created_idx').on(t.createdAt, t.id),
    index('forum_posts_user_idx').on(t.userId),
    index('forum_posts_search_idx').using('gin', t.search),
    check('forum_posts_type_ck', sql`${t.postType} in ('question', 'experience', 'support', 'celebration')`),
    check(
      'forum_posts_held_for_ck',
      sql`${t.heldFor} in ('first_posts', 'links', 'abuse', 'watched_word', 'flags') is not false`,
    ),
    index('forum_posts_held_idx')
      .on(t.createdAt)
      .where(sql`${t.heldFor} is not null`),
    check('forum_posts_counts_ck', sql`${t.heartCount} >= 0 and ${t.replyCount} >= 0`),
  ],
);

/** One heart per member and post (community-admin §3 post_reactions, reaction type 'heart' only). */
export const forumHearts = pgTable(
  'forum_hearts',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('forum_hearts_user_idx').on(t.userId)],
);

/**
 * Replies (community-admin §3 comments): top level (parent null) or an answer to a top-level reply.
 * A reply by the author of an anonymous post, in its thread, is anonymous too. A deleted reply
 * that still has answers keeps its row without its text (deleted_at set).
 */
export const forumReplies = pgTable(
  'forum_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    isSample: boolean('is_sample').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the author last changed the text (issue 44): readers see 'edited'. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** The language it was written in: 'en', 'hi' or 'hi-Latn' (decision 0077). */
    language: text('language').notNull().default('en'),
    /** Why the reply waits for approval (issue 41, decision 0082), as forum_posts.held_for; null when published. */
    heldFor: text('held_for'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'forum_replies_held_for_ck',
      sql`${t.heldFor} in ('first_posts', 'links', 'abuse', 'watched_word') is not false`,
    ),
    index('forum_replies_held_idx')
      .on(t.createdAt)
      .where(sql`${t.heldFor} is not null`),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: 'forum_replies_parent_fk' }).onDelete('cascade'),
    index('forum_replies_post_created_idx').on(t.postId, t.createdAt, t.id),
    index('forum_replies_parent_idx').on(t.parentId),
    index('forum_replies_user_idx').on(t.userId),
  ],
);

/**
 * Who follows a thread (issue 23): 'watching' (told of every reply) or 'muted' (told of nothing,
 * not even a reply to one's own post or reply). Authors and repliers watch unless they muted.
 */
export const forumThreadWatches = pgTable(
  'forum_thread_watches',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    level: text('level').notNull().default('watching'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('forum_thread_watches_user_idx').on(t.userId),
    check('forum_thread_watches_level_ck', sql`${t.level} in ('watching', 'muted')`),
  ],
);
