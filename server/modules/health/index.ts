import { defineModule } from '../../platform/module.js';
import { healthRoutes } from './health.routes.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    /** Health has no service for others: its routes answer load balancers and monitors. */
    health: null;
  }
}

export const healthModule = defineModule({
  name: 'health',
  uses: [],
  async register({ app, platform }) {
    await app.register(healthRoutes, { database: platform.database });
    return null;
  },
});
