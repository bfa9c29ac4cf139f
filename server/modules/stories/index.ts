import { defineModule } from '../../platform/module.js';
import { createStoriesService, type StoriesService } from './stories.service.js';
import { storiesRoutes } from './stories.routes.js';
import { storyModerationTarget } from './stories.moderation.js';
import { sampleStories } from '../../demo/stories.js';
import { storiesDataRights } from './stories.data-rights.js';
import { storyHeldSource } from './stories.held.js';

export type { StoriesService, SampleStory } from './stories.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    stories: StoriesService;
  }
}

/** Survivor Stories: shared, searched, filtered, hearted and reported. */
export const storiesModule = defineModule({
  name: 'stories',
  uses: ['reports', 'profiles', 'trust', 'notifications'],
  async register({ app, platform, use }) {
    platform.dataRights.register(storiesDataRights(platform.db));
    const authors = use('profiles').authors;
    const stories = createStoriesService({
      db: platform.db,
      memberLimits: platform.memberLimits,
      authors,
      reports: use('reports'),
      trust: use('trust'),
    });
    // Stories waiting for approval, for the administrators (issue 41, decision 0082).
    use('trust').registerHeld(storyHeldSource({ db: platform.db, authors, notifications: use('notifications') }));
    platform.search.register(stories.searchSource);
    await app.register(storiesRoutes, { stories, reports: use('reports') });
    use('reports').registerTarget(storyModerationTarget(platform.db, authors));
    return stories;
  },
  async seed(stories, { use }) {
    if ((await stories.count()) > 0) return null;
    const authors = (await use('profiles').authors.demoMembers()).map((a) => a.id);
    if (authors.length === 0) return null;
    return `${await stories.seedSample(sampleStories, authors)} sample stories`;
  },
});
