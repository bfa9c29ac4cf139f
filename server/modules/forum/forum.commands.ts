// Commands: what the forum changes, each a function of the service's context (decision 0069).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ForumLimits,
  ForumMessages,
  type CreatePostBody,
  type CreateReplyBody,
  type ForumReply,
  type HeartState,
  type PostThread,
  type PostType,
  type UpdatePostBody,
  type UpdateReplyBody,
  type WatchState,
} from '../../../contracts/forum.js';
import { MemberActionLimits, MemberActionMessages } from '../../../contracts/member-actions.js';
import type { WatchLevel } from '../../../contracts/notifications.js';
import type { Database, Transaction } from '../../db/client.js';
import { forumHearts, forumPosts, forumReplies, forumThreadWatches } from '../../db/schema/forum.js';
import { assertMayContribute, type Viewer } from '../../platform/access.js';
import { auditedAuthor, writeAudit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { defineMemberLimit, HOUR_SECONDS } from '../../platform/member-limits.js';
import type { DeletedContent } from '../reports/index.js';
import type { ForumContext } from './forum.context.js';
import { forumRules, repliesAnonymously } from './forum.policy.js';
import { authorize } from '../../platform/authorize.js';
import { writtenLanguage } from '../../../contracts/written-language.js';
import { keptRecord } from './forum.presenters.js';
import { loadThread, replyAsShown, requireLiveReply, requirePost } from './forum.queries.js';

type CreatePostInput = z.output<typeof CreatePostBody>;
type CreateReplyInput = z.output<typeof CreateReplyBody>;
type UpdatePostInput = z.output<typeof UpdatePostBody>;
type UpdateReplyInput = z.output<typeof UpdateReplyBody>;

const postsPerHour = defineMemberLimit({
  name: 'forum-post',
  max: ForumLimits.postsPerHour,
  windowSeconds: HOUR_SECONDS,
  message: ForumMessages.postsLimited,
});
const heartsPerHour = defineMemberLimit({
  name: 'forum-heart',
  max: MemberActionLimits.heartsPerHour,
  windowSeconds: HOUR_SECONDS,
  message: MemberActionMessages.heartsLimited,
});
const editsPerHour = defineMemberLimit({
  name: 'content-edit',
  max: MemberActionLimits.editsPerHour,
  windowSeconds: HOUR_SECONDS,
  message: MemberActionMessages.editsLimited,
});
const repliesPerHour = defineMemberLimit({
  name: 'forum-reply',
  max: ForumLimits.repliesPerHour,
  windowSeconds: HOUR_SECONDS,
  message: ForumMessages.repliesLimited,
});

/** The author and each replier watch the thread, unless they already chose (muted stays muted). */
const startWatching = (tx: Pick<Database, 'insert'>, postId: string, userId: string) =>
  tx.insert(forumThreadWatches).values({ postId, userId, level: 'watching' }).onConflictDoNothing();

export async function create(ctx: ForumContext, viewer: Viewer, input: CreatePostInput): Promise<PostThread> {
  assertMayContribute(viewer);
  await ctx.memberLimits.take(postsPerHour, viewer.id);
  // A New member's post may wait for approval (issue 41, decision 0080).
  const heldFor = ctx.trust
    ? await ctx.trust.holdFor(viewer, `${input.title}\n${input.content}`, await publishedPostsOf(ctx, viewer.id))
    : null;
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(forumPosts)
      .values({
        userId: viewer.id,
        title: input.title,
        content: input.content,
        postType: input.postType,
        tags: input.tags,
        tagsText: input.tags.join(' '),
        isAnonymous: input.isAnonymous,
        language: writtenLanguage(input.title, input.content),
        heldFor,
      })
      .returning({ id: forumPosts.id });
    await startWatching(tx, row!.id, viewer.id);
    return row!;
  });
  await ctx.changed();
  // Those it mentions hear of a waiting post when it is approved (forum.held.ts).
  if (!heldFor) await ctx.notices?.posted(created.id, `${input.title}\n${input.content}`);
  return loadThread(ctx, created.id, viewer);
}

/** How many of a member's posts are published (pre-moderation holds their first few). */
async function publishedPostsOf(ctx: ForumContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(forumPosts)
    .where(and(eq(forumPosts.userId, userId), isNull(forumPosts.heldFor)));
  return Number(row?.n ?? 0);
}

