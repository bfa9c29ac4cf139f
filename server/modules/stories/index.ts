import { eq } from 'drizzle-orm';
import { stories as storiesTable } from '../../db/schema/stories.js';
import { defineModule } from '../../platform/module.js';
import { authorNameForModerators } from '../profiles/index.js';
import { createStoriesService, type StoriesService } from './stories.service.js';
import { storiesRoutes } from './stories.routes.js';
import { sampleStories } from './stories.seed.js';
import { storiesDataRights } from './stories.data-rights.js';

export type { StoriesService } from './stories.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    stories: StoriesService;
  }
}

/** Survivor Stories: shared, searched, filtered, hearted and reported. */
export const storiesModule = defineModule({
  name: 'stories',
  uses: ['reports', 'profiles'],
  async register({ app, platform, use }) {
    platform.dataRights.register(storiesDataRights(platform.db));
    const authors = use('profiles').authors;
    const stories = createStoriesService({ db: platform.db, memberLimits: platform.memberLimits, authors });
    platform.search.register(stories.searchSource);
    await app.register(storiesRoutes, { stories, reports: use('reports') });
    // How moderators see and remove a reported story (an anonymous author stays 'Anonymous').
    use('reports').registerTarget({
      type: 'story',
      async describe(id) {
        const [row] = await platform.db
          .select({ title: storiesTable.title, excerpt: storiesTable.excerpt, authorId: storiesTable.userId, isAnonymous: storiesTable.isAnonymous })
          .from(storiesTable)
          .where(eq(storiesTable.id, id));
        if (!row) return null;
        const name = row.isAnonymous ? undefined : (await authors.byIds([row.authorId])).get(row.authorId)?.name;
        return { title: row.title, excerpt: row.excerpt, url: `/stories/${id}`, authorId: row.authorId, authorName: authorNameForModerators(row, name), isAnonymous: row.isAnonymous };
      },
      async remove(id) {
        const removed = await platform.db.delete(storiesTable).where(eq(storiesTable.id, id)).returning({ id: storiesTable.id });
        return removed.length > 0;
      },
    });
    return stories;
  },
  async seed(stories, { use }) {
    if ((await stories.count()) > 0) return null;
    const authors = (await use('profiles').authors.demoMembers()).map((a) => a.id);
    if (authors.length === 0) return null;
    return `${await stories.seedSample(sampleStories, authors)} sample stories`;
  },
});
