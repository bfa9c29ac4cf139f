import { sql } from 'drizzle-orm';
import { boolean, customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Articles of the resources library (community-admin §3 article); the public sees published ones. */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt'),
    /** The Hindi of the article (decision 0076): null until someone writes it; the reader then sees the English, marked. */
    titleHi: text('title_hi'),
    excerptHi: text('excerpt_hi'),
    contentHi: text('content_hi'),
    category: text('category').notNull().default('general'),
    imageUrl: text('image_url'),
    externalUrl: text('external_url'),
    sources: text('sources')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPublished: boolean('is_published').notNull().default(true),
    isSample: boolean('is_sample').notNull().default(false),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, title || ' ' || coalesce(title_hi, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(excerpt, '') || ' ' || coalesce(excerpt_hi, '')), 'B') || setweight(to_tsvector('simple'::regconfig, content || ' ' || coalesce(content_hi, '')), 'C')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_published_created_idx').on(t.isPublished, t.createdAt, t.id),
    index('articles_search_idx').using('gin', t.search),
  ],
);

/** Links (community-admin §3 resource_link), grouped for the public by kind. */
export const resourceLinks = pgTable(
  'resource_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    description: text('description'),
    titleHi: text('title_hi'),
    descriptionHi: text('description_hi'),
    kind: text('kind').notNull().default('website'),
    category: text('category').notNull().default('general'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    phone: text('phone'),
    source: text('source').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, title || ' ' || coalesce(title_hi, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(description, '') || ' ' || coalesce(description_hi, '')), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resource_links_active_idx').on(t.isActive, t.kind),
    index('resource_links_search_idx').using('gin', t.search),
  ],
);

/** NGOs (community-admin §3 ngo): the public sees active ones, by name. */
export const ngos = pgTable(
  'ngos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    focusArea: text('focus_area'),
    nameHi: text('name_hi'),
    descriptionHi: text('description_hi'),
    focusAreaHi: text('focus_area_hi'),
    servicesOfferedHi: text('services_offered_hi')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    location: text('location'),
    region: text('region'),
    address: text('address'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    website: text('website'),
    servicesOffered: text('services_offered')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    source: text('source').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, name || ' ' || coalesce(name_hi, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(region, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(description, '') || ' ' || coalesce(description_hi, '')), 'B')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ngos_active_name_idx').on(t.isActive, t.name, t.id), index('ngos_search_idx').using('gin', t.search)],
);

/** The professionals directory (community-admin §3 healthcare_professional): institutions' services, no named individual. */
export const healthcareProfessionals = pgTable(
  'healthcare_professionals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    specialty: text('specialty'),
    organisation: text('organisation'),
    city: text('city'),
    nameHi: text('name_hi'),
    specialtyHi: text('specialty_hi'),
    organisationHi: text('organisation_hi'),
    cityHi: text('city_hi'),
    phone: text('phone'),
    website: text('website'),
    source: text('source').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('healthcare_professionals_active_name_idx').on(t.isActive, t.name)],
);
