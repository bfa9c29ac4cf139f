import type { Message } from '../../../contracts/messages.js';
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
import { writeAudit, type AuditAction } from '../../platform/audit.js';
import { keyset, type Keyset } from '../../platform/cursor.js';
import { notFound } from '../../platform/errors.js';
import { allPrefixesQuery } from '../../platform/search.js';

type Query = z.output<typeof AdminLibraryQuery>;

/** The admin lists' order: newest first on a time, then id. */
const newestOn = (at: AnyColumn, id: AnyColumn) =>
  keyset({ columns: [at, id], kinds: ['timestamp', 'uuid'], direction: 'desc' });

/** The full-text condition for a search, null when the search has no word to look for. */
const matching = (column: unknown, q: string | undefined): SQL | null | undefined => {
  if (!q) return undefined;
  const tsquery = allPrefixesQuery(q);
  return tsquery ? sql`${column} @@ to_tsquery('simple', ${tsquery})` : null;
};

type LibraryTable = typeof articles | typeof ngos | typeof resourceLinks;

/**
 * One kind of the library as its administrators handle it: how its list is ordered, how a row
 * reads, and what its audits are called and name it by (its title or name, never its text).
 */
interface AdminKind<T extends LibraryTable, Out> {
  table: T;
  /** The list's order (articles and NGOs by last change, §7; links newest first), and its time. */
  order: Keyset<readonly ['timestamp', 'uuid']>;
  orderedOn: AnyColumn;
  present: (row: T['$inferSelect']) => Out;
  notFound: Message;
  actions: { created: AuditAction; updated: AuditAction; deleted: AuditAction };
  /** The audit's detail naming the entry: its id under this key, and its title or name. */
  idKey: string;
  label: (row: T['$inferSelect']) => Record<string, unknown>;
  /** Whether an edit stamps the time of change (links keep none). */
  stampsChanges: boolean;
}

const articleKind: AdminKind<typeof articles, AdminArticle> = {
  table: articles,
  order: newestOn(articles.updatedAt, articles.id),
  orderedOn: articles.updatedAt,
  present: (r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    excerpt: r.excerpt,
    titleHi: r.titleHi,
    excerptHi: r.excerptHi,
    contentHi: r.contentHi,
    category: r.category as ArticleCategory,
    imageUrl: r.imageUrl,
    externalUrl: r.externalUrl,
    isPublished: r.isPublished,
    isSample: r.isSample,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }),
  notFound: LibraryMessages.articleNotFound,
  actions: { created: 'article_created', updated: 'article_updated', deleted: 'article_deleted' },
  idKey: 'articleId',
  label: (r) => ({ title: r.title }),
  stampsChanges: true,
};

const ngoKind: AdminKind<typeof ngos, AdminNgo> = {
  table: ngos,
  order: newestOn(ngos.updatedAt, ngos.id),
  orderedOn: ngos.updatedAt,
  present: (r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    focusArea: r.focusArea,
    nameHi: r.nameHi,
    descriptionHi: r.descriptionHi,
    focusAreaHi: r.focusAreaHi,
    servicesOfferedHi: r.servicesOfferedHi,
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
  }),
  notFound: LibraryMessages.ngoNotFound,
  actions: { created: 'ngo_created', updated: 'ngo_updated', deleted: 'ngo_deleted' },
  idKey: 'ngoId',
  label: (r) => ({ name: r.name }),
  stampsChanges: true,
};

const linkKind: AdminKind<typeof resourceLinks, AdminResourceLink> = {
  table: resourceLinks,
  order: newestOn(resourceLinks.createdAt, resourceLinks.id),
  orderedOn: resourceLinks.createdAt,
  present: (r) => ({
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
    isActive: r.isActive,
    createdAt: r.createdAt.toISOString(),
  }),
  notFound: LibraryMessages.linkNotFound,
  actions: { created: 'resource_created', updated: 'resource_updated', deleted: 'resource_deleted' },
  idKey: 'resourceId',
  label: (r) => ({ title: r.title }),
  stampsChanges: false,
};

/** Only the keys the caller sent (a PATCH changes what it names). */
const defined = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A page of the kind, drafts and inactive entries too; q searches its full text. */
async function listOf<T extends LibraryTable, Out>(db: Database, kind: AdminKind<T, Out>, query: Query) {
  const table = kind.table as LibraryTable;
  const cond = matching(table.search, query.q);
  if (cond === null) return { items: [], nextCursor: null };
  const rows = await db
    .select({ row: table, cursorAt: sql<string>`${kind.orderedOn}::text` })
    .from(table)
    .where(and(kind.order.after(query.cursor), cond))
    .orderBy(...kind.order.orderBy)
    .limit(query.limit + 1);
  const page = kind.order.page(rows, query.limit, (r) => [r.cursorAt, r.row.id]);
  return { items: page.items.map((r) => kind.present(r.row as T['$inferSelect'])), nextCursor: page.nextCursor };
}

