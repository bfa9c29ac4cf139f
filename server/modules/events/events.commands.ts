// Commands: every change to the events, each a function of the service's context (decision 0069).
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fillMissingHindi } from '../../platform/bilingual.js';
import { MemberActionLimits, MemberActionMessages } from '../../../contracts/member-actions.js';
import {
  EventLimits,
  EventMessages,
  NgoMessages,
  type CommunityEvent,
  type CreateEventBody,
} from '../../../contracts/events.js';
import type { Database } from '../../db/client.js';
import { eventAttendees, events } from '../../db/schema/events.js';
import type { Viewer } from '../../platform/access.js';
import { writeAudit } from '../../platform/audit.js';
import { authorize } from '../../platform/authorize.js';
import { conflict, notFound } from '../../platform/errors.js';
import { defineMemberLimit, HOUR_SECONDS } from '../../platform/member-limits.js';
import { eventEnd } from './event-time.js';
import type { EventsContext } from './events.context.js';
import { eventRules, isAuditedEventChange } from './events.policy.js';
import { get, getRow } from './events.queries.js';

type CreateInput = z.output<typeof CreateEventBody>;

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

export interface SampleEvent {
  title: string;
  description: string;
  eventType: string;
  /** The Hindi of the listing (decision 0076). */
  hi?: { title: string; description: string; eventType: string; location: string };
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

/** A host who loses the role (to anything but NGO or admin) passes their events to the administrators: no host, still listed. */
export async function releaseHost(tx: Pick<Database, 'update'>, userId: string): Promise<void> {
  await tx.update(events).set({ hostId: null }).where(eq(events.hostId, userId));
}

/** Admins and NGOs publish (checked on the route and here). */
export async function create(ctx: EventsContext, viewer: Viewer, input: CreateInput): Promise<CommunityEvent> {
  authorize(viewer, eventRules.publish);
  await ctx.memberLimits.take(eventsPerHour, viewer.id);
  const [created] = await ctx.db
    .insert(events)
    .values({ ...input, hostId: viewer.id })
    .returning({ id: events.id });
  return get(ctx, created!.id, viewer);
}

/** Cancels (deletes) an event; its registered members are told when it had not yet taken place. */
export async function remove(ctx: EventsContext, viewer: Viewer, id: string, now = new Date()): Promise<void> {
  const row = await getRow(ctx, id, viewer);
  authorize(viewer, eventRules.manage, row);
  const registrants = await ctx.db
    .select({ userId: eventAttendees.userId })
    .from(eventAttendees)
    .where(eq(eventAttendees.eventId, id));
  await ctx.db.transaction(async (tx) => {
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
    await ctx.onCancelled?.(
      { title: row.title },
      registrants.map((r) => r.userId),
    );
}

/** The host or an administrator changes an event (the same rules as publishing); the limit never drops below those registered. */
export async function update(
  ctx: EventsContext,
  viewer: Viewer,
  id: string,
  input: CreateInput,
): Promise<CommunityEvent> {
  await ctx.db.transaction(async (tx) => {
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
  return get(ctx, id, viewer);
}

/**
 * Registers the member: refused twice (the primary key), for a past event, and once the event is
 * full. The event row is locked while counting, so the last place goes to exactly one member.
 */
export async function register(
  ctx: EventsContext,
  viewer: Viewer,
  id: string,
  now = new Date(),
): Promise<CommunityEvent> {
  await ctx.memberLimits.take(registrationsPerHour, viewer.id);
  await ctx.db.transaction(async (tx) => {
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
    if (event.maxAttendees !== null && event.attendeeCount >= event.maxAttendees) throw conflict(EventMessages.full);
    await tx
      .update(events)
      .set({ attendeeCount: sql`${events.attendeeCount} + 1` })
      .where(eq(events.id, id));
  });
  return get(ctx, id, viewer);
}

export async function cancel(ctx: EventsContext, viewer: Viewer, id: string): Promise<CommunityEvent> {
  await ctx.memberLimits.take(registrationsPerHour, viewer.id);
  await ctx.db.transaction(async (tx) => {
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
  return get(ctx, id, viewer);
}

export async function seedSample(
  ctx: EventsContext,
  samples: SampleEvent[],
  people: string[],
  now = new Date(),
): Promise<number> {
  if (people.length === 0) return 0;
  const at = (i: number) => people[i % people.length]!;
  await ctx.db.transaction(async (tx) => {
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
          titleHi: s.hi?.title ?? null,
          descriptionHi: s.hi?.description ?? null,
          eventTypeHi: s.hi?.eventType ?? null,
          locationHi: s.hi?.location ?? null,
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
}

/** A site seeded by an earlier release: its sample events get their Hindi (decision 0076), by English title, where none is written. */
export function fillSampleHindi(ctx: EventsContext, samples: SampleEvent[]): Promise<number> {
  return fillMissingHindi(
    ctx.db,
    events,
    events.title,
    events.titleHi,
    samples.map((s) => ({
      key: s.title,
      set: {
        titleHi: s.hi?.title,
        descriptionHi: s.hi?.description,
        eventTypeHi: s.hi?.eventType,
        locationHi: s.hi?.location,
      },
    })),
  );
}
