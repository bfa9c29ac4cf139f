import type { AppModule } from '../../platform/module.js';

export const supportModule: AppModule = {
  name: 'support',
  async register() {
    // Built by its issue.
  },
};
