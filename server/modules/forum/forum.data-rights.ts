import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { forumHearts, forumPosts, forumReplies, forumThreadWatches } from '../../db/schema/forum.js';
import { ERASED_MEMBER_ID, type DataRightsContribution } from '../../platform/data-rights.js';

/**
 * Posts, replies, hearts and the threads a member watches or muted. On erasure they go, or posts and replies move to the Anonymous
 * placeholder; a reply that others answered keeps its place without its text; counts are redone.
 */
export function forumDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'forum',
    tables: {
      forum_posts: {
        export: { section: 'forumPosts' },
        erase: { user_id: 'deleted, or moved to the Anonymous placeholder when the member keeps them' },
      },
      forum_replies: {
        export: { section: 'forumReplies' },
        erase: { user_id: 'deleted (one with answers stays as "deleted", without text), or moved to the placeholder' },
      },
      forum_hearts: {
        export: { section: 'forumHearts' },
        erase: { user_id: 'deleted, and each post counts its hearts again' },
      },
      forum_thread_watches: {
        export: { section: 'forumThreadWatches' },
        erase: { user_id: 'deleted' },
      },
    },
    async export({ id: userId }) {
      return {
        sections: {
          forumPosts: await db.select().from(forumPosts).where(eq(forumPosts.userId, userId)),
          forumReplies: await db.select().from(forumReplies).where(eq(forumReplies.userId, userId)),
          forumHearts: await db.select().from(forumHearts).where(eq(forumHearts.userId, userId)),
          forumThreadWatches: await db
            .select({
              postId: forumThreadWatches.postId,
              level: forumThreadWatches.level,
              createdAt: forumThreadWatches.createdAt,
            })
            .from(forumThreadWatches)
            .where(eq(forumThreadWatches.userId, userId)),
        },
      };
    },
    async erase(tx, erasure) {
      const id = erasure.member.id;
      await tx.delete(forumThreadWatches).where(eq(forumThreadWatches.userId, id));
      const hearted = await tx
        .delete(forumHearts)
        .where(eq(forumHearts.userId, id))
        .returning({ postId: forumHearts.postId });
      const repliedTo = new Set<string>();
      if (erasure.keepPostsAnonymous) {
        await tx
          .update(forumPosts)
          .set({ userId: ERASED_MEMBER_ID, isAnonymous: true })
          .where(eq(forumPosts.userId, id));
        await tx
          .update(forumReplies)
          .set({ userId: ERASED_MEMBER_ID, isAnonymous: true })
          .where(eq(forumReplies.userId, id));
      } else {
        const posts = await tx.delete(forumPosts).where(eq(forumPosts.userId, id)).returning({ id: forumPosts.id });
        erasure.contentGone(
          'forum_post',
          posts.map((p) => p.id),
        );
        // A reply that others answered keeps its place without its text, as when its author deletes it.
        const kept = await tx
          .update(forumReplies)
          .set({ userId: ERASED_MEMBER_ID, isAnonymous: true, content: '', deletedAt: new Date() })
          .where(
            and(
              eq(forumReplies.userId, id),
              sql`exists (select 1 from forum_replies c where c.parent_id = ${forumReplies.id} and c.user_id <> ${id})`,
            ),
          )
          .returning({ id: forumReplies.id });
        const removed = await tx
          .delete(forumReplies)
          .where(eq(forumReplies.userId, id))
          .returning({ id: forumReplies.id, postId: forumReplies.postId, parentId: forumReplies.parentId });
        erasure.contentGone(
          'forum_reply',
          [...kept, ...removed].map((r) => r.id),
        );
        for (const r of removed) repliedTo.add(r.postId);
        const parents = [...new Set(removed.map((r) => r.parentId).filter((p): p is string => Boolean(p)))];
        if (parents.length > 0) {
          await tx
            .delete(forumReplies)
            .where(
              and(
                inArray(forumReplies.id, parents),
                isNotNull(forumReplies.deletedAt),
                sql`not exists (select 1 from forum_replies c where c.parent_id = ${forumReplies.id})`,
              ),
            );
        }
      }
      const posts = [...new Set([...hearted.map((h) => h.postId), ...repliedTo])];
      if (posts.length > 0) {
        await tx
          .update(forumPosts)
          .set({
            heartCount: sql`(select count(*)::int from forum_hearts h where h.post_id = ${forumPosts.id})`,
            replyCount: sql`(select count(*)::int from forum_replies r where r.post_id = ${forumPosts.id} and r.deleted_at is null)`,
          })
          .where(inArray(forumPosts.id, posts));
      }
    },
  };
}
