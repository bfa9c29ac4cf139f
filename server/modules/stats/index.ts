import type { AppModule } from '../../platform/module.js';
import { createStatsService, type StatsService } from './stats.service.js';
import { statsRoutes } from './stats.routes.js';
import { awarenessSeed } from './stats.seed.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    stats: StatsService;
  }
}

/** Minimal view of the support module's service, which may not be installed. */
type SupportTotals = { totalCompletedRupees(): Promise<number> };

export const statsModule: AppModule = {
  name: 'stats',
  async register(app, ctx) {
    const service = createStatsService({
      db: ctx.db,
      bus: ctx.bus,
      countMembers: () => ctx.profiles.countMembers(),
      // Read when asked, so the figure follows whatever the support module publishes.
      completedSupportRupees: async () => {
        const support = (ctx.services as { support?: SupportTotals }).support;
        return support ? support.totalCompletedRupees() : 0;
      },
    });
    await ctx.bus.subscribe('fn_content_changed', (change) => {
      if (change.domain === 'stats') service.forget('awareness');
    });
    await ctx.bus.subscribe('fn_support_completed', () => service.forget('community'));
    ctx.services.stats = service;
    await app.register(statsRoutes, { stats: service });
  },
  async seed(ctx) {
    const service = ctx.services.stats;
    if (!service || (await service.countAwareness()) > 0) return null;
    await service.seedAwareness(awarenessSeed);
    return `${awarenessSeed.length} awareness statistics`;
  },
};
