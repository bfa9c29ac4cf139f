import { eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { connections, memberBlocks } from '../../db/schema/connections.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';

/** Connections and blocks; the people they were connected with are counterparts. */
export function connectionsDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'connections',
    tables: {
      connections: { export: { section: 'connections' }, erase: { requester_id: 'cascade', receiver_id: 'cascade' } },
      member_blocks: { export: { section: 'blocks' }, erase: { blocker_id: 'cascade', blocked_id: 'cascade' } },
    },
    async export({ id: userId }) {
      return {
        sections: {
          connections: await db
            .select()
            .from(connections)
            .where(or(eq(connections.requesterId, userId), eq(connections.receiverId, userId))),
          blocks: await db.select().from(memberBlocks).where(eq(memberBlocks.blockerId, userId)),
        },
      };
    },
    async erase(tx, erasure) {
      const id = erasure.member.id;
      const rows = await tx
        .select({ requesterId: connections.requesterId, receiverId: connections.receiverId })
        .from(connections)
        .where(or(eq(connections.requesterId, id), eq(connections.receiverId, id)));
      for (const r of rows) erasure.counterparts.add(r.requesterId === id ? r.receiverId : r.requesterId);
    },
  };
}
