import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageLimits, PrivateMessageMessages } from '../../../contracts/private-messages.js';
import { contentReports, notifications } from '../../db/schema/index.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { connect } from '../../test/people.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const send = (from: Member, to: Member, content: unknown) =>
  as(t.app, from, { method: 'POST', url: `/api/messages/${to.id}`, payload: { content } });
const thread = async (who: Member, other: Member, query = '') =>
  (await as(t.app, who, { method: 'GET', url: `/api/messages/${other.id}${query}` })).json();
const inbox = async (who: Member) => (await as(t.app, who, { method: 'GET', url: '/api/messages' })).json();
const messageNotes = (userId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'new_message')));

describe('private messages', () => {
  it('only between connected members; text trimmed, blank and overlong refused with clear words', async () => {
    const a = await createMember(t, 'patient', { name: 'Meera' });
    const b = await createMember(t, 'patient', { name: 'Naveen' });
    const refused = await send(a, b, 'Hello!');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(englishOf(PrivateMessageMessages.notConnected));
    await connect(t, a, b);
    const ok = await send(a, b, '   Hello Naveen!\nHow are you?  ');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      senderId: a.id,
      receiverId: b.id,
      content: 'Hello Naveen!\nHow are you?',
      read: false,
    });
    const blank = await send(a, b, '   \n ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain(englishOf(PrivateMessageMessages.empty));
    expect((await send(a, b, 'x'.repeat(MessageLimits.contentMax + 1))).json().error.message).toContain(
      englishOf(PrivateMessageMessages.tooLong),
    );
    expect((await send(a, b, 'x'.repeat(MessageLimits.contentMax))).statusCode).toBe(201);
    expect((await send(a, a, 'me')).statusCode).toBe(403);
    expect(
      (await as(t.app, a, { method: 'POST', url: '/api/messages/nobody-at-all', payload: { content: 'hi' } }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps a thread newest first with older pages, an inbox with the last message and unread counts, and read marks', async () => {
    const a = await createMember(t, 'patient', { name: 'Farah' });
    const b = await createMember(t, 'patient', { name: 'Gautam' });
    const c = await createMember(t, 'patient', { name: 'Hema' });
    await connect(t, a, b);
    await connect(t, c, b);
    for (const text of ['one', 'two', 'three']) expect((await send(a, b, text)).statusCode).toBe(201);
    await send(b, a, 'four');
    await send(c, b, 'from Hema');
    const page = await thread(b, a, '?limit=2');
    expect(page.items.map((m: { content: string }) => m.content)).toEqual(['four', 'three']);
    expect(page.canSend).toBe(true);
    expect(page.other).toMatchObject({ id: a.id, fullName: 'Farah' });
    const older = await thread(b, a, `?limit=2&cursor=${page.nextCursor}`);
    expect(older.items.map((m: { content: string }) => m.content)).toEqual(['two', 'one']);

    const box = await inbox(b);
    expect(box.items.map((i: { other: { fullName: string } }) => i.other.fullName)).toEqual(['Hema', 'Farah']);
    expect(box.items[0]).toMatchObject({ unread: 1, lastMessage: { content: 'from Hema', fromMe: false } });
    expect(box.items[1]).toMatchObject({ unread: 3, lastMessage: { content: 'four', fromMe: true } });
    expect(box.unreadTotal).toBe(4);

    expect((await as(t.app, b, { method: 'POST', url: `/api/messages/${a.id}/read` })).statusCode).toBe(204);
    const after = await inbox(b);
    expect(after.unreadTotal).toBe(1);
    expect(
      (await thread(a, b)).items
        .filter((m: { senderId: string; read: boolean }) => m.senderId === a.id)
        .every((m: { read: boolean }) => m.read),
    ).toBe(true);
    // Nobody else reads the thread: a third member sees only their own (empty) one.
    expect((await thread(c, a)).items).toEqual([]);
  });

  it('notifies the receiver once per burst: again only after the earlier notification or the thread was read', async () => {
    const a = await createMember(t, 'patient', { name: 'Ishaan' });
    const b = await createMember(t, 'patient', { name: 'Jaya' });
    await connect(t, a, b);
    for (const text of ['hi', 'are you there?', 'no rush']) await send(a, b, text);
    let notes = await messageNotes(b.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'New Message',
      message: 'Ishaan sent you a message.',
      actionUrl: `/messages/${a.id}`,
      isRead: false,
    });
    await as(t.app, b, { method: 'POST', url: `/api/messages/${a.id}/read` });
    await send(a, b, 'a new burst');
    notes = await messageNotes(b.id);
    expect(notes).toHaveLength(2);
    expect(notes.filter((n) => !n.isRead)).toHaveLength(1);
    await as(t.app, b, { method: 'POST', url: `/api/notifications/${notes.find((n) => !n.isRead)!.id}/read` });
    await send(a, b, 'third burst');
    expect(await messageNotes(b.id)).toHaveLength(3);
    // Switched off: no more.
    await as(t.app, b, {
      method: 'PATCH',
      url: '/api/notifications/settings',
      payload: { channels: { messages: { inApp: false, email: false, push: false } } },
    });
    await as(t.app, b, { method: 'POST', url: '/api/notifications/read-all' });
    await send(a, b, 'quiet');
    expect(await messageNotes(b.id)).toHaveLength(3);
  });

  it('lets either party report a message, and nobody else', async () => {
    const a = await createMember(t, 'patient', { name: 'Kiran' });
    const b = await createMember(t, 'patient', { name: 'Lalit' });
    const outsider = await createMember(t);
    await connect(t, a, b);
    const id = (await send(a, b, 'something unkind')).json().id as string;
    expect(
      (
        await as(t.app, outsider, {
          method: 'POST',
          url: `/api/messages/items/${id}/reports`,
          payload: { reason: 'harassment' },
        })
      ).statusCode,
    ).toBe(404);
    const res = await as(t.app, b, {
      method: 'POST',
      url: `/api/messages/items/${id}/reports`,
      payload: { reason: 'harassment', note: 'please look' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(contentReports).where(eq(contentReports.targetId, id));
    expect(row).toMatchObject({
      targetType: 'private_message',
      reporterId: b.id,
      reason: 'harassment',
      note: 'please look',
    });
  });
});

describe('the bell', () => {
  it('lists the latest 10 newest first with the unread count, marks one or all read, and speaks Hindi', async () => {
    const me = await createMember(t);
    const notify = t.app.services.modules.get('notifications').notify;
    for (let i = 0; i < 12; i++)
      await notify({
        userId: me.id,
        type: 'system',
        template: 'roleChanged',
        params: { role: i % 2 ? 'volunteer' : 'caregiver' },
      });
    const list = (await as(t.app, me, { method: 'GET', url: '/api/notifications' })).json();
    expect(list.items).toHaveLength(10);
    expect(list.unreadCount).toBe(12);
    expect(list.items[0]).toMatchObject({
      type: 'system',
      title: 'Your Role Was Updated',
      message: 'An administrator changed your role to Volunteer.',
    });
    const hindi = (
      await as(t.app, me, { method: 'GET', url: '/api/notifications', headers: { 'accept-language': 'hi' } })
    ).json();
    expect(hindi.items[0].title).toBe('आपकी भूमिका बदली गई');
    expect(hindi.items[0].message).toContain('स्वयंसेवक');
    expect(
      (await as(t.app, me, { method: 'POST', url: `/api/notifications/${list.items[0].id}/read` })).statusCode,
    ).toBe(204);
    expect((await as(t.app, me, { method: 'GET', url: '/api/notifications' })).json().unreadCount).toBe(11);
    const other = await createMember(t);
    expect(
      (await as(t.app, other, { method: 'POST', url: `/api/notifications/${list.items[1].id}/read` })).statusCode,
    ).toBe(404);
    expect((await as(t.app, me, { method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(204);
    expect((await as(t.app, me, { method: 'GET', url: '/api/notifications' })).json().unreadCount).toBe(0);
  });

  it('tells a member when an administrator changes their role or promotes them', async () => {
    const admin = await createMember(t, 'admin');
    const member = await createMember(t);
    expect(
      (
        await as(t.app, admin, {
          method: 'PUT',
          url: `/api/admin/users/${member.id}/role`,
          payload: { role: 'volunteer' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await as(t.app, member, { method: 'GET', url: '/api/notifications' })).json().items[0]).toMatchObject({
      type: 'system',
      title: 'Your Role Was Updated',
      actionUrl: '/profile',
    });
    expect(
      (await as(t.app, admin, { method: 'POST', url: '/api/admin/promote', payload: { email: member.email } }))
        .statusCode,
    ).toBe(200);
    expect((await as(t.app, member, { method: 'GET', url: '/api/notifications' })).json().items[0]).toMatchObject({
      type: 'system',
      title: 'You Are Now an Administrator',
      actionUrl: '/admin',
    });
  });
});
