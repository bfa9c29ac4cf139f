import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { forumPosts, forumReplies, forumThreadWatches } from '../../db/schema/forum.js';
import { ERASED_MEMBER_ID } from '../../platform/data-rights.js';
import type { Jobs } from '../../platform/jobs.js';
import type { AccountsService } from '../accounts/index.js';
import type { ConnectionsService } from '../connections/index.js';
import type { NewNotification, NotificationsService } from '../notifications/index.js';
import type { AuthorReads } from '../profiles/index.js';
import { mentionedUsernames, shortTitle } from './mentions.js';
import { notifyMany } from './notify-many.js';

const KIND = 'forum-notices';

type Payload = { reply: string; answered: string | null } | { post: string };

/** Where a notification about a reply leads: the reply on its post's page. */
export const replyUrl = (postId: string, replyId: string) => `/forum/${postId}#reply-${replyId}`;

/**
 * Who hears of a reply or a mention in the forum (issue 23), worked out after the reply or post is
 * stored, as queued work (it survives a process that stops, and the replier does not wait for a
 * thousand watchers):
 * - a reply tells the post's author, the author of the reply it answers and every member watching
 *   the thread, each once; never the replier, a member who muted the thread, a member with a block
 *   either way with the replier, or a banned member; a burst collapses into one unread notification
 *   per member (group `forum:<postId>`);
 * - an @mention in a post or reply tells each mentioned member whom the author may reach
 *   (connections' `mentionable`: privacy choices and blocks) once (dedupe `mention:<id>`); a member
 *   both mentioned and told of the reply gets only the mention;
 * - an anonymous author is never named, nor identified: the notification keeps `anonymous: '1'`
 *   and no name or id, and reads 'Someone (anonymous)'; their mentions reach only members whom
 *   everyone may find (and no block stands between), so who hears of them says nothing of who wrote;
 * - a named author's id is kept with the notification, unseen (`actorId`): erasing them erases it.
 */
