import type { AppModule } from '../../platform/module.js';

export const galleryModule: AppModule = {
  name: 'gallery',
  async register() {
    // Built by its issue.
  },
};
