import { defineModule } from '../../platform/module.js';
import { profilesRoutes } from './profiles.routes.js';
import { demoMembers } from '../../demo/members.js';
import { seedMembers } from './sample-members.js';
import { createProfilesService, type ProfilesService } from './profiles.service.js';
import { profilesDataRights } from './profiles.data-rights.js';
import { createAuthorReads, type AuthorReads } from './authors.js';
import { profileRules } from './profiles.policy.js';

export type { ProfilesService, ProfileView, ProfileViewRule } from './profiles.service.js';
export type { MemberCard } from './cards.js';
export type { DemoMember } from './sample-members.js';
export {
  ANONYMOUS_NAME,
  authorNameForModerators,
  presentAuthor,
  showsAuthor,
  type AuthorCard,
  type AuthorReads,
  type Authored,
} from './authors.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    /** Members' profiles: display id, username, bio, avatar; read by other domains for names and roles. */
    profiles: ProfilesService & { authors: AuthorReads };
  }
}

export const profilesModule = defineModule({
  name: 'profiles',
  uses: ['accounts'],
  async register({ app, platform, use }) {
    platform.dataRights.register(profilesDataRights(platform.db, platform.storage));
    platform.abilities.contribute({ chooseOwnRole: profileRules.chooseRoleInWelcome });
    const accounts = use('accounts');
    const profiles = createProfilesService({ db: platform.db, storage: platform.storage, bus: platform.bus, accounts });
    accounts.onUserCreated(profiles.ensureProfile);
    await profiles.ready;
    await app.register(profilesRoutes, { profiles, memberLimits: platform.memberLimits });
    return { ...profiles, authors: createAuthorReads(platform.db, accounts) };
  },
  async seed(_profiles, { use }) {
    const added = await seedMembers({ accounts: use('accounts') }, demoMembers);
    return added > 0 ? `${added} demo members` : null;
  },
});
