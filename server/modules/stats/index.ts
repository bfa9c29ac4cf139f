import { defineModule } from '../../platform/module.js';
import { createStatsService, type StatsService } from './stats.service.js';
import { statsRoutes } from './stats.routes.js';
import { awarenessFacts } from './awareness.facts.js';

export type { StatsService } from './stats.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    stats: StatsService;
  }
}

/** Awareness statistics for India and the community's figures (members, donations, stories, events and public groups from their modules). */
export const statsModule = defineModule({
  name: 'stats',
  uses: ['accounts', 'support', 'stories', 'events', 'supportGroups'],
  async register({ app, platform, use }) {
    const service = createStatsService({
      db: platform.db,
      bus: platform.bus,
      accounts: use('accounts'),
      support: use('support'),
      stories: use('stories'),
      events: use('events'),
      supportGroups: use('supportGroups'),
    });
    await service.ready;
    await app.register(statsRoutes, { stats: service });
    return service;
  },
  async seed(service) {
    if ((await service.countAwareness()) > 0) {
      const filled = await service.fillAwarenessHindi(awarenessFacts);
      return filled ? `Hindi for ${filled} awareness statistics` : null;
    }
    await service.seedAwareness(awarenessFacts);
    return `${awarenessFacts.length} awareness statistics`;
  },
});
