import { eq, inArray, isNull, and } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { forumPosts, forumReplies } from '../../db/schema/forum.js';
import type { Viewer } from '../../platform/access.js';
import { authorNameForModerators, type AuthorReads } from '../profiles/index.js';
import type { DescribedContent, ModerationTarget } from '../reports/index.js';
import type { ForumService } from './forum.service.js';

const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}...` : text);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How moderators see and remove reported posts and replies. An anonymous author stays 'Anonymous' here. */
export function forumModerationTargets(db: Database, forum: ForumService, authors: AuthorReads): ModerationTarget[] {
  const posts = async (ids: string[]): Promise<Map<string, DescribedContent>> => {
    const valid = ids.filter((id) => UUID.test(id));
    if (!valid.length) return new Map();
    const rows = await db
      .select({
        id: forumPosts.id,
        title: forumPosts.title,
        content: forumPosts.content,
        authorId: forumPosts.userId,
        isAnonymous: forumPosts.isAnonymous,
      })
      .from(forumPosts)
      .where(inArray(forumPosts.id, valid));
    const cards = await authors.byIds(rows.filter((row) => !row.isAnonymous).map((row) => row.authorId));
    return new Map(
      rows.map((row) => [
        row.id,
        {
          title: row.title,
          excerpt: excerpt(row.content),
          url: `/forum/${row.id}`,
          authorId: row.authorId,
          authorName: authorNameForModerators(row, cards.get(row.authorId)?.name),
          isAnonymous: row.isAnonymous,
        },
      ]),
    );
  };
  const replies = async (ids: string[]): Promise<Map<string, DescribedContent>> => {
    const valid = ids.filter((id) => UUID.test(id));
    if (!valid.length) return new Map();
    const rows = await db
      .select({
        id: forumReplies.id,
        content: forumReplies.content,
        postId: forumReplies.postId,
        authorId: forumReplies.userId,
        isAnonymous: forumReplies.isAnonymous,
        title: forumPosts.title,
      })
      .from(forumReplies)
      .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
      .where(and(inArray(forumReplies.id, valid), isNull(forumReplies.deletedAt)));
    const cards = await authors.byIds(rows.filter((row) => !row.isAnonymous).map((row) => row.authorId));
    return new Map(
      rows.map((row) => [
        row.id,
        {
          title: row.title,
          excerpt: excerpt(row.content),
          url: `/forum/${row.postId}`,
          authorId: row.authorId,
          authorName: authorNameForModerators(row, cards.get(row.authorId)?.name),
          isAnonymous: row.isAnonymous,
        },
      ]),
    );
  };
  return [
    {
      type: 'forum_post',
      async describe(id) {
        return (await posts([id])).get(id) ?? null;
      },
      describeMany: posts,
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
        return (await replies([id])).get(id) ?? null;
      },
      describeMany: replies,
      // The reply keeps its place in the thread (its answers stay), without its text.
      async remove(id) {
        const removed = await db
          .update(forumReplies)
          .set({ deletedAt: new Date(), content: '' })
          .where(eq(forumReplies.id, id))
          .returning({ id: forumReplies.id });
        if (removed.length > 0) await forum.changed();
        return removed.length > 0;
      },
    },
  ];
}
