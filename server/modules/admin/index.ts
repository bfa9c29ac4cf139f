import { and, eq, sql } from 'drizzle-orm';
import { user } from '../../db/schema/index.js';
import { defineModule } from '../../platform/module.js';
import { adminRoutes } from './admin.routes.js';
import { createMemberModeration } from './admin.members.js';
import { createSecurityMonitor } from './admin.security.js';
import { createModerationQueue } from './admin.reports.js';
import { createAuthorReveal } from './admin.reveal.js';
import { createAdminService, type AdminService } from './admin.service.js';
import { adminDataRights } from './admin.data-rights.js';

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
  uses: ['accounts', 'notifications', 'reports'],
  async register({ app, platform, use }) {
    platform.dataRights.register(adminDataRights(platform.db));
    const notifications = use('notifications');
    const admin = createAdminService({
      db: platform.db,
      accounts: use('accounts'),
      // A system notice to the member whose role changed (community-admin §8: 'notification sent').
      notify: ({ userId, role, promoted }) =>
        promoted
          ? notifications.notify({ userId, type: 'system', template: 'promoted', params: { site: platform.config.siteName }, actionUrl: '/admin' })
          : notifications.notify({ userId, type: 'system', template: 'roleChanged', params: { role }, actionUrl: '/profile' }),
    });
    const members = createMemberModeration({ db: platform.db, bus: platform.bus, accounts: use('accounts'), notifications });
    const queue = createModerationQueue({ db: platform.db, reports: use('reports'), members, notifications });
    // A possible crisis in public content (decision 0032): every administrator gets a system notice,
    // pushed live to those online, once per content; it names neither the content nor its author.
    use('reports').onCrisisFlagged(async (flag) => {
      const admins = await platform.db.select({ id: user.id }).from(user).where(and(eq(user.role, 'admin'), sql`not coalesce(${user.banned}, false)`));
      for (const { id } of admins) {
        await notifications.notify({ userId: id, type: 'system', template: 'possibleCrisis', params: {}, actionUrl: '/admin?tab=moderation', dedupeKey: `crisis:${flag.targetType}:${flag.targetId}` });
      }
    });
    await app.register(adminRoutes, { admin, members, security: createSecurityMonitor({ db: platform.db }), queue, reveal: createAuthorReveal({ db: platform.db, reports: use('reports') }) });
    return admin;
  },
});

export { writeSetupTokenFile } from './setup-token-file.js';