/** How many posts and replies of a member are published (a reply waits as one of their first contributions). */
async function publishedContributionsOf(ctx: ForumContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(forumReplies)
    .where(and(eq(forumReplies.userId, userId), isNull(forumReplies.heldFor)));
  return (await publishedPostsOf(ctx, userId)) + Number(row?.n ?? 0);
}

interface DeletedPost {
  userId: string;
  isAnonymous: boolean;
  title: string;
  content: string;
}

/**
 * What the moderators keep of a post being deleted: the post and any reported reply still shown,
 * read before the transaction (the embedded database has one connection).
 */
async function keptOfPost(
  ctx: ForumContext,
  viewer: Viewer,
  id: string,
  post: DeletedPost,
  by: 'author' | 'moderator',
): Promise<DeletedContent[]> {
  if (!ctx.reports) return [];
  const replies = await ctx.db
    .select({
      id: forumReplies.id,
      userId: forumReplies.userId,
      content: forumReplies.content,
      isAnonymous: forumReplies.isAnonymous,
      deletedAt: forumReplies.deletedAt,
    })
    .from(forumReplies)
    .where(eq(forumReplies.postId, id));
  const reported = await ctx.reports.reportedAmong(
    ctx.db,
    'forum_reply',
    replies.map((r) => r.id),
  );
  const things = [
    { type: 'forum_post' as const, id, ...post },
    ...replies
      .filter((r) => reported.has(r.id) && r.deletedAt === null)
      .map((r) => ({ type: 'forum_reply' as const, title: post.title, ...r })),
  ];
  const cards = await ctx.authors.byIds(things.filter((k) => !k.isAnonymous).map((k) => k.userId));
  return things.map((k) => keptRecord(k, by, viewer.id, cards.get(k.userId)?.name));
}

/**
 * Its author, or an administrator (the role re-checked here), deletes a post: its replies and
 * hearts go with it, and so does every notification that leads to it (issue 44). Reported
 * content keeps its record for the moderators (the post and any reported reply); an
 * administrator's deletion of another's post is audited.
 */
export async function remove(ctx: ForumContext, viewer: Viewer, id: string): Promise<void> {
  const [post] = await ctx.db
    .select({
      userId: forumPosts.userId,
      isAnonymous: forumPosts.isAnonymous,
      title: forumPosts.title,
      content: forumPosts.content,
    })
    .from(forumPosts)
    .where(eq(forumPosts.id, id));
  if (!post) throw notFound(ForumMessages.postNotFound);
  authorize(viewer, forumRules.deletePost, post);
  const by = post.userId === viewer.id ? 'author' : 'moderator';
  const kept = await keptOfPost(ctx, viewer, id, post, by);
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(forumPosts).where(eq(forumPosts.id, id)).returning({ id: forumPosts.id });
    if (!gone) throw notFound(ForumMessages.postNotFound);
    for (const record of kept) await ctx.reports!.recordDeletion(tx, record);
    if (by === 'moderator')
      await writeAudit(tx, {
        action: 'forum_post_deleted',
        adminId: viewer.id,
        targetUserId: auditedAuthor({ authorId: post.userId, isAnonymous: post.isAnonymous }),
        details: { postId: id, title: post.title },
      });
  });
  await ctx.changed();
  await ctx.notices?.forgetPost(id);
}

/**
 * The author changes their post's title, content, type and tags; readers see it marked
 * 'edited'. The route screens the new text as it screened the first (decision 0059).
 */
export async function update(
  ctx: ForumContext,
  viewer: Viewer,
  id: string,
  input: UpdatePostInput,
): Promise<PostThread> {
  assertMayContribute(viewer);
  await ctx.memberLimits.take(editsPerHour, viewer.id);
  const before = await requirePost(ctx, id);
  authorize(viewer, forumRules.editPost, before);
  const [old] = await ctx.db.select({ title: forumPosts.title }).from(forumPosts).where(eq(forumPosts.id, id));
  await ctx.db
    .update(forumPosts)
    .set({
      title: input.title,
      content: input.content,
      postType: input.postType,
      tags: input.tags,
      tagsText: input.tags.join(' '),
      language: input.language ?? writtenLanguage(input.title, input.content),
      editedAt: new Date(),
    })
    .where(eq(forumPosts.id, id));
  await ctx.changed();
  if (old && old.title !== input.title) await ctx.notices?.retitled(id, input.title);
  return loadThread(ctx, id, viewer);
}

