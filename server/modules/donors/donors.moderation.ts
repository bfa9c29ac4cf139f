import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { donorRequests } from '../../db/schema/donors.js';
import type { ModerationTarget } from '../reports/index.js';

/**
 * How moderators see a reported donor request, and take it down: removing closes it (its pending
 * donors are told it is no longer needed) rather than deleting what donors answered.
 */
export function donorRequestModerationTarget(
  db: Database,
  names: (ids: string[]) => Promise<Map<string, string>>,
  closeAsAdmin: (id: string, actorId: string) => Promise<boolean>,
): ModerationTarget {
  return {
    type: 'donor_request',
    async describe(id) {
      const [row] = await db.select().from(donorRequests).where(eq(donorRequests.id, id));
      if (!row) return null;
      return {
        title: `${row.component} · ${row.patientGroup} · ${row.placeCode}`,
        excerpt: [row.hospital, row.note].filter(Boolean).join('\n'),
        url: `/donors/requests/${id}`,
        authorId: row.askerId,
        authorName: (await names([row.askerId])).get(row.askerId) ?? null,
        isAnonymous: false,
      };
    },
    remove: (id, actorId) => closeAsAdmin(id, actorId),
  };
}
