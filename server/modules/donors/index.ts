import { defineModule } from '../../platform/module.js';
import { sampleDonors, sampleDonorRequests } from '../../demo/donors.js';
import { createDonorsService, type DonorsService } from './donors.service.js';
import { donorsRoutes } from './donors.routes.js';
import { donorsDataRights } from './donors.data-rights.js';
import { donorRequestModerationTarget } from './donors.moderation.js';
import { canRegisterAsDonor } from './donors.policy.js';
import type { Viewer } from '../../platform/access.js';

export type { DonorsService } from './donors.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    donors: DonorsService;
  }
}

/**
 * Blood and platelet donors (issue 43): members register as donors; a family's request reaches the
 * best-matched eligible donors nearby in waves, privately and without money (decision 0078).
 */
export const donorsModule = defineModule({
  name: 'donors',
  uses: ['accounts', 'connections', 'messages', 'notifications', 'profiles', 'reports', 'trust'],
  async register({ app, platform, use }) {
    const reports = use('reports');
    const donors = createDonorsService({
      db: platform.db,
      memberLimits: platform.memberLimits,
      accounts: use('accounts'),
      connections: use('connections'),
      messages: use('messages'),
      notifications: use('notifications'),
      reports,
      trust: use('trust'),
      settings: platform.config.donors,
    });
    platform.dataRights.register(donorsDataRights(platform.db));
    reports.registerTarget(
      donorRequestModerationTarget(
        platform.db,
        (ids) => use('accounts').namesByIds(ids),
        async (id, actorId) => {
          await donors.closeAsAdmin({ id: actorId, role: 'admin', name: '', email: '', emailVerified: true }, id);
          return true;
        },
      ),
    );
    platform.jobs.every({ name: 'donor-waves', everyMs: 60_000, run: (now) => donors.runWaves(now).then(() => {}) });
    await app.register(donorsRoutes, { donors, reports });
    return donors;
  },
  // The demo donors and request go through the service's own rules (a patient is never a donor).
  async seed(donors, { use }) {
    if ((await donors.countProfiles()) > 0) return null;
    const people = await use('profiles').authors.demoMembers();
    const as = (i: number): Viewer | null => {
      const who = people[i];
      return who ? { id: who.id, role: who.role, name: '', email: '', emailVerified: true } : null;
    };
    let made = 0;
    for (const { member, ...profile } of sampleDonors) {
      const who = as(member);
      if (who && canRegisterAsDonor(who)) made += Number(Boolean(await donors.saveProfile(who, profile)));
    }
    const neededBy = new Date(Date.now() + 2 * 24 * 3_600_000).toISOString();
    let asked = 0;
    for (const { member, ...request } of sampleDonorRequests) {
      const who = as(member);
      if (who) asked += Number(Boolean(await donors.create(who, { ...request, neededBy })));
    }
    return made + asked > 0 ? `${made} sample donors and ${asked} sample donor requests` : null;
  },
});
