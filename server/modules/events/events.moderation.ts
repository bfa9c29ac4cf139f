import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events } from '../../db/schema/events.js';
import type { Viewer } from '../../platform/access.js';
import type { AuthorReads } from '../profiles/index.js';
import type { ModerationTarget } from '../reports/index.js';
import type { EventsService } from './events.service.js';

/**
 * How moderators see and remove an event (decision 0059): members do not report events; one
 * reaches the queue when the screening finds a crisis in its text. Removing it cancels it, and its
 * registered members hear of it as from any cancellation.
 */
export function eventModerationTarget(db: Database, service: EventsService, authors: AuthorReads): ModerationTarget {
  return {
    type: 'event',
    async describe(id) {
      const [row] = await db
        .select({ title: events.title, description: events.description, hostId: events.hostId })
        .from(events)
        .where(eq(events.id, id));
      if (!row) return null;
      const host = row.hostId ? (await authors.byIds([row.hostId])).get(row.hostId) : undefined;
      return {
        title: row.title,
        excerpt: row.description ?? '',
        url: '/events',
        authorId: row.hostId,
        authorName: host?.name ?? null,
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
