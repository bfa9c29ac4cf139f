import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAttendees, events, notifications, scheduledJobs } from '../../db/schema/index.js';
import { as, createMember, createTestApp, ORIGIN, type TestApp } from '../../test/helpers.js';
import { connect, listening, openSocket, refusedStatus, type OpenSocket } from '../../test/people.js';

let t: TestApp;
let second: TestApp;
let base: string;
let secondBase: string;
const sockets: OpenSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // A second server process on the same database (on PostgreSQL: its own pool and LISTEN connection).
  second = await createTestApp({ shareDatabaseOf: t });
  base = await listening(t);
  secondBase = await listening(second);
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await second?.close();
  await t?.close();
});
const open = async (...args: Parameters<typeof openSocket>) => {
  const s = await openSocket(...args);
  sockets.push(s);
  return s;
};

describe('GET /api/realtime', () => {
  it('refuses a visitor (401), a page of another site (403), and answers a plain GET with 426', async () => {
    const member = await createMember(t);
    expect(await refusedStatus(base, { origin: ORIGIN })).toBe(401);
    expect(await refusedStatus(base, { origin: 'https://evil.example', cookie: member.cookie })).toBe(403);
    const plain = await as(t.app, member, { method: 'GET', url: '/api/realtime' });
    expect(plain.statusCode).toBe(426);
    expect(plain.json().error.code).toBe('UPGRADE_REQUIRED');
  });

  it('pushes a message and its notification to the receiver at once, in the language the socket asked for', async () => {
    const a = await createMember(t, 'patient', { name: 'Sender Sana' });
    const b = await createMember(t, 'patient', { name: 'Receiver Ravi' });
    await connect(t, a, b);
    const english = await open(base, b);
    const hindi = await open(base, b, { lang: 'hi' });
    const mine = await open(base, a);
    const sent = (
      await as(t.app, a, { method: 'POST', url: `/api/messages/${b.id}`, payload: { content: 'Namaste Ravi' } })
    ).json();
    expect((await english.next('message', (e) => e.message.id === sent.id)).message).toMatchObject({
      content: 'Namaste Ravi',
      senderId: a.id,
    });
    // The sender's other tabs see it too.
    await mine.next('message', (e) => e.message.id === sent.id);
    expect(
      (await english.next('notification', (e) => e.notification.type === 'new_message')).notification,
    ).toMatchObject({
      title: 'New Message',
      message: 'Sender Sana sent you a message.',
      actionUrl: `/messages/${a.id}`,
    });
    expect((await hindi.next('notification', (e) => e.notification.type === 'new_message')).notification.title).toBe(
      'नया संदेश',
    );
    await as(t.app, b, { method: 'POST', url: `/api/messages/${a.id}/read` });
    expect((await mine.next('messages-read')).by).toBe(b.id);
  });

  it('reaches a socket held by another server process on the same database', async () => {
    const a = await createMember(t, 'patient', { name: 'Process One' });
    const b = await createMember(t, 'patient', { name: 'Process Two' });
    await connect(t, a, b);
    const onSecond = await open(secondBase, b);
    const sent = (
      await as(t.app, a, { method: 'POST', url: `/api/messages/${b.id}`, payload: { content: 'across processes' } })
    ).json();
    expect((await onSecond.next('message', (e) => e.message.id === sent.id)).message.content).toBe('across processes');
    // And a request sent through the second process reaches a socket on the first.
    const c = await createMember(t, 'patient', { name: 'Process Three' });
    const onFirst = await open(base, c);
    expect(
      (await as(second.app, a, { method: 'POST', url: '/api/connections', payload: { receiverId: c.id } })).statusCode,
    ).toBe(201);
    expect(
      (await onFirst.next('notification', (e) => e.notification.type === 'connection_request')).notification.message,
    ).toBe('Process One would like to connect with you.');
    expect((await onFirst.next('connection')).connection).toMatchObject({
      requesterId: a.id,
      receiverId: c.id,
      status: 'pending',
    });
  });

  it('after a reconnection, catches up on what was missed since the last event seen, then says caught-up', async () => {
    const a = await createMember(t, 'patient', { name: 'Catch A' });
    const b = await createMember(t, 'patient', { name: 'Catch B' });
    await connect(t, a, b);
    const first = await open(base, b);
    const seen = (
      await as(t.app, a, { method: 'POST', url: `/api/messages/${b.id}`, payload: { content: 'seen live' } })
    ).json();
    await first.next('message', (e) => e.message.id === seen.id);
    await first.next('notification', (e) => e.notification.type === 'new_message');
    const last = first.events.at(-1)!;
    await first.close();
    // While the member is away: two messages (one burst: one notification after the read below) and a request.
    await as(t.app, b, { method: 'POST', url: `/api/messages/${a.id}/read` });
    const m1 = (
      await as(t.app, a, { method: 'POST', url: `/api/messages/${b.id}`, payload: { content: 'missed one' } })
    ).json();
    const m2 = (
      await as(t.app, a, { method: 'POST', url: `/api/messages/${b.id}`, payload: { content: 'missed two' } })
    ).json();
    const again = await open(base, b, { since: last.at });
    await again.next('caught-up');
    // Times carry milliseconds and the database microseconds: the last event seen may come again
    // (the browser keeps one of each id); nothing after it is missed.
    const before = new Set(
      first.events.flatMap((e) =>
        e.type === 'message' ? [e.message.id] : e.type === 'notification' ? [e.notification.id] : [],
      ),
    );
    const messages = again.events.flatMap((e) =>
      e.type === 'message' && !before.has(e.message.id) ? [e.message.id] : [],
    );
    expect(messages).toEqual([m1.id, m2.id]);
    expect(
      again.events.filter(
        (e) => e.type === 'notification' && e.notification.type === 'new_message' && !before.has(e.notification.id),
      ),
    ).toHaveLength(1);
    // What the catch-up wrote to the socket counts as seen in the app (no e-mail for it).
    const missedNote = again.events.find(
      (e) => e.type === 'notification' && e.notification.type === 'new_message' && !before.has(e.notification.id),
    )!;
    const noteId = missedNote.type === 'notification' ? missedNote.notification.id : '';
    let seenAt: Date | null = null;
    for (let i = 0; i < 100 && !seenAt; i++) {
      await new Promise((r) => setTimeout(r, 10));
      const [row] = await t.database.db
        .select({ seenAt: notifications.seenAt })
        .from(notifications)
        .where(eq(notifications.id, noteId));
      seenAt = row?.seenAt ?? null;
    }
    expect(seenAt).toBeInstanceOf(Date);
    const since = new Date(Date.now() + 1000).toISOString();
    const quiet = await open(base, b, { since });
    await quiet.next('caught-up');
    expect(quiet.events.filter((e) => e.type === 'message' || e.type === 'notification')).toEqual([]);
  });
});

