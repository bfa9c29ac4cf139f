import { defineModule } from '../../platform/module.js';
import { createConnectionsService, type ConnectionsService } from './connections.service.js';
import { profileModerationTarget } from './connections.moderation.js';
import { connectionsRoutes } from './connections.routes.js';
import { sampleConnections } from '../../demo/connections.js';
import { connectionsDataRights } from './connections.data-rights.js';
import { createVisibility } from './visibility.js';

export type { ConnectionsService } from './connections.service.js';
export type { MemberPresence, ProfileView } from './visibility.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    connections: ConnectionsService;
  }
}

/** Connect: discovering members, requests and connections, blocks and each member's privacy settings, and what one member may see of another (visibility.ts). */
export const connectionsModule = defineModule({
  name: 'connections',
  uses: ['accounts', 'notifications', 'reports', 'profiles', 'trust'],
  async register({ app, platform, use }) {
    platform.dataRights.register(connectionsDataRights(platform.db));
    const accounts = use('accounts');
    const profiles = use('profiles');
    const visibility = createVisibility({ db: platform.db, presence: platform.presence, accounts, profiles });
    const connections = createConnectionsService({
      db: platform.db,
      memberLimits: platform.memberLimits,
      visibility,
      realtime: platform.realtime,
      notifications: use('notifications'),
      accounts,
      profiles,
      judgeAbuse: use('trust').judgeAbuse,
    });
    // How much of a profile a viewer sees is this module's rule (blocks, 'who can find me', connections).
    profiles.decideViewsWith(visibility.profileView);
    await app.register(connectionsRoutes, { connections, reports: use('reports') });
    use('reports').registerTarget(profileModerationTarget(connections));
    return connections;
  },
  async seed(connections) {
    if ((await connections.count()) > 0) return null;
    const people = await connections.demoMembers();
    if (people.length < 2) return null;
    const pairs = sampleConnections
      .map((c) => ({
        a: people[c.a % people.length]!,
        b: people[c.b % people.length]!,
        status: c.status,
        message: c.message,
      }))
      .filter((c) => c.a !== c.b);
    return `${await connections.seedSample(pairs)} sample connections`;
  },
});
