import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultChannels, NotificationMessages, type Notification } from '../../../contracts/notifications.js';
import { notifications, notificationSettings, pushSubscriptions } from '../../db/schema/index.js';
import { as, createMember, createTestApp, nextIp, type Member, type TestApp } from '../../test/helpers.js';
import type { NewNotification } from './index.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const service = () => t.app.services.modules.get('notifications');
/** A device to push to (push waits only for members who have one). */
const withDevice = (userId: string) =>
  t.database.db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: `https://push.example/${userId}`, p256dh: 'k', auth: 'a' });
const rowsOf = (userId: string) => t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const storedSettings = async (userId: string) =>
  (await t.database.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)))[0];
const patch = (m: Member, payload: unknown) =>
  as(t.app, m, { method: 'PATCH', url: '/api/notifications/settings', payload: payload as object });
const bell = async (m: Member, language = 'en') =>
  (
    await as(t.app, m, { method: 'GET', url: '/api/notifications', headers: { 'accept-language': language } })
  ).json() as {
    items: Notification[];
    unreadCount: number;
  };
const page = async (m: Member, query: string) => {
  const res = await as(t.app, m, { method: 'GET', url: `/api/notifications/page?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Notification[]; unreadCount: number; nextCursor: string | null };
};
const reply = (userId: string, thread: string, name: string, extra: Partial<NewNotification> = {}) =>
  service().notify({
    userId,
    type: 'reply',
    template: 'reply',
    params: { name, title: `Thread ${thread}` },
    actionUrl: `/forum/${thread}`,
    groupKey: `reply:${thread}`,
    ...extra,
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('notification settings', () => {
  it('a member without choices has the defaults: messages and replies by e-mail, a weekly digest, no quiet hours, private text', async () => {
    const m = await createMember(t);
    const res = await as(t.app, m, { method: 'GET', url: '/api/notifications/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      channels: defaultChannels,
      digest: 'weekly',
      quietHours: null,
      showDetails: false,
      alwaysInApp: [],
    });
    expect(res.json().channels.messages.email).toBe(true);
    expect(res.json().channels.replies.email).toBe(true);
    expect(res.json().channels.connections.email).toBe(false);
  });

  it('saves part of the choices, keeps the rest, and stores only what differs from the defaults', async () => {
    const m = await createMember(t);
    const res = await patch(m, {
      channels: { replies: { email: false }, connections: { email: true } },
      quietHours: { start: '22:30', end: '07:00' },
      showDetails: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().channels.replies).toEqual({ inApp: true, email: false, push: true });
    expect(res.json().channels.connections).toEqual({ inApp: true, email: true, push: true });
    expect(res.json().channels.messages).toEqual(defaultChannels.messages);
    expect(res.json()).toMatchObject({
      digest: 'weekly',
      quietHours: { start: '22:30', end: '07:00' },
      showDetails: true,
    });
    const row = await storedSettings(m.id);
    expect(row).toMatchObject({ quietStart: 22 * 60 + 30, quietEnd: 7 * 60, showDetails: true });
    expect(Object.keys(row!.channels ?? {}).sort()).toEqual(['connections', 'replies']);

    // A later change keeps what it does not name; turning a kind back to its defaults drops its override.
    const again = await patch(m, { digest: 'off', channels: { replies: { email: true } } });
    expect(again.json()).toMatchObject({
      digest: 'off',
      quietHours: { start: '22:30', end: '07:00' },
      showDetails: true,
    });
    expect(Object.keys((await storedSettings(m.id))!.channels ?? {})).toEqual(['connections']);
    expect((await patch(m, { quietHours: null })).json().quietHours).toBeNull();
    expect((await as(t.app, m, { method: 'GET', url: '/api/notifications/settings' })).json()).toMatchObject({
      digest: 'off',
      quietHours: null,
      channels: { connections: { email: true } },
    });
  });

  it("refuses bad input with the contract's words and writes nothing", async () => {
    const m = await createMember(t);
    const badTime = await patch(m, { quietHours: { start: '25:00', end: '07:00' } });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().error.message).toContain(englishOf(NotificationMessages.timeFormat));
    const same = await patch(m, { quietHours: { start: '07:00', end: '07:00' } });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toContain(englishOf(NotificationMessages.quietSame));
    const hindi = await as(t.app, m, {
      method: 'PATCH',
      url: '/api/notifications/settings',
      headers: { 'accept-language': 'hi' },
      payload: { quietHours: { start: '7', end: '08:00' } },
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().error.message).toContain('HH:MM के रूप में');
    for (const payload of [
      { channels: { gossip: { email: true } } },
      { channels: { replies: { email: 'yes' } } },
      { digest: 'daily' },
      { showDetails: 'sometimes' },
    ])
      expect((await patch(m, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect(await storedSettings(m.id)).toBeUndefined();
  });

  it('is for members only, each their own', async () => {
    expect((await as(t.app, null, { method: 'GET', url: '/api/notifications/settings' })).statusCode).toBe(401);
    expect((await patch(null as never, { digest: 'off' })).statusCode).toBe(401);
    expect((await as(t.app, null, { method: 'GET', url: '/api/notifications/page' })).statusCode).toBe(401);
    expect((await as(t.app, null, { method: 'POST', url: '/api/notifications/seen' })).statusCode).toBe(401);
    const a = await createMember(t);
    const b = await createMember(t);
    await patch(a, { digest: 'off' });
    expect((await as(t.app, b, { method: 'GET', url: '/api/notifications/settings' })).json().digest).toBe('weekly');
    // One member cannot read another's notification.
    const row = await reply(a.id, 'private', 'Asha');
    expect((await as(t.app, b, { method: 'POST', url: `/api/notifications/${row!.id}/read` })).statusCode).toBe(404);
    expect((await rowsOf(a.id))[0]!.isRead).toBe(false);
  });

  it('reads many members’ delivery choices at once for the channels beyond the app', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await patch(a, { quietHours: { start: '23:00', end: '06:30' }, channels: { messages: { push: false } } });
    const map = await service().deliverySettingsOf([a.id, b.id]);
    expect(map.get(a.id)).toMatchObject({ quiet: { start: 23 * 60, end: 6 * 60 + 30 }, digest: 'weekly' });
    expect(map.get(a.id)!.channels.messages).toEqual({ inApp: true, email: true, push: false });
    expect(map.get(b.id)).toEqual({
      channels: defaultChannels,
      digest: 'weekly',
      quiet: null,
      showDetails: false,
      lastDigestAt: null,
      lastEmailAt: null,
    });
  });
});

describe('channels per kind', () => {
  it('marks e-mail and push pending only where the member has them on', async () => {
    const m = await createMember(t);
    const deviceless = await createMember(t);
    await withDevice(m.id);
    const replied = await reply(m.id, 'e1', 'Ravi');
    expect(replied).toMatchObject({ kind: 'replies', emailStatus: 'pending', pushStatus: 'pending', inApp: true });
    // Push waits only for a member with a device to send to.
    expect(await reply(deviceless.id, 'e0', 'Ravi')).toMatchObject({ emailStatus: 'pending', pushStatus: null });
    const request = await service().notify({
      userId: m.id,
      type: 'connection_request',
      template: 'connectionRequest',
      params: { name: 'Ravi' },
    });
    // Connections are not e-mailed by default.
    expect(request).toMatchObject({ kind: 'connections', emailStatus: null, pushStatus: 'pending' });
    await patch(m, { channels: { replies: { email: false, push: false } } });
    expect(await reply(m.id, 'e2', 'Ravi')).toMatchObject({ emailStatus: null, pushStatus: null, inApp: true });
  });

  it("keeps system notices in the app only, whatever the member's choices", async () => {
    const m = await createMember(t);
    await patch(m, { channels: { moderation: { inApp: false, email: false, push: false } } });
    const role = await service().notify({
      userId: m.id,
      type: 'system',
      template: 'roleChanged',
      params: { role: 'ngo' },
    });
    expect(role).toMatchObject({ kind: 'system', inApp: true, emailStatus: null, pushStatus: null });
    // A moderation notice is its own kind, and this member switched it off everywhere.
    const warned = await service().notify({
      userId: m.id,
      type: 'system',
      template: 'warning',
      params: { message: '' },
    });
    expect(warned).toBeNull();
    expect((await bell(m)).items.map((n) => n.kind)).toEqual(['system']);
  });

  it('brings an administrator every crisis alert in the app, even with moderation notices switched off everywhere; e-mail and push stay as chosen', async () => {
    const admin = await createMember(t, 'admin');
    const member = await createMember(t);
    expect((await as(t.app, admin, { method: 'GET', url: '/api/notifications/settings' })).json().alwaysInApp).toEqual([
      'possibleCrisis',
    ]);
    expect((await as(t.app, member, { method: 'GET', url: '/api/notifications/settings' })).json().alwaysInApp).toEqual(
      [],
    );
    const off = await patch(admin, { channels: { moderation: { inApp: false, email: false, push: false } } });
    expect(off.statusCode, off.body).toBe(200);
    // Saved for the other moderation notices, and the answer says what still always arrives.
    expect(off.json()).toMatchObject({
      channels: { moderation: { inApp: false, email: false, push: false } },
      alwaysInApp: ['possibleCrisis'],
    });
    const post = await as(t.app, member, {
      method: 'POST',
      url: '/api/forum/posts',
      payload: { title: 'Help', content: 'I want to kill myself tonight.' },
    });
    expect(post.statusCode, post.body).toBe(201);
    expect(post.json().safety).toMatchObject({ kind: 'self_harm' });
    const unread = await page(admin, 'filter=unread');
    expect(unread.unreadCount).toBe(1);
    expect(unread.items).toEqual([
      expect.objectContaining({
        title: 'Possible Crisis: Someone May Need Help',
        kind: 'moderation',
        actionUrl: '/admin?tab=moderation',
      }),
    ]);
    expect((await rowsOf(admin.id))[0]).toMatchObject({ inApp: true, emailStatus: null, pushStatus: null });
    // Another moderation notice, switched off everywhere, still makes nothing.
    expect(
      await service().notify({ userId: admin.id, type: 'system', template: 'warning', params: { message: '' } }),
    ).toBeNull();
    // E-mail for moderation back on: the next alert also waits to be e-mailed.
    await patch(admin, { channels: { moderation: { email: true } } });
    const next = await service().notify({
      userId: admin.id,
      type: 'system',
      template: 'possibleCrisis',
      params: {},
      dedupeKey: 'crisis:test:1',
    });
    expect(next).toMatchObject({ kind: 'moderation', inApp: true, emailStatus: 'pending' });
  });

  it('with the app off but e-mail on, nothing reaches the bell, the page or the count, and the e-mail still waits', async () => {
    const m = await createMember(t);
    await patch(m, { channels: { replies: { inApp: false } } });
    const row = await reply(m.id, 'quiet-app', 'Meena');
    expect(row).toMatchObject({ inApp: false, emailStatus: 'pending', seenAt: null });
    expect(await bell(m)).toEqual({ items: [], unreadCount: 0 });
    expect((await page(m, 'filter=all')).items).toEqual([]);
    // Opening the bell does not count as seeing what the app never showed.
    await as(t.app, m, { method: 'POST', url: '/api/notifications/seen' });
    await as(t.app, m, { method: 'POST', url: '/api/notifications/read-all' });
    expect((await rowsOf(m.id))[0]).toMatchObject({ seenAt: null, isRead: false, emailStatus: 'pending' });
  });
});

describe('a burst of replies', () => {
  it('makes one unread notification that counts them, in English and in Hindi; reading it ends the burst', async () => {
    const m = await createMember(t);
    await reply(m.id, 'burst', 'Asha');
    await reply(m.id, 'burst', 'Bina');
    const third = await reply(m.id, 'burst', 'Chitra');
    const rows = await rowsOf(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ groupCount: 3, isRead: false, emailStatus: 'pending' });
    const english = await bell(m);
    expect(english.unreadCount).toBe(1);
    expect(english.items[0]).toMatchObject({
      title: '3 New Replies',
      message: '3 new replies to “Thread burst”. The latest is from Chitra.',
      count: 3,
      kind: 'replies',
    });
    const hindi = await bell(m, 'hi');
    expect(hindi.items[0]).toMatchObject({
      title: '3 नए जवाब',
      message: '“Thread burst” पर 3 नए जवाब। सबसे नया Chitra का है।',
    });

    const read = await as(t.app, m, { method: 'POST', url: `/api/notifications/${third!.id}/read` });
    expect(read.statusCode).toBe(204);
    await reply(m.id, 'burst', 'Deepa');
    const after = await bell(m);
    expect(after.unreadCount).toBe(1);
    expect(after.items.map((n) => [n.title, n.isRead])).toEqual([
      ['New Reply', false],
      ['3 New Replies', true],
    ]);
    expect(after.items[0]!.message).toBe('Deepa replied to “Thread burst”.');
  });

  it('an anonymous replier is never named, to any reader', async () => {
    const m = await createMember(t);
    await reply(m.id, 'anon', '', { params: { name: '', title: 'Thread anon', anonymous: '1' } });
    expect((await bell(m)).items[0]!.message).toBe('Someone (anonymous) replied to “Thread anon”.');
    expect((await bell(m, 'hi')).items[0]!.message).toBe('कोई (गुमनाम) ने “Thread anon” पर जवाब दिया।');
  });

  it('a grown burst comes back to the top, is unseen again and its e-mail and push wait again', async () => {
    const m = await createMember(t);
    await withDevice(m.id);
    await reply(m.id, 'old', 'Asha');
    await sleep(5);
    await reply(m.id, 'new', 'Bina');
    await t.database.db
      .update(notifications)
      .set({ emailStatus: 'sent', pushStatus: 'sent' })
      .where(eq(notifications.userId, m.id));
    await as(t.app, m, { method: 'POST', url: '/api/notifications/seen' });
    await sleep(5);
    const before = new Date();
    await reply(m.id, 'old', 'Chitra');
    expect((await bell(m)).items.map((n) => [n.message, n.count])).toEqual([
      ['2 new replies to “Thread old”. The latest is from Chitra.', 2],
      ['Bina replied to “Thread new”.', 1],
    ]);
    const [old] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.id), eq(notifications.groupKey, 'reply:old')));
    expect(old).toMatchObject({ seenAt: null, emailStatus: 'pending', pushStatus: 'pending' });
    // A socket that missed it catches up on it.
    const since = await service().since(m.id, before, 10);
    expect(since.map((r) => r.id)).toEqual([old!.id]);
  });
});

describe('the notifications page', () => {
  it('pages newest first with a cursor, filters by unread and by kind, and refuses a forged cursor', async () => {
    const m = await createMember(t);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      made.push((await reply(m.id, `p${i}`, 'Asha'))!.id);
      await sleep(2);
    }
    const mention = await service().notify({
      userId: m.id,
      type: 'mention',
      template: 'mention',
      params: { name: 'Bina', title: 'Thread m' },
      actionUrl: '/forum/m',
    });
    const system = await service().notify({ userId: m.id, type: 'system', template: 'suspensionLifted', params: {} });
    await as(t.app, m, { method: 'POST', url: `/api/notifications/${made[0]}/read` });

    const first = await page(m, 'limit=3');
    expect(first.items.map((n) => n.id)).toEqual([system!.id, mention!.id, made[4]]);
    expect(first.unreadCount).toBe(6);
    const second = await page(m, `limit=3&cursor=${first.nextCursor}`);
    expect(second.items.map((n) => n.id)).toEqual([made[3], made[2], made[1]]);
    const third = await page(m, `limit=3&cursor=${second.nextCursor}`);
    expect(third.items.map((n) => n.id)).toEqual([made[0]]);
    expect(third.nextCursor).toBeNull();

    expect((await page(m, 'filter=unread')).items).toHaveLength(6);
    expect((await page(m, 'filter=unread')).items.map((n) => n.id)).not.toContain(made[0]);
    expect((await page(m, 'filter=mentions')).items.map((n) => n.id)).toEqual([mention!.id]);
    expect((await page(m, 'filter=replies')).items).toHaveLength(5);
    // 'suspensionLifted' is a moderation notice.
    expect((await page(m, 'filter=moderation')).items.map((n) => n.id)).toEqual([system!.id]);
    expect((await page(m, 'filter=system')).items).toEqual([]);
    expect((await page(m, 'filter=messages')).items).toEqual([]);

    const forged = await as(t.app, m, { method: 'GET', url: '/api/notifications/page?cursor=bm90LWEtY3Vyc29y' });
    expect(forged.statusCode).toBe(400);
    expect((await as(t.app, m, { method: 'GET', url: '/api/notifications/page?filter=gossip' })).statusCode).toBe(400);
    expect((await as(t.app, m, { method: 'GET', url: '/api/notifications/page?limit=500' })).statusCode).toBe(400);

    // Another member's page holds none of these.
    const other = await createMember(t);
    expect((await page(other, 'filter=all')).items).toEqual([]);

    // Mark all read: nothing unread is left.
    await as(t.app, m, { method: 'POST', url: '/api/notifications/read-all' });
    expect(await page(m, 'filter=unread')).toMatchObject({ items: [], unreadCount: 0 });
  });
});

describe('seen in the app', () => {
  it('the bell opened or the page shown marks every notification seen', async () => {
    const m = await createMember(t);
    const other = await createMember(t);
    await reply(m.id, 's1', 'Asha');
    await reply(other.id, 's1', 'Asha');
    expect((await rowsOf(m.id))[0]!.seenAt).toBeNull();
    const res = await as(t.app, m, { method: 'POST', url: '/api/notifications/seen' });
    expect(res.statusCode).toBe(204);
    expect((await rowsOf(m.id))[0]!.seenAt).toBeInstanceOf(Date);
    // Seen is not read; and another member's stay unseen.
    expect((await rowsOf(m.id))[0]!.isRead).toBe(false);
    expect((await rowsOf(other.id))[0]!.seenAt).toBeNull();
  });

  it('a notification delivered live to an open socket is seen; one made while no socket is open is not', async () => {
    const m = await createMember(t);
    const offline = await reply(m.id, 'live0', 'Asha');
    const written: string[] = [];
    const socket = { OPEN: 1, readyState: 1, send: (text: string) => void written.push(text), close() {} };
    const detach = t.app.platform.realtime.attach(m.id, socket as never, {
      language: 'en',
      stillSignedIn: async () => true,
    });
    try {
      const live = await reply(m.id, 'live1', 'Bina');
      let row: typeof live = null;
      for (let i = 0; i < 100 && !row?.seenAt; i++) {
        await sleep(10);
        await service().settled();
        row = (await rowsOf(m.id)).find((r) => r.id === live!.id) ?? null;
      }
      expect(written.some((text) => text.includes(live!.id))).toBe(true);
      expect(row!.seenAt).toBeInstanceOf(Date);
      expect((await rowsOf(m.id)).find((r) => r.id === offline!.id)!.seenAt).toBeNull();
    } finally {
      detach?.();
    }
  });
});

describe('data rights', () => {
  it("puts the member's notification settings in their copy, and erasure removes them", async () => {
    const m = await createMember(t);
    await patch(m, { digest: 'off', quietHours: { start: '21:00', end: '06:00' } });
    const contribution = t.app.platform.dataRights.contributions().find((c) => 'notification_settings' in c.tables)!;
    const part = await contribution.export({ id: m.id, email: m.email });
    expect(part.sections.notificationSettings).toMatchObject({ userId: m.id, digest: 'off', quietStart: 21 * 60 });
    const erased = await as(t.app, m, {
      method: 'POST',
      url: '/api/me/erase',
      payload: { password: m.password, keepPostsAnonymous: false },
      remoteAddress: nextIp(),
    });
    expect(erased.statusCode, erased.body).toBeLessThan(300);
    expect(await storedSettings(m.id)).toBeUndefined();
  });

  it('puts the member’s notifications in their copy without the id of the member each names', async () => {
    const m = await createMember(t);
    const other = await createMember(t, 'patient', { name: 'Ravi Kumar' });
    await reply(m.id, 'copy-1', 'Ravi Kumar', { actorId: other.id });
    expect((await rowsOf(m.id))[0]!.actorId).toBe(other.id);
    const contribution = t.app.platform.dataRights.contributions().find((c) => 'notifications' in c.tables)!;
    const part = await contribution.export({ id: m.id, email: m.email });
    const copy = part.sections.notifications as Record<string, unknown>[];
    expect(copy).toHaveLength(1);
    expect(copy[0]).toMatchObject({
      userId: m.id,
      template: 'reply',
      params: { name: 'Ravi Kumar', title: 'Thread copy-1' },
    });
    expect(copy[0]).not.toHaveProperty('actorId');
    expect(JSON.stringify(copy)).not.toContain(other.id);
  });
});
