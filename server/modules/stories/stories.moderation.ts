import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { stories } from '../../db/schema/stories.js';
import { authorNameForModerators, type AuthorReads } from '../profiles/index.js';
import type { ModerationTarget } from '../reports/index.js';

/** How moderators see and remove a reported story (an anonymous author stays 'Anonymous'). */
export function storyModerationTarget(db: Database, authors: AuthorReads): ModerationTarget {
  return {
    type: 'story',
    async describe(id) {
      const [row] = await db
        .select({
          title: stories.title,
          excerpt: stories.excerpt,
          authorId: stories.userId,
          isAnonymous: stories.isAnonymous,
        })
        .from(stories)
        .where(eq(stories.id, id));
      if (!row) return null;
      const name = row.isAnonymous ? undefined : (await authors.byIds([row.authorId])).get(row.authorId)?.name;
      return {
        title: row.title,
        excerpt: row.excerpt,
        url: `/stories/${id}`,
        authorId: row.authorId,
        authorName: authorNameForModerators(row, name),
        isAnonymous: row.isAnonymous,
      };
    },
    async remove(id) {
      const removed = await db.delete(stories).where(eq(stories.id, id)).returning({ id: stories.id });
      return removed.length > 0;
    },
  };
}
