import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeClose, RealtimeLimits } from '../../../contracts/realtime.js';
import { createEventBus } from '../../platform/events.js';
import { createRealtimeHub } from '../../platform/realtime.js';
import { as, createMember, createTestApp, ORIGIN, signIn, cookieFrom, type TestApp } from '../../test/helpers.js';
import { connect, listening, openSocket, refusedStatus, type OpenSocket } from '../../test/people.js';

// A socket lives no longer than its session, and no member holds more than their share; many members
// may share one address (decision 0057).
let t: TestApp;
let second: TestApp;
let base: string;
let secondBase: string;
const sockets: OpenSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
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
/** The close code and reason the server sent (the ping check runs only every 30 s: this waits at most 5). */
const closed = (s: OpenSocket) =>
  new Promise<{ code: number; reason: string }>((resolve, reject) => {
    if (s.socket.readyState === WebSocket.CLOSED) return reject(new Error('already closed'));
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), 5000);
    s.socket.once('close', (code, reason) => {
      clearTimeout(timer);
      resolve({ code, reason: String(reason) });
    });
  });

describe('a socket whose session ends', () => {
  it('closes at once when the member signs out, and gets no message sent after it', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await connect(t, a, b);
    const here = await open(base, b);
    const there = await open(secondBase, b);
    const [closedHere, closedThere] = [closed(here), closed(there)];
    expect((await as(t.app, b, { method: 'POST', url: '/api/auth/sign-out', payload: {} })).statusCode).toBe(200);
    await as(t.app, a, { method: 'POST', url: `/api/messages/${b.id}`, payload: { content: 'after sign-out' } });
    expect(await closedHere).toEqual({ code: RealtimeClose.unauthenticated, reason: 'session ended' });
    expect((await closedThere).code).toBe(RealtimeClose.unauthenticated);
    expect(here.events.some((e) => e.type === 'message')).toBe(false);
  });

  it("closes every device's socket when the member signs out everywhere, on any process", async () => {
    const m = await createMember(t);
    const laptop = await open(base, m);
    const phone = await open(secondBase, { cookie: cookieFrom(await signIn(t.app, m.email, m.password)) });
    const ends = [closed(laptop), closed(phone)];
    expect(
      (await as(second.app, m, { method: 'POST', url: '/api/auth/revoke-sessions', payload: {} })).statusCode,
    ).toBe(200);
    for (const end of await Promise.all(ends)) expect(end.code).toBe(RealtimeClose.unauthenticated);
  });

  it('closes a banned member’s sockets at once', async () => {
    const admin = await createMember(t, 'admin');
    const m = await createMember(t);
    const s = await open(secondBase, m);
    const end = closed(s);
    expect(
      (await as(t.app, admin, { method: 'PUT', url: `/api/admin/users/${m.id}/ban`, payload: { reason: 'Abuse' } }))
        .statusCode,
    ).toBe(200);
    expect((await end).code).toBe(RealtimeClose.unauthenticated);
  });

  it("closes an erased member's sockets at once", async () => {
    const m = await createMember(t);
    const s = await open(secondBase, m);
    const end = closed(s);
    expect(
      (await as(t.app, m, { method: 'POST', url: '/api/me/erase', payload: { password: m.password } })).statusCode,
    ).toBe(204);
    expect((await end).code).toBe(RealtimeClose.unauthenticated);
  });

  it('stays open, and misses nothing, when only the profile changes', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await connect(t, a, b);
    const s = await open(base, b);
    const patch = {
      fullName: 'Renamed',
      username: null,
      bio: null,
      role: 'patient',
      ageGroup: null,
      cancerType: 'other',
      location: null,
      diagnosisDate: null,
    };
    expect((await as(t.app, b, { method: 'PATCH', url: '/api/profiles/me', payload: patch })).statusCode).toBe(200);
    const sent = (
      await as(t.app, a, { method: 'POST', url: `/api/messages/${b.id}`, payload: { content: 'still here?' } })
    ).json();
    expect((await s.next('message', (e) => e.message.id === sent.id)).message.content).toBe('still here?');
    expect(s.socket.readyState).toBe(WebSocket.OPEN);
  });
});

describe('private messages between processes', () => {
  it('cross as ids: the text never travels in a NOTIFY payload', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await connect(t, a, b);
    const payloads: string[] = [];
    await t.database.listen('fn_realtime', (raw) => payloads.push(raw));
    const onSecond = await open(secondBase, b);
    const sent = (
      await as(t.app, a, {
        method: 'POST',
        url: `/api/messages/${b.id}`,
        payload: { content: 'my scan results, privately' },
      })
    ).json();
    expect((await onSecond.next('message', (e) => e.message.id === sent.id)).message.content).toBe(
      'my scan results, privately',
    );
    expect(payloads.some((p) => p.includes(sent.id))).toBe(true);
    expect(payloads.filter((p) => p.includes('scan results'))).toEqual([]);
  });
});

