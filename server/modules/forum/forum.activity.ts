import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { forumPosts, forumReplies } from '../../db/schema/forum.js';
import type { ActivitySource } from '../trust/index.js';

/**
 * What members did in the forum, as the trust levels count it (issue 41): posts and replies
 * written, replies given, hearts received on their posts. Sample posts are not counted.
 */
export function forumActivitySource(db: Database): ActivitySource {
  return {
    name: 'forum',
    async counts(ids) {
      if (ids && ids.length === 0) return new Map();
      const posts = await db
        .select({
          userId: forumPosts.userId,
          posts: sql<number>`count(*)::int`,
          hearts: sql<number>`coalesce(sum(${forumPosts.heartCount}), 0)::int`,
        })
        .from(forumPosts)
        .where(
          sql`not ${forumPosts.isSample} and ${forumPosts.heldFor} is null ${ids ? sql`and ${inArray(forumPosts.userId, [...ids])}` : sql``}`,
        )
        .groupBy(forumPosts.userId);
      const replies = await db
        .select({ userId: forumReplies.userId, replies: sql<number>`count(*)::int` })
        .from(forumReplies)
        .where(
          sql`not ${forumReplies.isSample} and ${forumReplies.deletedAt} is null and ${forumReplies.heldFor} is null ${ids ? sql`and ${inArray(forumReplies.userId, [...ids])}` : sql``}`,
        )
        .groupBy(forumReplies.userId);
      const out = new Map<string, { contributions: number; replies: number; heartsReceived: number }>();
      const of = (id: string) =>
        out.get(id) ?? out.set(id, { contributions: 0, replies: 0, heartsReceived: 0 }).get(id)!;
      for (const p of posts) {
        const c = of(p.userId);
        c.contributions += Number(p.posts);
        c.heartsReceived += Number(p.hearts);
      }
      for (const r of replies) {
        const c = of(r.userId);
        c.contributions += Number(r.replies);
        c.replies += Number(r.replies);
      }
      return out;
    },
  };
}
