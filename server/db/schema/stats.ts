import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Awareness statistics for India shown on the home page (core §3 awareness_stats,
 * community-admin §3 awareness_stat). The community figures are computed, not stored.
 */
export const awarenessStats = pgTable(
  'awareness_stats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statKey: text('stat_key').notNull(),
    statValue: text('stat_value').notNull(),
    statDescription: text('stat_description'),
    /** The Hindi of the figure and its sentence (decision 0076); null until written. */
    statValueHi: text('stat_value_hi'),
    statDescriptionHi: text('stat_description_hi'),
    /** Who published the figure; the card's badge shows the part before the first '/'. */
    source: text('source'),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('awareness_stats_order_idx').on(t.displayOrder, t.id),
    index('awareness_stats_active_order_idx')
      .on(t.displayOrder, t.id)
      .where(sql`${t.isActive}`),
  ],
);
