// Queries: what the forum reads, each a function of the service's context (decision 0069).
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ForumLimits,
  ForumMessages,
  type ForumReply,
  type ListPostsQuery,
  type PostPage,
  type PostThread,
} from '../../../contracts/forum.js';
import type { Role } from '../../../contracts/enums.js';
import type { WatchLevel } from '../../../contracts/notifications.js';
import type { Database } from '../../db/client.js';
import { forumHearts, forumPosts, forumReplies, forumThreadWatches } from '../../db/schema/forum.js';
import type { Viewer } from '../../platform/access.js';
import { keyset } from '../../platform/cursor.js';
import { notFound } from '../../platform/errors.js';
import { allPrefixesQuery, tableSearchSource, type SearchSource } from '../../platform/search.js';
import type { ForumContext, ForumReadsContext } from './forum.context.js';
import { presentPost, presentReplies, presentSearchResult, presentSummary } from './forum.presenters.js';

export type ListInput = z.output<typeof ListPostsQuery>;

/** Newest first on (created_at, id), the order of the forum and of its index. */
const newestFirst = keyset({
  columns: [forumPosts.createdAt, forumPosts.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
  message: ForumMessages.badCursor,
});

/** A role filter matches the author's role ('patient' when none is set); anonymous posts never match one. */
const roleIs = (ctx: ForumReadsContext, role: Role): SQL =>
  sql`${ctx.authors.hasRole(forumPosts.userId, role)} and not ${forumPosts.isAnonymous}`;

const heartedBy = (viewerId: string | null) =>
  viewerId
    ? sql<boolean>`exists (select 1 from ${forumHearts} where ${forumHearts.postId} = ${forumPosts.id} and ${forumHearts.userId} = ${viewerId})`
    : sql<boolean>`false`;

const postColumns = (viewerId: string | null) => ({
  id: forumPosts.id,
  userId: forumPosts.userId,
  title: forumPosts.title,
  postType: forumPosts.postType,
  tags: forumPosts.tags,
  isAnonymous: forumPosts.isAnonymous,
  isSample: forumPosts.isSample,
  heartCount: forumPosts.heartCount,
  replyCount: forumPosts.replyCount,
  createdAt: forumPosts.createdAt,
  editedAt: forumPosts.editedAt,
  language: forumPosts.language,
  heldFor: forumPosts.heldFor,
  cursorAt: sql<string>`${forumPosts.createdAt}::text`,
  hearted: heartedBy(viewerId),
});

/** Published posts, and the viewer's own that wait for approval (issue 41). */
const publishedOr = (viewerId: string | null) =>
  viewerId ? or(isNull(forumPosts.heldFor), eq(forumPosts.userId, viewerId)) : isNull(forumPosts.heldFor);

/** A post that exists, with what its rules need; 404 otherwise. */
export async function requirePost(ctx: ForumReadsContext, id: string, tx: Pick<Database, 'select'> = ctx.db) {
  const [post] = await tx
    .select({ id: forumPosts.id, userId: forumPosts.userId, isAnonymous: forumPosts.isAnonymous })
    .from(forumPosts)
    .where(eq(forumPosts.id, id));
  if (!post) throw notFound(ForumMessages.postNotFound);
  return post;
}

/** How the member follows the thread: a row says watching or muted, none is 'normal'. */
async function watchLevelOf(ctx: ForumReadsContext, postId: string, userId: string): Promise<WatchLevel> {
  const [row] = await ctx.db
    .select({ level: forumThreadWatches.level })
    .from(forumThreadWatches)
    .where(and(eq(forumThreadWatches.postId, postId), eq(forumThreadWatches.userId, userId)));
  return (row?.level as WatchLevel | undefined) ?? 'normal';
}

export async function loadList(ctx: ForumReadsContext, query: ListInput, viewer: Viewer | null): Promise<PostPage> {
  const viewerId = viewer?.id ?? null;
  const conditions: (SQL | undefined)[] = [newestFirst.after(query.cursor)];
  if (query.q) {
    const tsquery = allPrefixesQuery(query.q);
    if (!tsquery) return { items: [], nextCursor: null };
    conditions.push(sql`${forumPosts.search} @@ to_tsquery('simple', ${tsquery})`);
  }
  if (query.role) conditions.push(roleIs(ctx, query.role));
  conditions.push(publishedOr(viewerId));
  const rows = await ctx.db
    .select({
      ...postColumns(viewerId),
      content: sql<string>`left(${forumPosts.content}, ${ForumLimits.cardContentMax + 1})`,
    })
    .from(forumPosts)
    .where(and(...conditions))
    .orderBy(...newestFirst.orderBy)
    .limit(query.limit + 1);
  const page = newestFirst.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
  const cards = await ctx.cardsFor(page.items, viewer);
  return { items: page.items.map((row) => presentSummary(row, viewer, cards)), nextCursor: page.nextCursor };
}

const visibleReplies = (viewer: Viewer | null) =>
  viewer?.role === 'admin'
    ? undefined
    : viewer
      ? or(isNull(forumReplies.heldFor), eq(forumReplies.userId, viewer.id))
      : isNull(forumReplies.heldFor);

export async function loadThread(ctx: ForumReadsContext, id: string, viewer: Viewer | null): Promise<PostThread> {
  const [row] = await ctx.db
    .select({ ...postColumns(viewer?.id ?? null), content: forumPosts.content })
    .from(forumPosts)
    .where(eq(forumPosts.id, id));
  // A post waiting for approval is its author's and the administrators' only (issue 41).
  if (!row || (row.heldFor && row.userId !== viewer?.id && viewer?.role !== 'admin'))
    throw notFound(ForumMessages.postNotFound);
  const replyRows = await ctx.db
    .select({
      id: forumReplies.id,
      parentId: forumReplies.parentId,
      userId: forumReplies.userId,
      content: forumReplies.content,
      isAnonymous: forumReplies.isAnonymous,
      isSample: forumReplies.isSample,
      deletedAt: forumReplies.deletedAt,
      createdAt: forumReplies.createdAt,
      editedAt: forumReplies.editedAt,
      language: forumReplies.language,
      heldFor: forumReplies.heldFor,
    })
    .from(forumReplies)
    // A reply waiting for approval is its author's and the administrators' only (decision 0082).
    .where(and(eq(forumReplies.postId, id), visibleReplies(viewer)))
    .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
    .limit(ForumLimits.threadMax + 1);
  const shown = replyRows.slice(0, ForumLimits.threadMax);
  const cards = await ctx.cardsFor([row, ...shown.filter((r) => r.deletedAt === null)], viewer);
  const watchLevel = viewer ? await watchLevelOf(ctx, id, viewer.id) : undefined;
  return {
    post: { ...presentPost(row, viewer, cards), content: row.content, ...(watchLevel ? { watchLevel } : {}) },
    replies: presentReplies(shown, row.userId, viewer, cards),
    repliesTruncated: replyRows.length > ForumLimits.threadMax,
  };
}

/** A reply that exists and is not deleted, with what its rules need; 404 otherwise. */
export async function requireLiveReply(ctx: ForumReadsContext, id: string) {
  const [reply] = await ctx.db
    .select({
      id: forumReplies.id,
      postId: forumReplies.postId,
      userId: forumReplies.userId,
      isAnonymous: forumReplies.isAnonymous,
    })
    .from(forumReplies)
    .where(and(eq(forumReplies.id, id), sql`${forumReplies.deletedAt} is null`));
  if (!reply) throw notFound(ForumMessages.replyNotFound);
  return reply;
}

/** One reply as the viewer sees it in its thread (an answer without answers of its own). */
export async function replyAsShown(
  ctx: ForumReadsContext,
  postId: string,
  id: string,
  viewer: Viewer,
): Promise<ForumReply> {
  const thread = await loadThread(ctx, postId, viewer);
  for (const top of thread.replies) {
    if (top.id === id) return top;
    const answer = top.replies.find((r) => r.id === id);
    if (answer) return { ...answer, replies: [] };
  }
  throw notFound(ForumMessages.replyNotFound);
}

/** The visitors' cache key of a page of the list, and back. */
const listKey = (query: ListInput) =>
  `l:${JSON.stringify([query.q ?? '', query.role ?? '', query.cursor ?? '', query.limit])}`;
export function listFromKey(key: string): ListInput {
  const [q, role, cursor, limit] = JSON.parse(key.slice(2)) as [string, string, string, number];
  return { q: q || undefined, role: (role || undefined) as ListInput['role'], cursor: cursor || undefined, limit };
}

/**
 * Newest first; a search (full text over title, tags and content) and a role filter narrow it.
 * What visitors see is the same for all of them and is kept until the forum changes anywhere.
 */
export async function list(ctx: ForumContext, query: ListInput, viewer: Viewer | null): Promise<PostPage> {
  if (!viewer) return (await ctx.visitorReads.get(listKey(query))) as PostPage;
  return loadList(ctx, query, viewer);
}

/** One post with its thread: top-level replies oldest first, each with its answers. */
export async function thread(ctx: ForumContext, id: string, viewer: Viewer | null): Promise<PostThread> {
  if (!viewer) return (await ctx.visitorReads.get(`t:${id}`)) as PostThread;
  return loadThread(ctx, id, viewer);
}

export function searchSource(ctx: ForumReadsContext): SearchSource {
  // No author, so anonymous posts may be found like any other.
  return tableSearchSource({
    domain: 'forum',
    db: ctx.db,
    table: forumPosts,
    document: forumPosts.search,
    modes: 'all',
    select: { id: forumPosts.id, title: forumPosts.title, summary: sql<string>`left(${forumPosts.content}, 200)` },
    visible: () => isNull(forumPosts.heldFor),
    present: presentSearchResult,
  });
}

/** That a reply exists and is not deleted (for reports): 404 otherwise. */
export async function requireReply(ctx: ForumReadsContext, id: string): Promise<void> {
  const [reply] = await ctx.db
    .select({ id: forumReplies.id })
    .from(forumReplies)
    .where(and(eq(forumReplies.id, id), sql`${forumReplies.deletedAt} is null`));
  if (!reply) throw notFound(ForumMessages.replyNotFound);
}

export async function countPosts(ctx: ForumReadsContext): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(forumPosts);
  return row?.n ?? 0;
}

/** A page or a thread as a visitor reads it, by its key in the visitors' cache ('t:<id>' or a list's key). */
export function loadForVisitor(ctx: ForumReadsContext, key: string): Promise<PostPage | PostThread> {
  return key.startsWith('t:') ? loadThread(ctx, key.slice(2), null) : loadList(ctx, listFromKey(key), null);
}
