import { defineModule } from '../../platform/module.js';
import { createSupportGroupsService, type SupportGroupsService } from './support-groups.service.js';
import { supportGroupsRoutes } from './support-groups.routes.js';
import { sampleGroups } from './support-groups.seed.js';

export type { SupportGroupsService } from './support-groups.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    supportGroups: SupportGroupsService;
  }
}

/** Support Groups: browsed by anyone, joined by members, created by admins and NGOs, deleted by admins. */
export const supportGroupsModule = defineModule({
  name: 'supportGroups',
  uses: ['profiles'],
  async register({ app, platform }) {
    const groups = createSupportGroupsService({ db: platform.db, memberLimits: platform.memberLimits });
    platform.search.register(groups.searchSource);
    await app.register(supportGroupsRoutes, { groups });
    return groups;
  },
  async seed(groups) {
    if ((await groups.count()) > 0) return null;
    const people = await groups.demoAuthors();
    if (people.length === 0) return null;
    return `${await groups.seedSample(sampleGroups, people)} sample support groups`;
  },
});
