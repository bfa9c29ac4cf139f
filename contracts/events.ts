import { z } from 'zod';
import { withSafetyNotice } from './crisis.js';
import { freeText } from './text.js';
import { defineMessages, issueText, type Message } from './messages.js';

/** Community Events (community-admin §2 Events screen, §3 event, event_attendees, §5, §8). */
export const EventLimits = {
  titleMax: 200,
  descriptionMax: 5_000,
  typeMax: 60,
  locationMax: 300,
  urlMax: 500,
  maxAttendeesMax: 100_000,
  pageDefault: 12,
  pageMax: 48,
  searchMax: 200,
  perHour: 10,
  /** An event without an end is taken to last this long: it stays among the upcoming ones (and can be joined) until then. */
  defaultMinutes: 120,
} as const;

/** Dates and times in the form are India's (Asia/Kolkata, UTC+05:30 all year). */
export const EVENT_TIME_ZONE = 'Asia/Kolkata';
export const EVENT_UTC_OFFSET = '+05:30';

export const EventMessages = defineMessages('event', {
  required: 'Please enter a title, a start date and a start time.',
  titleTooLong: `The title must be at most ${EventLimits.titleMax} characters.`,
  descriptionTooLong: `The description must be at most ${EventLimits.descriptionMax} characters.`,
  typeTooLong: `The event type must be at most ${EventLimits.typeMax} characters.`,
  locationTooLong: `The location must be at most ${EventLimits.locationMax} characters.`,
  badDate: 'Please enter a real date and time.',
  endBeforeStart: 'The end must be after the start.',
  badUrl: 'Please enter a full web address starting with https:// or http://.',
  badMax: 'Max attendees must be a whole number of at least 1, or empty for no limit.',
  /** The specification's denial for members who are neither admin nor NGO. */
  publishDenied: 'Access denied. Admin or NGO privileges required to publish events.',
  notFound: 'This event no longer exists.',
  /** The specification's words for a second registration. */
  alreadyRegistered: "You're already registered for this event.",
  full: 'This event is full. No places are left.',
  past: 'This event has already taken place.',
  /** Registering once an event has begun: those registered can still join it. */
  started: 'This event has already started, so registration has closed.',
  notRegistered: 'You are not registered for this event.',
  notYourEvent: 'Only the host or an administrator can delete this event.',
  searchTooLong: `A search is at most ${EventLimits.searchMax} characters.`,
  rateLimited: 'You have published many events in the last hour. Please try again in {{minutes}} minutes.',
});

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v === undefined ? null : v);

const DateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, issueText(EventMessages.badDate));
const TimeText = z.string().regex(/^\d{2}:\d{2}$/, issueText(EventMessages.badDate));
const Url = z.preprocess(
  blankToNull,
  freeText({ label: 'Link' })
    .trim()
    .max(EventLimits.urlMax, issueText(EventMessages.badUrl))
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'https:' || u.protocol === 'http:';
      } catch {
        return false;
      }
    }, issueText(EventMessages.badUrl))
    .nullable(),
);

/** An IST date and time as an instant, or null when it is not a real one (31 February, 25:00). */
export function istInstant(date: string, time: string): Date | null {
  const d = new Date(`${date}T${time}:00${EVENT_UTC_OFFSET}`);
  if (Number.isNaN(d.getTime())) return null;
  // Round-trip check: JavaScript rolls 2026-02-31 over to March.
  const back = new Date(d.getTime() + 330 * 60_000).toISOString();
  return back.slice(0, 10) === date && back.slice(11, 16) === time ? d : null;
}

/** An optional Hindi field: blank (or left out) is null. */
const hindiText = (label: string, max: number, tooLong: Message, multiline = false) =>
  z.preprocess(
    (v) => (v === undefined ? null : blankToNull(v)),
    freeText({ label, multiline }).trim().max(max, issueText(tooLong)).nullable(),
  );

