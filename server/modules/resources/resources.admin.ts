import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LibraryMessages,
  type AdminArticle,
  type AdminArticlePage,
  type AdminLibraryQuery,
  type AdminNgo,
  type AdminNgoPage,
  type AdminResourceLink,
  type AdminResourceLinkPage,
  type CreateArticleBody,
  type CreateNgoBody,
  type CreateResourceLinkBody,
  type UpdateArticleBody,
  type UpdateNgoBody,
  type UpdateResourceLinkBody,
} from '../../../contracts/resources-admin.js';
import type { ArticleCategory, LinkKind } from '../../../contracts/resources.js';
import type { Database } from '../../db/client.js';
import { articles, ngos, resourceLinks } from '../../db/schema/resources.js';
import type { Viewer } from '../../platform/access.js';
import { writeAudit } from '../../platform/audit.js';
import { keyset } from '../../platform/cursor.js';
import { notFound } from '../../platform/errors.js';
import { allPrefixesQuery } from '../../platform/search.js';

type Query = z.output<typeof AdminLibraryQuery>;

/** The admin lists: articles and NGOs by last change (§7), links newest first; then id. */
const articlesByChange = keyset({
  columns: [articles.updatedAt, articles.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});
const ngosByChange = keyset({ columns: [ngos.updatedAt, ngos.id], kinds: ['timestamp', 'uuid'], direction: 'desc' });
const linksNewest = keyset({
  columns: [resourceLinks.createdAt, resourceLinks.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});

/** The full-text condition for a search, null when the search has no word to look for. */
const matching = (column: unknown, q: string | undefined): SQL | null | undefined => {
  if (!q) return undefined;
  const tsquery = allPrefixesQuery(q);
  return tsquery ? sql`${column} @@ to_tsquery('simple', ${tsquery})` : null;
};

/**
 * The administrators' library: articles (drafts too), NGOs and links (inactive ones too), created,
 * edited, switched and deleted, each change audited with what it touched (its title or name, never
 * its text). The routes are admin-only; the public reads stay in resources.service.ts.
 */
export function createLibraryAdmin(deps: { db: Database }) {
  const { db } = deps;

  const presentArticle = (r: typeof articles.$inferSelect): AdminArticle => ({
    id: r.id,
    title: r.title,
    content: r.content,
    excerpt: r.excerpt,
    category: r.category as ArticleCategory,
    imageUrl: r.imageUrl,
    externalUrl: r.externalUrl,
    isPublished: r.isPublished,
    isSample: r.isSample,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  });
  const presentNgo = (r: typeof ngos.$inferSelect): AdminNgo => ({
    id: r.id,
    name: r.name,
    description: r.description,
    focusArea: r.focusArea,
    location: r.location,
    region: r.region,
    address: r.address,
    contactEmail: r.contactEmail,
    contactPhone: r.contactPhone,
    website: r.website,
    servicesOffered: r.servicesOffered,
    source: r.source,
    isActive: r.isActive,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  });
  const presentLink = (r: typeof resourceLinks.$inferSelect): AdminResourceLink => ({
    id: r.id,
    title: r.title,
    url: r.url,
    description: r.description,
    kind: r.kind as LinkKind,
    category: r.category,
    tags: r.tags,
    phone: r.phone,
    source: r.source,
    isActive: r.isActive,
    createdAt: r.createdAt.toISOString(),
  });

  /** Only the keys the caller sent (a PATCH changes what it names). */
  const defined = <T extends object>(input: T) =>
    Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;

  return {
    async listArticles(query: Query): Promise<AdminArticlePage> {
      const cond = matching(articles.search, query.q);
      if (cond === null) return { items: [], nextCursor: null };
      const rows = await db
        .select({ row: articles, cursorAt: sql<string>`${articles.updatedAt}::text` })
        .from(articles)
        .where(and(articlesByChange.after(query.cursor), cond))
        .orderBy(...articlesByChange.orderBy)
        .limit(query.limit + 1);
      const page = articlesByChange.page(rows, query.limit, (r) => [r.cursorAt, r.row.id]);
      return { items: page.items.map((r) => presentArticle(r.row)), nextCursor: page.nextCursor };
    },

    async createArticle(actor: Viewer, input: z.output<typeof CreateArticleBody>): Promise<AdminArticle> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(articles)
          .values({ ...input, authorId: actor.id })
          .returning();
        await writeAudit(tx, {
          action: 'article_created',
          adminId: actor.id,
          targetUserId: null,
          details: { articleId: row!.id, title: row!.title, published: row!.isPublished },
        });
        return presentArticle(row!);
      });
    },

    async updateArticle(actor: Viewer, id: string, input: z.output<typeof UpdateArticleBody>): Promise<AdminArticle> {
      const changes = defined(input);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(articles)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(articles.id, id))
          .returning();
        if (!row) throw notFound(LibraryMessages.articleNotFound);
        await writeAudit(tx, {
          action: 'article_updated',
          adminId: actor.id,
          targetUserId: null,
          details: { articleId: id, title: row.title, fields: Object.keys(changes) },
        });
        return presentArticle(row);
      });
    },

    async deleteArticle(actor: Viewer, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning({ title: articles.title });
        if (!row) throw notFound(LibraryMessages.articleNotFound);
        await writeAudit(tx, {
          action: 'article_deleted',
          adminId: actor.id,
          targetUserId: null,
          details: { articleId: id, title: row.title },
        });
      });
    },

    async listNgos(query: Query): Promise<AdminNgoPage> {
      const cond = matching(ngos.search, query.q);
      if (cond === null) return { items: [], nextCursor: null };
      const rows = await db
        .select({ row: ngos, cursorAt: sql<string>`${ngos.updatedAt}::text` })
        .from(ngos)
        .where(and(ngosByChange.after(query.cursor), cond))
        .orderBy(...ngosByChange.orderBy)
        .limit(query.limit + 1);
      const page = ngosByChange.page(rows, query.limit, (r) => [r.cursorAt, r.row.id]);
      return { items: page.items.map((r) => presentNgo(r.row)), nextCursor: page.nextCursor };
    },

    async createNgo(actor: Viewer, input: z.output<typeof CreateNgoBody>): Promise<AdminNgo> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(ngos).values(input).returning();
        await writeAudit(tx, {
          action: 'ngo_created',
          adminId: actor.id,
          targetUserId: null,
          details: { ngoId: row!.id, name: row!.name },
        });
        return presentNgo(row!);
      });
    },

    async updateNgo(actor: Viewer, id: string, input: z.output<typeof UpdateNgoBody>): Promise<AdminNgo> {
      const changes = defined(input);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(ngos)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(ngos.id, id))
          .returning();
        if (!row) throw notFound(LibraryMessages.ngoNotFound);
        await writeAudit(tx, {
          action: 'ngo_updated',
          adminId: actor.id,
          targetUserId: null,
          details: { ngoId: id, name: row.name, fields: Object.keys(changes) },
        });
        return presentNgo(row);
      });
    },

    async deleteNgo(actor: Viewer, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(ngos).where(eq(ngos.id, id)).returning({ name: ngos.name });
        if (!row) throw notFound(LibraryMessages.ngoNotFound);
        await writeAudit(tx, {
          action: 'ngo_deleted',
          adminId: actor.id,
          targetUserId: null,
          details: { ngoId: id, name: row.name },
        });
      });
    },

    async listLinks(query: Query): Promise<AdminResourceLinkPage> {
      const cond = matching(resourceLinks.search, query.q);
      if (cond === null) return { items: [], nextCursor: null };
      const rows = await db
        .select({ row: resourceLinks, cursorAt: sql<string>`${resourceLinks.createdAt}::text` })
        .from(resourceLinks)
        .where(and(linksNewest.after(query.cursor), cond))
        .orderBy(...linksNewest.orderBy)
        .limit(query.limit + 1);
      const page = linksNewest.page(rows, query.limit, (r) => [r.cursorAt, r.row.id]);
      return { items: page.items.map((r) => presentLink(r.row)), nextCursor: page.nextCursor };
    },

    async createLink(actor: Viewer, input: z.output<typeof CreateResourceLinkBody>): Promise<AdminResourceLink> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(resourceLinks).values(input).returning();
        await writeAudit(tx, {
          action: 'resource_created',
          adminId: actor.id,
          targetUserId: null,
          details: { resourceId: row!.id, title: row!.title },
        });
        return presentLink(row!);
      });
    },

    async updateLink(
      actor: Viewer,
      id: string,
      input: z.output<typeof UpdateResourceLinkBody>,
    ): Promise<AdminResourceLink> {
      const changes = defined(input);
      return db.transaction(async (tx) => {
        const [row] = Object.keys(changes).length
          ? await tx.update(resourceLinks).set(changes).where(eq(resourceLinks.id, id)).returning()
          : await tx.select().from(resourceLinks).where(eq(resourceLinks.id, id));
        if (!row) throw notFound(LibraryMessages.linkNotFound);
        await writeAudit(tx, {
          action: 'resource_updated',
          adminId: actor.id,
          targetUserId: null,
          details: { resourceId: id, title: row.title, fields: Object.keys(changes) },
        });
        return presentLink(row);
      });
    },

    async deleteLink(actor: Viewer, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(resourceLinks)
          .where(eq(resourceLinks.id, id))
          .returning({ title: resourceLinks.title });
        if (!row) throw notFound(LibraryMessages.linkNotFound);
        await writeAudit(tx, {
          action: 'resource_deleted',
          adminId: actor.id,
          targetUserId: null,
          details: { resourceId: id, title: row.title },
        });
      });
    },
  };
}

export type LibraryAdmin = ReturnType<typeof createLibraryAdmin>;
