// The library's three searchable kinds (articles, NGOs, links), each a table search source
// (decision 0069): each kind says what it selects, which entries are live and how a found entry
// reads; the matching, ranking, per-term ranks and term counts are the platform's.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { articles, ngos, resourceLinks } from '../../db/schema/resources.js';
import { tableSearchSource, type SearchSource } from '../../platform/search.js';

/** The library's search sources, registered with the platform search by the module. */
export const librarySearchSources = (db: Database): SearchSource[] => [
  tableSearchSource({
    domain: 'resources-articles',
    db,
    table: articles,
    document: articles.search,
    modes: 'all-and-any',
    select: {
      id: articles.id,
      title: articles.title,
      excerpt: articles.excerpt,
      titleHi: articles.titleHi,
      excerptHi: articles.excerptHi,
    },
    visible: () => eq(articles.isPublished, true),
    thenBy: articles.title,
    present: (r) => ({
      title: r.title,
      summary: r.excerpt ?? '',
      hi: { title: r.titleHi, summary: r.excerptHi },
      url: `/resources/articles/${r.id}`,
    }),
  }),
  // In an any-word search a few more of an entry's words count: the NGO's services, the link's tags.
  tableSearchSource({
    domain: 'resources-ngos',
    db,
    table: ngos,
    document: (mode) =>
      mode === 'any'
        ? sql`(${ngos.search} || setweight(to_tsvector('simple'::regconfig, concat_ws(' ', ${ngos.focusArea}, array_to_string(${ngos.servicesOffered}, ' '))), 'B'))`
        : ngos.search,
    modes: 'all-and-any',
    select: {
      name: ngos.name,
      description: ngos.description,
      nameHi: ngos.nameHi,
      descriptionHi: ngos.descriptionHi,
      services: ngos.servicesOffered,
      website: ngos.website,
      phone: ngos.contactPhone,
      source: ngos.source,
    },
    visible: () => eq(ngos.isActive, true),
    thenBy: ngos.name,
    present: (r) => ({
      title: r.name,
      summary: [r.description ?? '', r.services.length > 0 ? `(${r.services.join(', ')})` : '']
        .filter(Boolean)
        .join(' '),
      hi: { title: r.nameHi, summary: r.descriptionHi },
      url: r.website ?? '/resources?tab=ngos',
      source: r.source,
      ...(r.phone ? { phone: r.phone } : {}),
    }),
  }),
  // The library's links: helplines, official websites and videos, each with its source.
  tableSearchSource({
    domain: 'resources-links',
    db,
    table: resourceLinks,
    document: (mode) =>
      mode === 'any'
        ? sql`(${resourceLinks.search} || setweight(to_tsvector('simple'::regconfig, array_to_string(${resourceLinks.tags}, ' ')), 'B'))`
        : resourceLinks.search,
    modes: 'all-and-any',
    select: {
      title: resourceLinks.title,
      description: resourceLinks.description,
      titleHi: resourceLinks.titleHi,
      descriptionHi: resourceLinks.descriptionHi,
      url: resourceLinks.url,
      phone: resourceLinks.phone,
      source: resourceLinks.source,
    },
    visible: () => eq(resourceLinks.isActive, true),
    thenBy: resourceLinks.title,
    present: (r) => ({
      id: r.url,
      title: r.title,
      summary: r.description ?? '',
      hi: { title: r.titleHi, summary: r.descriptionHi },
      url: r.url,
      source: r.source,
      ...(r.phone ? { phone: r.phone } : {}),
    }),
  }),
];
