import { defineModule } from '../../platform/module.js';
import { sampleMentorOffers } from '../../demo/mentors.js';
import { MentorRoles } from '../../../contracts/mentors.js';
import type { Role } from '../../../contracts/enums.js';
import { createMentorsService, type MentorsService } from './mentors.service.js';
import { mentorsRoutes } from './mentors.routes.js';
import { mentorsDataRights } from './mentors.data-rights.js';

export type { MentorsService } from './mentors.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    mentors: MentorsService;
  }
}

/** Peer mentors: survivors and caregivers offer, members find and ask, accepting connects the two and opens a conversation. */
export const mentorsModule = defineModule({
  name: 'mentors',
  uses: ['accounts', 'profiles', 'connections', 'messages', 'notifications'],
  async register({ app, platform, use }) {
    const mentors = createMentorsService({
      db: platform.db,
      memberLimits: platform.memberLimits,
      accounts: use('accounts'),
      profiles: use('profiles'),
      connections: use('connections'),
      messages: use('messages'),
      notifications: use('notifications'),
    });
    platform.dataRights.register(mentorsDataRights(mentors));
    await app.register(mentorsRoutes, { mentors });
    return mentors;
  },
  async seed(mentors, { use }) {
    if ((await mentors.count()) > 0) return null;
    const people = await use('profiles').authors.demoMembers();
    if (people.length === 0) return null;
    const offers = sampleMentorOffers.flatMap(({ member, ...offer }) => {
      const who = people[member];
      return who && (MentorRoles as readonly Role[]).includes(who.role) ? [{ ...offer, userId: who.id }] : [];
    });
    return `${await mentors.seedSample(offers)} sample mentor offers`;
  },
});
