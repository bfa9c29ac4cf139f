// Presenters: a stored row turned into the answer the web gets (decision 0069). Nothing here reads
// the database.
import type { CommunityEvent } from '../../../contracts/events.js';
import type { Viewer } from '../../platform/access.js';
import type { FoundItem } from '../../platform/search.js';
import type { AuthorCard } from '../profiles/index.js';
import { eventEnd } from './event-time.js';
import { canManageEvent, canSeeMeetingLink } from './events.policy.js';
import { eventToIcs } from './ics.js';

/** An event as the queries select it (events.queries.ts), with whether this reader registered. */
export interface EventRow {
  id: string;
  hostId: string | null;
  title: string;
  description: string | null;
  eventType: string | null;
  startsAt: Date;
  endsAt: Date | null;
  location: string | null;
  titleHi: string | null;
  descriptionHi: string | null;
  eventTypeHi: string | null;
  locationHi: string | null;
  isOnline: boolean;
  meetingLink: string | null;
  registrationLink: string | null;
  maxAttendees: number | null;
  attendeeCount: number;
  isSample: boolean;
  cursorAt: string;
  registered: boolean;
}

/** The meeting link goes only to registered members, the host and administrators. */
export function presentEvent(
  row: EventRow,
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
    titleHi: row.titleHi,
    descriptionHi: row.descriptionHi,
    eventTypeHi: row.eventTypeHi,
    locationHi: row.locationHi,
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

/** An upcoming event found by the site's search (or by Forti, with its per-term ranks). */
export const presentSearchResult = (r: {
  id: string;
  title: string;
  summary: string;
  titleHi?: string | null;
  summaryHi?: string | null;
}): FoundItem => ({
  title: r.title,
  summary: r.summary,
  hi: { title: r.titleHi ?? null, summary: r.summaryHi ?? null },
  url: `/events#event-${r.id}`,
});

/** The event as an .ics file, as this reader sees it (the meeting link only for those who may see it). */
export function presentCalendar(
  e: CommunityEvent,
  site: { siteName: string; publicUrl: string },
): { filename: string; body: string } {
  const description =
    [e.description, e.meetingLink ? `Join: ${e.meetingLink}` : null].filter(Boolean).join('\n\n') || null;
  const body = eventToIcs(
    {
      uid: `${e.id}@${new URL(site.publicUrl).hostname}`,
      title: e.title,
      description,
      location: e.isOnline ? (e.meetingLink ?? e.location) : e.location,
      url: `${site.publicUrl.replace(/\/$/, '')}/events#event-${e.id}`,
      startsAt: new Date(e.startsAt),
      endsAt: e.endsAt ? new Date(e.endsAt) : null,
      stamp: new Date(),
    },
    site.siteName,
  );
  const slug =
    e.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'event';
  return { filename: `${slug}.ics`, body };
}
