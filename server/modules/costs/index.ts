import { defineModule } from '../../platform/module.js';
import { createCostsService, type CostsService } from './costs.service.js';
import { costsRoutes } from './costs.routes.js';
import { costSchemeFacts } from './costs.facts.js';

export type { CostsService } from './costs.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    costs: CostsService;
  }
}

/** Help paying for treatment (issue 25 §2, decision 0054): the schemes, the match, their upkeep. */
export const costsModule = defineModule({
  name: 'costs',
  uses: ['resources'],
  async register({ app, platform, use }) {
    const costs = createCostsService({ db: platform.db, helpers: use('resources') });
    await app.register(costsRoutes, { costs });
    return costs;
  },
  async seed(costs) {
    const added = await costs.seedFacts(costSchemeFacts);
    return added > 0 ? `${added} schemes that help pay for treatment` : null;
  },
});
