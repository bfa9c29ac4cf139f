import type { AppModule } from '../../platform/module.js';

export const statsModule: AppModule = {
  name: 'stats',
  async register() {
    // Built by its issue.
  },
};
