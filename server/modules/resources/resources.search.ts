// The library's three searchable kinds (articles, NGOs, links) on one search source each, written
// once (decision 0069): each kind says what it selects, which entries are live, and how a found
// entry reads; the matching, ranking, per-term ranks and term counts are the same for all three.
import { and, asc, desc, eq, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../db/client.js';
import { articles, ngos, resourceLinks } from '../../db/schema/resources.js';
import {
  sourceQuery,
  termCountColumns,
  termRanksColumn,
  termRanksOf,
  termCountsOf,
  type SearchHit,
  type SearchMode,
  type SearchSource,
  type SourceOptions,
} from '../../platform/search.js';

/**
 * The platform search's query for one of the library's vectors: every word as a word beginning
 * (the default), or for Forti's questions any word that carries meaning, ranked (platform
 * sourceQuery). Null when nothing is left to look for.
 */
const found = (vector: SQL | SQLWrapper, q: string, opts: SourceOptions | undefined) => {
  const tsquery = sourceQuery(q, opts?.mode);
  if (!tsquery) return null;
  const query = sql`to_tsquery('simple', ${tsquery})`;
  return {
    where: sql`${vector} @@ ${query}`,
    rank: sql<number>`ts_rank(${vector}, ${query})`,
    termRanks: termRanksColumn(vector, opts?.mode === 'any' ? opts.terms : undefined),
  };
};

/** One searchable kind of the library. */
interface LibraryKind<Columns extends Record<string, PgColumn>> {
  domain: string;
  table: PgTable;
  /** The search vector; an any-word search may count a few more of an entry's words. */
  vector: (mode: SearchMode | undefined) => SQL | SQLWrapper;
  /** What members may find: published articles, active NGOs and links. */
  live: SQL;
  columns: Columns;
  /** Among equally ranked entries, alphabetical. */
  byName: AnyColumn;
  /** A found entry as a hit, without its domain and ranks. */
  hit: (row: SelectResultFields<Columns>) => Omit<SearchHit, 'domain' | 'rank' | 'termRanks'>;
}

/** Infers a kind's row type from its columns. */
function librarySourceKind<Columns extends Record<string, PgColumn>>(kind: LibraryKind<Columns>) {
  return kind;
}

function librarySource<Columns extends Record<string, PgColumn>>(
  db: Database,
  kind: LibraryKind<Columns>,
): SearchSource {
  return {
    domain: kind.domain,
    async search(query, limit, opts) {
      const match = found(kind.vector(opts?.mode), query, opts);
      if (!match) return [];
      const rows = await db
        .select({ fields: kind.columns, rank: match.rank, termRanks: match.termRanks })
        .from(kind.table)
        .where(and(kind.live, match.where))
        .orderBy(desc(match.rank), asc(kind.byName))
        .limit(limit);
      return rows.map((r) => ({
        domain: kind.domain,
        ...kind.hit(r.fields as SelectResultFields<Columns>),
        rank: Number(r.rank),
        ...termRanksOf(r.termRanks),
      }));
    },
    async termCounts(terms) {
      const [row] = await db
        .select(termCountColumns(kind.vector('any'), terms))
        .from(kind.table)
        .where(kind.live);
      return termCountsOf(row, terms);
    },
  };
}

const articleKind = librarySourceKind({
  domain: 'resources-articles',
  table: articles,
  vector: () => articles.search,
  live: eq(articles.isPublished, true),
  columns: { id: articles.id, title: articles.title, excerpt: articles.excerpt },
  byName: articles.title,
  hit: (r) => ({ title: r.title, summary: r.excerpt ?? '', url: `/resources/articles/${r.id}` }),
});

/** In an any-word search a few more of an entry's words count: the NGO's services, the link's tags. */
const ngoKind = librarySourceKind({
  domain: 'resources-ngos',
  table: ngos,
  vector: (mode) =>
    mode === 'any'
      ? sql`(${ngos.search} || setweight(to_tsvector('simple'::regconfig, concat_ws(' ', ${ngos.focusArea}, array_to_string(${ngos.servicesOffered}, ' '))), 'B'))`
      : ngos.search,
  live: eq(ngos.isActive, true),
  columns: {
    name: ngos.name,
    description: ngos.description,
    services: ngos.servicesOffered,
    website: ngos.website,
    phone: ngos.contactPhone,
    source: ngos.source,
  },
  byName: ngos.name,
  hit: (r) => ({
    title: r.name,
    summary: [r.description ?? '', r.services.length > 0 ? `(${r.services.join(', ')})` : ''].filter(Boolean).join(' '),
    url: r.website ?? '/resources?tab=ngos',
    source: r.source,
    ...(r.phone ? { phone: r.phone } : {}),
  }),
});

/** The library's links: helplines, official websites and videos, each with its source. */
const linkKind = librarySourceKind({
  domain: 'resources-links',
  table: resourceLinks,
  vector: (mode) =>
    mode === 'any'
      ? sql`(${resourceLinks.search} || setweight(to_tsvector('simple'::regconfig, array_to_string(${resourceLinks.tags}, ' ')), 'B'))`
      : resourceLinks.search,
  live: eq(resourceLinks.isActive, true),
  columns: {
    title: resourceLinks.title,
    description: resourceLinks.description,
    url: resourceLinks.url,
    phone: resourceLinks.phone,
    source: resourceLinks.source,
  },
  byName: resourceLinks.title,
  hit: (r) => ({
    id: r.url,
    title: r.title,
    summary: r.description ?? '',
    url: r.url,
    source: r.source,
    ...(r.phone ? { phone: r.phone } : {}),
  }),
});

/** The library's search sources, registered with the platform search by the module. */
export const librarySearchSources = (db: Database): SearchSource[] => [
  librarySource(db, articleKind),
  librarySource(db, ngoKind),
  librarySource(db, linkKind),
];
