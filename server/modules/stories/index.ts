import { eq } from 'drizzle-orm';
import { stories as storiesTable, user } from '../../db/schema/index.js';
import { defineModule } from '../../platform/module.js';
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
    const stories = createStoriesService({ db: platform.db, memberLimits: platform.memberLimits });
    platform.search.register(stories.searchSource);
    await app.register(storiesRoutes, { stories, reports: use('reports') });
    // How moderators see and remove a reported story (an anonymous author stays 'Anonymous').
    use('reports').registerTarget({
      type: 'story',
      async describe(id) {
        const [row] = await platform.db
          .select({ title: storiesTable.title, excerpt: storiesTable.excerpt, authorId: storiesTable.userId, anonymous: storiesTable.isAnonymous, name: user.name })
          .from(storiesTable)
          .leftJoin(user, eq(user.id, storiesTable.userId))
          .where(eq(storiesTable.id, id));
        if (!row) return null;
        return { title: row.title, excerpt: row.excerpt, url: `/stories/${id}`, authorId: row.authorId, authorName: row.anonymous ? 'Anonymous' : (row.name ?? null), isAnonymous: row.anonymous };
      },
      async remove(id) {
        const removed = await platform.db.delete(storiesTable).where(eq(storiesTable.id, id)).returning({ id: storiesTable.id });
        return removed.length > 0;
      },
    });
    return stories;
  },
  async seed(stories) {
    if ((await stories.count()) > 0) return null;
    const authors = await stories.demoAuthors();
    if (authors.length === 0) return null;
    return `${await stories.seedSample(sampleStories, authors)} sample stories`;
  },
});
