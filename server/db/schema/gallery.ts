import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/** The home page's photo gallery (core §3 gallery item). Images live in storage under their keys. */
export const galleryItems = pgTable(
  'gallery_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    alt: text('alt').notNull(),
    description: text('description').notNull().default(''),
    /** The Hindi caption (decision 0076); null until written. */
    titleHi: text('title_hi'),
    altHi: text('alt_hi'),
    descriptionHi: text('description_hi'),
    category: text('category').notNull(),
    /** The full image (WebP, at most 1600 px wide). */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** The carousel copy (WebP, about 480 px wide). */
    thumbKey: text('thumb_key').notNull(),
    thumbWidth: integer('thumb_width').notNull(),
    thumbHeight: integer('thumb_height').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('gallery_items_order_idx').on(t.displayOrder, t.createdAt),
    index('gallery_items_category_order_idx').on(t.category, t.displayOrder, t.createdAt),
    check('gallery_items_category_check', sql`${t.category} in ('awareness', 'support', 'celebration', 'connection')`),
  ],
);
