import { and, desc, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { forumPosts } from '../../db/schema/forum.js';
import type { DigestSource } from '../notifications/index.js';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The weekly digest's posts: the week's most answered and hearted (titles only, public community content). */
export function forumDigestSource(db: Database): DigestSource {
  return {
    name: 'posts',
    async highlights(now, limit) {
      const rows = await db
        .select({ title: forumPosts.title })
        .from(forumPosts)
        .where(and(gt(forumPosts.createdAt, new Date(now.getTime() - WEEK_MS)), isNull(forumPosts.heldFor)))
        .orderBy(desc(sql`${forumPosts.replyCount} + ${forumPosts.heartCount}`), desc(forumPosts.createdAt))
        .limit(limit);
      return rows.map((r) => r.title);
    },
  };
}
