import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventLimits, EventMessages, istInstant } from '../../../contracts/events.js';
import { eventAttendees, events } from '../../db/schema/events.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { eventToIcs } from './ics.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
let ngo: Member;
let admin: Member;
let member: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp();
  ngo = await createMember(t, 'ngo', { name: 'Asha Foundation' });
  admin = await createMember(t, 'admin');
  member = await createMember(t, 'patient');
  other = await createMember(t, 'caregiver');
});
afterAll(async () => t?.close());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
const publish = (who: Member | null, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'POST', url: '/api/events', payload });
const base = {
  title: 'Caregivers circle',
  description: 'An evening to talk',
  eventType: 'Support group',
  startDate: inDays(3),
  startTime: '19:00',
  isOnline: true,
  meetingLink: 'https://meet.example.org/circle',
};

/** An event written straight to the database (publishing has an hourly limit per member). */
async function eventWith(values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(events)
    .values({ title: 'Walk by the sea', startsAt: new Date(Date.now() + 2 * 86_400_000), hostId: ngo.id, ...values })
    .returning({ id: events.id });
  return row!.id;
}

describe('publishing an event', () => {
  it('is for admins and NGOs: the start is India time, the end kept only with both its date and time, empty max means unlimited', async () => {
    const res = await publish(ngo, { ...base, endDate: inDays(3), endTime: '20:30', maxAttendees: '' });
    expect(res.statusCode, res.body).toBe(201);
    const e = res.json();
    expect(e.startsAt).toBe(istInstant(inDays(3), '19:00')!.toISOString());
    expect(new Date(e.startsAt).getUTCHours()).toBe(13);
    expect(e).toMatchObject({
      endsAt: istInstant(inDays(3), '20:30')!.toISOString(),
      maxAttendees: null,
      hostName: 'Asha Foundation',
      canManage: true,
      meetingLink: base.meetingLink,
    });
    const noEnd = (await publish(admin, { ...base, endDate: inDays(3), endTime: '', maxAttendees: '12' })).json();
    expect(noEnd).toMatchObject({ endsAt: null, maxAttendees: 12 });
    const refused = await publish(member, base);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(englishOf(EventMessages.publishDenied));
  });

  it('refuses what is missing or wrong in words: title, start, end before start, links, max attendees', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, title: ' ' }, englishOf(EventMessages.required)],
      [{ ...base, startDate: '' }, englishOf(EventMessages.required)],
      [{ ...base, startTime: '' }, englishOf(EventMessages.required)],
      [{ ...base, startDate: '2026-02-31' }, englishOf(EventMessages.badDate)],
      [{ ...base, endDate: inDays(3), endTime: '18:00' }, englishOf(EventMessages.endBeforeStart)],
      [{ ...base, meetingLink: 'javascript:alert(1)' }, englishOf(EventMessages.badUrl)],
      [{ ...base, registrationLink: 'not a link' }, englishOf(EventMessages.badUrl)],
      [{ ...base, maxAttendees: '0' }, englishOf(EventMessages.badMax)],
      [{ ...base, maxAttendees: '2.5' }, englishOf(EventMessages.badMax)],
    ];
    for (const [payload, message] of cases) {
      const res = await publish(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(message);
    }
  });
});

describe('finding events', () => {
  it('lists upcoming events soonest first and past ones apart, and searches title, description and type', async () => {
    const later = await eventWith({
      title: 'Later yoga',
      startsAt: new Date(Date.now() + 9 * 86_400_000),
      eventType: 'Wellness',
    });
    const sooner = await eventWith({
      title: 'Sooner talk',
      startsAt: new Date(Date.now() + 1 * 86_400_000),
      description: 'Nutrition during chemotherapy',
    });
    const past = await eventWith({ title: 'Past walk', startsAt: new Date(Date.now() - 86_400_000) });
    const upcoming = (await as(t.app, null, { url: '/api/events?limit=48' }))
      .json()
      .items.map((e: { id: string }) => e.id);
    expect(upcoming.indexOf(sooner)).toBeLessThan(upcoming.indexOf(later));
    expect(upcoming).not.toContain(past);
    const pastIds = (await as(t.app, null, { url: '/api/events?when=past' }))
      .json()
      .items.map((e: { id: string; isPast: boolean }) => e.id);
    expect(pastIds).toContain(past);
    const ids = async (q: string) =>
      (await as(t.app, null, { url: `/api/events?q=${encodeURIComponent(q)}&limit=48` }))
        .json()
        .items.map((e: { id: string }) => e.id);
    expect(await ids('wellness')).toEqual([later]);
    expect(await ids('chemo')).toEqual([sooner]);
    expect(await ids('yoga')).toEqual([later]);
  });
});

