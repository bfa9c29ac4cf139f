import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { forumPosts, forumReplies, user } from '../../db/schema/index.js';
import type { Viewer } from '../../platform/access.js';
import type { ModerationTarget } from '../reports/index.js';
import type { ForumService } from './forum.service.js';

const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}...` : text);
const ANONYMOUS = 'Anonymous';

/** How moderators see and remove reported posts and replies. An anonymous author stays 'Anonymous' here. */
export function forumModerationTargets(db: Database, forum: ForumService): ModerationTarget[] {
  return [
    {
      type: 'forum_post',
      async describe(id) {
        const [row] = await db
          .select({ title: forumPosts.title, content: forumPosts.content, authorId: forumPosts.userId, anonymous: forumPosts.isAnonymous, name: user.name })
          .from(forumPosts)
          .leftJoin(user, eq(user.id, forumPosts.userId))
          .where(eq(forumPosts.id, id));
        if (!row) return null;
        return { title: row.title, excerpt: excerpt(row.content), url: `/forum/${id}`, authorId: row.authorId, authorName: row.anonymous ? ANONYMOUS : (row.name ?? null) };
      },
      async remove(id, actorId) {
        const moderator: Viewer = { id: actorId, email: '', name: '', role: 'admin', emailVerified: true };
        try {
          await forum.remove(moderator, id);
          return true;
        } catch {
          return false;
        }
      },
    },
    {
      type: 'forum_reply',
      async describe(id) {
        const [row] = await db
          .select({ content: forumReplies.content, postId: forumReplies.postId, deletedAt: forumReplies.deletedAt, authorId: forumReplies.userId, anonymous: forumReplies.isAnonymous, name: user.name, title: forumPosts.title })
          .from(forumReplies)
          .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
          .leftJoin(user, eq(user.id, forumReplies.userId))
          .where(eq(forumReplies.id, id));
        if (!row || row.deletedAt) return null;
        return { title: row.title, excerpt: excerpt(row.content), url: `/forum/${row.postId}`, authorId: row.authorId, authorName: row.anonymous ? ANONYMOUS : (row.name ?? null) };
      },
      // The reply keeps its place in the thread (its answers stay), without its text.
      async remove(id) {
        const removed = await db.update(forumReplies).set({ deletedAt: new Date(), content: '' }).where(eq(forumReplies.id, id)).returning({ id: forumReplies.id });
        if (removed.length > 0) await forum.changed();
        return removed.length > 0;
      },
    },
  ];
}
