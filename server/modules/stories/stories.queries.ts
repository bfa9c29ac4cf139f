// Queries: what the stories read, each a function of the service's context (decision 0069).
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { StoryMessages, type ListStoriesQuery, type Story, type StoryPage } from '../../../contracts/stories.js';
import type { Database } from '../../db/client.js';
import { stories, storyHearts } from '../../db/schema/stories.js';
import type { Viewer } from '../../platform/access.js';
import { keyset } from '../../platform/cursor.js';
import { notFound } from '../../platform/errors.js';
import { boxSearch, tableSearchSource, type SearchSource } from '../../platform/search.js';
import type { StoriesContext } from './stories.context.js';
import { present, presentSearchResult, type StoryRow } from './stories.presenters.js';

export type ListInput = z.output<typeof ListStoriesQuery>;

const newestFirst = keyset({
  columns: [stories.createdAt, stories.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});

const columns = (viewerId: string | null) => ({
  id: stories.id,
  userId: stories.userId,
  title: stories.title,
  excerpt: stories.excerpt,
  cancerType: stories.cancerType,
  tone: stories.tone,
  ageGroup: stories.ageGroup,
  isAnonymous: stories.isAnonymous,
  isSample: stories.isSample,
  heartCount: stories.heartCount,
  createdAt: stories.createdAt,
  editedAt: stories.editedAt,
  language: stories.language,
  heldFor: stories.heldFor,
  cursorAt: sql<string>`${stories.createdAt}::text`,
  hearted: viewerId
    ? sql<boolean>`exists (select 1 from ${storyHearts} where ${storyHearts.storyId} = ${stories.id} and ${storyHearts.userId} = ${viewerId})`
    : sql<boolean>`false`,
});

const base = (ctx: StoriesContext, viewerId: string | null, extra: Record<string, unknown> = {}) =>
  ctx.db.select({ ...columns(viewerId), ...extra }).from(stories);

/** The story's author and whether it is anonymous (404 when there is none). */
export async function requireStory(ctx: StoriesContext, id: string, tx: Pick<Database, 'select'> = ctx.db) {
  const [row] = await tx
    .select({ id: stories.id, userId: stories.userId, isAnonymous: stories.isAnonymous })
    .from(stories)
    .where(eq(stories.id, id));
  if (!row) throw notFound(StoryMessages.notFound);
  return row;
}

export function searchSource(ctx: StoriesContext): SearchSource {
  return tableSearchSource({
    domain: 'stories',
    db: ctx.db,
    table: stories,
    document: stories.search,
    modes: 'all',
    // A story waiting for approval is found once it is published.
    visible: () => isNull(stories.heldFor),
    select: { id: stories.id, title: stories.title, excerpt: stories.excerpt },
    present: presentSearchResult,
  });
}

/** Newest first; search over the title and excerpt, filters by tone and cancer type. */
export async function list(ctx: StoriesContext, query: ListInput, viewer: Viewer | null): Promise<StoryPage> {
  const viewerId = viewer?.id ?? null;
  // A story waiting for approval is listed for its author only (decision 0082).
  const conditions: (SQL | undefined)[] = [
    newestFirst.after(query.cursor),
    viewerId ? or(isNull(stories.heldFor), eq(stories.userId, viewerId)) : isNull(stories.heldFor),
  ];
  if (query.q) {
    const found = boxSearch(stories.search, sql`concat_ws(' ', ${stories.title}, ${stories.excerpt})`, query.q);
    if (!found) return { items: [], nextCursor: null };
    conditions.push(found);
  }
  if (query.tone) conditions.push(eq(stories.tone, query.tone));
  if (query.cancerType) conditions.push(eq(stories.cancerType, query.cancerType));
  const rows = (await base(ctx, viewerId)
    .where(and(...conditions))
    .orderBy(...newestFirst.orderBy)
    .limit(query.limit + 1)) as unknown as StoryRow[];
  const page = newestFirst.page(rows, query.limit, (row) => [row.cursorAt as string, row.id]);
  const cards = await ctx.cardsFor(page.items, viewer);
  return { items: page.items.map((row) => present(row, viewer, cards)), nextCursor: page.nextCursor };
}

export async function get(ctx: StoriesContext, id: string, viewer: Viewer | null): Promise<Story> {
  const viewerId = viewer?.id ?? null;
  const [row] = (await base(ctx, viewerId, { content: stories.content }).where(
    eq(stories.id, id),
  )) as unknown as (StoryRow & { content: string })[];
  if (!row || (row.heldFor && row.userId !== viewerId && viewer?.role !== 'admin'))
    throw notFound(StoryMessages.notFound);
  return { ...present(row, viewer, await ctx.cardsFor([row], viewer)), content: row.content };
}

export async function count(ctx: StoriesContext): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(stories);
  return row?.n ?? 0;
}
