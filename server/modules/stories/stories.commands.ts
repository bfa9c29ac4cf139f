// Commands: every change to the stories, each a function of the service's context (decision 0069).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MemberActionLimits, MemberActionMessages } from '../../../contracts/member-actions.js';
import {
  StoryLimits,
  StoryMessages,
  storyExcerpt,
  type CreateStoryBody,
  type Story,
  type StoryAgeGroup,
  type StoryCancerType,
  type StoryHeart,
  type StoryTone,
  type UpdateStoryBody,
} from '../../../contracts/stories.js';
import { stories, storyHearts } from '../../db/schema/stories.js';
import { assertMayContribute, type Viewer } from '../../platform/access.js';
import { auditedAuthor, writeAudit } from '../../platform/audit.js';
import { authorize } from '../../platform/authorize.js';
import { conflict, notFound } from '../../platform/errors.js';
import { defineMemberLimit, HOUR_SECONDS } from '../../platform/member-limits.js';
import { writtenLanguage } from '../../../contracts/written-language.js';
import { authorNameForModerators } from '../profiles/index.js';
import type { StoriesContext } from './stories.context.js';
import { storyRules } from './stories.policy.js';
import { get, requireStory } from './stories.queries.js';

type CreateInput = z.output<typeof CreateStoryBody>;
type UpdateInput = z.output<typeof UpdateStoryBody>;

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

export async function create(ctx: StoriesContext, viewer: Viewer, input: CreateInput): Promise<Story> {
  assertMayContribute(viewer);
  await ctx.memberLimits.take(storiesPerHour, viewer.id);
  // A story may wait for approval as a forum post does (issue 41, decision 0082).
  const heldFor = ctx.trust
    ? await ctx.trust.holdFor(viewer, `${input.title}\n${input.content}`, await publishedStoriesOf(ctx, viewer.id))
    : null;
  const [created] = await ctx.db
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
      language: writtenLanguage(input.title, input.content),
      heldFor,
    })
    .returning({ id: stories.id });
  return get(ctx, created!.id, viewer);
}

/** How many of a member's stories are published (pre-moderation holds their first few). */
async function publishedStoriesOf(ctx: StoriesContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(stories)
    .where(and(eq(stories.userId, userId), isNull(stories.heldFor)));
  return Number(row?.n ?? 0);
}

/**
 * The author removes their own story; administrators may remove any. A reported story keeps
 * its record for the moderators (issue 44); an administrator's removal of another's is audited.
 */
export async function remove(ctx: StoriesContext, viewer: Viewer, id: string): Promise<void> {
  const [story] = await ctx.db
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
  const name = story.isAnonymous ? undefined : (await ctx.authors.byIds([story.userId])).get(story.userId)?.name;
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(stories).where(eq(stories.id, id)).returning({ id: stories.id });
    if (!gone) throw notFound(StoryMessages.notFound);
    if (ctx.reports) {
      await ctx.reports.recordDeletion(tx, {
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
}

/** The author changes their story; readers see it marked 'edited' (the route screens it again). */
export async function update(ctx: StoriesContext, viewer: Viewer, id: string, input: UpdateInput): Promise<Story> {
  assertMayContribute(viewer);
  await ctx.memberLimits.take(editsPerHour, viewer.id);
  const story = await requireStory(ctx, id);
  authorize(viewer, storyRules.edit, story);
  await ctx.db
    .update(stories)
    .set({
      title: input.title,
      content: input.content,
      excerpt: storyExcerpt(input.content),
      cancerType: input.cancerType,
      tone: input.tone,
      ageGroup: input.ageGroup ?? null,
      language: input.language ?? writtenLanguage(input.title, input.content),
      editedAt: new Date(),
    })
    .where(eq(stories.id, id));
  return get(ctx, id, viewer);
}

/** The author makes their story anonymous, for good. */
export async function anonymise(ctx: StoriesContext, viewer: Viewer, id: string): Promise<Story> {
  const story = await requireStory(ctx, id);
  if (story.isAnonymous && story.userId === viewer.id) throw conflict(StoryMessages.alreadyAnonymous);
  authorize(viewer, storyRules.anonymise, story);
  await ctx.db.update(stories).set({ isAnonymous: true }).where(eq(stories.id, id));
  return get(ctx, id, viewer);
}

/** One heart per member and story; repeating (even at once) adds nothing. */
export async function heart(ctx: StoriesContext, viewer: Viewer, id: string): Promise<StoryHeart> {
  return ctx.db.transaction(async (tx) => {
    await requireStory(ctx, id, tx);
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
}

export async function unheart(ctx: StoriesContext, viewer: Viewer, id: string): Promise<StoryHeart> {
  return ctx.db.transaction(async (tx) => {
    await requireStory(ctx, id, tx);
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
}

export async function seedSample(ctx: StoriesContext, samples: SampleStory[], authors: string[]): Promise<number> {
  if (authors.length === 0) return 0;
  const at = (i: number) => authors[i % authors.length]!;
  await ctx.db.transaction(async (tx) => {
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
          language: writtenLanguage(s.title, s.content),
          heartCount: hearts.length,
          createdAt: new Date(Date.now() - s.daysAgo * 86_400_000),
        })
        .returning({ id: stories.id });
      if (hearts.length) await tx.insert(storyHearts).values(hearts.map((userId) => ({ storyId: row!.id, userId })));
    }
  });
  return samples.length;
}
