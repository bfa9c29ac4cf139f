import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
import { boxSearch } from '../../platform/search.js';
import type { ResourceSeed } from './resources.facts.js';
import { librarySearchSources } from './resources.search.js';
import { fillLibraryHindi } from './resources.hindi.js';

type ListInput = z.output<typeof ListResourcesQuery>;

const articlesNewestFirst = keyset({
  columns: [articles.createdAt, articles.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});
/** NGOs by name (case-insensitive), then id. */
const ngosByName = keyset({ columns: [sql`lower(${ngos.name})`, ngos.id], kinds: ['text', 'uuid'], direction: 'asc' });

/** The library's search boxes: word beginnings or anywhere inside the words (platform boxSearch). */
const searchBox = (column: SQLWrapper, text: SQL, q: string | undefined): SQL | null | undefined =>
  q ? boxSearch(column, text, q) : undefined;
// Both languages' words (decision 0076), as the search columns hold them.
const articleText = sql`concat_ws(' ', ${articles.title}, ${articles.excerpt}, ${articles.content}, ${articles.titleHi}, ${articles.excerptHi}, ${articles.contentHi})`;
const linkText = sql`concat_ws(' ', ${resourceLinks.title}, ${resourceLinks.description}, ${resourceLinks.titleHi}, ${resourceLinks.descriptionHi})`;
const ngoText = sql`concat_ws(' ', ${ngos.name}, ${ngos.region}, ${ngos.description}, ${ngos.nameHi}, ${ngos.descriptionHi})`;

export function createResourcesService(deps: { db: Database }) {
  const { db } = deps;

  const articleColumns = {
    id: articles.id,
    title: articles.title,
    excerpt: articles.excerpt,
    titleHi: articles.titleHi,
    excerptHi: articles.excerptHi,
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
    titleHi: string | null;
    excerptHi: string | null;
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
    titleHi: r.titleHi,
    excerptHi: r.excerptHi,
    category: r.category as ArticleCategory,
    imageUrl: r.imageUrl,
    externalUrl: r.externalUrl,
    sources: r.sources,
    isSample: r.isSample,
    createdAt: r.createdAt.toISOString(),
  });

  return {
    /** The library's search sources (resources.search.ts). */
    searchSources: librarySearchSources(db),

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
        .select({ ...articleColumns, content: articles.content, contentHi: articles.contentHi })
        .from(articles)
        .where(and(eq(articles.id, id), eq(articles.isPublished, true)))) as (ArticleRow & {
        content: string;
        contentHi: string | null;
      })[];
      if (!row) throw notFound(ResourceMessages.articleNotFound);
      return { ...presentArticle(row), content: row.content, contentHi: row.contentHi };
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
          titleHi: r.titleHi,
          descriptionHi: r.descriptionHi,
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
          nameHi: ngos.nameHi,
          descriptionHi: ngos.descriptionHi,
          focusAreaHi: ngos.focusAreaHi,
          servicesOfferedHi: ngos.servicesOfferedHi,
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
          (r) =>
            !text ||
            [r.name, r.specialty, r.organisation, r.city, r.nameHi, r.specialtyHi, r.organisationHi, r.cityHi].some(
              (v) => v?.toLowerCase().includes(text),
            ),
        )
        .map((r) => ({
          id: r.id,
          name: r.name,
          specialty: r.specialty,
          organisation: r.organisation,
          city: r.city,
          nameHi: r.nameHi,
          specialtyHi: r.specialtyHi,
          organisationHi: r.organisationHi,
          cityHi: r.cityHi,
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

    /** A library seeded by an earlier release gets the seed's Hindi (resources.hindi.ts). */
    fillHindi: (data: ResourceSeed, formerTwins: Record<string, string>) => fillLibraryHindi(db, data, formerTwins),

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
