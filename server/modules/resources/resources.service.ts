import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ResourceMessages,
  type Article,
  type ArticleCategory,
  type ArticlePage,
  type LinkKind,
  type ListResourcesQuery,
  type NgoPage,
  type Professionals,
  type ResourceLinks,
} from '../../../contracts/resources.js';
import type { Database } from '../../db/client.js';
import { articles, healthcareProfessionals, ngos, resourceLinks } from '../../db/schema/resources.js';
import { keyset } from '../../platform/cursor.js';
import { notFound } from '../../platform/errors.js';
import {
  boxSearch,
  sourceQuery,
  termCountColumns,
  termRanksColumn,
  termRanksOf,
  termCountsOf,
  type SearchMode,
  type SearchSource,
  type SourceOptions,
} from '../../platform/search.js';
import type { ResourceSeed } from './resources.facts.js';

type ListInput = z.output<typeof ListResourcesQuery>;

const articlesNewestFirst = keyset({
  columns: [articles.createdAt, articles.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});
/** NGOs by name (case-insensitive), then id. */
const ngosByName = keyset({ columns: [sql`lower(${ngos.name})`, ngos.id], kinds: ['text', 'uuid'], direction: 'asc' });

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
/** In an any-word search a few more of an entry's words count: the NGO's services, the link's tags. */
const ngoVector = (mode: SearchMode | undefined): SQL | SQLWrapper =>
  mode === 'any'
    ? sql`(${ngos.search} || setweight(to_tsvector('simple'::regconfig, concat_ws(' ', ${ngos.focusArea}, array_to_string(${ngos.servicesOffered}, ' '))), 'B'))`
    : ngos.search;
const linkVector = (mode: SearchMode | undefined): SQL | SQLWrapper =>
  mode === 'any'
    ? sql`(${resourceLinks.search} || setweight(to_tsvector('simple'::regconfig, array_to_string(${resourceLinks.tags}, ' ')), 'B'))`
    : resourceLinks.search;

/** The library's search boxes: word beginnings or anywhere inside the words (platform boxSearch). */
const searchBox = (column: SQLWrapper, text: SQL, q: string | undefined): SQL | null | undefined =>
  q ? boxSearch(column, text, q) : undefined;
const articleText = sql`concat_ws(' ', ${articles.title}, ${articles.excerpt}, ${articles.content})`;
const linkText = sql`concat_ws(' ', ${resourceLinks.title}, ${resourceLinks.description})`;
const ngoText = sql`concat_ws(' ', ${ngos.name}, ${ngos.region}, ${ngos.description})`;

export function createResourcesService(deps: { db: Database }) {
  const { db } = deps;

  const articleColumns = {
    id: articles.id,
    title: articles.title,
    excerpt: articles.excerpt,
    category: articles.category,
    imageUrl: articles.imageUrl,
    externalUrl: articles.externalUrl,
    sources: articles.sources,
    isSample: articles.isSample,
    createdAt: articles.createdAt,
    cursorAt: sql<string>`${articles.createdAt}::text`,
  };
  type ArticleRow = { [K in keyof typeof articleColumns]: unknown } & {
    id: string;
    title: string;
    excerpt: string | null;
    category: string;
    imageUrl: string | null;
    externalUrl: string | null;
    sources: string[];
    isSample: boolean;
    createdAt: Date;
  };
  const presentArticle = (r: ArticleRow) => ({
    id: r.id,
    title: r.title,
    excerpt: r.excerpt,
    category: r.category as ArticleCategory,
    imageUrl: r.imageUrl,
    externalUrl: r.externalUrl,
    sources: r.sources,
    isSample: r.isSample,
    createdAt: r.createdAt.toISOString(),
  });

  const searchSources: SearchSource[] = [
    {
      domain: 'resources-articles',
      async search(query, limit, opts) {
        const match = found(articles.search, query, opts);
        if (!match) return [];
        const rows = await db
          .select({
            id: articles.id,
            title: articles.title,
            excerpt: articles.excerpt,
            rank: match.rank,
            termRanks: match.termRanks,
          })
          .from(articles)
          .where(and(eq(articles.isPublished, true), match.where))
          .orderBy(desc(match.rank), asc(articles.title))
          .limit(limit);
        return rows.map((r) => ({
          domain: 'resources-articles',
          title: r.title,
          summary: r.excerpt ?? '',
          url: `/resources/articles/${r.id}`,
          rank: Number(r.rank),
          ...termRanksOf(r.termRanks),
        }));
      },
      async termCounts(terms) {
        const [row] = await db
          .select(termCountColumns(articles.search, terms))
          .from(articles)
          .where(eq(articles.isPublished, true));
        return termCountsOf(row, terms);
      },
    },
    {
      domain: 'resources-ngos',
      async search(query, limit, opts) {
        const match = found(ngoVector(opts?.mode), query, opts);
        if (!match) return [];
        const rows = await db
          .select({
            name: ngos.name,
            description: ngos.description,
            services: ngos.servicesOffered,
            website: ngos.website,
            phone: ngos.contactPhone,
            source: ngos.source,
            rank: match.rank,
            termRanks: match.termRanks,
          })
          .from(ngos)
          .where(and(eq(ngos.isActive, true), match.where))
          .orderBy(desc(match.rank), asc(ngos.name))
          .limit(limit);
        return rows.map((r) => ({
          domain: 'resources-ngos',
          title: r.name,
          summary: [r.description ?? '', r.services.length > 0 ? `(${r.services.join(', ')})` : '']
            .filter(Boolean)
            .join(' '),
          url: r.website ?? '/resources?tab=ngos',
          source: r.source,
          ...(r.phone ? { phone: r.phone } : {}),
          rank: Number(r.rank),
          ...termRanksOf(r.termRanks),
        }));
      },
      async termCounts(terms) {
        const [row] = await db
          .select(termCountColumns(ngoVector('any'), terms))
          .from(ngos)
          .where(eq(ngos.isActive, true));
        return termCountsOf(row, terms);
      },
    },
    {
      // The library's links: helplines, official websites and videos, each with its source.
      domain: 'resources-links',
      async search(query, limit, opts) {
        const match = found(linkVector(opts?.mode), query, opts);
        if (!match) return [];
        const rows = await db
          .select({
            title: resourceLinks.title,
            description: resourceLinks.description,
            url: resourceLinks.url,
            phone: resourceLinks.phone,
            source: resourceLinks.source,
            rank: match.rank,
            termRanks: match.termRanks,
          })
          .from(resourceLinks)
          .where(and(eq(resourceLinks.isActive, true), match.where))
          .orderBy(desc(match.rank), asc(resourceLinks.title))
          .limit(limit);
        return rows.map((r) => ({
          domain: 'resources-links',
          id: r.url,
          title: r.title,
          summary: r.description ?? '',
          url: r.url,
          source: r.source,
          ...(r.phone ? { phone: r.phone } : {}),
          rank: Number(r.rank),
          ...termRanksOf(r.termRanks),
        }));
      },
      async termCounts(terms) {
        const [row] = await db
          .select(termCountColumns(linkVector('any'), terms))
          .from(resourceLinks)
          .where(eq(resourceLinks.isActive, true));
        return termCountsOf(row, terms);
      },
    },
  ];

  return {
    searchSources,

    /** Published articles, newest first; q searches title, excerpt and content. */
    async listArticles(query: ListInput): Promise<ArticlePage> {
      const cond = searchBox(articles.search, articleText, query.q);
      if (cond === null) return { items: [], nextCursor: null };
      const rows = (await db
        .select(articleColumns)
        .from(articles)
        .where(and(eq(articles.isPublished, true), articlesNewestFirst.after(query.cursor), cond))
        .orderBy(...articlesNewestFirst.orderBy)
        .limit(query.limit + 1)) as ArticleRow[];
      const page = articlesNewestFirst.page(rows, query.limit, (r) => [r.cursorAt as string, r.id]);
      return { items: page.items.map(presentArticle), nextCursor: page.nextCursor };
    },

    /** One published article (a draft is not found, as if it did not exist). */
    async article(id: string): Promise<Article> {
      const [row] = (await db
        .select({ ...articleColumns, content: articles.content })
        .from(articles)
        .where(and(eq(articles.id, id), eq(articles.isPublished, true)))) as (ArticleRow & { content: string })[];
      if (!row) throw notFound(ResourceMessages.articleNotFound);
      return { ...presentArticle(row), content: row.content };
    },

    /** Active links (a short list), for the three groups. */
    async links(q?: string): Promise<ResourceLinks> {
      const cond = searchBox(resourceLinks.search, linkText, q);
      if (cond === null) return { items: [] };
      const rows = await db
        .select()
        .from(resourceLinks)
        .where(and(eq(resourceLinks.isActive, true), cond))
        .orderBy(asc(resourceLinks.kind), asc(resourceLinks.title));
      return {
        items: rows.map((r) => ({
          id: r.id,
          title: r.title,
          url: r.url,
          description: r.description,
          kind: r.kind as LinkKind,
          category: r.category,
          tags: r.tags,
          phone: r.phone,
          source: r.source,
        })),
      };
    },

    /** Active NGOs by name; q searches name, description and region. */
    async ngos(query: ListInput): Promise<NgoPage> {
      const cond = searchBox(ngos.search, ngoText, query.q);
      if (cond === null) return { items: [], nextCursor: null };
      const rows = await db
        .select({
          id: ngos.id,
          name: ngos.name,
          description: ngos.description,
          focusArea: ngos.focusArea,
          location: ngos.location,
          region: ngos.region,
          address: ngos.address,
          contactEmail: ngos.contactEmail,
          contactPhone: ngos.contactPhone,
          website: ngos.website,
          servicesOffered: ngos.servicesOffered,
          source: ngos.source,
          sortName: sql<string>`lower(${ngos.name})`,
        })
        .from(ngos)
        .where(and(eq(ngos.isActive, true), ngosByName.after(query.cursor), cond))
        .orderBy(...ngosByName.orderBy)
        .limit(query.limit + 1);
      const page = ngosByName.page(rows, query.limit, (r) => [r.sortName, r.id]);
      return { items: page.items.map(({ sortName: _s, ...ngo }) => ngo), nextCursor: page.nextCursor };
    },

    /**
     * Active NGOs whose services name financial aid or help with paperwork, by name: the people the
     * costs page (issue 25 §2) points to. A narrow published read for the costs module.
     */
    async ngosHelpingWithCosts(limit: number) {
      const offers = sql`exists (select 1 from unnest(${ngos.servicesOffered}) as s(service) where s.service ~* '(financial|paperwork|scheme|fund)')`;
      return db
        .select({
          id: ngos.id,
          name: ngos.name,
          website: ngos.website,
          contactPhone: ngos.contactPhone,
          servicesOffered: ngos.servicesOffered,
        })
        .from(ngos)
        .where(and(eq(ngos.isActive, true), offers))
        .orderBy(sql`lower(${ngos.name})`, ngos.id)
        .limit(limit);
    },

    /** The active directory, by name. */
    async professionals(q?: string): Promise<Professionals> {
      const text = q?.trim().toLowerCase();
      const rows = await db
        .select()
        .from(healthcareProfessionals)
        .where(eq(healthcareProfessionals.isActive, true))
        .orderBy(asc(healthcareProfessionals.name));
      const items = rows
        .filter(
          (r) => !text || [r.name, r.specialty, r.organisation, r.city].some((v) => v?.toLowerCase().includes(text)),
        )
        .map((r) => ({
          id: r.id,
          name: r.name,
          specialty: r.specialty,
          organisation: r.organisation,
          city: r.city,
          phone: r.phone,
          website: r.website,
          source: r.source,
        }));
      return { items };
    },

    async isEmpty(): Promise<boolean> {
      const [row] = await db
        .select({
          n: sql<number>`(select count(*) from ${articles}) + (select count(*) from ${ngos}) + (select count(*) from ${resourceLinks})`,
        })
        .from(sql`(select 1) as one`);
      return Number(row?.n ?? 0) === 0;
    },

    async seed(data: ResourceSeed): Promise<number> {
      await db.transaction(async (tx) => {
        const now = Date.now();
        for (const [i, a] of data.articles.entries())
          await tx
            .insert(articles)
            .values({ ...a, isSample: true, createdAt: new Date(now - (i + 1) * 3 * 86_400_000) });
        if (data.links.length) await tx.insert(resourceLinks).values(data.links);
        if (data.ngos.length) await tx.insert(ngos).values(data.ngos);
        if (data.professionals.length) await tx.insert(healthcareProfessionals).values(data.professionals);
      });
      return data.articles.length + data.links.length + data.ngos.length + data.professionals.length;
    },
  };
}

export type ResourcesService = ReturnType<typeof createResourcesService>;
