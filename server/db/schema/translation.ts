import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { forumPosts, forumReplies } from './forum.js';
import { stories } from './stories.js';

/**
 * Machine translations of members' writing, one per item and language (decision 0077). Each row
 * belongs to exactly one post, reply or story and goes with it (ON DELETE CASCADE); a change of its
 * text or author (an edit, a reply taken away, an erasure that keeps the item as Anonymous) drops it
 * too, by the trigger the migration 0019 adds. Private messages are never kept here.
 */
export const itemTranslations = pgTable(
  'item_translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id').references(() => forumPosts.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => forumReplies.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    /** The language translated into: 'en' or 'hi'. */
    target: text('target').notNull(),
    /** The language the item was written in when translated. */
    source: text('source').notNull(),
    /**
     * SHA-256 of the title and text translated: a translation made while the item was being edited
     * (kept just after the trigger dropped the old one) is never shown for the new words.
     */
    sourceHash: text('source_hash').notNull(),
    title: text('title'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('item_translations_post_uq').on(t.postId, t.target),
    uniqueIndex('item_translations_reply_uq').on(t.replyId, t.target),
    uniqueIndex('item_translations_story_uq').on(t.storyId, t.target),
    check('item_translations_one_item_ck', sql`num_nonnulls(${t.postId}, ${t.replyId}, ${t.storyId}) = 1`),
    check('item_translations_target_ck', sql`${t.target} in ('en', 'hi')`),
  ],
);
