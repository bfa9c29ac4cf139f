import { statSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushLimits, PushMessages } from '../../../../contracts/push.js';
import { notifications, notificationSettings, pushSubscriptions, user } from '../../../db/schema/index.js';
import {
  as,
  createMember,
  createTestApp,
  nextIp,
  signIn,
  cookieFrom,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { startPushService, type LocalPushService } from '../../../test/push-service.js';
import { indiaMinutes } from '../quiet-hours.js';
import type { Resolve } from './push-endpoint.js';
import { createPushService, PUSH_HELD_JOB } from './push.service.js';
import { resolveVapidKeys } from './vapid.js';
import { englishOf } from '../../../platform/i18n.js';

let t: TestApp;
let service: LocalPushService;
beforeAll(async () => {
  t = await createTestApp();
  service = await startPushService();
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const notifier = () => t.app.services.modules.get('notifications');
const db = () => t.database.db;

async function subscribe(m: Member, label = 'Firefox on Linux') {
  const device = service.subscribe();
  const res = await as(t.app, m, {
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: { ...device, label },
  });
  expect(res.statusCode, res.body).toBe(204);
  return device;
}

const pushesTo = (endpoint: string) => service.received.filter((p) => p.endpoint === endpoint);
const lastPushTo = (endpoint: string) => {
  const pushes = pushesTo(endpoint);
  return JSON.parse(pushes[pushes.length - 1]!.text) as { title: string; body: string; url: string; tag: string };
};

const reply = (userId: string, params: Record<string, string>, post = 'p1') =>
  notifier().notify({
    userId,
    type: 'reply',
    template: 'reply',
    params,
    actionUrl: `/forum/${post}`,
    groupKey: `reply:${post}`,
  });

const statusOf = async (id: string) =>
  (await db().select({ s: notifications.pushStatus }).from(notifications).where(eq(notifications.id, id)))[0]?.s;

describe('the VAPID key', () => {
  it('is made at first start, kept in the data directory with mode 600, and given to anyone', async () => {
    const res = await as(t.app, null, { method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const file = path.join(t.config.dataDir, 'vapid-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // A second start on the same data directory keeps the key every device subscribed with.
    const again = await createTestApp({ shareDatabaseOf: t, env: { DATA_DIR: t.config.dataDir } });
    try {
      const res2 = await as(again.app, null, { method: 'GET', url: '/api/push/public-key' });
      expect(res2.json().publicKey).toBe(publicKey);
    } finally {
      await again.app.close();
    }
  });
});

describe('a reply reaches my devices, encrypted, in words a lock screen may show', () => {
  it('by default says only that a reply waits, opens the thread, and is signed for the push service', async () => {
    const m = await createMember(t);
    const device = await subscribe(m);
    const row = await reply(m.id, { name: 'Ravi Kumar', title: 'Tips for chemo nausea' }, 'private-1');
    expect(service.refused).toEqual([]);
    expect(pushesTo(device.endpoint)).toHaveLength(1);
    const pushed = pushesTo(device.endpoint)[0]!;
    expect(pushed.claims.aud).toBe(service.origin);
    expect(pushed.vapidKey).toBe(
      (await as(t.app, null, { method: 'GET', url: '/api/push/public-key' })).json().publicKey,
    );
    expect(pushed.ttl).toBeGreaterThan(0);
    const payload = lastPushTo(device.endpoint);
    expect(payload).toEqual({
      title: 'Fortitude Network',
      body: 'You have a new reply on Fortitude Network',
      url: '/forum/private-1',
      tag: `n-${row!.id}`,
    });
    expect(pushed.text).not.toContain('Ravi');
    expect(pushed.text).not.toContain('chemo');
    expect(await statusOf(row!.id)).toBe('sent');
    // The device's list shows it (active), not when it last got one: that would tell whoever added
    // an address whether it answered.
    const list = await as(t.app, m, {
      method: 'GET',
      url: `/api/push/subscriptions?endpoint=${encodeURIComponent(device.endpoint)}`,
    });
    expect(list.json().items).toEqual([
      { id: expect.any(String), label: 'Firefox on Linux', createdAt: expect.any(String), thisDevice: true },
    ]);
  });

  it("in the member's language", async () => {
    const m = await createMember(t);
    await db().update(user).set({ language: 'hi' }).where(eq(user.id, m.id));
    const device = await subscribe(m);
    await reply(m.id, { name: 'Ravi', title: 'Yoga' }, 'hindi-1');
    expect(lastPushTo(device.endpoint).body).toBe('Fortitude Network पर आपके लिए एक नया जवाब है');
  });

  it('with details when the member chose them, and an anonymous replier is never named', async () => {
    const m = await createMember(t);
    await db().insert(notificationSettings).values({ userId: m.id, showDetails: true });
    const device = await subscribe(m);
    await reply(m.id, { name: 'Ravi Kumar', title: 'Tips for chemo nausea' }, 'details-1');
    expect(lastPushTo(device.endpoint)).toMatchObject({
      title: 'New Reply',
      body: 'Ravi Kumar replied to “Tips for chemo nausea”.',
    });
    // An anonymous reply: the caller's name is not carried, whatever the row's params hold.
    await notifier().notify({
      userId: m.id,
      type: 'mention',
      template: 'mention',
      params: { name: 'Secret Sharma', title: 'Scan results', anonymous: '1' },
      actionUrl: '/forum/anon-1',
    });
    const anon = pushesTo(device.endpoint).at(-1)!;
    expect(JSON.parse(anon.text).body).toBe('Someone (anonymous) mentioned you in “Scan results”.');
    expect(anon.text).not.toContain('Secret');
    expect(anon.text).not.toContain('Sharma');
  });

  it('a burst that grows replaces its notice on the device (one tag); a kind switched off for push is not pushed', async () => {
    const m = await createMember(t);
    const device = await subscribe(m);
    const first = await reply(m.id, { name: 'A', title: 'T' }, 'burst-1');
    const firstTag = lastPushTo(device.endpoint).tag;
    const second = await reply(m.id, { name: 'B', title: 'T' }, 'burst-1');
    expect(second!.id).toBe(first!.id);
    expect(second!.groupCount).toBe(2);
    // The grown burst is news again, under the same tag: the device replaces the first notice
    // (showNotification without renotify) instead of stacking a second one.
    expect(pushesTo(device.endpoint)).toHaveLength(2);
    expect(lastPushTo(device.endpoint).tag).toBe(firstTag);
    const pushes = pushesTo(device.endpoint).length;

    await db()
      .insert(notificationSettings)
      .values({ userId: m.id, channels: { mentions: { push: false } } });
    const mention = await notifier().notify({
      userId: m.id,
      type: 'mention',
      template: 'mention',
      params: { name: 'C', title: 'T' },
      actionUrl: '/forum/burst-2',
    });
    expect(pushesTo(device.endpoint)).toHaveLength(pushes);
    expect(await statusOf(mention!.id)).toBeNull();
  });

  it('a member without a device: no push waits', async () => {
    const m = await createMember(t);
    const row = await reply(m.id, { name: 'A', title: 'T' }, 'nodevice-1');
    expect(await statusOf(row!.id)).toBeNull();
  });
});

describe('quiet hours in India time', () => {
  it('hold a push until the window ends; then the job sends it', async () => {
    const m = await createMember(t);
    const now = indiaMinutes(new Date());
    // A window from an hour ago to an hour from now (India time).
    await db()
      .insert(notificationSettings)
      .values({ userId: m.id, quietStart: (now + 1440 - 60) % 1440, quietEnd: (now + 60) % 1440 });
    const device = await subscribe(m);
    const row = await reply(m.id, { name: 'A', title: 'T' }, 'quiet-1');
    expect(pushesTo(device.endpoint)).toHaveLength(0);
    expect(await statusOf(row!.id)).toBe('pending');

    await db().execute(sql`update scheduled_jobs set lease_until = null where name = ${PUSH_HELD_JOB}`);
    expect(await t.app.platform.jobs.runNow(PUSH_HELD_JOB, new Date())).toBe(true);
    expect(pushesTo(device.endpoint)).toHaveLength(0);

    // Two hours on, the window has ended.
    await db().execute(sql`update scheduled_jobs set lease_until = null where name = ${PUSH_HELD_JOB}`);
    expect(await t.app.platform.jobs.runNow(PUSH_HELD_JOB, new Date(Date.now() + 2 * 3600_000))).toBe(true);
    expect(pushesTo(device.endpoint)).toHaveLength(1);
    expect(lastPushTo(device.endpoint).url).toBe('/forum/quiet-1');
    expect(await statusOf(row!.id)).toBe('sent');
  });
});

describe('subscriptions the push service no longer knows', () => {
  it('410 Gone removes the subscription; other failures count, and a few in a row remove it', async () => {
    const m = await createMember(t);
    const gone = await subscribe(m, 'Gone');
    const flaky = await subscribe(m, 'Flaky');
    service.answer(gone.endpoint, 410);
    service.answer(flaky.endpoint, 500);
    await reply(m.id, { name: 'A', title: 'T' }, 'gone-1');
    const left = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id));
    expect(left.map((s) => [s.label, s.failures])).toEqual([['Flaky', 1]]);
    for (let i = 2; i <= 5; i += 1) await reply(m.id, { name: 'A', title: 'T' }, `gone-${i}`);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id))).toEqual([]);
  });
});

describe('my devices', () => {
  it('the same endpoint again updates it; a device another member used moves to me; I remove one from my list', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const device = await subscribe(a, 'Old name');
    await as(t.app, a, { method: 'POST', url: '/api/push/subscriptions', payload: { ...device, label: 'New name' } });
    let mine = (await as(t.app, a, { method: 'GET', url: '/api/push/subscriptions' })).json().items;
    expect(mine).toEqual([expect.objectContaining({ label: 'New name', thisDevice: false })]);

    await as(t.app, b, { method: 'POST', url: '/api/push/subscriptions', payload: { ...device, label: 'Shared' } });
    expect((await as(t.app, a, { method: 'GET', url: '/api/push/subscriptions' })).json().items).toEqual([]);
    await reply(a.id, { name: 'X', title: 'T' }, 'moved-1');
    expect(pushesTo(device.endpoint)).toHaveLength(0);

    mine = (await as(t.app, b, { method: 'GET', url: '/api/push/subscriptions' })).json().items;
    expect((await as(t.app, a, { method: 'DELETE', url: `/api/push/subscriptions/${mine[0].id}` })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, b, { method: 'DELETE', url: `/api/push/subscriptions/${mine[0].id}` })).statusCode).toBe(
      204,
    );
    expect((await as(t.app, b, { method: 'GET', url: '/api/push/subscriptions' })).json().items).toEqual([]);
  });

  it('turning off by endpoint removes only my own', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const device = await subscribe(a);
    const off = (m: Member) =>
      as(t.app, m, { method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: device.endpoint } });
    const refused = await off(b);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(englishOf(PushMessages.notFound));
    expect((await off(a)).statusCode).toBe(204);
    await reply(a.id, { name: 'X', title: 'T' }, 'off-1');
    expect(pushesTo(device.endpoint)).toHaveLength(0);
  });

  it('refuses a bad subscription with a clear message and stores nothing', async () => {
    const m = await createMember(t);
    const good = service.subscribe();
    const cases: Array<[unknown, string]> = [
      [{ ...good, endpoint: 'http://push.example.com/x' }, englishOf(PushMessages.endpointInvalid)],
      [{ ...good, endpoint: good.endpoint.replace('https:', 'http:') }, englishOf(PushMessages.endpointInvalid)],
      [{ ...good, endpoint: 'https://push.example.com/x' }, englishOf(PushMessages.endpointNotPushService)],
      [{ ...good, endpoint: 'ftp://push.example.com/x' }, englishOf(PushMessages.endpointInvalid)],
      [{ ...good, endpoint: 'not a url' }, englishOf(PushMessages.endpointInvalid)],
      [{ ...good, keys: { ...good.keys, p256dh: 'AAAA' } }, englishOf(PushMessages.keyInvalid)],
      [{ ...good, keys: { ...good.keys, auth: good.keys.p256dh } }, englishOf(PushMessages.authInvalid)],
      [{ ...good, label: 'x'.repeat(101) }, englishOf(PushMessages.labelTooLong)],
    ];
    for (const [payload, message] of cases) {
      const res = await as(t.app, m, { method: 'POST', url: '/api/push/subscriptions', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    const hindi = await as(t.app, m, {
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { 'accept-language': 'hi' },
      payload: { ...good, keys: { ...good.keys, auth: 'AAAA' } },
    });
    expect(hindi.json().error.message).toContain('इस डिवाइस ने सूचनाओं के लिए जो सीक्रेट दिया, वह 16 बाइट का नहीं है।');
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id))).toEqual([]);
    expect((await as(t.app, null, { method: 'POST', url: '/api/push/subscriptions', payload: good })).statusCode).toBe(
      401,
    );
  });

  it("refuses each internal address of the security review, with a clear message, outside the tests' allowance", async () => {
    // A real configuration: no stand-in push service is trusted, loopback is refused like the rest.
    const real = await createTestApp({ shareDatabaseOf: t, env: { PUSH_TEST_SERVICE_CERT: '' } });
    try {
      const m = await createMember(real);
      const good = service.subscribe();
      const cases: Array<[string, string]> = [
        ['http://localhost:4699/internal/admin/ok', englishOf(PushMessages.endpointInvalid)],
        ['https://169.254.169.254/latest/meta-data/', englishOf(PushMessages.endpointPrivateAddress)],
        ['https://10.0.0.5:8443/actuator/shutdown', englishOf(PushMessages.endpointPrivateAddress)],
        ['https://127.0.0.1:6443/api', englishOf(PushMessages.endpointPrivateAddress)],
        [good.endpoint, englishOf(PushMessages.endpointPrivateAddress)],
        ['https://localhost/x', englishOf(PushMessages.endpointNotPushService)],
        ['https://kubernetes.default.svc/api', englishOf(PushMessages.endpointNotPushService)],
        ['https://fcm.googleapis.com:6443/fcm/send/x', englishOf(PushMessages.endpointPort)],
      ];
      for (const [endpoint, message] of cases) {
        const res = await as(real.app, m, {
          method: 'POST',
          url: '/api/push/subscriptions',
          payload: { ...good, endpoint, label: 'x' },
        });
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json().error.message, endpoint).toContain(message);
      }
      const hindi = await as(real.app, m, {
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: { 'accept-language': 'hi' },
        payload: { ...good, endpoint: 'https://169.254.169.254/latest/meta-data/' },
      });
      expect(hindi.json().error.message).toContain('निजी या लोकल नेटवर्क');
      expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id))).toEqual([]);
    } finally {
      await real.app.close();
    }
  });
  it('turning notifications on is limited per hour (each is a look-up of the address)', async () => {
    const m = await createMember(t);
    const device = service.subscribe();
    for (let i = 0; i < PushLimits.subscribesPerHour; i += 1) {
      const res = await as(t.app, m, { method: 'POST', url: '/api/push/subscriptions', payload: device });
      expect(res.statusCode).toBe(204);
    }
    const refused = await as(t.app, m, { method: 'POST', url: '/api/push/subscriptions', payload: device });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^You have turned notifications on many times in the last hour/);
  });
});

