import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionMessages } from '../../../contracts/connections.js';
import { connections, contentReports, notifications } from '../../db/schema/index.js';
import { as, createMember, createTestApp, profileForm, type Member, type TestApp } from '../../test/helpers.js';
import { connect } from '../../test/people.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

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
const request = (from: Member, to: Member, message?: string | null) =>
  as(t.app, from, { method: 'POST', url: '/api/connections', payload: { receiverId: to.id, message } });
const act = (who: Member, id: string, action: string) =>
  as(t.app, who, { method: 'PATCH', url: `/api/connections/${id}`, payload: { action } });
const discover = async (who: Member, q = '') =>
  (
    await as(t.app, who, {
      method: 'GET',
      url: `/api/connect/discover?limit=60${q ? `&q=${encodeURIComponent(q)}` : ''}`,
    })
  ).json();
const relation = async (who: Member, other: Member) =>
  (await as(t.app, who, { method: 'GET', url: `/api/people/${other.id}/relation` })).json();
const counts = async (who: Member) => (await as(t.app, who, { method: 'GET', url: '/api/connections/counts' })).json();

describe('Discover', () => {
  it('finds other members by name, role or location in any case, never oneself, with the card of the specification', async () => {
    const me = await person('Kavya Iyer', { location: 'Chennai' });
    const other = await person('Rohan Deshpande', {
      location: 'Pune, Maharashtra',
      bio: 'Two years after lymphoma.',
      cancerType: 'blood',
      ageGroup: '30-39',
      role: 'survivor',
    });
    const byName = await discover(me, 'rohan DESH');
    expect(byName.items.map((c: { id: string }) => c.id)).toEqual([other.id]);
    expect(byName.items[0]).toMatchObject({
      fullName: 'Rohan Deshpande',
      role: 'survivor',
      bio: 'Two years after lymphoma.',
      cancerType: 'blood',
      location: 'Pune, Maharashtra',
      ageGroup: '30-39',
      relation: 'none',
      connectionId: null,
    });
    expect(byName.items[0].displayId).toMatch(/\S/);
    expect((await discover(me, 'pune')).items.map((c: { id: string }) => c.id)).toContain(other.id);
    expect((await discover(me, 'SURVIVOR')).items.map((c: { id: string }) => c.id)).toContain(other.id);
    expect((await discover(me, 'Kavya')).items).toEqual([]);
    expect((await discover(me, '100%_')).items).toEqual([]);
    // The member who was just active is online.
    expect(byName.items[0].isOnline).toBe(true);
  });

  it('pages with a cursor, newest members first', async () => {
    const me = await person('Pager');
    for (let i = 0; i < 3; i++) await person(`Paging Person ${i}`);
    const first = (
      await as(t.app, me, { method: 'GET', url: '/api/connect/discover?q=Paging%20Person&limit=2' })
    ).json();
    expect(first.items.map((c: { fullName: string }) => c.fullName)).toEqual(['Paging Person 2', 'Paging Person 1']);
    const second = (
      await as(t.app, me, {
        method: 'GET',
        url: `/api/connect/discover?q=Paging%20Person&limit=2&cursor=${first.nextCursor}`,
      })
    ).json();
    expect(second.items.map((c: { fullName: string }) => c.fullName)).toEqual(['Paging Person 0']);
    expect(second.nextCursor).toBeNull();
  });

  it("respects a member's choice: nobody, or only members who share a role or a cancer type, and hides the online status on request", async () => {
    const hidden = await person('Hidden Harsha');
    const shared = await person('Shared Shreya', { cancerType: 'lung', role: 'caregiver' });
    const sameCancer = await person('Lung Lata', { cancerType: 'lung' });
    const stranger = await person('Other Omkar', { cancerType: 'skin' });
    expect(
      (
        await as(t.app, hidden, {
          method: 'PATCH',
          url: '/api/me/privacy',
          payload: { discoverable: 'nobody', showOnline: false },
        })
      ).json(),
    ).toEqual({ discoverable: 'nobody', requestsFrom: 'everyone', showOnline: false });
    await as(t.app, shared, { method: 'PATCH', url: '/api/me/privacy', payload: { discoverable: 'shared' } });
    expect((await discover(stranger, 'Hidden Harsha')).items).toEqual([]);
    expect((await discover(stranger, 'Shared Shreya')).items).toEqual([]);
    expect((await discover(sameCancer, 'Shared Shreya')).items).toHaveLength(1);
    await as(t.app, hidden, { method: 'PATCH', url: '/api/me/privacy', payload: { discoverable: 'everyone' } });
    const card = (await discover(stranger, 'Hidden Harsha')).items[0];
    expect(card.isOnline).toBe(false);
    expect(
      (await as(t.app, hidden, { method: 'PATCH', url: '/api/me/privacy', payload: { discoverable: 'friends' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('requests', () => {
  it('sends with a trimmed message (empty becomes null), shows each side its state, and notifies the receiver', async () => {
    const a = await person('Asha Requester');
    const b = await person('Bhavesh Receiver');
    const res = await request(a, b, '   Hello from Nagpur!  ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      message: 'Hello from Nagpur!',
      requesterId: a.id,
      receiverId: b.id,
      acceptedAt: null,
      other: { id: b.id, fullName: 'Bhavesh Receiver' },
    });
    expect((await discover(a, 'Bhavesh Receiver')).items[0]).toMatchObject({
      relation: 'sent',
      connectionId: res.json().id,
    });
    expect((await discover(b, 'Asha Requester')).items[0]).toMatchObject({ relation: 'received' });
    expect(await counts(a)).toEqual({ requests: 0, connections: 0, sent: 1 });
    expect(await counts(b)).toEqual({ requests: 1, connections: 0, sent: 0 });
    const received = (await as(t.app, b, { method: 'GET', url: '/api/connections?tab=requests' })).json();
    expect(received.items).toHaveLength(1);
    expect(received.items[0]).toMatchObject({
      message: 'Hello from Nagpur!',
      other: { id: a.id, fullName: 'Asha Requester', role: 'patient' },
    });
    const bell = (await as(t.app, b, { method: 'GET', url: '/api/notifications' })).json();
    expect(bell.items[0]).toMatchObject({
      type: 'connection_request',
      title: 'New Connection Request',
      message: 'Asha Requester would like to connect with you.',
      actionUrl: '/connect?tab=requests',
      isRead: false,
    });

    const c = await person('Chitra Blank');
    const blank = await request(c, b, '    ');
    expect(blank.json().message).toBeNull();
  });

  it('refuses a second pending or accepted connection in either direction, and a request to oneself', async () => {
    const a = await person('Dup A');
    const b = await person('Dup B');
    expect((await request(a, b)).statusCode).toBe(201);
    const again = await request(a, b);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(englishOf(ConnectionMessages.duplicate));
    expect((await request(b, a)).statusCode).toBe(409);
    const self = await request(a, a);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(englishOf(ConnectionMessages.self));
    expect(
      (await as(t.app, a, { method: 'POST', url: '/api/connections', payload: { receiverId: 'no-such-member' } }))
        .statusCode,
    ).toBe(404);
  });

  it('stores only one of many requests sent at the same moment, in both directions', async () => {
    const a = await person('Race A');
    const b = await person('Race B');
    const results = await Promise.all([
      request(a, b),
      request(b, a),
      request(a, b),
      request(b, a),
      request(a, b),
      request(b, a),
    ]);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(connections)
      .where(
        sql`least(${connections.requesterId}, ${connections.receiverId}) = least(${a.id}, ${b.id}) and greatest(${connections.requesterId}, ${connections.receiverId}) = greatest(${a.id}, ${b.id})`,
      );
    expect(row!.n).toBe(1);
  });

  it('lets only the receiver accept or decline and only the sender cancel; after a decline or cancel a new request may be sent', async () => {
    const a = await person('Flow A');
    const b = await person('Flow B');
    const outsider = await person('Flow Outsider');
    const first = (await request(a, b)).json().id as string;
    expect((await act(a, first, 'accept')).statusCode).toBe(403);
    expect((await act(a, first, 'accept')).json().error.message).toBe(englishOf(ConnectionMessages.receiverOnly));
    expect((await act(b, first, 'cancel')).json().error.message).toBe(englishOf(ConnectionMessages.requesterOnly));
    expect((await act(outsider, first, 'decline')).statusCode).toBe(404);
    expect((await act(b, first, 'decline')).json()).toMatchObject({ status: 'declined', acceptedAt: null });
    expect((await act(b, first, 'accept')).json().error.message).toBe(englishOf(ConnectionMessages.notPending));
    expect((await discover(a, 'Flow B')).items[0].relation).toBe('none');

    const second = (await request(b, a)).json().id as string;
    expect((await act(b, second, 'cancel')).json().status).toBe('cancelled');
    const third = (await request(a, b)).json().id as string;
    const accepted = (await act(b, third, 'accept')).json();
    expect(accepted.status).toBe('accepted');
    expect(accepted.acceptedAt).not.toBeNull();
    expect((await discover(a, 'Flow B')).items[0].relation).toBe('connected');
    expect(await relation(a, b)).toEqual({
      relation: 'connected',
      connectionId: third,
      canMessage: true,
      canRequest: false,
      blockedByMe: false,
    });
    expect(await counts(b)).toEqual({ requests: 0, connections: 1, sent: 0 });
    const list = (await as(t.app, a, { method: 'GET', url: '/api/connections?tab=connections' })).json();
    expect(list.items.map((c: { other: { id: string } }) => c.other.id)).toEqual([b.id]);
    const bell = (await as(t.app, a, { method: 'GET', url: '/api/notifications' })).json();
    expect(bell.items[0]).toMatchObject({
      type: 'connection_accepted',
      title: 'Connection Accepted',
      actionUrl: `/messages/${b.id}`,
    });
    expect(
      (await as(t.app, a, { method: 'PATCH', url: '/api/connections/not-a-uuid', payload: { action: 'accept' } }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses requests the receiver does not take: nobody, or members who share nothing with them', async () => {
    const closed = await person('Closed Chandra', { cancerType: 'breast' });
    const sharing = await person('Sharing Sunita', { cancerType: 'breast' });
    const stranger = await person('Stranger Suresh', { cancerType: 'colon', role: 'volunteer' });
    await as(t.app, closed, { method: 'PATCH', url: '/api/me/privacy', payload: { requestsFrom: 'nobody' } });
    const refused = await request(stranger, closed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(englishOf(ConnectionMessages.notAccepting));
    expect((await relation(stranger, closed)).canRequest).toBe(false);
    await as(t.app, closed, { method: 'PATCH', url: '/api/me/privacy', payload: { requestsFrom: 'shared' } });
    expect((await request(stranger, closed)).statusCode).toBe(403);
    expect((await relation(sharing, closed)).canRequest).toBe(true);
    expect((await request(sharing, closed)).statusCode).toBe(201);
  });

  it('says in Hindi why a request was refused', async () => {
    const a = await person('Hindi A');
    const res = await as(t.app, a, {
      method: 'POST',
      url: '/api/connections',
      payload: { receiverId: a.id },
      headers: { 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/[\u0900-\u097F]/);
  });
});

describe('blocking', () => {
  it('ends the connection and stops requests, messages and discovery either way; lifting it makes them strangers', async () => {
    const a = await person('Block A');
    const b = await person('Block B');
    await connect(t, a, b);
    expect((await as(t.app, a, { method: 'PUT', url: `/api/blocks/${b.id}` })).statusCode).toBe(204);
    expect(await relation(a, b)).toMatchObject({
      relation: 'blocked',
      blockedByMe: true,
      canMessage: false,
      canRequest: false,
    });
    // The blocked member is answered as if the blocker did not exist.
    expect((await as(t.app, b, { method: 'GET', url: `/api/people/${a.id}/relation` })).statusCode).toBe(404);
    expect((await discover(a, 'Block B')).items).toEqual([]);
    expect((await discover(b, 'Block A')).items).toEqual([]);
    expect((await request(b, a)).statusCode).toBe(403);
    expect((await request(a, b)).statusCode).toBe(403);
    expect(
      (await as(t.app, b, { method: 'POST', url: `/api/messages/${a.id}`, payload: { content: 'hello?' } })).statusCode,
    ).toBe(403);
    expect(await counts(a)).toEqual({ requests: 0, connections: 0, sent: 0 });
    const list = (await as(t.app, a, { method: 'GET', url: '/api/blocks' })).json();
    expect(list.items.map((m: { id: string }) => m.id)).toEqual([b.id]);
    expect((await as(t.app, a, { method: 'PUT', url: `/api/blocks/${a.id}` })).statusCode).toBe(400);
    expect((await as(t.app, a, { method: 'DELETE', url: `/api/blocks/${b.id}` })).statusCode).toBe(204);
    expect((await relation(a, b)).relation).toBe('none');
  });

  it('lets a member report a profile once, for the moderators', async () => {
    const a = await person('Reporter R');
    const b = await person('Reported P');
    const first = await as(t.app, a, {
      method: 'POST',
      url: `/api/people/${b.id}/reports`,
      payload: { reason: 'harassment', note: ' Unkind messages ' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().alreadyReported).toBe(false);
    expect(
      (
        await as(t.app, a, { method: 'POST', url: `/api/people/${b.id}/reports`, payload: { reason: 'harassment' } })
      ).json().alreadyReported,
    ).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(contentReports)
      .where(and(eq(contentReports.targetType, 'profile'), eq(contentReports.targetId, b.id)));
    expect(row).toMatchObject({ reporterId: a.id, reason: 'harassment', note: 'Unkind messages' });
    expect(
      (await as(t.app, a, { method: 'POST', url: `/api/people/${a.id}/reports`, payload: { reason: 'spam' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('notification settings', () => {
  it('a member who switches every channel off for connections gets none for requests', async () => {
    const a = await person('Pref A');
    const b = await person('Pref B');
    const off = { inApp: false, email: false, push: false };
    expect(
      (
        await as(t.app, b, {
          method: 'PATCH',
          url: '/api/notifications/settings',
          payload: { channels: { connections: off } },
        })
      ).json().channels.connections,
    ).toEqual(off);
    await request(a, b);
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, b.id));
    expect(rows).toEqual([]);
    expect(
      (await as(t.app, b, { method: 'GET', url: '/api/notifications/settings' })).json().channels.connections,
    ).toEqual(off);
  });
});

describe('a request whose note reads as a scam (issue 41, decision 0075)', () => {
  it('warns its receiver, and nobody else, before they answer', async () => {
    const stranger = await person('Rakesh Stranger');
    const receiver = await person('Sunita Receiver');
    const friend = await person('Meena Friend');
    const scam = await request(
      stranger,
      receiver,
      'Madam your treatment grant of ₹50,000 is approved. Send ₹999 processing fee to grant.help@okaxis today.',
    );
    expect(scam.statusCode, scam.body).toBe(201);
    expect(scam.json().caution).toBe(false);
    const kind = await request(
      friend,
      receiver,
      'I saw your post about your mother. My father had the same surgery at Tata.',
    );
    expect(kind.statusCode, kind.body).toBe(201);

    const received = (await as(t.app, receiver, { method: 'GET', url: '/api/connections?tab=requests' })).json();
    const byName = (name: string) =>
      received.items.find((c: { other: { fullName: string } }) => c.other.fullName === name);
    expect(byName('Rakesh Stranger').caution).toBe(true);
    expect(byName('Meena Friend').caution).toBe(false);
    const sent = (await as(t.app, stranger, { method: 'GET', url: '/api/connections?tab=sent' })).json();
    expect(sent.items[0].caution).toBe(false);

    // Once answered, the warning has done its work.
    const accepted = await act(receiver, scam.json().id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const connected = (await as(t.app, receiver, { method: 'GET', url: '/api/connections?tab=connections' })).json();
    expect(connected.items.every((c: { caution: boolean }) => !c.caution)).toBe(true);
  });
});