describe('event reminders', () => {
  it('are created once per member and event, 24 hours ahead, even when two processes run the job at once', async () => {
    const host = await createMember(t, 'ngo');
    const a = await createMember(t);
    const b = await createMember(t);
    const soon = await createMember(t);
    const [event] = await t.database.db
      .insert(events)
      .values({ title: 'Caregivers evening circle', startsAt: new Date(Date.now() + 3 * 3600_000), hostId: host.id })
      .returning({ id: events.id });
    const [later] = await t.database.db
      .insert(events)
      .values({ title: 'Next month walk', startsAt: new Date(Date.now() + 30 * 86_400_000), hostId: host.id })
      .returning({ id: events.id });
    await t.database.db.insert(eventAttendees).values([
      { eventId: event!.id, userId: a.id },
      { eventId: event!.id, userId: b.id },
      { eventId: later!.id, userId: soon.id },
    ]);
    const live = await open(base, a);
    const ran = await Promise.all([
      t.app.platform.jobs.runNow('event-reminders'),
      second.app.platform.jobs.runNow('event-reminders'),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    // The lease lapses; a later run finds the reminders already there.
    await t.database.db
      .update(scheduledJobs)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, 'event-reminders'));
    expect(await second.app.platform.jobs.runNow('event-reminders')).toBe(true);
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.type, 'event_reminder'));
    expect(rows.map((r) => r.userId).sort()).toEqual([a.id, b.id].sort());
    expect(rows[0]).toMatchObject({
      title: 'Event Reminder',
      message: 'Caregivers evening circle starts within 24 hours.',
    });
    expect((await live.next('notification', (e) => e.notification.type === 'event_reminder')).notification.title).toBe(
      'Event Reminder',
    );
    expect(await t.app.services.modules.get('events').sendReminders(new Date())).toBe(0);
    const none = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, soon.id), eq(notifications.type, 'event_reminder')));
    expect(none).toEqual([]);
  });
});