/** POST /api/events: the form 'Publish New Event'. */
export const CreateEventBody = z
  .object({
    title: z.preprocess(
      trimmed,
      freeText({ label: 'Title', error: EventMessages.required })
        .min(1, issueText(EventMessages.required))
        .max(EventLimits.titleMax, issueText(EventMessages.titleTooLong)),
    ),
    description: z.preprocess(
      blankToNull,
      freeText({ label: 'Description', multiline: true })
        .trim()
        .max(EventLimits.descriptionMax, issueText(EventMessages.descriptionTooLong))
        .nullable(),
    ),
    eventType: z.preprocess(
      blankToNull,
      freeText({ label: 'Event type' })
        .trim()
        .max(EventLimits.typeMax, issueText(EventMessages.typeTooLong))
        .nullable(),
    ),
    startDate: z.preprocess(
      trimmed,
      z.string(issueText(EventMessages.required)).min(1, issueText(EventMessages.required)).pipe(DateText),
    ),
    startTime: z.preprocess(
      trimmed,
      z.string(issueText(EventMessages.required)).min(1, issueText(EventMessages.required)).pipe(TimeText),
    ),
    endDate: z.preprocess(blankToNull, DateText.nullable()),
    endTime: z.preprocess(blankToNull, TimeText.nullable()),
    location: z.preprocess(
      blankToNull,
      freeText({ label: 'Location' })
        .trim()
        .max(EventLimits.locationMax, issueText(EventMessages.locationTooLong))
        .nullable(),
    ),
    /** The Hindi, side by side (decision 0076): blank is null, not written yet. */
    titleHi: hindiText('Hindi title', EventLimits.titleMax, EventMessages.titleTooLong),
    descriptionHi: hindiText('Hindi description', EventLimits.descriptionMax, EventMessages.descriptionTooLong, true),
    eventTypeHi: hindiText('Hindi event type', EventLimits.typeMax, EventMessages.typeTooLong),
    locationHi: hindiText('Hindi location', EventLimits.locationMax, EventMessages.locationTooLong),
    isOnline: z.boolean().default(false),
    meetingLink: Url,
    registrationLink: Url,
    maxAttendees: z.preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
      z
        .number(issueText(EventMessages.badMax))
        .int(issueText(EventMessages.badMax))
        .min(1, issueText(EventMessages.badMax))
        .max(EventLimits.maxAttendeesMax, issueText(EventMessages.badMax))
        .nullable(),
    ),
  })
  .transform((v, ctx) => {
    const startsAt = istInstant(v.startDate, v.startTime);
    if (!startsAt) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: issueText(EventMessages.badDate) });
      return z.NEVER;
    }
    // The end is kept only when both its date and its time are given (§5).
    let endsAt: Date | null = null;
    if (v.endDate && v.endTime) {
      endsAt = istInstant(v.endDate, v.endTime);
      if (!endsAt) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: issueText(EventMessages.badDate) });
        return z.NEVER;
      }
      if (endsAt <= startsAt) {
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: issueText(EventMessages.endBeforeStart) });
        return z.NEVER;
      }
    }
    return {
      title: v.title,
      description: v.description,
      eventType: v.eventType,
      startsAt,
      endsAt,
      location: v.location,
      titleHi: v.titleHi,
      descriptionHi: v.descriptionHi,
      eventTypeHi: v.eventTypeHi,
      locationHi: v.locationHi,
      isOnline: v.isOnline,
      meetingLink: v.meetingLink,
      registrationLink: v.registrationLink,
      maxAttendees: v.maxAttendees,
    };
  });
export type CreateEventBody = z.input<typeof CreateEventBody>;

export const EventWhen = z.enum(['upcoming', 'past']);

/** GET /api/events: upcoming soonest first, or past ones latest first. */
export const ListEventsQuery = z.object({
  q: z
    .preprocess(
      trimmed,
      freeText({ label: 'Search' }).max(EventLimits.searchMax, issueText(EventMessages.searchTooLong)),
    )
    .optional(),
  when: EventWhen.default('upcoming'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(EventLimits.pageMax).default(EventLimits.pageDefault),
});
export type ListEventsQuery = z.input<typeof ListEventsQuery>;

export const EventIdParams = z.object({ id: z.uuid(issueText(EventMessages.notFound)) });

export const CommunityEvent = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  eventType: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  location: z.string().nullable(),
  /** The Hindi (decision 0076): null until written. */
  titleHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
  eventTypeHi: z.string().nullable(),
  locationHi: z.string().nullable(),
  isOnline: z.boolean(),
  /** Only for members registered for it, its host and administrators. */
  meetingLink: z.string().nullable(),
  /** A meeting link exists (shown to others as 'register to see the link'). */
  hasMeetingLink: z.boolean(),
  registrationLink: z.string().nullable(),
  maxAttendees: z.number().int().nullable(),
  attendeeCount: z.number().int(),
  /** The host's full name, else username; null shows as 'Unknown'. */
  hostName: z.string().nullable(),
  registeredByMe: z.boolean(),
  /** The reader is the host or an administrator. */
  canManage: z.boolean(),
  /** It has ended (its end, or its start plus EventLimits.defaultMinutes). */
  isPast: z.boolean(),
  /** It has started and not yet ended: 'Happening now', and those registered can join. */
  isHappening: z.boolean(),
  isSample: z.boolean(),
});
export type CommunityEvent = z.infer<typeof CommunityEvent>;
/** POST and PATCH /api/events: the event as saved (safety: the writer's own notice when its text signals a risk). */
export const SavedEvent = withSafetyNotice(CommunityEvent);
export type SavedEvent = z.infer<typeof SavedEvent>;

export const EventPage = z.object({ items: z.array(CommunityEvent), nextCursor: z.string().nullable() });
export type EventPage = z.infer<typeof EventPage>;

/** The NGO dashboard (issue 13): an NGO's own events (an administrator's: every event), their registrants and figures. */
export const NgoMessages = defineMessages('ngo', {
  belowRegistered: 'Max attendees cannot be lower than the number of members already registered.',
  notYourEventToEdit: 'Only the host or an administrator can change this event.',
});

export const DashboardEvent = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  isPast: z.boolean(),
  registered: z.number().int(),
  maxAttendees: z.number().int().nullable(),
  isOnline: z.boolean(),
  location: z.string().nullable(),
  /** The event as its form shows it, for editing (India time). */
  form: z.record(z.string(), z.union([z.string(), z.boolean()])),
});
export type DashboardEvent = z.infer<typeof DashboardEvent>;

export const NgoDashboard = z.object({
  events: z.array(DashboardEvent),
  /** Registrations a day for the last 30 days (India dates), oldest first. */
  registrationsByDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  reach: z.object({
    members: z.number().int(),
    registrations: z.number().int(),
    events: z.number().int(),
    upcoming: z.number().int(),
  }),
});
export type NgoDashboard = z.infer<typeof NgoDashboard>;

export const Registrant = z.object({ name: z.string(), displayId: z.string().nullable(), registeredAt: z.string() });
export const RegistrantList = z.object({ eventTitle: z.string(), items: z.array(Registrant) });
export type RegistrantList = z.infer<typeof RegistrantList>;
