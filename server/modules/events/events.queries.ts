// Queries: what the events read, each a function of the service's context (decision 0069).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { EventMessages, type CommunityEvent, type EventPage, type ListEventsQuery } from '../../../contracts/events.js';
import { eventAttendees, events } from '../../db/schema/events.js';
import type { Viewer } from '../../platform/access.js';
import { keyset } from '../../platform/cursor.js';
import { notFound } from '../../platform/errors.js';
import { boxSearch, tableSearchSource, type SearchSource } from '../../platform/search.js';
import { eventEndSql as endsAt } from './event-time.js';
import type { EventsContext } from './events.context.js';
import { presentCalendar, presentSearchResult } from './events.presenters.js';

export type ListInput = z.output<typeof ListEventsQuery>;

const soonestFirst = keyset({ columns: [events.startsAt, events.id], kinds: ['timestamp', 'uuid'], direction: 'asc' });
const latestFirst = keyset({ columns: [events.startsAt, events.id], kinds: ['timestamp', 'uuid'], direction: 'desc' });

const columns = (viewerId: string | null) => ({
  id: events.id,
  hostId: events.hostId,
  title: events.title,
  description: events.description,
  eventType: events.eventType,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  location: events.location,
  titleHi: events.titleHi,
  descriptionHi: events.descriptionHi,
  eventTypeHi: events.eventTypeHi,
  locationHi: events.locationHi,
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

const base = (ctx: EventsContext, viewerId: string | null) => ctx.db.select(columns(viewerId)).from(events);

export async function getRow(ctx: EventsContext, id: string, viewer: Viewer | null) {
  const [row] = await base(ctx, viewer?.id ?? null).where(eq(events.id, id));
  if (!row) throw notFound(EventMessages.notFound);
  return row;
}

export function searchSource(ctx: EventsContext): SearchSource {
  // Search boxes: every word; Forti's questions: any word that carries meaning, ranked. Upcoming only.
  return tableSearchSource({
    domain: 'events',
    db: ctx.db,
    table: events,
    document: events.search,
    modes: 'all-and-any',
    select: {
      id: events.id,
      title: events.title,
      summary: sql<string>`left(coalesce(${events.description}, ''), 200)`,
      titleHi: events.titleHi,
      summaryHi: sql<string | null>`left(${events.descriptionHi}, 200)`,
    },
    visible: () => sql`${endsAt} >= ${new Date().toISOString()}::timestamptz`,
    present: presentSearchResult,
  });
}

/** Upcoming events soonest first, or past ones latest first; q searches title, description and type. */
export async function list(
  ctx: EventsContext,
  query: ListInput,
  viewer: Viewer | null,
  now = new Date(),
): Promise<EventPage> {
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
      sql`concat_ws(' ', ${events.title}, ${events.description}, ${events.eventType}, ${events.titleHi}, ${events.descriptionHi}, ${events.eventTypeHi})`,
      query.q,
    );
    if (!found) return { items: [], nextCursor: null };
    conditions.push(found);
  }
  const rows = await base(ctx, viewer?.id ?? null)
    .where(and(...conditions))
    .orderBy(...order.orderBy)
    .limit(query.limit + 1);
  const page = order.page(rows, query.limit, (row) => [row.cursorAt, row.id]);
  return { items: await ctx.presentAll(page.items, viewer, now), nextCursor: page.nextCursor };
}

export async function get(ctx: EventsContext, id: string, viewer: Viewer | null): Promise<CommunityEvent> {
  return ctx.presentOne(await getRow(ctx, id, viewer), viewer);
}

/** The event as an .ics file; the meeting link only for those who may see it. */
export async function calendar(
  ctx: EventsContext,
  id: string,
  viewer: Viewer | null,
): Promise<{ filename: string; body: string }> {
  return presentCalendar(await ctx.presentOne(await getRow(ctx, id, viewer), viewer), ctx);
}

export async function count(ctx: EventsContext): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(events);
  return row?.n ?? 0;
}
