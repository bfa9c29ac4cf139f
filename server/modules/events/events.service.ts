import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EventLimits,
  EventMessages,
  NgoMessages,
  type CommunityEvent,
  type CreateEventBody,
  type EventPage,
  type ListEventsQuery,
} from '../../../contracts/events.js';
import type { Database } from '../../db/client.js';
import { eventAttendees, events } from '../../db/schema/events.js';
import type { Viewer } from '../../platform/access.js';
import { keyset } from '../../platform/cursor.js';
import { writeAudit } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import { defineMemberLimit, HOUR_SECONDS, type MemberLimits } from '../../platform/member-limits.js';
import { MemberActionLimits, MemberActionMessages } from '../../../contracts/member-actions.js';
import {
  boxSearch,
  sourceQuery,
  termCountColumns,
  termCountsOf,
  termRanksColumn,
  termRanksOf,
  type SearchSource,
} from '../../platform/search.js';
import { eventEnd, eventEndSql as endsAt } from './event-time.js';
import { eventToIcs } from './ics.js';
import type { AuthorCard, AuthorReads } from '../profiles/index.js';
import { canManageEvent, canSeeMeetingLink, eventRules, isAuditedEventChange } from './events.policy.js';
import { authorize } from '../../platform/authorize.js';

type CreateInput = z.output<typeof CreateEventBody>;
type ListInput = z.output<typeof ListEventsQuery>;

const registrationsPerHour = defineMemberLimit({
  name: 'event-registration',
  max: MemberActionLimits.eventRegistrationsPerHour,
  windowSeconds: HOUR_SECONDS,
  message: MemberActionMessages.eventsLimited,
});
const eventsPerHour = defineMemberLimit({
  name: 'event',
  max: EventLimits.perHour,
  windowSeconds: HOUR_SECONDS,
  message: EventMessages.rateLimited,
});
const soonestFirst = keyset({ columns: [events.startsAt, events.id], kinds: ['timestamp', 'uuid'], direction: 'asc' });
const latestFirst = keyset({ columns: [events.startsAt, events.id], kinds: ['timestamp', 'uuid'], direction: 'desc' });
export interface SampleEvent {
  title: string;
  description: string;
  eventType: string;
  daysFromNow: number;
  /** IST hour and minute of the start. */
  at: [number, number];
  durationMinutes: number;
  location: string;
  isOnline: boolean;
  meetingLink?: string;
  maxAttendees?: number;
  host: number;
  attendees: number[];
}