describe('a push goes only to a push service at a public address, checked again as it connects', () => {
  const standalone = (resolve: Resolve, warnings: string[] = []) =>
    createPushService({
      db: db(),
      notifications: notifier(),
      languageOf: async () => 'en',
      keys: resolveVapidKeys({}, t.config.dataDir),
      subject: 'mailto:ops@example.com',
      siteName: 'Fortitude Network',
      endpoints: { hosts: t.config.push.hosts, resolve },
      memberLimits: t.app.platform.memberLimits,
      log: { warn: (obj) => void warnings.push(String((obj as { err?: Error }).err?.message)) },
    });
  /** A notification made while the member had no device (so the app's own push service left it alone). */
  const notice = async (userId: string) => (await reply(userId, { name: 'A', title: 'T' }, `guard-${userId}`))!;

  it('refuses a push service name that resolves to a private address when the device is added', async () => {
    const push = standalone(async () => [{ address: '10.20.30.40', family: 4 }]);
    const m = await createMember(t);
    const device = { ...service.subscribe(), endpoint: 'https://internal.push.services.mozilla.com/wpush/v2/x' };
    await expect(push.subscribe({ id: m.id }, device)).rejects.toThrow(englishOf(PushMessages.endpointPrivateAddress));
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id))).toEqual([]);
    push.close();
  });

  it('a name that resolves elsewhere at send time (DNS rebinding) is not connected to; the failure counts', async () => {
    let lookups = 0;
    const warnings: string[] = [];
    const push = standalone(
      async () => (++lookups === 1 ? [{ address: '151.101.1.1', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]),
      warnings,
    );
    const m = await createMember(t);
    const row = await notice(m.id);
    const device = { ...service.subscribe(), endpoint: 'https://rebind.push.services.mozilla.com/wpush/v2/x' };
    await push.subscribe({ id: m.id }, device);
    const connections = service.connections;
    await push.deliver({ ...row, pushStatus: 'pending' });
    expect(lookups).toBe(2);
    expect(warnings).toEqual([
      'push to rebind.push.services.mozilla.com refused: it resolves to 127.0.0.1, not a public address',
    ]);
    expect(service.connections).toBe(connections);
    const [stored] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id));
    expect(stored).toMatchObject({ failures: 1 });
    push.close();
  });

  it('an address stored before these rules (an internal host and port) is never connected to', async () => {
    const warnings: string[] = [];
    const push = standalone(async () => [{ address: '151.101.1.1', family: 4 }], warnings);
    const m = await createMember(t);
    const row = await notice(m.id);
    const { keys } = service.subscribe();
    await db()
      .insert(pushSubscriptions)
      .values({ userId: m.id, endpoint: `${service.origin}/push/old`, p256dh: keys.p256dh, auth: keys.auth });
    const connections = service.connections;
    await push.deliver({ ...row, pushStatus: 'pending' });
    expect(service.connections).toBe(connections);
    expect(warnings[0]).toContain(`push to 127.0.0.1:${new URL(service.origin).port} refused`);
    push.close();
  });
});

