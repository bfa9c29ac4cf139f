import { and, asc, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events } from '../../db/schema/events.js';
import type { DigestSource } from '../notifications/index.js';

const FORTNIGHT_MS = 14 * 24 * 60 * 60 * 1000;

/** The weekly digest's events: the next ones to start within a fortnight (public community content). */
export function eventsDigestSource(db: Database): DigestSource {
  return {
    name: 'events',
    async highlights(now, limit) {
      const rows = await db
        .select({ title: events.title })
        .from(events)
        .where(and(gt(events.startsAt, now), lt(events.startsAt, new Date(now.getTime() + FORTNIGHT_MS))))
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(limit);
      return rows.map((r) => r.title);
    },
  };
}
