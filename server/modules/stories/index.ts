import { defineModule } from '../../platform/module.js';
import { createStoriesService, type StoriesService } from './stories.service.js';
import { storiesRoutes } from './stories.routes.js';
import { sampleStories } from './stories.seed.js';

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
    const stories = createStoriesService({ db: platform.db, memberLimits: platform.memberLimits });
    platform.search.register(stories.searchSource);
    await app.register(storiesRoutes, { stories, reports: use('reports') });
    return stories;
  },
  async seed(stories) {
    if ((await stories.count()) > 0) return null;
    const authors = await stories.demoAuthors();
    if (authors.length === 0) return null;
    return `${await stories.seedSample(sampleStories, authors)} sample stories`;
  },
});
