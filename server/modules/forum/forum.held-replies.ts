import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { HeldItem, HoldReason } from '../../../contracts/trust.js';
import type { Database } from '../../db/client.js';
import { forumPosts, forumReplies } from '../../db/schema/forum.js';
import { auditedAuthor, writeAudit } from '../../platform/audit.js';
import type { AuthorReads } from '../profiles/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { HeldSource } from '../trust/index.js';
import { shortTitle } from './mentions.js';

/**
 * The forum's replies that wait for approval (issue 41, decision 0082), as posts do (forum.held.ts):
 * approving publishes the reply, counts it, tells its author and then those who follow the thread;
 * refusing removes it and tells its author why.
 */
export function forumReplyHeldSource(deps: {
  db: Database;
  authors: AuthorReads;
  notifications: Pick<NotificationsService, 'notify'>;
  /** Those who follow the thread hear of the reply once it is published. */
  replied: (replyId: string, parentId: string | null) => Promise<void>;
  changed: () => Promise<void>;
}): HeldSource {
  const { db } = deps;
  const waiting = (id: string) => and(eq(forumReplies.id, id), isNotNull(forumReplies.heldFor));
  const titleOf = async (postId: string) =>
    (await db.select({ title: forumPosts.title }).from(forumPosts).where(eq(forumPosts.id, postId)))[0]?.title ?? '';
  return {
    type: 'forum_reply',
    async list(): Promise<HeldItem[]> {
      const rows = await db
        .select({
          id: forumReplies.id,
          userId: forumReplies.userId,
          isAnonymous: forumReplies.isAnonymous,
          title: forumPosts.title,
          content: forumReplies.content,
          heldFor: forumReplies.heldFor,
          createdAt: forumReplies.createdAt,
        })
        .from(forumReplies)
        .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
        .where(isNotNull(forumReplies.heldFor))
        .orderBy(asc(forumReplies.createdAt))
        .limit(200);
      const cards = await deps.authors.byIds(rows.map((r) => r.userId));
      return rows.map((r) => ({
        type: 'forum_reply' as const,
        id: r.id,
        title: r.title,
        content: r.content,
        // Anonymous content is never named here, as in the reports queue (platform/audit.ts auditedAuthor).
        authorName: r.isAnonymous ? 'Anonymous' : (cards.get(r.userId)?.name ?? ''),
        reason: r.heldFor as HoldReason,
        createdAt: r.createdAt.toISOString(),
      }));
    },
    async approve(id, actorId) {
      const reply = await db.transaction(async (tx) => {
        const [found] = await tx.update(forumReplies).set({ heldFor: null }).where(waiting(id)).returning({
          userId: forumReplies.userId,
          isAnonymous: forumReplies.isAnonymous,
          postId: forumReplies.postId,
          parentId: forumReplies.parentId,
        });
        if (!found) return null;
        await tx
          .update(forumPosts)
          .set({ replyCount: sql`${forumPosts.replyCount} + 1` })
          .where(eq(forumPosts.id, found.postId));
        await writeAudit(tx, {
          action: 'held_post_approved',
          adminId: actorId,
          targetUserId: auditedAuthor({ authorId: found.userId, isAnonymous: found.isAnonymous }),
          details: { replyId: id, postId: found.postId },
        });
        return found;
      });
      if (!reply) return false;
      await deps.changed();
      await deps.notifications.notify({
        userId: reply.userId,
        type: 'system',
        template: 'replyApproved',
        params: { title: shortTitle(await titleOf(reply.postId)) },
        actionUrl: `/forum/${reply.postId}`,
      });
      await deps.replied(id, reply.parentId);
      return true;
    },
    async reject(id, actorId, reason) {
      const [reply] = await db
        .delete(forumReplies)
        .where(waiting(id))
        .returning({ userId: forumReplies.userId, isAnonymous: forumReplies.isAnonymous, postId: forumReplies.postId });
      if (!reply) return false;
      await writeAudit(db, {
        action: 'held_post_rejected',
        adminId: actorId,
        targetUserId: auditedAuthor({ authorId: reply.userId, isAnonymous: reply.isAnonymous }),
        details: { replyId: id, postId: reply.postId, reason },
      });
      await deps.changed();
      await deps.notifications.notify({
        userId: reply.userId,
        type: 'system',
        template: 'replyRejected',
        params: { title: shortTitle(await titleOf(reply.postId)), reason },
        actionUrl: '/docs/rules',
      });
      return true;
    },
  };
}