describe('registering', () => {
  it('needs an account, is refused a second time, and shows the meeting link only to those registered', async () => {
    const id = await eventWith({ meetingLink: 'https://meet.example.org/secret-room' });
    expect((await as(t.app, null, { url: `/api/events/${id}` })).json()).toMatchObject({
      meetingLink: null,
      hasMeetingLink: true,
    });
    expect((await as(t.app, member, { url: `/api/events/${id}` })).json().meetingLink).toBeNull();
    expect((await as(t.app, null, { method: 'POST', url: `/api/events/${id}/registration` })).statusCode).toBe(401);
    const first = await as(t.app, member, { method: 'POST', url: `/api/events/${id}/registration` });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      registeredByMe: true,
      attendeeCount: 1,
      meetingLink: 'https://meet.example.org/secret-room',
    });
    const again = await as(t.app, member, { method: 'POST', url: `/api/events/${id}/registration` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("You're already registered for this event.");
    expect((await as(t.app, other, { url: `/api/events/${id}` })).json().meetingLink).toBeNull();
    expect((await as(t.app, other, { url: `/api/events/${id}/calendar.ics` })).body).not.toContain('secret-room');
  });

  it('gives the last place to exactly one of many members asking at once, and refuses the rest as full', async () => {
    const id = await eventWith({ maxAttendees: 2 });
    const people = await Promise.all(Array.from({ length: 6 }, () => createMember(t)));
    const answers = await Promise.all(
      people.map((p) => as(t.app, p, { method: 'POST', url: `/api/events/${id}/registration` })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.json().error.message).toBe(englishOf(EventMessages.full));
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, id));
    expect(rows!.n).toBe(2);
    expect((await as(t.app, null, { url: `/api/events/${id}` })).json().attendeeCount).toBe(2);
  });

  it('lets a member cancel, which frees the place; a past event takes no registration', async () => {
    const id = await eventWith({ maxAttendees: 1 });
    await as(t.app, member, { method: 'POST', url: `/api/events/${id}/registration` });
    expect((await as(t.app, other, { method: 'POST', url: `/api/events/${id}/registration` })).statusCode).toBe(409);
    const cancelled = await as(t.app, member, { method: 'DELETE', url: `/api/events/${id}/registration` });
    expect(cancelled.json()).toMatchObject({ registeredByMe: false, attendeeCount: 0 });
    expect((await as(t.app, member, { method: 'DELETE', url: `/api/events/${id}/registration` })).statusCode).toBe(409);
    expect((await as(t.app, other, { method: 'POST', url: `/api/events/${id}/registration` })).statusCode).toBe(201);
    const past = await eventWith({ startsAt: new Date(Date.now() - 3 * 3_600_000) });
    const late = await as(t.app, member, { method: 'POST', url: `/api/events/${past}/registration` });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(englishOf(EventMessages.past));
  });
});

