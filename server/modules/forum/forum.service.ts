import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { NOTHING_ALLOWED } from '../../../contracts/can.js';
import {
  ForumLimits,
  ForumMessages,
  type CreatePostBody,
  type CreateReplyBody,
  type UpdatePostBody,
  type UpdateReplyBody,
  type ForumAuthor,
  type ForumReply,
  type HeartState,
  type ListPostsQuery,
  type PostPage,
  type PostSummary,
  type PostThread,
  type PostType,
  type WatchState,
} from '../../../contracts/forum.js';
import type { WatchLevel } from '../../../contracts/notifications.js';
import type { Role } from '../../../contracts/enums.js';
import type { Database } from '../../db/client.js';
import { forumHearts, forumPosts, forumReplies, forumThreadWatches } from '../../db/schema/forum.js';
import { assertMayContribute, type Viewer } from '../../platform/access.js';
import { auditedAuthor, writeAudit } from '../../platform/audit.js';
import { keyset } from '../../platform/cursor.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { defineMemberLimit, HOUR_SECONDS, type MemberLimits } from '../../platform/member-limits.js';
import { MemberActionLimits, MemberActionMessages } from '../../../contracts/member-actions.js';
import { allPrefixesQuery, type SearchSource } from '../../platform/search.js';
import { createCachedRead } from '../../platform/cached-read.js';
import type { EventBus } from '../../platform/events.js';
import {
  authorNameForModerators,
  presentAuthor,
  showsAuthor,
  type AuthorCard,
  type AuthorReads,
} from '../profiles/index.js';
import type { DeletedContent, ReportsService } from '../reports/index.js';
import { canAnonymise, canDeletePost, canDeleteReply, canEdit, forumCan, repliesAnonymously } from './forum.policy.js';
import type { ForumNotices } from './forum.notices.js';

type CreatePostInput = z.output<typeof CreatePostBody>;
type CreateReplyInput = z.output<typeof CreateReplyBody>;
type UpdatePostInput = z.output<typeof UpdatePostBody>;
type UpdateReplyInput = z.output<typeof UpdateReplyBody>;
type ListInput = z.output<typeof ListPostsQuery>;

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

