import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { HeldItem, HoldReason } from '../../../contracts/trust.js';
import type { Database } from '../../db/client.js';
import { forumPosts } from '../../db/schema/forum.js';
import { auditedAuthor, writeAudit } from '../../platform/audit.js';
import type { AuthorReads } from '../profiles/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { HeldSource } from '../trust/index.js';
import { shortTitle } from './mentions.js';

/**
 * The forum's posts that wait for approval (issue 41, decision 0080), as the administrators'
 * "Waiting for approval" list reads and acts on them: approving publishes the post, tells its
 * author and only then tells those it mentions; refusing removes it and tells its author why.
 */
export function forumHeldSource(deps: {
  db: Database;
  authors: AuthorReads;
  notifications: Pick<NotificationsService, 'notify'>;
  /** Those the post mentions hear of it once it is published. */
  posted: (postId: string, text: string) => Promise<void>;
  changed: () => Promise<void>;
}): HeldSource {
  const { db } = deps;
  return {
    type: 'forum_post',
    async list(): Promise<HeldItem[]> {
      const rows = await db
        .select({
          id: forumPosts.id,
          userId: forumPosts.userId,
          isAnonymous: forumPosts.isAnonymous,
          title: forumPosts.title,
          content: forumPosts.content,
          heldFor: forumPosts.heldFor,
          createdAt: forumPosts.createdAt,
        })
        .from(forumPosts)
        // Hidden by flags is the reports queue's to review, not an approval.
        .where(and(isNotNull(forumPosts.heldFor), ne(forumPosts.heldFor, 'flags')))
        .orderBy(asc(forumPosts.createdAt))
        .limit(200);
      const cards = await deps.authors.byIds(rows.map((r) => r.userId));
      return rows.map((r) => ({
        type: 'forum_post' as const,
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
      const [post] = await db
        .update(forumPosts)
        .set({ heldFor: null })
        .where(and(eq(forumPosts.id, id), isNotNull(forumPosts.heldFor), ne(forumPosts.heldFor, 'flags')))
        .returning({
          userId: forumPosts.userId,
          isAnonymous: forumPosts.isAnonymous,
          title: forumPosts.title,
          content: forumPosts.content,
        });
      if (!post) return false;
      await writeAudit(db, {
        action: 'held_post_approved',
        adminId: actorId,
        targetUserId: auditedAuthor({ authorId: post.userId, isAnonymous: post.isAnonymous }),
        details: { postId: id },
      });
      await deps.changed();
      await deps.notifications.notify({
        userId: post.userId,
        type: 'system',
        template: 'postApproved',
        params: { title: shortTitle(post.title) },
        actionUrl: `/forum/${id}`,
      });
      await deps.posted(id, `${post.title}\n${post.content}`);
      return true;
    },
    async reject(id, actorId, reason) {
      const [post] = await db
        .delete(forumPosts)
        .where(and(eq(forumPosts.id, id), isNotNull(forumPosts.heldFor), ne(forumPosts.heldFor, 'flags')))
        .returning({ userId: forumPosts.userId, isAnonymous: forumPosts.isAnonymous, title: forumPosts.title });
      if (!post) return false;
      await writeAudit(db, {
        action: 'held_post_rejected',
        adminId: actorId,
        targetUserId: auditedAuthor({ authorId: post.userId, isAnonymous: post.isAnonymous }),
        details: { postId: id, reason },
      });
      await deps.changed();
      await deps.notifications.notify({
        userId: post.userId,
        type: 'system',
        template: 'postRejected',
        params: { title: shortTitle(post.title), reason },
        actionUrl: '/docs/rules',
      });
      return true;
    },
  };
}