/**
 * The author makes their post anonymous, for good: readers, search and notifications stop
 * naming them, and so do their replies in its thread (an 'Author' reply by name would say who
 * wrote it).
 */
export async function anonymise(ctx: ForumContext, viewer: Viewer, id: string): Promise<PostThread> {
  const post = await requirePost(ctx, id);
  if (post.isAnonymous && post.userId === viewer.id) throw conflict(ForumMessages.alreadyAnonymous);
  authorize(viewer, forumRules.anonymisePost, post);
  await ctx.db.transaction(async (tx) => {
    await tx.update(forumPosts).set({ isAnonymous: true }).where(eq(forumPosts.id, id));
    await tx
      .update(forumReplies)
      .set({ isAnonymous: true })
      .where(and(eq(forumReplies.postId, id), eq(forumReplies.userId, post.userId)));
  });
  await ctx.changed();
  await ctx.notices?.anonymised(post.userId, { postId: id });
  return loadThread(ctx, id, viewer);
}

/** The post's heart count, moved by one when the member's heart was added or taken back. */
async function heartCountAfter(tx: Transaction, id: string, step: 1 | -1 | 0): Promise<number> {
  const [post] =
    step === 0
      ? await tx.select({ heartCount: forumPosts.heartCount }).from(forumPosts).where(eq(forumPosts.id, id))
      : await tx
          .update(forumPosts)
          .set({ heartCount: step === 1 ? sql`${forumPosts.heartCount} + 1` : sql`${forumPosts.heartCount} - 1` })
          .where(eq(forumPosts.id, id))
          .returning({ heartCount: forumPosts.heartCount });
  return post!.heartCount;
}

/**
 * Adds the member's heart (one per member and post, however often or concurrently asked), or takes
 * it back (nothing happens when there is none).
 */
export async function setHeart(ctx: ForumContext, viewer: Viewer, id: string, hearted: boolean): Promise<HeartState> {
  await ctx.memberLimits.take(heartsPerHour, viewer.id);
  let moved = false;
  const state = await ctx.db.transaction(async (tx) => {
    await requirePost(ctx, id, tx);
    const [changed] = hearted
      ? await tx
          .insert(forumHearts)
          .values({ postId: id, userId: viewer.id })
          .onConflictDoNothing()
          .returning({ postId: forumHearts.postId })
      : await tx
          .delete(forumHearts)
          .where(and(eq(forumHearts.postId, id), eq(forumHearts.userId, viewer.id)))
          .returning({ postId: forumHearts.postId });
    moved = Boolean(changed);
    return { hearted, heartCount: await heartCountAfter(tx, id, moved ? (hearted ? 1 : -1) : 0) };
  });
  if (moved) await ctx.heartsMoved(id, state.heartCount);
  return state;
}

/**
 * A reply, or an answer to a reply (an answer to an answer joins the same top-level reply: one
 * nested level). The author of an anonymous post stays anonymous when replying in its thread.
 */
export async function reply(
  ctx: ForumContext,
  viewer: Viewer,
  postId: string,
  input: CreateReplyInput,
): Promise<ForumReply> {
  assertMayContribute(viewer);
  await ctx.memberLimits.take(repliesPerHour, viewer.id);
  // A reply may wait for approval as a post does (issue 41, decision 0082).
  const heldFor = ctx.trust
    ? await ctx.trust.holdFor(viewer, input.content, await publishedContributionsOf(ctx, viewer.id))
    : null;
  const id = await ctx.db.transaction(async (tx) => {
    const post = await requirePost(ctx, postId, tx);
    let parentId: string | null = null;
    if (input.parentId) {
      const [parent] = await tx
        .select({ id: forumReplies.id, postId: forumReplies.postId, parentId: forumReplies.parentId })
        .from(forumReplies)
        .where(eq(forumReplies.id, input.parentId));
      if (!parent || parent.postId !== postId) throw notFound(ForumMessages.parentNotFound);
      parentId = parent.parentId ?? parent.id;
    }
    const [created] = await tx
      .insert(forumReplies)
      .values({
        postId,
        parentId,
        userId: viewer.id,
        content: input.content,
        isAnonymous: repliesAnonymously(viewer, post),
        language: writtenLanguage(input.content),
        heldFor,
      })
      .returning({ id: forumReplies.id });
    // A waiting reply is counted when it is approved (forum.held.ts).
    if (!heldFor)
      await tx
        .update(forumPosts)
        .set({ replyCount: sql`${forumPosts.replyCount} + 1` })
        .where(eq(forumPosts.id, postId));
    await startWatching(tx, postId, viewer.id);
    return created!.id;
  });
  await ctx.changed();
  if (!heldFor) await ctx.notices?.replied(id, input.parentId ?? null);
  return replyAsShown(ctx, postId, id, viewer);
}

