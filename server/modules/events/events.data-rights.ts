import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventAttendees, events } from '../../db/schema/events.js';
import type { DataRightsContribution } from '../../platform/data-rights.js';

/** Registrations (they go, and events count again) and events hosted (they stay, without a host). */
export function eventsDataRights(db: Database): DataRightsContribution {
  return {
    domain: 'events',
    tables: {
      events: { export: { section: 'eventsHosted' }, erase: { host_id: 'set null: the event stays, without a host' } },
      event_attendees: {
        export: { section: 'eventRegistrations' },
        erase: { user_id: 'deleted, and each event counts its attendees again' },
      },
    },
    async export({ id: userId }) {
      return {
        sections: {
          eventRegistrations: await db
            .select({
              eventId: eventAttendees.eventId,
              title: events.title,
              startsAt: events.startsAt,
              status: eventAttendees.status,
              registeredAt: eventAttendees.createdAt,
            })
            .from(eventAttendees)
            .innerJoin(events, eq(events.id, eventAttendees.eventId))
            .where(eq(eventAttendees.userId, userId)),
          eventsHosted: await db.select().from(events).where(eq(events.hostId, userId)),
        },
      };
    },
    async erase(tx, { member }) {
      const attended = await tx
        .delete(eventAttendees)
        .where(eq(eventAttendees.userId, member.id))
        .returning({ eventId: eventAttendees.eventId });
      const eventIds = [...new Set(attended.map((a) => a.eventId))];
      if (eventIds.length > 0) {
        await tx
          .update(events)
          .set({ attendeeCount: sql`(select count(*)::int from event_attendees a where a.event_id = ${events.id})` })
          .where(inArray(events.id, eventIds));
      }
    },
  };
}
