import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { stories, storyHearts } from '../../db/schema/stories.js';
import { ERASED_MEMBER_ID, type DataRightsContribution } from '../../platform/data-rights.js';

/** Stories and their hearts: stories go or stay as 'Anonymous'; hearts go and are counted again. */
export function storiesDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'stories',
    tables: {
      stories: { export: { section: 'stories' }, erase: { user_id: 'deleted, or moved to the placeholder' } },
      story_hearts: {
        export: { section: 'storyHearts' },
        erase: { user_id: 'deleted, and each story counts its hearts again' },
      },
    },
    async export({ id: userId }) {
      return {
        sections: {
          stories: await db.select().from(stories).where(eq(stories.userId, userId)),
          storyHearts: await db.select().from(storyHearts).where(eq(storyHearts.userId, userId)),
        },
      };
    },
    async erase(tx, erasure) {
      const id = erasure.member.id;
      const hearted = await tx
        .delete(storyHearts)
        .where(eq(storyHearts.userId, id))
        .returning({ storyId: storyHearts.storyId });
      if (erasure.keepPostsAnonymous) {
        await tx.update(stories).set({ userId: ERASED_MEMBER_ID, isAnonymous: true }).where(eq(stories.userId, id));
      } else {
        const gone = await tx.delete(stories).where(eq(stories.userId, id)).returning({ id: stories.id });
        erasure.contentGone(
          'story',
          gone.map((s) => s.id),
        );
      }
      const storyIds = [...new Set(hearted.map((h) => h.storyId))];
      if (storyIds.length > 0) {
        await tx
          .update(stories)
          .set({ heartCount: sql`(select count(*)::int from story_hearts h where h.story_id = ${stories.id})` })
          .where(inArray(stories.id, storyIds));
      }
    },
  };
}
