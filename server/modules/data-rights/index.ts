import { defineModule } from '../../platform/module.js';
import { dataRightsRoutes } from './data-rights.routes.js';
import { createDataRightsService, type DataRightsService } from './data-rights.service.js';
import { exportsDataRights } from './export.js';

export type { DataRightsService } from './data-rights.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    dataRights: DataRightsService;
  }
}

/** A member's data rights (DPDP Act 2023): a copy of their data, and erasure of their account. */
export const dataRightsModule = defineModule({
  name: 'dataRights',
  uses: ['accounts'],
  async register({ app, platform, use }) {
    platform.dataRights.register(exportsDataRights(platform.db, platform.storage));
    const rights = createDataRightsService({
      db: platform.db,
      storage: platform.storage,
      memberLimits: platform.memberLimits,
      bus: platform.bus,
      mailer: platform.mailer,
      jobs: platform.jobs,
      registry: platform.dataRights,
      accounts: use('accounts'),
      secret: platform.secret,
      signIn: platform.config.signIn,
      log: platform.log,
    });
    // A copy left 'preparing' without queued work is queued (and started here).
    app.addHook('onReady', async () => void (await rights.resumeInterrupted()));
    await app.register(dataRightsRoutes, { rights });
    return rights;
  },
});