/** The author changes their reply's text; readers see it marked 'edited' (the route screens it again). */
export async function updateReply(
  ctx: ForumContext,
  viewer: Viewer,
  id: string,
  input: UpdateReplyInput,
): Promise<ForumReply> {
  assertMayContribute(viewer);
  await ctx.memberLimits.take(editsPerHour, viewer.id);
  const found = await requireLiveReply(ctx, id);
  authorize(viewer, forumRules.editReply, found);
  await ctx.db
    .update(forumReplies)
    .set({ content: input.content, language: writtenLanguage(input.content), editedAt: new Date() })
    .where(eq(forumReplies.id, id));
  await ctx.changed();
  return replyAsShown(ctx, found.postId, id, viewer);
}

/** The author makes their reply anonymous, for good; its notifications stop naming them. */
export async function anonymiseReply(ctx: ForumContext, viewer: Viewer, id: string): Promise<ForumReply> {
  const found = await requireLiveReply(ctx, id);
  if (found.isAnonymous && found.userId === viewer.id) throw conflict(ForumMessages.alreadyAnonymous);
  authorize(viewer, forumRules.anonymiseReply, found);
  await ctx.db.update(forumReplies).set({ isAnonymous: true }).where(eq(forumReplies.id, id));
  await ctx.changed();
  await ctx.notices?.anonymised(found.userId, { postId: found.postId, replyId: id });
  return replyAsShown(ctx, found.postId, id, viewer);
}

/**
 * A reply with answers under it keeps its place, without its text ('This reply was deleted.'); one
 * without is removed, and so is a deleted parent whose last answer it was.
 */
async function takeReplyAway(tx: Transaction, id: string, parentId: string | null): Promise<void> {
  const [answers] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(forumReplies)
    .where(eq(forumReplies.parentId, id));
  if ((answers?.n ?? 0) > 0) {
    await tx.update(forumReplies).set({ deletedAt: new Date(), content: '' }).where(eq(forumReplies.id, id));
    return;
  }
  await tx.delete(forumReplies).where(eq(forumReplies.id, id));
  if (parentId) {
    // A deleted parent left with no answers has nothing more to show.
    await tx.execute(
      sql`delete from ${forumReplies} p where p.id = ${parentId} and p.deleted_at is not null and not exists (select 1 from ${forumReplies} c where c.parent_id = p.id)`,
    );
  }
}

/**
 * The author (or an administrator) deletes a reply (takeReplyAway). No notification leads to it
 * afterwards; a reported one keeps its record.
 */
export async function removeReply(ctx: ForumContext, viewer: Viewer, id: string): Promise<void> {
  // Who wrote it, for the moderators' record, read before the transaction (one connection when embedded).
  const [writer] = await ctx.db
    .select({ userId: forumReplies.userId, isAnonymous: forumReplies.isAnonymous })
    .from(forumReplies)
    .where(eq(forumReplies.id, id));
  const writerName =
    writer && !writer.isAnonymous ? (await ctx.authors.byIds([writer.userId])).get(writer.userId)?.name : undefined;
  const postId = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: forumReplies.id,
        postId: forumReplies.postId,
        parentId: forumReplies.parentId,
        userId: forumReplies.userId,
        content: forumReplies.content,
        isAnonymous: forumReplies.isAnonymous,
        deletedAt: forumReplies.deletedAt,
        heldFor: forumReplies.heldFor,
        title: forumPosts.title,
      })
      .from(forumReplies)
      .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
      .where(eq(forumReplies.id, id))
      .for('update', { of: forumReplies });
    if (!found || found.deletedAt) throw notFound(ForumMessages.replyNotFound);
    authorize(viewer, forumRules.deleteReply, found);
    if (ctx.reports) {
      const name = found.isAnonymous || found.userId !== writer?.userId ? undefined : writerName;
      const by = found.userId === viewer.id ? 'author' : 'moderator';
      await ctx.reports.recordDeletion(tx, keptRecord({ type: 'forum_reply', ...found }, by, viewer.id, name));
    }
    await takeReplyAway(tx, id, found.parentId);
    // A reply still waiting for approval was never counted.
    if (!found.heldFor)
      await tx
        .update(forumPosts)
        .set({ replyCount: sql`greatest(${forumPosts.replyCount} - 1, 0)` })
        .where(eq(forumPosts.id, found.postId));
    return found.postId;
  });
  await ctx.changed();
  await ctx.notices?.forgetReply(postId, id);
}

