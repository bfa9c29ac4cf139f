import { eq } from 'drizzle-orm';
import { profiles, user } from '../../db/schema/index.js';
import { defineModule } from '../../platform/module.js';
import { createConnectionsService, type ConnectionsService } from './connections.service.js';
import { connectionsRoutes } from './connections.routes.js';
import { sampleConnections } from './connections.seed.js';
import { connectionsDataRights } from './connections.data-rights.js';

export type { ConnectionsService } from './connections.service.js';

declare module '../../platform/module.js' {
  interface ModuleServices {
    connections: ConnectionsService;
  }
}

/** Connect: discovering members, requests and connections, blocks and each member's privacy settings. */
export const connectionsModule = defineModule({
  name: 'connections',
  uses: ['notifications', 'reports', 'profiles'],
  async register({ app, platform, use }) {
    platform.dataRights.register(connectionsDataRights(platform.db));
    const connections = createConnectionsService({
      db: platform.db,
      memberLimits: platform.memberLimits,
      visibility: platform.visibility,
      realtime: platform.realtime,
      notifications: use('notifications'),
    });
    await app.register(connectionsRoutes, { connections, reports: use('reports') });
    // A reported profile as moderators see it (a profile is not removed: its owner is warned, suspended or banned).
    use('reports').registerTarget({
      type: 'profile',
      async describe(id) {
        const [row] = await platform.db.select({ name: user.name, bio: profiles.bio }).from(user).leftJoin(profiles, eq(profiles.userId, user.id)).where(eq(user.id, id));
        if (!row) return null;
        return { title: row.name, excerpt: row.bio ?? '', url: `/user/${id}`, authorId: id, authorName: row.name, isAnonymous: false };
      },
    });
    return connections;
  },
  async seed(connections) {
    if ((await connections.count()) > 0) return null;
    const people = await connections.demoMembers();
    if (people.length < 2) return null;
    const pairs = sampleConnections
      .map((c) => ({ a: people[c.a % people.length]!, b: people[c.b % people.length]!, status: c.status, message: c.message }))
      .filter((c) => c.a !== c.b);
    return `${await connections.seedSample(pairs)} sample connections`;
  },
});