describe('limits', () => {
  it(`closes a member's socket beyond ${RealtimeLimits.socketsPerMember} with 4429 'too many connections'`, async () => {
    const m = await createMember(t);
    for (let i = 0; i < RealtimeLimits.socketsPerMember; i++) await open(base, m);
    const extra = new WebSocket(`${base}/api/realtime`, { headers: { cookie: m.cookie, origin: ORIGIN } });
    const end = await new Promise<{ code: number; reason: string }>((resolve) =>
      extra.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
    expect(end).toEqual({ code: RealtimeClose.tooMany, reason: 'too many connections' });
    // Another member is not affected.
    await open(base, await createMember(t));
  });

  it("closes a socket that sends more frames than allowed with 4429 'too many messages', and a large frame with 1009", async () => {
    const m = await createMember(t);
    const chatty = await open(base, m);
    const end = closed(chatty);
    for (let i = 0; i <= RealtimeLimits.framesPerMinute; i++) chatty.socket.send('x');
    expect(await end).toEqual({ code: RealtimeClose.tooMany, reason: 'too many messages' });
    const large = await open(base, m);
    const tooLarge = closed(large);
    large.socket.send('x'.repeat(RealtimeLimits.frameMaxBytes + 1));
    expect((await tooLarge).code).toBe(1009);
  });

  it("holds the live sockets of many members behind one address (a ward's Wi-Fi), and each gets its own events", async () => {
    // All of these come from 127.0.0.1, as a hospital's members come from its one public address.
    const ward = await Promise.all(
      Array.from({ length: 60 }, (_, i) => createMember(t, 'patient', { name: `Ward ${i}` })),
    );
    const before = t.app.platform.realtime.size;
    const open60 = await Promise.all(ward.map((m) => open(base, m)));
    expect(t.app.platform.realtime.size - before).toBe(60);
    // Each asks the next for a connection: every member has one notification to receive, live.
    for (const [i, m] of ward.entries()) {
      const next = ward[(i + 1) % ward.length]!;
      const sent = await as(t.app, m, { method: 'POST', url: '/api/connections', payload: { receiverId: next.id } });
      expect(sent.statusCode).toBe(201);
    }
    const heard = await Promise.all(
      open60.map((s) => s.next('notification', (e) => e.notification.type === 'connection_request')),
    );
    expect(heard.map((e) => e.notification.message)).toEqual(
      ward.map((_, i) => expect.stringContaining(ward[(i + ward.length - 1) % ward.length]!.name)),
    );
    expect(open60.every((s) => s.socket.readyState === WebSocket.OPEN)).toBe(true);
  });

  it('refuses upgrades without a valid session before the socket opens, and counts them against no one', async () => {
    const before = t.app.platform.realtime.size;
    const forged = 'better-auth.session_token=made-up-token.bm90LWEtc2lnbmF0dXJl';
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        refusedStatus(base, i % 2 ? { origin: ORIGIN } : { origin: ORIGIN, cookie: forged }),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([401]));
    expect(t.app.platform.realtime.size).toBe(before);
    // A member at the same address is not held back by them.
    await open(base, await createMember(t));
  });

  it('tells its delivery listeners once per event that reached an open socket, and a held one when it goes', async () => {
    const bus = createEventBus(t.database);
    const hub = createRealtimeHub(bus);
    const heard: string[] = [];
    hub.onDelivered((userId, event) => heard.push(`${userId}:${event.type}`));
    let signedIn: () => void = () => {};
    const fake = (readyState = 1) => ({
      OPEN: 1,
      readyState,
      texts: [] as string[],
      send(text: string) {
        this.texts.push(text);
      },
      close() {},
    });
    const open = [fake(), fake()];
    const closed = fake(3);
    const at = { language: 'en' as const, stillSignedIn: async () => true };
    hub.attach('d1', open[0] as never, at);
    hub.attach('d1', open[1] as never, at);
    hub.attach('d2', closed as never, at);
    const waitFor = async (n: number) => {
      for (let i = 0; i < 200 && heard.length < n; i++) await new Promise((r) => setTimeout(r, 10));
    };
    await hub.send('d1', { type: 'resync', at: new Date().toISOString() });
    await hub.send('d2', { type: 'resync', at: new Date().toISOString() });
    await waitFor(1);
    await new Promise((r) => setTimeout(r, 50));
    // Two sockets, one listener call; a closed socket is no delivery.
    expect(heard).toEqual(['d1:resync']);
    expect(open.map((s) => s.texts.length)).toEqual([1, 1]);

    // While the member's session is read again, events wait; the listener hears when they go.
    const slow = fake();
    const gate = new Promise<boolean>((resolve) => (signedIn = () => resolve(true)));
    hub.attach('d3', slow as never, { ...at, stillSignedIn: () => gate });
    await bus.publish('fn_user_changed', { userId: 'd3' });
    await new Promise((r) => setTimeout(r, 50));
    await hub.send('d3', { type: 'resync', at: new Date().toISOString() });
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toEqual(['d1:resync']);
    signedIn();
    await waitFor(2);
    expect(heard).toEqual(['d1:resync', 'd3:resync']);
    expect(slow.texts).toHaveLength(1);
  });
});
