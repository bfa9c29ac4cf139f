import { sql } from 'drizzle-orm';
import { boolean, customType, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/** A PostgreSQL tsvector (only ever a generated column here; never written by the application). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Forti conversations (core §3 chat_conversations). 'simple' text search: no stemming, so Hindi and
 * other languages match word for word as well as English; queries use prefix matching.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('New Chat'),
    titleSearch: tsvector('title_search').generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, title)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_user_updated_idx').on(t.userId, t.updatedAt, t.id),
    index('chat_conversations_title_search_idx').using('gin', t.titleSearch),
  ],
);

/** Messages of a conversation (core §3 chat_messages); sender 'user' or 'bot'. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    message: text('message').notNull(),
    /** The bot greeting every conversation starts with: left out of search, where it would match everything. */
    isGreeting: boolean('is_greeting').notNull().default(false),
    /** Forti's reply: the library items its text cites as [n], checked against what was retrieved. */
    citations: jsonb('citations')
      .$type<Array<{ n: number; id: string; kind: string; title: string; url: string }>>()
      .notNull()
      .default([]),
    search: tsvector('search').generatedAlwaysAs(
      sql`case when is_greeting then null else to_tsvector('simple'::regconfig, message) end`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_created_idx').on(t.conversationId, t.createdAt, t.id),
    // The per-member rate limit and daily quota count the member's own messages.
    index('chat_messages_user_sent_idx')
      .on(t.userId, t.createdAt)
      .where(sql`sender = 'user'`),
    index('chat_messages_search_idx').using('gin', t.search),
  ],
);

/**
 * Messages that signalled risk (self-harm or a medical emergency): shown only in the member's own
 * safety view, never shared. The message text is not copied here.
 */
export const chatSafetyEvents = pgTable(
  'chat_safety_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => chatConversations.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_safety_events_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Sourced support resources (helplines, national organisations, this site's guides): the first
 * source of the platform search that Forti cites. 'english' text search (stemming) with weights.
 */
export const supportResources = pgTable(
  'support_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    /** The Hindi (decision 0076): null until written; searched word by word ('simple'). */
    titleHi: text('title_hi'),
    summaryHi: text('summary_hi'),
    bodyHi: text('body_hi'),
    /** An official external address, or a path of this site such as /support. */
    url: text('url').notNull(),
    /** helpline | organisation | guide */
    kind: text('kind').notNull(),
    phone: text('phone'),
    /** Where the facts come from (official page). */
    source: text('source').notNull(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, summary), 'B') || setweight(to_tsvector('english'::regconfig, body), 'C') || setweight(to_tsvector('simple'::regconfig, coalesce(title_hi, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(summary_hi, '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce(body_hi, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_resources_slug_key').on(t.slug),
    index('support_resources_search_idx').using('gin', t.search),
  ],
);
