import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  StoryLimits,
  StoryMessages,
  storyExcerpt,
  type CreateStoryBody,
  type UpdateStoryBody,
  type ListStoriesQuery,
  type Story,
  type StoryAgeGroup,
  type StoryCancerType,
  type StoryHeart,
  type StoryPage,
  type StoryTone,
} from '../../../contracts/stories.js';
import type { Database } from '../../db/client.js';
import { stories, storyHearts } from '../../db/schema/stories.js';
import { assertMayContribute, type Viewer } from '../../platform/access.js';
import { keyset } from '../../platform/cursor.js';
import { conflict, notFound } from '../../platform/errors.js';
import { writeAudit, auditedAuthor } from '../../platform/audit.js';
import { MemberActionLimits, MemberActionMessages } from '../../../contracts/member-actions.js';
import { defineMemberLimit, HOUR_SECONDS, type MemberLimits } from '../../platform/member-limits.js';
import { allPrefixesQuery, boxSearch, type SearchSource } from '../../platform/search.js';
import {
  authorNameForModerators,
  presentAuthor,
  showsAuthor,
  type AuthorCard,
  type AuthorReads,
} from '../profiles/index.js';
import type { ReportsService } from '../reports/index.js';
import { storyCan, storyRules } from './stories.policy.js';
import { authorize } from '../../platform/authorize.js';

type CreateInput = z.output<typeof CreateStoryBody>;
type UpdateInput = z.output<typeof UpdateStoryBody>;
type ListInput = z.output<typeof ListStoriesQuery>;

