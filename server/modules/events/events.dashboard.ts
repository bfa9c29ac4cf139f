import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { EventMessages, type NgoDashboard, type RegistrantList } from '../../../contracts/events.js';
import type { Database } from '../../db/client.js';
import { eventAttendees, events } from '../../db/schema/events.js';
import type { Viewer } from '../../platform/access.js';
import type { AuthorReads } from '../profiles/index.js';
import { eventRules, eventsManagedBy } from './events.policy.js';
import { authorize } from '../../platform/authorize.js';
import { notFound } from '../../platform/errors.js';
import { eventEnd } from './event-time.js';

const IST = 'Asia/Kolkata';
const DAYS = 30;
const istParts = (d: Date) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: IST,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
};

/** The NGO dashboard's figures, from the database as it is: an NGO sees its own events, an administrator every event. */
export function createEventsDashboard(deps: { db: Database; authors: AuthorReads }) {
  const { db, authors } = deps;
  const mine = (viewer: Viewer): SQL | undefined => {
    const scope = eventsManagedBy(viewer);
    return scope === 'all' ? undefined : eq(events.hostId, scope.hostId);
  };

  async function ownEvent(viewer: Viewer, id: string) {
    const [row] = await db
      .select({ id: events.id, title: events.title, hostId: events.hostId })
      .from(events)
      .where(eq(events.id, id));
    if (!row) throw notFound(EventMessages.notFound);
    authorize(viewer, eventRules.manage, row);
    return row;
  }

  return {
    async dashboard(viewer: Viewer, now = new Date()): Promise<NgoDashboard> {
      const since = new Date(now.getTime() - (DAYS - 1) * 86_400_000);
      const [rows, byDay, [reach]] = await Promise.all([
        db.select().from(events).where(mine(viewer)).orderBy(desc(events.startsAt)).limit(200),
        db
          .select({
            date: sql<string>`to_char(${eventAttendees.createdAt} at time zone ${IST}, 'YYYY-MM-DD')`,
            count: sql<number>`count(*)::int`,
          })
          .from(eventAttendees)
          .innerJoin(events, eq(events.id, eventAttendees.eventId))
          .where(and(mine(viewer), gte(eventAttendees.createdAt, new Date(`${istParts(since).date}T00:00:00+05:30`))))
          .groupBy(sql`1`)
          .orderBy(asc(sql`1`)),
        db
          .select({
            members: sql<number>`count(distinct ${eventAttendees.userId})::int`,
            registrations: sql<number>`count(${eventAttendees.userId})::int`,
            events: sql<number>`count(distinct ${events.id})::int`,
            upcoming: sql<number>`count(distinct ${events.id}) filter (where ${events.startsAt} >= ${now.toISOString()})::int`,
          })
          .from(events)
          .leftJoin(eventAttendees, eq(eventAttendees.eventId, events.id))
          .where(mine(viewer)),
      ]);
      const counts = new Map(byDay.map((d) => [d.date, Number(d.count)]));
      const registrationsByDay = Array.from({ length: DAYS }, (_, i) => {
        const date = istParts(new Date(since.getTime() + i * 86_400_000)).date;
        return { date, count: counts.get(date) ?? 0 };
      });
      return {
        events: rows.map((e) => {
          const start = istParts(e.startsAt);
          const end = e.endsAt ? istParts(e.endsAt) : null;
          return {
            id: e.id,
            title: e.title,
            startsAt: e.startsAt.toISOString(),
            endsAt: e.endsAt?.toISOString() ?? null,
            isPast: eventEnd(e) < now,
            registered: e.attendeeCount,
            maxAttendees: e.maxAttendees,
            isOnline: e.isOnline,
            location: e.location,
            form: {
              title: e.title,
              description: e.description ?? '',
              eventType: e.eventType ?? '',
              startDate: start.date,
              startTime: start.time,
              endDate: end?.date ?? '',
              endTime: end?.time ?? '',
              location: e.location ?? '',
              titleHi: e.titleHi ?? '',
              descriptionHi: e.descriptionHi ?? '',
              eventTypeHi: e.eventTypeHi ?? '',
              locationHi: e.locationHi ?? '',
              isOnline: e.isOnline,
              meetingLink: e.meetingLink ?? '',
              registrationLink: e.registrationLink ?? '',
              maxAttendees: e.maxAttendees === null ? '' : String(e.maxAttendees),
            },
          };
        }),
        registrationsByDay,
        reach: {
          members: Number(reach?.members ?? 0),
          registrations: Number(reach?.registrations ?? 0),
          events: Number(reach?.events ?? 0),
          upcoming: Number(reach?.upcoming ?? 0),
        },
      };
    },

    /** Who registered, oldest first: name and display ID (no e-mail: members share that with no one). */
    async registrants(viewer: Viewer, id: string): Promise<RegistrantList> {
      const event = await ownEvent(viewer, id);
      const rows = await db
        .select({ userId: eventAttendees.userId, at: eventAttendees.createdAt })
        .from(eventAttendees)
        .where(eq(eventAttendees.eventId, id))
        .orderBy(asc(eventAttendees.createdAt));
      const cards = await authors.byIds(rows.map((r) => r.userId));
      return {
        eventTitle: event.title,
        items: rows.flatMap((r) => {
          const card = cards.get(r.userId);
          return card ? [{ name: card.name, displayId: card.displayId, registeredAt: r.at.toISOString() }] : [];
        }),
      };
    },
  };
}

/** A CSV cell: quoted, quotes doubled, and a leading =, +, - or @ defused (spreadsheet formula injection). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export type EventsDashboard = ReturnType<typeof createEventsDashboard>;
