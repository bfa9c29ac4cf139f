import type { AppModule } from '../../platform/module.js';

export const companionModule: AppModule = {
  name: 'companion',
  async register() {
    // Built by its issue.
  },
};
