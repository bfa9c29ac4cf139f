import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { supportGroups } from '../../db/schema/support-groups.js';
import type { Viewer } from '../../platform/access.js';
import type { AuthorReads } from '../profiles/index.js';
import type { ModerationTarget } from '../reports/index.js';
import type { SupportGroupsService } from './support-groups.service.js';

/**
 * How moderators see and remove a support group (decision 0059): members do not report groups; a
 * public one reaches the queue when the screening finds a crisis in its name or description.
 */
export function groupModerationTarget(
  db: Database,
  service: SupportGroupsService,
  authors: AuthorReads,
): ModerationTarget {
  return {
    type: 'support_group',
    async describe(id) {
      const [row] = await db
        .select({
          name: supportGroups.name,
          description: supportGroups.description,
          createdBy: supportGroups.createdBy,
        })
        .from(supportGroups)
        .where(eq(supportGroups.id, id));
      if (!row) return null;
      const creator = row.createdBy ? (await authors.byIds([row.createdBy])).get(row.createdBy) : undefined;
      return {
        title: row.name,
        excerpt: row.description ?? '',
        url: '/support-groups',
        authorId: row.createdBy,
        authorName: creator?.name ?? null,
        isAnonymous: false,
      };
    },
    async remove(id, actorId) {
      const moderator: Viewer = { id: actorId, email: '', name: '', role: 'admin', emailVerified: true };
      try {
        await service.remove(moderator, id);
        return true;
      } catch {
        return false;
      }
    },
  };
}
