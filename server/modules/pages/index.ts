import type { AppModule } from '../../platform/module.js';

export const pagesModule: AppModule = {
  name: 'pages',
  async register() {
    // Built by its issue.
  },
};