/**
 * How the member follows a thread: 'watching' (every reply), 'muted' (nothing, not even a reply
 * to them or a mention) or 'normal' (replies to their post or reply, and mentions).
 */
export async function watch(ctx: ForumContext, viewer: Viewer, postId: string, level: WatchLevel): Promise<WatchState> {
  await requirePost(ctx, postId);
  const mine = and(eq(forumThreadWatches.postId, postId), eq(forumThreadWatches.userId, viewer.id));
  if (level === 'normal') await ctx.db.delete(forumThreadWatches).where(mine);
  else
    await ctx.db
      .insert(forumThreadWatches)
      .values({ postId, userId: viewer.id, level })
      .onConflictDoUpdate({ target: [forumThreadWatches.postId, forumThreadWatches.userId], set: { level } });
  return { level };
}

/** One sample post of the demo forum (server/demo/forum.ts); authors are indexes into the demo members. */
export interface SamplePost {
  title: string;
  content: string;
  postType: PostType;
  tags: string[];
  isAnonymous?: boolean;
  author: number;
  hoursAgo: number;
  heartsFrom: number[];
  replies: { author: number; content: string; answers?: { author: number; content: string }[] }[];
}

/** One sample post with its hearts, replies and answers, the replies 37 minutes apart. */
async function insertSamplePost(tx: Transaction, p: SamplePost, at: (i: number) => string, now: number): Promise<void> {
  const createdAt = new Date(now - p.hoursAgo * HOUR_SECONDS * 1000);
  const author = at(p.author);
  const hearts = [...new Set(p.heartsFrom.map(at))].filter((id) => id !== author);
  const replyCount = p.replies.reduce((n, r) => n + 1 + (r.answers?.length ?? 0), 0);
  const [post] = await tx
    .insert(forumPosts)
    .values({
      userId: author,
      title: p.title,
      content: p.content,
      postType: p.postType,
      tags: p.tags,
      tagsText: p.tags.join(' '),
      isAnonymous: p.isAnonymous ?? false,
      isSample: true,
      language: writtenLanguage(p.title, p.content),
      heartCount: hearts.length,
      replyCount,
      createdAt,
    })
    .returning({ id: forumPosts.id });
  if (hearts.length) await tx.insert(forumHearts).values(hearts.map((userId) => ({ postId: post!.id, userId })));
  let minute = 0;
  const sampleReply = (userId: string, content: string, parentId: string | null) => ({
    postId: post!.id,
    parentId,
    userId,
    content,
    isSample: true,
    language: writtenLanguage(content),
    isAnonymous: (p.isAnonymous ?? false) && userId === author,
    createdAt: new Date(createdAt.getTime() + ++minute * 37 * 60_000),
  });
  for (const r of p.replies) {
    const [top] = await tx
      .insert(forumReplies)
      .values(sampleReply(at(r.author), r.content, null))
      .returning({ id: forumReplies.id });
    for (const a of r.answers ?? [])
      await tx.insert(forumReplies).values(sampleReply(at(a.author), a.content, top!.id));
  }
}

/** Writes the sample forum in one transaction: posts, replies (with answers) and hearts, counted. */
export async function seedSample(ctx: ForumContext, posts: SamplePost[], authors: string[]): Promise<number> {
  if (authors.length === 0) return 0;
  const at = (i: number) => authors[i % authors.length]!;
  await ctx.db.transaction(async (tx) => {
    const now = Date.now();
    for (const p of posts) await insertSamplePost(tx, p, at, now);
  });
  await ctx.changed();
  return posts.length;
}
