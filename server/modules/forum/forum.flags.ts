import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { forumPosts } from '../../db/schema/forum.js';
import type { NotificationsService } from '../notifications/index.js';
import type { ReportsService } from '../reports/index.js';
import type { TrustService } from '../trust/index.js';
import { shortTitle } from './mentions.js';

/**
 * Flags that act (issue 41, decision 0080): when enough members of the Member level or above have
 * reported a post, it is hidden from everyone but its author and administrators until a moderator
 * reviews it. Its author is told; its reports come first in the queue after crisis items. A
 * moderator who dismisses the reports shows it again (`restore`); removing it removes it.
 */
export function forumFlags(deps: {
  db: Database;
  reports: Pick<ReportsService, 'openReportersOf' | 'raise'>;
  trust: Pick<TrustService, 'enoughFlags'>;
  notifications: Pick<NotificationsService, 'notify'>;
  changed: () => Promise<void>;
}) {
  const { db } = deps;
  return {
    /** After a report of a post: hides it when the flags are enough (once; later reports keep it first in the queue). */
    async reported(postId: string): Promise<void> {
      const [post] = await db.select({ heldFor: forumPosts.heldFor }).from(forumPosts).where(eq(forumPosts.id, postId));
      if (!post) return;
      if (post.heldFor === 'flags') return deps.reports.raise('forum_post', postId);
      if (post.heldFor) return; // waiting for approval already: an administrator reads it anyway
      if (!(await deps.trust.enoughFlags(await deps.reports.openReportersOf('forum_post', postId)))) return;
      const [hidden] = await db
        .update(forumPosts)
        .set({ heldFor: 'flags' })
        .where(and(eq(forumPosts.id, postId), isNull(forumPosts.heldFor)))
        .returning({ userId: forumPosts.userId, title: forumPosts.title });
      if (!hidden) return;
      await deps.reports.raise('forum_post', postId);
      await deps.changed();
      await deps.notifications.notify({
        userId: hidden.userId,
        type: 'system',
        template: 'postHidden',
        params: { title: shortTitle(hidden.title) },
        actionUrl: `/forum/${postId}`,
      });
    },
    /** A moderator dismissed the reports: the post is shown again. */
    async restore(postId: string): Promise<void> {
      const [shown] = await db
        .update(forumPosts)
        .set({ heldFor: null })
        .where(and(eq(forumPosts.id, postId), eq(forumPosts.heldFor, 'flags')))
        .returning({ id: forumPosts.id });
      if (shown) await deps.changed();
    },
  };
}

export type ForumFlags = ReturnType<typeof forumFlags>;