describe('subscriptions end with the session, everywhere, and at erasure', () => {
  it("signing out removes that session's device; signing out everywhere removes every device", async () => {
    const m = await createMember(t);
    const laptop = await subscribe(m, 'Laptop');
    const phoneCookie = cookieFrom(await signIn(t.app, m.email, m.password, nextIp()));
    const phone = { ...m, cookie: phoneCookie };
    await subscribe(phone, 'Phone');
    const tablet = { ...m, cookie: cookieFrom(await signIn(t.app, m.email, m.password, nextIp())) };
    await subscribe(tablet, 'Tablet');
    const labels = async () =>
      (await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id)))
        .map((s) => s.label)
        .sort();

    const out = await as(t.app, phone, { method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(out.statusCode).toBe(200);
    expect(await labels()).toEqual(['Laptop', 'Tablet']);

    const everywhere = await as(t.app, m, { method: 'POST', url: '/api/auth/revoke-sessions', payload: {} });
    expect(everywhere.statusCode).toBe(200);
    expect(await labels()).toEqual([]);
    await reply(m.id, { name: 'X', title: 'T' }, 'signedout-1');
    expect(pushesTo(laptop.endpoint)).toHaveLength(0);
  });

  it('erasing my account removes my devices', async () => {
    const m = await createMember(t);
    await subscribe(m);
    const res = await as(t.app, m, {
      method: 'POST',
      url: '/api/me/erase',
      payload: { password: m.password, keepPostsAnonymous: false },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id))).toEqual([]);
  });
});