export function createEventsService(deps: {
  db: Database;
  memberLimits: MemberLimits;
  authors: AuthorReads;
  siteName: string;
  publicUrl: string;
  onCancelled?: (event: { title: string }, registrantIds: string[]) => Promise<void>;
}) {
  const { db, memberLimits, authors } = deps;

  const columns = (viewerId: string | null) => ({
    id: events.id,
    hostId: events.hostId,
    title: events.title,
    description: events.description,
    eventType: events.eventType,
    startsAt: events.startsAt,
    endsAt: events.endsAt,
    location: events.location,
    isOnline: events.isOnline,
    meetingLink: events.meetingLink,
    registrationLink: events.registrationLink,
    maxAttendees: events.maxAttendees,
    attendeeCount: events.attendeeCount,
    isSample: events.isSample,
    cursorAt: sql<string>`${events.startsAt}::text`,
    registered: viewerId
      ? sql<boolean>`exists (select 1 from ${eventAttendees} where ${eventAttendees.eventId} = ${events.id} and ${eventAttendees.userId} = ${viewerId})`
      : sql<boolean>`false`,
  });

  const base = (viewerId: string | null) => db.select(columns(viewerId)).from(events);

  type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

  /** The meeting link goes only to registered members, the host and administrators. */
  function present(
    row: Row,
    viewer: Viewer | null,
    hosts: ReadonlyMap<string, AuthorCard>,
    now = new Date(),
  ): CommunityEvent {
    const canManage = canManageEvent(viewer, row);
    const registered = Boolean(row.registered);
    const host = row.hostId ? hosts.get(row.hostId) : undefined;
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      eventType: row.eventType,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt ? row.endsAt.toISOString() : null,
      location: row.location,
      isOnline: row.isOnline,
      meetingLink: canSeeMeetingLink(viewer, { hostId: row.hostId, registeredByViewer: registered })
        ? row.meetingLink
        : null,
      hasMeetingLink: !!row.meetingLink,
      registrationLink: row.registrationLink,
      maxAttendees: row.maxAttendees,
      attendeeCount: row.attendeeCount,
      hostName: host?.name.trim() || host?.username || null,
      registeredByMe: registered,
      canManage,
      isPast: eventEnd(row) < now,
      isHappening: row.startsAt <= now && eventEnd(row) >= now,
      isSample: row.isSample,
    };
  }

  /** The events with their hosts' names, read in one query for a whole page. */
  async function presentAll(rows: Row[], viewer: Viewer | null, now = new Date()): Promise<CommunityEvent[]> {
    const hosts = await authors.byIds(rows.map((row) => row.hostId));
    return rows.map((row) => present(row, viewer, hosts, now));
  }

  async function presentOne(row: Row, viewer: Viewer | null): Promise<CommunityEvent> {
    return (await presentAll([row], viewer))[0]!;
  }

  async function getRow(id: string, viewer: Viewer | null) {
    const [row] = await base(viewer?.id ?? null).where(eq(events.id, id));
    if (!row) throw notFound(EventMessages.notFound);
    return row;
  }

  const searchSource: SearchSource = {
    domain: 'events',
    async search(query, limit, opts) {
      // Search boxes: every word; Forti's questions: any word that carries meaning, ranked. Upcoming only.
      const tsquery = sourceQuery(query, opts?.mode);
      if (!tsquery) return [];
      const termRanks = termRanksColumn(events.search, opts?.mode === 'any' ? opts.terms : undefined);
      const rows = await db
        .select({
          id: events.id,
          title: events.title,
          summary: sql<string>`left(coalesce(${events.description}, ''), 200)`,
          rank: sql<number>`ts_rank(${events.search}, to_tsquery('simple', ${tsquery}))`,
          termRanks,
        })
        .from(events)
        .where(
          and(
            sql`${events.search} @@ to_tsquery('simple', ${tsquery})`,
            sql`${endsAt} >= ${new Date().toISOString()}::timestamptz`,
          ),
        )
        .orderBy(sql`4 desc`)
        .limit(limit);
      return rows.map((r) => ({
        domain: 'events',
        title: r.title,
        summary: r.summary,
        url: `/events#event-${r.id}`,
        rank: Number(r.rank),
        ...termRanksOf(r.termRanks),
      }));
    },
    async termCounts(terms) {
      const [row] = await db
        .select(termCountColumns(events.search, terms))
        .from(events)
        .where(sql`${endsAt} >= ${new Date().toISOString()}::timestamptz`);
      return termCountsOf(row, terms);
    },
  };

  return {
    searchSource,

    /** Upcoming events soonest first, or past ones latest first; q searches title, description and type. */
    async list(query: ListInput, viewer: Viewer | null, now = new Date()): Promise<EventPage> {
      const order = query.when === 'upcoming' ? soonestFirst : latestFirst;
      // An event stays among the upcoming ones until it ends, so that those registered find its Join
      // button while it runs (the ones happening now come first).
      const conditions: (SQL | undefined)[] = [
        order.after(query.cursor),
        query.when === 'upcoming'
          ? sql`${endsAt} >= ${now.toISOString()}::timestamptz`
          : sql`${endsAt} < ${now.toISOString()}::timestamptz`,
      ];
      if (query.q) {
        const found = boxSearch(
          events.search,
          sql`concat_ws(' ', ${events.title}, ${events.description}, ${events.eventType})`,
          query.q,
        );
        if (!found) return { items: [], nextCursor: null };
        conditions.push(found);
      }
      const rows = await base(viewer?.id ?? null)
        .where(and(...conditions))
        .orderBy(...order.orderBy)
        .limit(query.limit + 1);
      const page = order.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
      return { items: await presentAll(page.items, viewer, now), nextCursor: page.nextCursor };
    },

    async get(id: string, viewer: Viewer | null): Promise<CommunityEvent> {
      return presentOne(await getRow(id, viewer), viewer);
    },

    /** A host who loses the role (to anything but NGO or admin) passes their events to the administrators: no host, still listed. */
    async releaseHost(tx: Pick<Database, 'update'>, userId: string): Promise<void> {
      await tx.update(events).set({ hostId: null }).where(eq(events.hostId, userId));
    },

    /** Admins and NGOs publish (checked on the route and here). */
    async create(viewer: Viewer, input: CreateInput): Promise<CommunityEvent> {
      authorize(viewer, eventRules.publish);
      await memberLimits.take(eventsPerHour, viewer.id);
      const [created] = await db
        .insert(events)
        .values({ ...input, hostId: viewer.id })
        .returning({ id: events.id });
      return this.get(created!.id, viewer);
    },

    /** Cancels (deletes) an event; its registered members are told when it had not yet taken place. */
    async remove(viewer: Viewer, id: string, now = new Date()): Promise<void> {
      const row = await getRow(id, viewer);
      authorize(viewer, eventRules.manage, row);
      const registrants = await db
        .select({ userId: eventAttendees.userId })
        .from(eventAttendees)
        .where(eq(eventAttendees.eventId, id));
      await db.transaction(async (tx) => {
        await tx.delete(events).where(eq(events.id, id));
        // An administrator acting on another's event is audited (hosts manage their own).
        if (isAuditedEventChange(viewer, row))
          await writeAudit(tx, {
            action: 'event_deleted',
            adminId: viewer.id,
            targetUserId: row.hostId,
            details: { eventId: id, title: row.title },
          });
      });
      if (new Date(row.startsAt) > now)
        await deps.onCancelled?.(
          { title: row.title },
          registrants.map((r) => r.userId),
        );
    },

    /** The host or an administrator changes an event (the same rules as publishing); the limit never drops below those registered. */
    async update(viewer: Viewer, id: string, input: CreateInput): Promise<CommunityEvent> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ hostId: events.hostId, attendeeCount: events.attendeeCount })
          .from(events)
          .where(eq(events.id, id))
          .for('update');
        if (!row) throw notFound(EventMessages.notFound);
        authorize(viewer, eventRules.edit, row);
        if (input.maxAttendees !== null && input.maxAttendees < row.attendeeCount)
          throw conflict(NgoMessages.belowRegistered);
        await tx.update(events).set(input).where(eq(events.id, id));
        if (isAuditedEventChange(viewer, row))
          await writeAudit(tx, {
            action: 'event_updated',
            adminId: viewer.id,
            targetUserId: row.hostId,
            details: { eventId: id, title: input.title },
          });
      });
      return this.get(id, viewer);
    },

    /**
     * Registers the member: refused twice (the primary key), for a past event, and once the event is
     * full. The event row is locked while counting, so the last place goes to exactly one member.
     */
    async register(viewer: Viewer, id: string, now = new Date()): Promise<CommunityEvent> {
      await memberLimits.take(registrationsPerHour, viewer.id);
      await db.transaction(async (tx) => {
        const [event] = await tx
          .select({
            id: events.id,
            startsAt: events.startsAt,
            endsAt: events.endsAt,
            maxAttendees: events.maxAttendees,
            attendeeCount: events.attendeeCount,
          })
          .from(events)
          .where(eq(events.id, id))
          .for('update');
        if (!event) throw notFound(EventMessages.notFound);
        if (eventEnd(event) < now) throw conflict(EventMessages.past);
        if (event.startsAt < now) throw conflict(EventMessages.started);
        const [added] = await tx
          .insert(eventAttendees)
          .values({ eventId: id, userId: viewer.id })
          .onConflictDoNothing()
          .returning({ eventId: eventAttendees.eventId });
        if (!added) throw conflict(EventMessages.alreadyRegistered);
        if (event.maxAttendees !== null && event.attendeeCount >= event.maxAttendees)
          throw conflict(EventMessages.full);
        await tx
          .update(events)
          .set({ attendeeCount: sql`${events.attendeeCount} + 1` })
          .where(eq(events.id, id));
      });
      return this.get(id, viewer);
    },

    async cancel(viewer: Viewer, id: string): Promise<CommunityEvent> {
      await memberLimits.take(registrationsPerHour, viewer.id);
      await db.transaction(async (tx) => {
        const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, id)).for('update');
        if (!event) throw notFound(EventMessages.notFound);
        const [removed] = await tx
          .delete(eventAttendees)
          .where(and(eq(eventAttendees.eventId, id), eq(eventAttendees.userId, viewer.id)))
          .returning({ eventId: eventAttendees.eventId });
        if (!removed) throw conflict(EventMessages.notRegistered);
        await tx
          .update(events)
          .set({ attendeeCount: sql`greatest(${events.attendeeCount} - 1, 0)` })
          .where(eq(events.id, id));
      });
      return this.get(id, viewer);
    },

    /** The event as an .ics file; the meeting link only for those who may see it. */
    async calendar(id: string, viewer: Viewer | null): Promise<{ filename: string; body: string }> {
      const e = await presentOne(await getRow(id, viewer), viewer);
      const description =
        [e.description, e.meetingLink ? `Join: ${e.meetingLink}` : null].filter(Boolean).join('\n\n') || null;
      const body = eventToIcs(
        {
          uid: `${e.id}@${new URL(deps.publicUrl).hostname}`,
          title: e.title,
          description,
          location: e.isOnline ? (e.meetingLink ?? e.location) : e.location,
          url: `${deps.publicUrl.replace(/\/$/, '')}/events#event-${e.id}`,
          startsAt: new Date(e.startsAt),
          endsAt: e.endsAt ? new Date(e.endsAt) : null,
          stamp: new Date(),
        },
        deps.siteName,
      );
      const slug =
        e.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 40) || 'event';
      return { filename: `${slug}.ics`, body };
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(events);
      return row?.n ?? 0;
    },

    async seedSample(samples: SampleEvent[], people: string[], now = new Date()): Promise<number> {
      if (people.length === 0) return 0;
      const at = (i: number) => people[i % people.length]!;
      await db.transaction(async (tx) => {
        for (const s of samples) {
          // The start: that many days from today, at the IST hour given.
          const day = new Date(now.getTime() + s.daysFromNow * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
          const startsAt = new Date(
            `${day}T${String(s.at[0]).padStart(2, '0')}:${String(s.at[1]).padStart(2, '0')}:00+05:30`,
          );
          const attendees = [...new Set(s.attendees.map(at))].slice(0, s.maxAttendees ?? Infinity);
          const [row] = await tx
            .insert(events)
            .values({
              hostId: at(s.host),
              title: s.title,
              description: s.description,
              eventType: s.eventType,
              startsAt,
              endsAt: new Date(startsAt.getTime() + s.durationMinutes * 60_000),
              location: s.location,
              isOnline: s.isOnline,
              meetingLink: s.meetingLink ?? null,
              maxAttendees: s.maxAttendees ?? null,
              attendeeCount: attendees.length,
              isSample: true,
            })
            .returning({ id: events.id });
          if (attendees.length)
            await tx.insert(eventAttendees).values(attendees.map((userId) => ({ eventId: row!.id, userId })));
        }
      });
      return samples.length;
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
