import { defineModule } from '../../platform/module.js';
import { createSupportGroupsService, type SupportGroupsService } from './support-groups.service.js';
import { supportGroupsRoutes } from './support-groups.routes.js';
import { sampleGroups } from '../../demo/support-groups.js';
import { supportGroupsDataRights } from './support-groups.data-rights.js';
import { groupRules, losesHostedGroups } from './support-groups.policy.js';
import { groupMessageModerationTarget, groupModerationTarget } from './support-groups.moderation.js';

export type { SupportGroupsService, SampleGroup } from './support-groups.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    supportGroups: SupportGroupsService;
  }
}

/**
 * Support Groups: browsed by anyone, joined by members, created by admins and NGOs, deleted by admins;
 * each a place (issue 44): its page, meeting, members who chose to be shown, and a members' conversation.
 */
export const supportGroupsModule = defineModule({
  name: 'supportGroups',
  uses: ['profiles', 'accounts', 'reports', 'connections'],
  async register({ app, platform, use }) {
    platform.dataRights.register(supportGroupsDataRights(platform.db));
    platform.abilities.contribute({ createGroups: groupRules.create });
    const groups = createSupportGroupsService({
      db: platform.db,
      memberLimits: platform.memberLimits,
      authors: use('profiles').authors,
      blockedAmong: use('connections').blockedAmong,
    });
    platform.search.register(groups.searchSource);
    // A creator who is no longer an NGO (or administrator) passes their groups to the administrators.
    use('accounts').onRoleChanged(async (tx, change) => {
      if (losesHostedGroups(change.from, change.to)) await groups.releaseHost(tx, change.userId);
    });
    await app.register(supportGroupsRoutes, { groups, reports: use('reports') });
    use('reports').registerTarget(groupModerationTarget(platform.db, groups, use('profiles').authors));
    use('reports').registerTarget(groupMessageModerationTarget(platform.db, use('profiles').authors));
    return groups;
  },
  async seed(groups, { use }) {
    if ((await groups.count()) > 0) {
      const filled = await groups.fillSampleHindi(sampleGroups);
      return filled ? `Hindi for ${filled} sample support groups` : null;
    }
    const people = (await use('profiles').authors.demoMembers()).map((a) => a.id);
    if (people.length === 0) return null;
    return `${await groups.seedSample(sampleGroups, people)} sample support groups`;
  },
});
