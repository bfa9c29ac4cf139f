import { defineModule } from '../../platform/module.js';
import { adminRoutes } from './admin.routes.js';
import { createMemberModeration } from './admin.members.js';
import { createSecurityMonitor } from './admin.security.js';
import { createModerationQueue } from './admin.reports.js';
import { createAuthorReveal } from './admin.reveal.js';
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
  uses: ['accounts', 'notifications', 'profiles', 'reports', 'trust'],
  async register({ app, platform, use }) {
    const notifications = use('notifications');
    const admin = createAdminService({
      db: platform.db,
      accounts: use('accounts'),
      // A system notice to the member whose role changed (community-admin §8: 'notification sent').
      notify: ({ userId, role, promoted }) =>
        promoted
          ? notifications.notify({
              userId,
              type: 'system',
              template: 'promoted',
              params: { site: platform.config.siteName },
              actionUrl: '/admin',
            })
          : notifications.notify({
              userId,
              type: 'system',
              template: 'roleChanged',
              // An administrator always gives a role; null (not said) is never set from here.
              params: { role: role ?? '' },
              actionUrl: '/profile',
            }),
    });
    const members = createMemberModeration({
      db: platform.db,
      bus: platform.bus,
      accounts: use('accounts'),
      profiles: use('profiles'),
      notifications,
      trust: use('trust'),
    });
    const queue = createModerationQueue({
      db: platform.db,
      reports: use('reports'),
      accounts: use('accounts'),
      members,
      notifications,
    });
    // A possible crisis in public content (decision 0032): every administrator gets a system notice,
    // pushed live to those online, once per content; it names neither the content nor its author.
    use('reports').onCrisisFlagged(async (flag) => {
      for (const id of await use('accounts').activeAdminIds()) {
        await notifications.notify({
          userId: id,
          type: 'system',
          template: 'possibleCrisis',
          params: {},
          actionUrl: '/admin?tab=moderation',
          dedupeKey: `crisis:${flag.targetType}:${flag.targetId}`,
        });
      }
    });
    await app.register(adminRoutes, {
      admin,
      members,
      security: createSecurityMonitor({ db: platform.db, accounts: use('accounts') }),
      queue,
      reveal: createAuthorReveal({
        db: platform.db,
        reports: use('reports'),
        profiles: use('profiles'),
        accounts: use('accounts'),
        notifications,
        memberLimits: platform.memberLimits,
      }),
    });
    return admin;
  },
});

export { writeSetupTokenFile } from './setup-token-file.js';
