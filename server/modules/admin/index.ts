import { defineModule } from '../../platform/module.js';
import { adminRoutes } from './admin.routes.js';
import { createAdminService, type AdminService } from './admin.service.js';

export type { AdminService } from './admin.service.js';
export { createAdminService } from './admin.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    /** The first administrator's setup token, promotions and role changes. */
    admin: AdminService;
  }
}

export const adminModule = defineModule({
  name: 'admin',
  uses: ['accounts'],
  async register({ app, platform, use }) {
    const admin = createAdminService({ db: platform.db, accounts: use('accounts') });
    await app.register(adminRoutes, { admin });
    return admin;
  },
});

export { writeSetupTokenFile } from './setup-token-file.js';