const storiesPerHour = defineMemberLimit({
  name: 'story',
  max: StoryLimits.perHour,
  windowSeconds: HOUR_SECONDS,
  message: StoryMessages.rateLimited,
});
const editsPerHour = defineMemberLimit({
  name: 'content-edit',
  max: MemberActionLimits.editsPerHour,
  windowSeconds: HOUR_SECONDS,
  message: MemberActionMessages.editsLimited,
});
const newestFirst = keyset({
  columns: [stories.createdAt, stories.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});

export interface SampleStory {
  title: string;
  content: string;
  cancerType: StoryCancerType;
  tone: StoryTone;
  ageGroup?: StoryAgeGroup;
  isAnonymous?: boolean;
  author: number;
  daysAgo: number;
  heartsFrom: number[];
}

export function createStoriesService(deps: {
  db: Database;
  memberLimits: MemberLimits;
  authors: AuthorReads;
  /** Keeps the record of a reported story its author deletes (issue 44). */
  reports?: Pick<ReportsService, 'recordDeletion'>;
}) {
  const { db, memberLimits, authors } = deps;

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
    cursorAt: sql<string>`${stories.createdAt}::text`,
    hearted: viewerId
      ? sql<boolean>`exists (select 1 from ${storyHearts} where ${storyHearts.storyId} = ${stories.id} and ${storyHearts.userId} = ${viewerId})`
      : sql<boolean>`false`,
  });
  type Row = { [K in keyof ReturnType<typeof columns>]: unknown } & {
    id: string;
    userId: string;
    title: string;
    excerpt: string;
    isAnonymous: boolean;
    isSample: boolean;
    heartCount: number;
    createdAt: Date;
    editedAt: Date | null;
  };

  /** The cards of the authors this reader may see, in one read for a whole page. */
  const cardsFor = (rows: readonly Row[], viewer: Viewer | null) =>
    authors.byIds(rows.filter((r) => showsAuthor(viewer, r)).map((r) => r.userId));

  /** The story as the reader may see it: an anonymous story names nobody, except to its author. */
  function present(row: Row, viewer: Viewer | null, cards: ReadonlyMap<string, AuthorCard>) {
    const viewerId = viewer?.id ?? null;
    const card = cards.get(row.userId);
    return {
      id: row.id,
      title: row.title,
      excerpt: row.excerpt,
      cancerType: row.cancerType as StoryCancerType,
      tone: row.tone as StoryTone,
      ageGroup: (row.ageGroup as StoryAgeGroup | null) ?? null,
      isAnonymous: row.isAnonymous,
      author: presentAuthor(
        viewer,
        row,
        card && { id: card.id, name: card.name, username: card.username, avatarUrl: card.avatarUrl },
      ),
      isMine: viewerId !== null && row.userId === viewerId,
      isSample: row.isSample,
      heartCount: row.heartCount,
      heartedByMe: Boolean(row.hearted),
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      can: storyCan(viewer, row),
    };
  }

  const base = (viewerId: string | null, extra: Record<string, unknown> = {}) =>
    db.select({ ...columns(viewerId), ...extra }).from(stories);

  async function requireStory(id: string, tx: Pick<Database, 'select'> = db) {
    const [row] = await tx
      .select({ id: stories.id, userId: stories.userId, isAnonymous: stories.isAnonymous })
      .from(stories)
      .where(eq(stories.id, id));
    if (!row) throw notFound(StoryMessages.notFound);
    return row;
  }

  const searchSource: SearchSource = {
    domain: 'stories',
    async search(query, limit) {
      const tsquery = allPrefixesQuery(query);
      if (!tsquery) return [];
      const rows = await db
        .select({
          id: stories.id,
          title: stories.title,
          excerpt: stories.excerpt,
          rank: sql<number>`ts_rank(${stories.search}, to_tsquery('simple', ${tsquery}))`,
        })
        .from(stories)
        .where(sql`${stories.search} @@ to_tsquery('simple', ${tsquery})`)
        .orderBy(sql`4 desc`)
        .limit(limit);
      return rows.map((r) => ({
        domain: 'stories',
        title: r.title,
        summary: r.excerpt,
        url: `/stories/${r.id}`,
        rank: Number(r.rank),
      }));
    },
  };

  return {
    searchSource,

    /** Newest first; search over the title and excerpt, filters by tone and cancer type. */
    async list(query: ListInput, viewer: Viewer | null): Promise<StoryPage> {
      const viewerId = viewer?.id ?? null;
      const conditions: (SQL | undefined)[] = [newestFirst.after(query.cursor)];
      if (query.q) {
        const found = boxSearch(stories.search, sql`concat_ws(' ', ${stories.title}, ${stories.excerpt})`, query.q);
        if (!found) return { items: [], nextCursor: null };
        conditions.push(found);
      }
      if (query.tone) conditions.push(eq(stories.tone, query.tone));
      if (query.cancerType) conditions.push(eq(stories.cancerType, query.cancerType));
      const rows = (await base(viewerId)
        .where(and(...conditions))
        .orderBy(...newestFirst.orderBy)
        .limit(query.limit + 1)) as unknown as Row[];
      const page = newestFirst.page(rows, query.limit, (row) => [row.cursorAt as string, row.id]);
      const cards = await cardsFor(page.items, viewer);
      return { items: page.items.map((row) => present(row, viewer, cards)), nextCursor: page.nextCursor };
    },

    async get(id: string, viewer: Viewer | null): Promise<Story> {
      const viewerId = viewer?.id ?? null;
      const [row] = (await base(viewerId, { content: stories.content }).where(
        eq(stories.id, id),
      )) as unknown as (Row & { content: string })[];
      if (!row) throw notFound(StoryMessages.notFound);
      return { ...present(row, viewer, await cardsFor([row], viewer)), content: row.content };
    },

    async create(viewer: Viewer, input: CreateInput): Promise<Story> {
      assertMayContribute(viewer);
      await memberLimits.take(storiesPerHour, viewer.id);
      const [created] = await db
        .insert(stories)
        .values({
          userId: viewer.id,
          title: input.title,
          content: input.content,
          excerpt: storyExcerpt(input.content),
          cancerType: input.cancerType,
          tone: input.tone,
          ageGroup: input.ageGroup ?? null,
          isAnonymous: input.isAnonymous,
        })
        .returning({ id: stories.id });
      return this.get(created!.id, viewer);
    },

    /**
     * The author removes their own story; administrators may remove any. A reported story keeps
     * its record for the moderators (issue 44); an administrator's removal of another's is audited.
     */
    async remove(viewer: Viewer, id: string): Promise<void> {
      const [story] = await db
        .select({
          userId: stories.userId,
          isAnonymous: stories.isAnonymous,
          title: stories.title,
          excerpt: stories.excerpt,
        })
        .from(stories)
        .where(eq(stories.id, id));
      if (!story) throw notFound(StoryMessages.notFound);
      authorize(viewer, storyRules.delete, story);
      const by = story.userId === viewer.id ? 'author' : 'moderator';
      // Read before the transaction: the embedded database has one connection.
      const name = story.isAnonymous ? undefined : (await authors.byIds([story.userId])).get(story.userId)?.name;
      await db.transaction(async (tx) => {
        const [gone] = await tx.delete(stories).where(eq(stories.id, id)).returning({ id: stories.id });
        if (!gone) throw notFound(StoryMessages.notFound);
        if (deps.reports) {
          await deps.reports.recordDeletion(tx, {
            targetType: 'story',
            targetId: id,
            by,
            actorId: viewer.id,
            content: {
              title: story.title,
              excerpt: story.excerpt,
              authorId: story.userId,
              authorName: authorNameForModerators(story, name),
              isAnonymous: story.isAnonymous,
            },
          });
        }
        if (by === 'moderator')
          await writeAudit(tx, {
            action: 'story_deleted',
            adminId: viewer.id,
            targetUserId: auditedAuthor({ authorId: story.userId, isAnonymous: story.isAnonymous }),
            details: { storyId: id, title: story.title },
          });
      });
    },

    /** The author changes their story; readers see it marked 'edited' (the route screens it again). */
    async update(viewer: Viewer, id: string, input: UpdateInput): Promise<Story> {
      assertMayContribute(viewer);
      await memberLimits.take(editsPerHour, viewer.id);
      const story = await requireStory(id);
      authorize(viewer, storyRules.edit, story);
      await db
        .update(stories)
        .set({
          title: input.title,
          content: input.content,
          excerpt: storyExcerpt(input.content),
          cancerType: input.cancerType,
          tone: input.tone,
          ageGroup: input.ageGroup ?? null,
          editedAt: new Date(),
        })
        .where(eq(stories.id, id));
      return this.get(id, viewer);
    },

    /** The author makes their story anonymous, for good. */
    async anonymise(viewer: Viewer, id: string): Promise<Story> {
      const story = await requireStory(id);
      if (story.isAnonymous && story.userId === viewer.id) throw conflict(StoryMessages.alreadyAnonymous);
      authorize(viewer, storyRules.anonymise, story);
      await db.update(stories).set({ isAnonymous: true }).where(eq(stories.id, id));
      return this.get(id, viewer);
    },

    /** One heart per member and story; repeating (even at once) adds nothing. */
    async heart(viewer: Viewer, id: string): Promise<StoryHeart> {
      return db.transaction(async (tx) => {
        await requireStory(id, tx);
        const [added] = await tx
          .insert(storyHearts)
          .values({ storyId: id, userId: viewer.id })
          .onConflictDoNothing()
          .returning({ storyId: storyHearts.storyId });
        const [row] = added
          ? await tx
              .update(stories)
              .set({ heartCount: sql`${stories.heartCount} + 1` })
              .where(eq(stories.id, id))
              .returning({ heartCount: stories.heartCount })
          : await tx.select({ heartCount: stories.heartCount }).from(stories).where(eq(stories.id, id));
        return { hearted: true, heartCount: row!.heartCount };
      });
    },

    async unheart(viewer: Viewer, id: string): Promise<StoryHeart> {
      return db.transaction(async (tx) => {
        await requireStory(id, tx);
        const [removed] = await tx
          .delete(storyHearts)
          .where(and(eq(storyHearts.storyId, id), eq(storyHearts.userId, viewer.id)))
          .returning({ storyId: storyHearts.storyId });
        const [row] = removed
          ? await tx
              .update(stories)
              .set({ heartCount: sql`${stories.heartCount} - 1` })
              .where(eq(stories.id, id))
              .returning({ heartCount: stories.heartCount })
          : await tx.select({ heartCount: stories.heartCount }).from(stories).where(eq(stories.id, id));
        return { hearted: false, heartCount: row!.heartCount };
      });
    },

    async requireStory(id: string): Promise<void> {
      await requireStory(id);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(stories);
      return row?.n ?? 0;
    },

    async seedSample(samples: SampleStory[], authors: string[]): Promise<number> {
      if (authors.length === 0) return 0;
      const at = (i: number) => authors[i % authors.length]!;
      await db.transaction(async (tx) => {
        for (const s of samples) {
          const author = at(s.author);
          const hearts = [...new Set(s.heartsFrom.map(at))].filter((id) => id !== author);
          const [row] = await tx
            .insert(stories)
            .values({
              userId: author,
              title: s.title,
              content: s.content,
              excerpt: storyExcerpt(s.content),
              cancerType: s.cancerType,
              tone: s.tone,
              ageGroup: s.ageGroup ?? null,
              isAnonymous: s.isAnonymous ?? false,
              isSample: true,
              heartCount: hearts.length,
              createdAt: new Date(Date.now() - s.daysAgo * 86_400_000),
            })
            .returning({ id: stories.id });
          if (hearts.length)
            await tx.insert(storyHearts).values(hearts.map((userId) => ({ storyId: row!.id, userId })));
        }
      });
      return samples.length;
    },
  };
}

export type StoriesService = ReturnType<typeof createStoriesService>;