async function createOf<T extends LibraryTable, Out>(
  db: Database,
  kind: AdminKind<T, Out>,
  actor: Viewer,
  values: T['$inferInsert'],
  extra: (row: T['$inferSelect']) => Record<string, unknown> = () => ({}),
): Promise<Out> {
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .insert(kind.table as LibraryTable)
      .values(values as never)
      .returning()) as T['$inferSelect'][];
    await writeAudit(tx, {
      action: kind.actions.created,
      adminId: actor.id,
      targetUserId: null,
      details: { [kind.idKey]: row!.id, ...kind.label(row!), ...extra(row!) },
    });
    return kind.present(row!);
  });
}

async function updateOf<T extends LibraryTable, Out>(
  db: Database,
  kind: AdminKind<T, Out>,
  actor: Viewer,
  id: string,
  input: object,
): Promise<Out> {
  const table = kind.table as LibraryTable;
  const changes = defined(input);
  const set = kind.stampsChanges ? { ...changes, updatedAt: new Date() } : changes;
  return db.transaction(async (tx) => {
    // Nothing to change and no time to stamp: the entry is read as it is.
    const [row] = (
      Object.keys(set).length
        ? await tx
            .update(table)
            .set(set as never)
            .where(eq(table.id, id))
            .returning()
        : await tx.select().from(table).where(eq(table.id, id))
    ) as T['$inferSelect'][];
    if (!row) throw notFound(kind.notFound);
    await writeAudit(tx, {
      action: kind.actions.updated,
      adminId: actor.id,
      targetUserId: null,
      details: { [kind.idKey]: id, ...kind.label(row), fields: Object.keys(changes) },
    });
    return kind.present(row);
  });
}

async function deleteOf<T extends LibraryTable, Out>(
  db: Database,
  kind: AdminKind<T, Out>,
  actor: Viewer,
  id: string,
): Promise<void> {
  const table = kind.table as LibraryTable;
  await db.transaction(async (tx) => {
    const [row] = (await tx.delete(table).where(eq(table.id, id)).returning()) as T['$inferSelect'][];
    if (!row) throw notFound(kind.notFound);
    await writeAudit(tx, {
      action: kind.actions.deleted,
      adminId: actor.id,
      targetUserId: null,
      details: { [kind.idKey]: id, ...kind.label(row) },
    });
  });
}

/**
 * The administrators' library: articles (drafts too), NGOs and links (inactive ones too), created,
 * edited, switched and deleted, each change audited with what it touched (its title or name, never
 * its text). The three kinds share one list, create, edit and delete (decision 0069). The routes are
 * admin-only; the public reads stay in resources.service.ts.
 */
export function createLibraryAdmin(deps: { db: Database }) {
  const { db } = deps;
  return {
    listArticles: (query: Query): Promise<AdminArticlePage> => listOf(db, articleKind, query),
    createArticle: (actor: Viewer, input: z.output<typeof CreateArticleBody>) =>
      createOf(db, articleKind, actor, { ...input, authorId: actor.id }, (row) => ({ published: row.isPublished })),
    updateArticle: (actor: Viewer, id: string, input: z.output<typeof UpdateArticleBody>) =>
      updateOf(db, articleKind, actor, id, input),
    deleteArticle: (actor: Viewer, id: string) => deleteOf(db, articleKind, actor, id),
    listNgos: (query: Query): Promise<AdminNgoPage> => listOf(db, ngoKind, query),
    createNgo: (actor: Viewer, input: z.output<typeof CreateNgoBody>) => createOf(db, ngoKind, actor, input),
    updateNgo: (actor: Viewer, id: string, input: z.output<typeof UpdateNgoBody>) =>
      updateOf(db, ngoKind, actor, id, input),
    deleteNgo: (actor: Viewer, id: string) => deleteOf(db, ngoKind, actor, id),
    listLinks: (query: Query): Promise<AdminResourceLinkPage> => listOf(db, linkKind, query),
    createLink: (actor: Viewer, input: z.output<typeof CreateResourceLinkBody>) => createOf(db, linkKind, actor, input),
    updateLink: (actor: Viewer, id: string, input: z.output<typeof UpdateResourceLinkBody>) =>
      updateOf(db, linkKind, actor, id, input),
    deleteLink: (actor: Viewer, id: string) => deleteOf(db, linkKind, actor, id),
  };
}

export type LibraryAdmin = ReturnType<typeof createLibraryAdmin>;