export function createForumNotices(deps: {
  db: Database;
  jobs: Jobs;
  notifications: Pick<NotificationsService, 'notify' | 'notifyMany' | 'removeLeadingTo' | 'rewriteLeadingTo'>;
  connections: Pick<ConnectionsService, 'blockedAmong' | 'mentionable'>;
  accounts: Pick<AccountsService, 'memberRelation'>;
  authors: Pick<AuthorReads, 'byIds'>;
  log?: { warn: (obj: object, msg: string) => void };
}) {
  const { db, notifications, connections } = deps;
  const onError = (err: unknown) => deps.log?.warn({ err }, 'a forum notification failed');

  /** The name to show and whom it names (erasing them erases the notice), or the anonymous marker (no name, no id). */
  async function whoWrote(
    userId: string,
    anonymous: boolean,
  ): Promise<{ name: Record<string, string>; actorId: string | null }> {
    const nobody = { name: { anonymous: '1' }, actorId: null };
    if (anonymous || userId === ERASED_MEMBER_ID) return nobody;
    const card = (await deps.authors.byIds([userId])).get(userId);
    return card ? { name: { name: card.name }, actorId: userId } : nobody;
  }

  /** Whom the text's @mentions reach: by the author's relations, or, written anonymously, by a rule that does not know the author. */
  async function mentioned(authorId: string, text: string, anonymous: boolean): Promise<string[]> {
    const usernames = mentionedUsernames(text);
    if (usernames.length === 0) return [];
    return (await connections.mentionable(authorId, usernames, { anonymous })).map((m) => m.id);
  }

  async function replied(replyId: string, answeredId: string | null): Promise<void> {
    const answered = alias(forumReplies, 'answered');
    const [row] = await db
      .select({
        postId: forumReplies.postId,
        userId: forumReplies.userId,
        content: forumReplies.content,
        isAnonymous: forumReplies.isAnonymous,
        postAuthor: forumPosts.userId,
        title: forumPosts.title,
        answeredAuthor: answered.userId,
      })
      .from(forumReplies)
      .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
      .leftJoin(answered, and(eq(answered.id, answeredId ?? sql`null`), isNull(answered.deletedAt)))
      .where(and(eq(forumReplies.id, replyId), isNull(forumReplies.deletedAt)));
    if (!row) return; // deleted before its notices went out
    const replier = row.userId;
    const mentions = new Set(await mentioned(replier, row.content, row.isAnonymous));
    const named = [row.postAuthor, row.answeredAuthor].filter((id): id is string => Boolean(id));

    // One query: every member watching the thread, and those named, with their watch level and standing.
    const members = deps.accounts.memberRelation('notice_members');
    const explicit = [...new Set([...named, ...mentions])];
    const listed = sql.join(
      explicit.map((id) => sql`(${id}::text)`),
      sql`, `,
    );
    const candidates = await db
      .select({ id: members.id, level: forumThreadWatches.level })
      .from(members)
      .leftJoin(
        forumThreadWatches,
        and(eq(forumThreadWatches.postId, row.postId), eq(forumThreadWatches.userId, members.id)),
      )
      .where(
        and(
          sql`${members.id} in (select wt.user_id from ${forumThreadWatches} wt where wt.post_id = ${row.postId} and wt.level = 'watching'${explicit.length > 0 ? sql` union all select v.id from (values ${listed}) v(id)` : sql``})`,
          sql`not ${members.bannedNow}`,
        ),
      );
    const heard = candidates.filter((c) => c.id !== replier && c.id !== ERASED_MEMBER_ID && c.level !== 'muted');
    const blocked = await connections.blockedAmong(
      replier,
      heard.map((c) => c.id),
    );
    const reachable = heard.filter((c) => !blocked.has(c.id));

    const author = await whoWrote(replier, row.isAnonymous);
    const params = { title: shortTitle(row.title), ...author.name };
    const { actorId } = author;
    const actionUrl = replyUrl(row.postId, replyId);
    const inputs: NewNotification[] = [];
    for (const { id, level } of reachable) {
      if (mentions.has(id)) {
        inputs.push({
          userId: id,
          type: 'mention',
          template: 'mention',
          params,
          actorId,
          actionUrl,
          dedupeKey: `mention:${replyId}`,
        });
      } else if (level === 'watching' || named.includes(id)) {
        inputs.push({
          userId: id,
          type: 'reply',
          template: 'reply',
          params,
          actorId,
          actionUrl,
          groupKey: `forum:${row.postId}`,
        });
      }
    }
    await notifyMany(notifications, inputs, onError);
  }

  async function posted(postId: string): Promise<void> {
    const [post] = await db
      .select({
        userId: forumPosts.userId,
        title: forumPosts.title,
        content: forumPosts.content,
        isAnonymous: forumPosts.isAnonymous,
      })
      .from(forumPosts)
      .where(eq(forumPosts.id, postId));
    if (!post) return;
    const ids = await mentioned(post.userId, `${post.title}\n${post.content}`, post.isAnonymous);
    if (ids.length === 0) return;
    const author = await whoWrote(post.userId, post.isAnonymous);
    const params = { title: shortTitle(post.title), ...author.name };
    await notifyMany(
      notifications,
      ids.map((userId) => ({
        userId,
        type: 'mention' as const,
        template: 'mention' as const,
        params,
        actorId: author.actorId,
        actionUrl: `/forum/${postId}`,
        dedupeKey: `mention:${postId}`,
      })),
      onError,
    );
  }

  deps.jobs.queue<Payload>({
    kind: KIND,
    async run(payload) {
      if ('reply' in payload) await replied(payload.reply, payload.answered);
      else await posted(payload.post);
    },
  });

  return {
    /** Queues the notices of a new reply (`answeredId`: the reply it answers, as the member chose it). */
    replied: (replyId: string, answeredId: string | null) =>
      deps.jobs.enqueue(KIND, `reply:${replyId}`, { reply: replyId, answered: answeredId }),
    /** A post deleted (issue 44): no notification leads to it or its replies any more. */
    forgetPost: (postId: string) => notifications.removeLeadingTo({ prefixes: [`/forum/${postId}`] }),
    /** A reply deleted: no notification leads to it any more. */
    forgetReply: (postId: string, replyId: string) =>
      notifications.removeLeadingTo({ urls: [replyUrl(postId, replyId)] }),
    /** A post's title changed: the notifications about its thread quote the new one. */
    retitled: (postId: string, title: string) =>
      notifications.rewriteLeadingTo({ prefixes: [`/forum/${postId}`] }, { title: shortTitle(title) }),
    /**
     * The author made a post (and their replies in its thread) or one reply anonymous: the
     * notifications that lead there and name them stop naming them.
     */
    anonymised: (authorId: string, where: { postId: string; replyId?: string }) =>
      notifications.rewriteLeadingTo(
        where.replyId ? { urls: [replyUrl(where.postId, where.replyId)] } : { prefixes: [`/forum/${where.postId}`] },
        { anonymousAuthor: authorId },
      ),
    /** Queues the notices of a new post's mentions (nothing to do without one). */
    posted: async (postId: string, text: string) => {
      if (mentionedUsernames(text).length > 0) await deps.jobs.enqueue(KIND, `post:${postId}`, { post: postId });
    },
  };
}

export type ForumNotices = ReturnType<typeof createForumNotices>;
