import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Government schemes that help pay for treatment (issue 25 §2), in English and Hindi, each with its
 * official source and the day it was checked, and the rules the questionnaire's answers are checked
 * against. Facts, not demo content: seeded from server/modules/costs/costs.facts.ts. No member column.
 */
export const costSchemes = pgTable(
  'cost_schemes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameHi: text('name_hi').notNull(),
    coversEn: text('covers_en').notNull(),
    coversHi: text('covers_hi').notNull(),
    whoEn: text('who_en').notNull(),
    whoHi: text('who_hi').notNull(),
    documentsEn: text('documents_en').notNull(),
    documentsHi: text('documents_hi').notNull(),
    howEn: text('how_en').notNull(),
    howHi: text('how_hi').notNull(),
    helplines: text('helplines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sourceUrl: text('source_url').notNull(),
    checkedOn: date('checked_on', { mode: 'string' }).notNull(),
    /** Empty: national. */
    states: text('states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minAge: integer('min_age'),
    needsCard: boolean('needs_card').notNull().default(false),
    employment: text('employment')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    excludesGovtEmployees: boolean('excludes_govt_employees').notNull().default(false),
    hospitalKinds: text('hospital_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(100),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cost_schemes_slug_idx').on(t.slug),
    index('cost_schemes_published_order_idx').on(t.isPublished, t.sortOrder),
  ],
);