/** Newest first on (created_at, id), the order of the forum and of its index. */
const newestFirst = keyset({
  columns: [forumPosts.createdAt, forumPosts.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
  message: ForumMessages.badCursor,
});

/** What the moderators keep of deleted reported content: enough to judge it (the queue shows 300 characters). */
const keptExcerpt = (text: string) => (text.length > 1000 ? `${text.slice(0, 1000)}...` : text);

interface AuthorRow {
  userId: string;
  isAnonymous: boolean;
}

/**
 * The author as the reader may see them: nobody but the author learns who wrote an anonymous
 * post or reply (no id, name, username, avatar or role in any answer).
 */
function authorFor(row: AuthorRow, viewer: Viewer | null, cards: ReadonlyMap<string, AuthorCard>): ForumAuthor {
  const card = cards.get(row.userId);
  return presentAuthor(
    viewer,
    row,
    card && { id: card.id, name: card.name, username: card.username, avatarUrl: card.avatarUrl, role: card.role },
  );
}

interface PostRow extends AuthorRow {
  id: string;
  title: string;
  postType: string;
  tags: string[];
  isSample: boolean;
  heartCount: number;
  replyCount: number;
  createdAt: Date;
  editedAt: Date | null;
  hearted: boolean;
}

export function createForumService(deps: {
  db: Database;
  memberLimits: MemberLimits;
  authors: AuthorReads;
  bus?: EventBus;
  /** Who hears of a reply or a mention (forum.notices.ts); none in a service built without it. */
  notices?: Pick<ForumNotices, 'replied' | 'posted' | 'forgetPost' | 'forgetReply' | 'retitled' | 'anonymised'>;
  /** Keeps the record of reported content its author deletes (issue 44). */
  reports?: Pick<ReportsService, 'recordDeletion' | 'reportedAmong'>;
}) {
  const { db, memberLimits, authors } = deps;

  /** The cards of the authors this reader may see, in one read for a whole page or thread. */
  const cardsFor = (rows: readonly AuthorRow[], viewer: Viewer | null) =>
    authors.byIds(rows.filter((r) => showsAuthor(viewer, r)).map((r) => r.userId));

  /** A role filter matches the author's role ('patient' when none is set); anonymous posts never match one. */
  const roleIs = (role: Role): SQL =>
    sql`${authors.hasRole(forumPosts.userId, role)} and not ${forumPosts.isAnonymous}`;

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
    cursorAt: sql<string>`${forumPosts.createdAt}::text`,
    hearted: heartedBy(viewerId),
  });

  function presentPost(r: PostRow, viewer: Viewer | null, cards: ReadonlyMap<string, AuthorCard>) {
    const viewerId = viewer?.id ?? null;
    return {
      id: r.id,
      title: r.title,
      postType: r.postType as PostType,
      tags: r.tags,
      isAnonymous: r.isAnonymous,
      author: authorFor(r, viewer, cards),
      isMine: viewerId !== null && r.userId === viewerId,
      isSample: r.isSample,
      heartCount: r.heartCount,
      replyCount: r.replyCount,
      heartedByMe: Boolean(r.hearted),
      createdAt: r.createdAt.toISOString(),
      editedAt: r.editedAt?.toISOString() ?? null,
      can: forumCan(viewer, r),
    };
  }

  async function requirePost(id: string, tx: Pick<Database, 'select'> = db) {
    const [post] = await tx
      .select({ id: forumPosts.id, userId: forumPosts.userId, isAnonymous: forumPosts.isAnonymous })
      .from(forumPosts)
      .where(eq(forumPosts.id, id));
    if (!post) throw notFound(ForumMessages.postNotFound);
    return post;
  }

  /** How the member follows the thread: a row says watching or muted, none is 'normal'. */
  async function watchLevelOf(postId: string, userId: string): Promise<WatchLevel> {
    const [row] = await db
      .select({ level: forumThreadWatches.level })
      .from(forumThreadWatches)
      .where(and(eq(forumThreadWatches.postId, postId), eq(forumThreadWatches.userId, userId)));
    return (row?.level as WatchLevel | undefined) ?? 'normal';
  }

  /** The author and each replier watch the thread, unless they already chose (muted stays muted). */
  const startWatching = (tx: Pick<Database, 'insert'>, postId: string, userId: string) =>
    tx.insert(forumThreadWatches).values({ postId, userId, level: 'watching' }).onConflictDoNothing();

  async function loadList(query: ListInput, viewer: Viewer | null): Promise<PostPage> {
    const viewerId = viewer?.id ?? null;
    const conditions: (SQL | undefined)[] = [newestFirst.after(query.cursor)];
    if (query.q) {
      const tsquery = allPrefixesQuery(query.q);
      if (!tsquery) return { items: [], nextCursor: null };
      conditions.push(sql`${forumPosts.search} @@ to_tsquery('simple', ${tsquery})`);
    }
    if (query.role) conditions.push(roleIs(query.role));
    const rows = await db
      .select({
        ...postColumns(viewerId),
        content: sql<string>`left(${forumPosts.content}, ${ForumLimits.cardContentMax + 1})`,
      })
      .from(forumPosts)
      .where(and(...conditions))
      .orderBy(...newestFirst.orderBy)
      .limit(query.limit + 1);
    const page = newestFirst.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
    const cards = await cardsFor(page.items, viewer);
    return {
      items: page.items.map((row): PostSummary => {
        const truncated = row.content.length > ForumLimits.cardContentMax;
        return {
          ...presentPost(row, viewer, cards),
          content: truncated ? row.content.slice(0, ForumLimits.cardContentMax) : row.content,
          contentTruncated: truncated,
        };
      }),
      nextCursor: page.nextCursor,
    };
  }

  async function loadThread(id: string, viewer: Viewer | null): Promise<PostThread> {
    const viewerId = viewer?.id ?? null;
    const [row] = await db
      .select({ ...postColumns(viewerId), content: forumPosts.content })
      .from(forumPosts)
      .where(eq(forumPosts.id, id));
    if (!row) throw notFound(ForumMessages.postNotFound);
    const replyRows = await db
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
      })
      .from(forumReplies)
      .where(eq(forumReplies.postId, id))
      .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
      .limit(ForumLimits.threadMax + 1);
    const truncated = replyRows.length > ForumLimits.threadMax;
    const shown = replyRows.slice(0, ForumLimits.threadMax);
    const cards = await cardsFor([row, ...shown.filter((r) => r.deletedAt === null)], viewer);
    const topLevel: ForumReply[] = [];
    const byId = new Map<string, ForumReply>();
    for (const r of shown) {
      const deleted = r.deletedAt !== null;
      const reply: ForumReply = {
        id: r.id,
        parentId: r.parentId,
        content: deleted ? '' : r.content,
        deleted,
        isAnonymous: r.isAnonymous,
        author: deleted ? null : authorFor(r, viewer, cards),
        byPostAuthor: !deleted && r.userId === row.userId,
        isMine: !deleted && viewerId !== null && r.userId === viewerId,
        isSample: r.isSample,
        createdAt: r.createdAt.toISOString(),
        editedAt: deleted ? null : (r.editedAt?.toISOString() ?? null),
        can: deleted ? NOTHING_ALLOWED : forumCan(viewer, r),
        replies: [],
      };
      if (r.parentId === null) {
        topLevel.push(reply);
        byId.set(reply.id, reply);
      } else {
        const { replies: _none, ...answer } = reply;
        byId.get(r.parentId)?.replies.push(answer as ForumReply);
      }
    }
    const watchLevel = viewer ? await watchLevelOf(id, viewer.id) : undefined;
    return {
      post: { ...presentPost(row, viewer, cards), content: row.content, ...(watchLevel ? { watchLevel } : {}) },
      replies: topLevel,
      repliesTruncated: truncated,
    };
  }

  /** A reply that exists and is not deleted, with what its rules need; 404 otherwise. */
  async function requireLiveReply(id: string) {
    const [reply] = await db
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
  async function replyAsShown(postId: string, id: string, viewer: Viewer): Promise<ForumReply> {
    const thread = await loadThread(postId, viewer);
    for (const top of thread.replies) {
      if (top.id === id) return top;
      const answer = top.replies.find((r) => r.id === id);
      if (answer) return { ...answer, replies: [] };
    }
    throw notFound(ForumMessages.replyNotFound);
  }

  /** The forum as visitors see it (no hearts or authorship of their own), dropped by any change. */
  const visitorReads = createCachedRead<string, PostPage | PostThread>({
    ttlMs: 60_000,
    max: 1_000,
    bus: deps.bus,
    load: (key): Promise<PostPage | PostThread> =>
      key.startsWith('t:') ? loadThread(key.slice(2), null) : loadList(listKey(key), null),
    invalidatedBy: [{ channel: 'fn_content_changed', drops: (change) => (change.domain === 'forum' ? 'all' : null) }],
    // A heart changes one number: the kept pages and threads show it, and nothing is flushed.
    updatedBy: [
      {
        channel: 'fn_forum_hearts',
        update:
          ({ postId, heartCount }) =>
          (value) => {
            const posts = 'items' in value ? value.items : [value.post];
            for (const post of posts) if (post.id === postId) post.heartCount = heartCount;
          },
      },
    ],
  });
  const heartsMoved = (postId: string, heartCount: number) =>
    visitorReads.changed('fn_forum_hearts', { postId, heartCount });
  const changed = () => visitorReads.changed('fn_content_changed', { domain: 'forum' });
  function listKey(key: string): ListInput {
    const [q, role, cursor, limit] = JSON.parse(key.slice(2)) as [string, string, string, number];
    return { q: q || undefined, role: (role || undefined) as ListInput['role'], cursor: cursor || undefined, limit };
  }

  const searchSource: SearchSource = {
    domain: 'forum',
    async search(query, limit) {
      const tsquery = allPrefixesQuery(query);
      if (!tsquery) return [];
      const rows = await db
        .select({
          id: forumPosts.id,
          title: forumPosts.title,
          summary: sql<string>`left(${forumPosts.content}, 200)`,
          rank: sql<number>`ts_rank(${forumPosts.search}, to_tsquery('simple', ${tsquery}))`,
        })
        .from(forumPosts)
        .where(sql`${forumPosts.search} @@ to_tsquery('simple', ${tsquery})`)
        .orderBy(sql`4 desc`)
        .limit(limit);
      // No author, so anonymous posts may be found like any other.
      return rows.map((r) => ({
        domain: 'forum',
        title: r.title,
        summary: r.summary,
        url: `/forum/${r.id}`,
        rank: Number(r.rank),
      }));
    },
  };

  return {
    searchSource,
    /** Drops the cached forum in every process (after a moderator's removal). */
    changed,

    /**
     * Newest first; a search (full text over title, tags and content) and a role filter narrow it.
     * What visitors see is the same for all of them and is kept until the forum changes anywhere.
     */
    async list(query: ListInput, viewer: Viewer | null): Promise<PostPage> {
      if (!viewer)
        return (await visitorReads.get(
          `l:${JSON.stringify([query.q ?? '', query.role ?? '', query.cursor ?? '', query.limit])}`,
        )) as PostPage;
      return loadList(query, viewer);
    },

    /** One post with its thread: top-level replies oldest first, each with its answers. */
    async thread(id: string, viewer: Viewer | null): Promise<PostThread> {
      if (!viewer) return (await visitorReads.get(`t:${id}`)) as PostThread;
      return loadThread(id, viewer);
    },

    async create(viewer: Viewer, input: CreatePostInput): Promise<PostThread> {
      assertMayContribute(viewer);
      await memberLimits.take(postsPerHour, viewer.id);
      const created = await db.transaction(async (tx) => {
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
          })
          .returning({ id: forumPosts.id });
        await startWatching(tx, row!.id, viewer.id);
        return row!;
      });
      await changed();
      await deps.notices?.posted(created.id, `${input.title}\n${input.content}`);
      return loadThread(created.id, viewer);
    },

    /**
     * Its author, or an administrator (the role re-checked here), deletes a post: its replies and
     * hearts go with it, and so does every notification that leads to it (issue 44). Reported
     * content keeps its record for the moderators (the post and any reported reply); an
     * administrator's deletion of another's post is audited.
     */
    async remove(viewer: Viewer, id: string): Promise<void> {
      const [post] = await db
        .select({
          userId: forumPosts.userId,
          isAnonymous: forumPosts.isAnonymous,
          title: forumPosts.title,
          content: forumPosts.content,
        })
        .from(forumPosts)
        .where(eq(forumPosts.id, id));
      if (!post) throw notFound(ForumMessages.postNotFound);
      if (!canDeletePost(viewer, post)) throw forbidden(ForumMessages.notYourPost);
      const by = post.userId === viewer.id ? 'author' : 'moderator';
      // What the moderators keep, read before the transaction (the embedded database has one connection).
      const kept: DeletedContent[] = [];
      if (deps.reports) {
        const replies = await db
          .select({
            id: forumReplies.id,
            userId: forumReplies.userId,
            content: forumReplies.content,
            isAnonymous: forumReplies.isAnonymous,
            deletedAt: forumReplies.deletedAt,
          })
          .from(forumReplies)
          .where(eq(forumReplies.postId, id));
        const reported = await deps.reports.reportedAmong(
          db,
          'forum_reply',
          replies.map((r) => r.id),
        );
        const things = [
          { type: 'forum_post' as const, id, ...post },
          ...replies
            .filter((r) => reported.has(r.id) && r.deletedAt === null)
            .map((r) => ({ type: 'forum_reply' as const, title: post.title, ...r })),
        ];
        const cards = await authors.byIds(things.filter((k) => !k.isAnonymous).map((k) => k.userId));
        for (const k of things)
          kept.push({
            targetType: k.type,
            targetId: k.id,
            by,
            actorId: viewer.id,
            content: {
              title: k.title,
              excerpt: keptExcerpt(k.content),
              authorId: k.userId,
              authorName: authorNameForModerators(k, cards.get(k.userId)?.name),
              isAnonymous: k.isAnonymous,
            },
          });
      }
      await db.transaction(async (tx) => {
        const [gone] = await tx.delete(forumPosts).where(eq(forumPosts.id, id)).returning({ id: forumPosts.id });
        if (!gone) throw notFound(ForumMessages.postNotFound);
        for (const record of kept) await deps.reports!.recordDeletion(tx, record);
        if (by === 'moderator')
          await writeAudit(tx, {
            action: 'forum_post_deleted',
            adminId: viewer.id,
            targetUserId: auditedAuthor({ authorId: post.userId, isAnonymous: post.isAnonymous }),
            details: { postId: id, title: post.title },
          });
      });
      await changed();
      await deps.notices?.forgetPost(id);
    },

    /**
     * The author changes their post's title, content, type and tags; readers see it marked
     * 'edited'. The route screens the new text as it screened the first (decision 0059).
     */
    async update(viewer: Viewer, id: string, input: UpdatePostInput): Promise<PostThread> {
      assertMayContribute(viewer);
      await memberLimits.take(editsPerHour, viewer.id);
      const before = await requirePost(id);
      if (!canEdit(viewer, before)) throw forbidden(ForumMessages.notYourPost);
      const [old] = await db.select({ title: forumPosts.title }).from(forumPosts).where(eq(forumPosts.id, id));
      await db
        .update(forumPosts)
        .set({
          title: input.title,
          content: input.content,
          postType: input.postType,
          tags: input.tags,
          tagsText: input.tags.join(' '),
          editedAt: new Date(),
        })
        .where(eq(forumPosts.id, id));
      await changed();
      if (old && old.title !== input.title) await deps.notices?.retitled(id, input.title);
      return loadThread(id, viewer);
    },

    /**
     * The author makes their post anonymous, for good: readers, search and notifications stop
     * naming them, and so do their replies in its thread (an 'Author' reply by name would say who
     * wrote it).
     */
    async anonymise(viewer: Viewer, id: string): Promise<PostThread> {
      const post = await requirePost(id);
      if (post.isAnonymous && post.userId === viewer.id) throw conflict(ForumMessages.alreadyAnonymous);
      if (!canAnonymise(viewer, post)) throw forbidden(ForumMessages.notYourPost);
      await db.transaction(async (tx) => {
        await tx.update(forumPosts).set({ isAnonymous: true }).where(eq(forumPosts.id, id));
        await tx
          .update(forumReplies)
          .set({ isAnonymous: true })
          .where(and(eq(forumReplies.postId, id), eq(forumReplies.userId, post.userId)));
      });
      await changed();
      await deps.notices?.anonymised(post.userId, { postId: id });
      return loadThread(id, viewer);
    },

    /** Adds the member's heart (one per member and post, however often or concurrently asked). */
    async heart(viewer: Viewer, id: string): Promise<HeartState> {
      await memberLimits.take(heartsPerHour, viewer.id);
      let moved = false;
      const state = await db.transaction(async (tx) => {
        await requirePost(id, tx);
        const [added] = await tx
          .insert(forumHearts)
          .values({ postId: id, userId: viewer.id })
          .onConflictDoNothing()
          .returning({ postId: forumHearts.postId });
        moved = Boolean(added);
        const [post] = added
          ? await tx
              .update(forumPosts)
              .set({ heartCount: sql`${forumPosts.heartCount} + 1` })
              .where(eq(forumPosts.id, id))
              .returning({ heartCount: forumPosts.heartCount })
          : await tx.select({ heartCount: forumPosts.heartCount }).from(forumPosts).where(eq(forumPosts.id, id));
        return { hearted: true, heartCount: post!.heartCount };
      });
      if (moved) await heartsMoved(id, state.heartCount);
      return state;
    },

    /** Takes the member's heart back (nothing happens when there is none). */
    async unheart(viewer: Viewer, id: string): Promise<HeartState> {
      await memberLimits.take(heartsPerHour, viewer.id);
      let moved = false;
      const state = await db.transaction(async (tx) => {
        await requirePost(id, tx);
        const [removed] = await tx
          .delete(forumHearts)
          .where(and(eq(forumHearts.postId, id), eq(forumHearts.userId, viewer.id)))
          .returning({ postId: forumHearts.postId });
        moved = Boolean(removed);
        const [post] = removed
          ? await tx
              .update(forumPosts)
              .set({ heartCount: sql`${forumPosts.heartCount} - 1` })
              .where(eq(forumPosts.id, id))
              .returning({ heartCount: forumPosts.heartCount })
          : await tx.select({ heartCount: forumPosts.heartCount }).from(forumPosts).where(eq(forumPosts.id, id));
        return { hearted: false, heartCount: post!.heartCount };
      });
      if (moved) await heartsMoved(id, state.heartCount);
      return state;
    },

    /**
     * A reply, or an answer to a reply (an answer to an answer joins the same top-level reply: one
     * nested level). The author of an anonymous post stays anonymous when replying in its thread.
     */
    async reply(viewer: Viewer, postId: string, input: CreateReplyInput): Promise<ForumReply> {
      assertMayContribute(viewer);
      await memberLimits.take(repliesPerHour, viewer.id);
      const id = await db.transaction(async (tx) => {
        const post = await requirePost(postId, tx);
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
          })
          .returning({ id: forumReplies.id });
        await tx
          .update(forumPosts)
          .set({ replyCount: sql`${forumPosts.replyCount} + 1` })
          .where(eq(forumPosts.id, postId));
        await startWatching(tx, postId, viewer.id);
        return created!.id;
      });
      await changed();
      await deps.notices?.replied(id, input.parentId ?? null);
      return replyAsShown(postId, id, viewer);
    },

    /** The author changes their reply's text; readers see it marked 'edited' (the route screens it again). */
    async updateReply(viewer: Viewer, id: string, input: UpdateReplyInput): Promise<ForumReply> {
      assertMayContribute(viewer);
      await memberLimits.take(editsPerHour, viewer.id);
      const reply = await requireLiveReply(id);
      if (!canEdit(viewer, reply)) throw forbidden(ForumMessages.notYourReplyEdit);
      await db
        .update(forumReplies)
        .set({ content: input.content, editedAt: new Date() })
        .where(eq(forumReplies.id, id));
      await changed();
      return replyAsShown(reply.postId, id, viewer);
    },

    /** The author makes their reply anonymous, for good; its notifications stop naming them. */
    async anonymiseReply(viewer: Viewer, id: string): Promise<ForumReply> {
      const reply = await requireLiveReply(id);
      if (reply.isAnonymous && reply.userId === viewer.id) throw conflict(ForumMessages.alreadyAnonymous);
      if (!canAnonymise(viewer, reply)) throw forbidden(ForumMessages.notYourReplyEdit);
      await db.update(forumReplies).set({ isAnonymous: true }).where(eq(forumReplies.id, id));
      await changed();
      await deps.notices?.anonymised(reply.userId, { postId: reply.postId, replyId: id });
      return replyAsShown(reply.postId, id, viewer);
    },

    /**
     * The author (or an administrator) deletes a reply. One with answers under it keeps its place,
     * without its text ('This reply was deleted.'); a deleted reply whose last answer goes is
     * removed as well. No notification leads to it afterwards; a reported one keeps its record.
     */
    async removeReply(viewer: Viewer, id: string): Promise<void> {
      // Who wrote it, for the moderators' record, read before the transaction (one connection when embedded).
      const [writer] = await db
        .select({ userId: forumReplies.userId, isAnonymous: forumReplies.isAnonymous })
        .from(forumReplies)
        .where(eq(forumReplies.id, id));
      const writerName =
        writer && !writer.isAnonymous ? (await authors.byIds([writer.userId])).get(writer.userId)?.name : undefined;
      const postId = await db.transaction(async (tx) => {
        const [reply] = await tx
          .select({
            id: forumReplies.id,
            postId: forumReplies.postId,
            parentId: forumReplies.parentId,
            userId: forumReplies.userId,
            content: forumReplies.content,
            isAnonymous: forumReplies.isAnonymous,
            deletedAt: forumReplies.deletedAt,
            title: forumPosts.title,
          })
          .from(forumReplies)
          .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
          .where(eq(forumReplies.id, id))
          .for('update', { of: forumReplies });
        if (!reply || reply.deletedAt) throw notFound(ForumMessages.replyNotFound);
        if (!canDeleteReply(viewer, reply)) throw forbidden(ForumMessages.notYourReply);
        if (deps.reports) {
          const name = reply.isAnonymous || reply.userId !== writer?.userId ? undefined : writerName;
          await deps.reports.recordDeletion(tx, {
            targetType: 'forum_reply',
            targetId: id,
            by: reply.userId === viewer.id ? 'author' : 'moderator',
            actorId: viewer.id,
            content: {
              title: reply.title,
              excerpt: keptExcerpt(reply.content),
              authorId: reply.userId,
              authorName: authorNameForModerators(reply, name),
              isAnonymous: reply.isAnonymous,
            },
          });
        }
        const [answers] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(forumReplies)
          .where(eq(forumReplies.parentId, id));
        if ((answers?.n ?? 0) > 0) {
          await tx.update(forumReplies).set({ deletedAt: new Date(), content: '' }).where(eq(forumReplies.id, id));
        } else {
          await tx.delete(forumReplies).where(eq(forumReplies.id, id));
          if (reply.parentId) {
            // A deleted parent left with no answers has nothing more to show.
            await tx.execute(
              sql`delete from ${forumReplies} p where p.id = ${reply.parentId} and p.deleted_at is not null and not exists (select 1 from ${forumReplies} c where c.parent_id = p.id)`,
            );
          }
        }
        await tx
          .update(forumPosts)
          .set({ replyCount: sql`greatest(${forumPosts.replyCount} - 1, 0)` })
          .where(eq(forumPosts.id, reply.postId));
        return reply.postId;
      });
      await changed();
      await deps.notices?.forgetReply(postId, id);
    },

    /**
     * How the member follows a thread: 'watching' (every reply), 'muted' (nothing, not even a reply
     * to them or a mention) or 'normal' (replies to their post or reply, and mentions).
     */
    async watch(viewer: Viewer, postId: string, level: WatchLevel): Promise<WatchState> {
      await requirePost(postId);
      const mine = and(eq(forumThreadWatches.postId, postId), eq(forumThreadWatches.userId, viewer.id));
      if (level === 'normal') await db.delete(forumThreadWatches).where(mine);
      else
        await db
          .insert(forumThreadWatches)
          .values({ postId, userId: viewer.id, level })
          .onConflictDoUpdate({ target: [forumThreadWatches.postId, forumThreadWatches.userId], set: { level } });
      return { level };
    },

    /** That a post exists (for reports): 404 otherwise. */
    async requirePost(id: string): Promise<void> {
      await requirePost(id);
    },

    /** That a reply exists and is not deleted (for reports): 404 otherwise. */
    async requireReply(id: string): Promise<void> {
      const [reply] = await db
        .select({ id: forumReplies.id })
        .from(forumReplies)
        .where(and(eq(forumReplies.id, id), sql`${forumReplies.deletedAt} is null`));
      if (!reply) throw notFound(ForumMessages.replyNotFound);
    },

    async countPosts(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(forumPosts);
      return row?.n ?? 0;
    },

    /** Writes the sample forum in one transaction: posts, replies (with answers) and hearts, counted. */
    async seedSample(posts: SamplePost[], authors: string[]): Promise<number> {
      if (authors.length === 0) return 0;
      const at = (i: number) => authors[i % authors.length]!;
      await db.transaction(async (tx) => {
        const now = Date.now();
        for (const p of posts) {
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
              heartCount: hearts.length,
              replyCount,
              createdAt,
            })
            .returning({ id: forumPosts.id });
          if (hearts.length)
            await tx.insert(forumHearts).values(hearts.map((userId) => ({ postId: post!.id, userId })));
          let minute = 0;
          for (const r of p.replies) {
            const replier = at(r.author);
            const [top] = await tx
              .insert(forumReplies)
              .values({
                postId: post!.id,
                userId: replier,
                content: r.content,
                isSample: true,
                isAnonymous: (p.isAnonymous ?? false) && replier === author,
                createdAt: new Date(createdAt.getTime() + ++minute * 37 * 60_000),
              })
              .returning({ id: forumReplies.id });
            for (const a of r.answers ?? []) {
              const answerer = at(a.author);
              await tx.insert(forumReplies).values({
                postId: post!.id,
                parentId: top!.id,
                userId: answerer,
                content: a.content,
                isSample: true,
                isAnonymous: (p.isAnonymous ?? false) && answerer === author,
                createdAt: new Date(createdAt.getTime() + ++minute * 37 * 60_000),
              });
            }
          }
        }
      });
      await changed();
      return posts.length;
    },
  };
}

export type ForumService = ReturnType<typeof createForumService>;

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
