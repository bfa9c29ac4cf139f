import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateMessages } from '../../db/schema/index.js';
import { as, createMember, createTestApp, profileForm, type Member, type TestApp } from '../../test/helpers.js';
import { connect, listening, openSocket, type OpenSocket } from '../../test/people.js';

// What one member may see of another (connections/visibility.ts, decision 0034), through every route that shows it.
let t: TestApp;
let base: string;
const sockets: OpenSocket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  base = await listening(t);
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t?.close();
});

const person = async (name: string, profile: Record<string, unknown> = {}) => {
  const m = await createMember(t, 'patient', { name });
  const res = await as(t.app, m, {
    method: 'PATCH',
    url: '/api/profiles/me',
    payload: profileForm({ fullName: name, ...profile }),
  });
  if (res.statusCode !== 200) throw new Error(`profile: ${res.statusCode} ${res.body}`);
  return m;
};
const profileOf = (viewer: Member, other: Member) =>
  as(t.app, viewer, { method: 'GET', url: `/api/profiles/${other.id}` });
const block = (who: Member, other: Member) => as(t.app, who, { method: 'PUT', url: `/api/blocks/${other.id}` });
const privacy = (who: Member, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'PATCH', url: '/api/me/privacy', payload });
const personal = { bio: 'Two years after chemo.', cancerType: 'lung', location: 'Indore', ageGroup: '40-49' };

describe("a member's profile", () => {
  it('answers a blocked member, and the blocker, as if the other did not exist', async () => {
    const blocker = await person('Blocker Bela', personal);
    const blocked = await person('Blocked Bhanu', personal);
    expect((await profileOf(blocked, blocker)).json()).toMatchObject({
      bio: personal.bio,
      location: 'Indore',
      limited: false,
    });
    expect((await block(blocker, blocked)).statusCode).toBe(204);
    for (const [viewer, other] of [
      [blocked, blocker],
      [blocker, blocked],
    ] as const) {
      const res = await profileOf(viewer, other);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Indore');
      expect(res.body).not.toContain('chemo');
    }
    // Lifting the block shows the profile again.
    expect((await as(t.app, blocker, { method: 'DELETE', url: `/api/blocks/${blocked.id}` })).statusCode).toBe(204);
    expect((await profileOf(blocked, blocker)).statusCode).toBe(200);
  });

  it("shows only what a forum author shows to members whom 'Who can find me' leaves out, and everything to connections", async () => {
    const hidden = await person('Hidden Hema', { ...personal, username: 'hema_h' });
    const stranger = await person('Stranger Sunil', { cancerType: 'skin' });
    const friend = await person('Friend Farah');
    await connect(t, friend, hidden);
    expect((await privacy(hidden, { discoverable: 'nobody' })).statusCode).toBe(200);
    expect((await profileOf(stranger, hidden)).json()).toEqual({
      id: hidden.id,
      fullName: 'Hidden Hema',
      username: 'hema_h',
      role: 'patient',
      profileImageUrl: null,
      displayId: null,
      cancerType: null,
      ageGroup: null,
      location: null,
      bio: null,
      limited: true,
    });
    expect((await profileOf(friend, hidden)).json()).toMatchObject({ ...personal, limited: false });
    expect((await profileOf(hidden, hidden)).json()).toMatchObject({ ...personal, limited: false });
    // 'Members who share my role or cancer type': a lung patient sees it, the skin patient does not.
    await privacy(hidden, { discoverable: 'shared' });
    const sameCancer = await person('Same Sameer', { cancerType: 'lung', role: 'caregiver' });
    expect((await profileOf(sameCancer, hidden)).json().limited).toBe(false);
    await as(t.app, stranger, {
      method: 'PATCH',
      url: '/api/profiles/me',
      payload: profileForm({ fullName: 'Stranger Sunil', cancerType: 'skin', role: 'caregiver' }),
    });
    expect((await profileOf(stranger, hidden)).json().limited).toBe(true);
  });
});

describe('online status and read receipts across a block', () => {
  it('shows neither member online to the other in the inbox and the thread once one blocks the other', async () => {
    const a = await person('Online Anu');
    const b = await person('Online Balu');
    await connect(t, a, b);
    await as(t.app, a, { method: 'POST', url: `/api/messages/${b.id}`, payload: { content: 'hello' } });
    const inboxOther = async (viewer: Member) =>
      (await as(t.app, viewer, { method: 'GET', url: '/api/messages' })).json().items[0].other;
    const threadOther = async (viewer: Member, other: Member) =>
      (await as(t.app, viewer, { method: 'GET', url: `/api/messages/${other.id}` })).json().other;
    expect((await inboxOther(b)).isOnline).toBe(true);
    expect((await threadOther(b, a)).isOnline).toBe(true);
    await block(a, b);
    expect((await inboxOther(b)).isOnline).toBe(false);
    expect((await threadOther(b, a)).isOnline).toBe(false);
    expect((await inboxOther(a)).isOnline).toBe(false);
    expect((await threadOther(a, b)).isOnline).toBe(false);
  });

  it("hides a member's online status from everyone when they turn it off", async () => {
    const a = await person('Quiet Qadir');
    const b = await person('Curious Chitra');
    await connect(t, a, b);
    await as(t.app, a, { method: 'POST', url: `/api/messages/${b.id}`, payload: { content: 'hi' } });
    await privacy(a, { showOnline: false });
    expect((await as(t.app, b, { method: 'GET', url: '/api/messages' })).json().items[0].other.isOnline).toBe(false);
    expect(
      (await as(t.app, b, { method: 'GET', url: '/api/connections?tab=connections' })).json().items[0].other.isOnline,
    ).toBe(false);
  });

  it('gives no read receipt across a block, either way', async () => {
    for (const blockerIsReader of [true, false]) {
      const sender = await person('Receipt Sender');
      const reader = await person('Receipt Reader');
      await connect(t, sender, reader);
      const sent = (
        await as(t.app, sender, {
          method: 'POST',
          url: `/api/messages/${reader.id}`,
          payload: { content: 'did you read this?' },
        })
      ).json();
      const socket = await openSocket(base, sender);
      sockets.push(socket);
      if (blockerIsReader) await block(reader, sender);
      else await block(sender, reader);
      expect((await as(t.app, reader, { method: 'POST', url: `/api/messages/${sender.id}/read` })).statusCode).toBe(
        204,
      );
      const [row] = await t.database.db
        .select({ read: privateMessages.read })
        .from(privateMessages)
        .where(and(eq(privateMessages.id, sent.id)));
      expect(row!.read).toBe(false);
      const thread = (await as(t.app, sender, { method: 'GET', url: `/api/messages/${reader.id}` })).json();
      expect(thread.items[0]).toMatchObject({ id: sent.id, read: false });
      // The reader's own unread count still clears.
      expect((await as(t.app, reader, { method: 'GET', url: '/api/messages' })).json().unreadTotal).toBe(0);
      // An event sent after the read reaches the socket; no receipt came before it.
      const third = await person('Receipt Third');
      const request = (
        await as(t.app, sender, { method: 'POST', url: '/api/connections', payload: { receiverId: third.id } })
      ).json();
      await socket.next('connection', (e) => e.connection.id === request.id);
      expect(socket.events.some((e) => e.type === 'messages-read')).toBe(false);
    }
  });
});