describe('an event in progress', () => {
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);

  it('stays among the upcoming ones until it ends, happening now, with Join for those registered, the host and administrators', async () => {
    const running = await eventWith({
      title: 'Evening circle now',
      startsAt: minutes(-5),
      endsAt: minutes(55),
      isOnline: true,
      meetingLink: 'https://meet.example.org/now',
    });
    // No end given: it lasts the default length from its start.
    const noEnd = await eventWith({
      title: 'Open circle now',
      startsAt: minutes(-30),
      isOnline: true,
      meetingLink: 'https://meet.example.org/open',
    });
    const ended = await eventWith({ title: 'Circle that ended', startsAt: minutes(-90), endsAt: minutes(-10) });
    const endedByDefault = await eventWith({
      title: 'Default length over',
      startsAt: minutes(-(EventLimits.defaultMinutes + 5)),
    });
    await t.database.db.insert(eventAttendees).values({ eventId: running, userId: member.id });

    const upcoming = (await as(t.app, member, { url: '/api/events?limit=48' })).json().items as {
      id: string;
      isHappening: boolean;
      isPast: boolean;
      meetingLink: string | null;
    }[];
    const ids = upcoming.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining([running, noEnd]));
    expect(ids).not.toContain(ended);
    expect(ids).not.toContain(endedByDefault);
    // Those happening now come first (they started earliest).
    expect(ids.indexOf(noEnd)).toBeLessThan(ids.indexOf(running));
    expect(ids.indexOf(running)).toBe(ids.indexOf(noEnd) + 1);
    const now = upcoming.find((e) => e.id === running)!;
    expect(now).toMatchObject({ isHappening: true, isPast: false, meetingLink: 'https://meet.example.org/now' });

    const past = (await as(t.app, null, { url: '/api/events?when=past&limit=48' }))
      .json()
      .items.map((e: { id: string }) => e.id);
    expect(past).toEqual(expect.arrayContaining([ended, endedByDefault]));
    expect(past).not.toContain(running);

    // The host and an administrator get the link without registering; another member does not.
    expect((await as(t.app, ngo, { url: `/api/events/${running}` })).json()).toMatchObject({
      meetingLink: 'https://meet.example.org/now',
      canManage: true,
      isHappening: true,
    });
    expect((await as(t.app, admin, { url: `/api/events/${running}` })).json().meetingLink).toBe(
      'https://meet.example.org/now',
    );
    expect((await as(t.app, other, { url: `/api/events/${running}` })).json()).toMatchObject({
      meetingLink: null,
      hasMeetingLink: true,
    });
  });

  it('refuses a registration once it has started, saying so, and one after it ended as past', async () => {
    const running = await eventWith({ startsAt: minutes(-5), endsAt: minutes(55) });
    const started = await as(t.app, other, { method: 'POST', url: `/api/events/${running}/registration` });
    expect(started.statusCode).toBe(409);
    expect(started.json().error.message).toBe(englishOf(EventMessages.started));
    const ended = await eventWith({ startsAt: minutes(-90), endsAt: minutes(-10) });
    expect(
      (await as(t.app, other, { method: 'POST', url: `/api/events/${ended}/registration` })).json().error.message,
    ).toBe(englishOf(EventMessages.past));
  });

  it('shows the registration link an NGO entered to everyone', async () => {
    const id = await eventWith({ registrationLink: 'https://asha.example.org/register' });
    expect((await as(t.app, null, { url: `/api/events/${id}` })).json().registrationLink).toBe(
      'https://asha.example.org/register',
    );
  });
});

describe('the calendar file', () => {
  it('is an RFC 5545 event: CRLF lines of at most 75 octets, escaped text, UTC times', async () => {
    const id = await eventWith({
      title: 'Talk; Q&A, with chai',
      description: `Line one\nLine two ${'देखभाल '.repeat(20)}`,
      startsAt: new Date('2030-01-15T13:30:00Z'),
      endsAt: new Date('2030-01-15T15:00:00Z'),
      location: 'Hall 2, Pune',
    });
    const res = await as(t.app, null, { url: `/api/events/${id}/calendar.ics` });
    expect(res.headers['content-type']).toContain('text/calendar');
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = body.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Talk\\; Q&A\\, with chai');
    expect(unfolded).toContain('DTSTART:20300115T133000Z');
    expect(unfolded).toContain('DTEND:20300115T150000Z');
    expect(unfolded).toContain('LOCATION:Hall 2\\, Pune');
    expect(unfolded).toContain('DESCRIPTION:Line one\\nLine two देखभाल');
    const file = eventToIcs(
      {
        uid: 'u@example.org',
        title: `a\\b, ${'x'.repeat(80)}`,
        description: null,
        location: null,
        url: null,
        startsAt: new Date('2030-01-15T13:30:00Z'),
        endsAt: null,
        stamp: new Date(),
      },
      'Fortitude; Network',
    );
    expect(file).toContain('PRODID:-//Fortitude\\; Network//Community Events//EN\r\n');
    expect(file).toContain('DTEND:20300115T143000Z\r\n');
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(file.replace(/\r\n /g, '')).toContain(`SUMMARY:a\\\\b\\, ${'x'.repeat(80)}\r\n`);
  });
});

describe('deleting an event', () => {
  it('is for its host or an administrator', async () => {
    const id = await eventWith();
    expect((await as(t.app, member, { method: 'DELETE', url: `/api/events/${id}` })).statusCode).toBe(403);
    expect((await as(t.app, ngo, { method: 'DELETE', url: `/api/events/${id}` })).statusCode).toBe(204);
    expect((await as(t.app, null, { url: `/api/events/${id}` })).statusCode).toBe(404);
  });
});

describe('sample events', () => {
  it('are dated from today: five upcoming and one past', async () => {
    const seeded = await createTestApp();
    try {
      await seeded.app.services.modules.seed('profiles');
      expect(await seeded.app.services.modules.seed('events')).toEqual(['6 sample events']);
      expect((await seeded.app.inject({ url: '/api/events' })).json().items).toHaveLength(5);
      expect((await seeded.app.inject({ url: '/api/events?when=past' })).json().items).toHaveLength(1);
    } finally {
      await seeded.close();
    }
  });
});
