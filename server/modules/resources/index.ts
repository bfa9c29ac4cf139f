import { defineModule } from '../../platform/module.js';
import { createResourcesService, type ResourcesService } from './resources.service.js';
import { resourcesRoutes } from './resources.routes.js';
import { formerHindiTwins, sampleArticles } from '../../demo/resources.js';
import { resourceFacts } from './resources.facts.js';
import { createLibraryAdmin } from './resources.admin.js';
import { libraryAdminRoutes } from './resources.admin.routes.js';
import { resourcesDataRights } from './resources.data-rights.js';

export type { ResourcesService } from './resources.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    resources: ResourcesService;
  }
}

/** The resources library: articles, links, NGOs and the directory, each real entry with its source. */
export const resourcesModule = defineModule({
  name: 'resources',
  uses: [],
  async register({ app, platform }) {
    platform.dataRights.register(resourcesDataRights(platform.db));
    const resources = createResourcesService({ db: platform.db });
    for (const source of resources.searchSources) platform.search.register(source);
    await app.register(resourcesRoutes, { resources });
    await app.register(libraryAdminRoutes, { library: createLibraryAdmin({ db: platform.db }) });
    return resources;
  },
  async seed(resources) {
    if (!(await resources.isEmpty())) {
      const filled = await resources.fillHindi({ ...resourceFacts, articles: sampleArticles }, formerHindiTwins);
      return filled ? `Hindi for ${filled} library entries` : null;
    }
    return `${await resources.seed({ ...resourceFacts, articles: sampleArticles })} library entries`;
  },
});
