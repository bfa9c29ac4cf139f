import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/** One question of the day (core §3 daily_questions): open text, or a poll with its options. */
export const dailyQuestions = pgTable(
  'daily_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    question: text('question').notNull(),
    questionType: text('question_type').notNull(),
    /** The poll's choices in display order; empty for open questions. */
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The calendar day in India (Asia/Kolkata) on which the question is featured. */
    /** The Hindi of the question and of each choice, index for index (decision 0076); answers keep the English choice. */
    questionHi: text('question_hi'),
    optionsHi: text('options_hi')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featuredDate: date('featured_date', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('daily_questions_type_check', sql`${t.questionType} in ('open', 'poll')`),
    // A day features at most one active question; retired ones may share its date.
    uniqueIndex('daily_questions_active_day_key')
      .on(t.featuredDate)
      .where(sql`${t.isActive}`),
    // Scanned backwards for the newest-first admin list.
    index('daily_questions_featured_idx').on(t.featuredDate, t.id),
  ],
);

/** One member's answer (core §3 question_responses); the database keeps it to one per question. */
export const questionResponses = pgTable(
  'question_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => dailyQuestions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    responseText: text('response_text'),
    selectedOption: text('selected_option'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('question_responses_one_per_member_key').on(t.questionId, t.userId),
    index('question_responses_option_idx').on(t.questionId, t.selectedOption),
    index('question_responses_anonymous_idx')
      .on(t.questionId, t.createdAt, t.id)
      .where(sql`${t.isAnonymous}`),
    index('question_responses_user_idx').on(t.userId),
  ],
);
