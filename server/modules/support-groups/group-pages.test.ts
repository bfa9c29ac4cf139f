import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupLimits, GroupMessages } from '../../../contracts/support-groups.js';
import { adminAuditLog, contentReports } from '../../db/schema/index.js';
import { supportGroupMembers, supportGroupMessages, supportGroups } from '../../db/schema/support-groups.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

/**
 * Groups are places (issue 44, decision 0063): each group's page with its host and next meeting,
 * whose link only its members (and its host, administrators) are ever sent; the members who chose
 * to be shown; a conversation only members read and write; the host manages it from the dashboard.
 */
const LINK = 'https://meet.example.org/evening-circle-7f3k';
const CRISIS = 'I have been thinking about ending my life.';

let t: TestApp;
let ngo: Member;
let otherNgo: Member;
let admin: Member;
let member: Member;
let stranger: Member;
beforeAll(async () => {
  t = await createTestApp();
  ngo = await createMember(t, 'ngo', { name: 'Asha Cancer Trust' });
  otherNgo = await createMember(t, 'ngo');
  admin = await createMember(t, 'admin');
  member = await createMember(t, 'patient', { name: 'Sunita Verma' });
  stranger = await createMember(t, 'caregiver');
});
afterAll(async () => t?.close());

async function groupWith(values: Partial<typeof supportGroups.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(supportGroups)
    .values({
      name: 'Evening circle',
      description: 'We meet online on Saturdays.',
      createdBy: ngo.id,
      meetingAt: new Date('2026-12-12T11:30:00Z'),
      meetingLink: LINK,
      ...values,
    })
    .returning({ id: supportGroups.id });
  return row!.id;
}
const join = async (who: Member, id: string) => {
  const res = await as(t.app, who, { method: 'PUT', url: `/api/support-groups/${id}/membership` });
  expect(res.statusCode, res.body).toBe(200);
};
const say = (who: Member | null, id: string, content: string) =>
  as(t.app, who, { method: 'POST', url: `/api/support-groups/${id}/messages`, payload: { content } });
const read = (who: Member | null, id: string) =>
  as(t.app, who, { method: 'GET', url: `/api/support-groups/${id}/messages` });
const page = (who: Member | null, id: string) => as(t.app, who, { method: 'GET', url: `/api/support-groups/${id}` });

describe("a group's page", () => {
  it('shows its description, host and next meeting to anyone; the link only to members, the host and admins', async () => {
    const id = await groupWith();
    await join(member, id);
    const seen = await page(null, id);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      name: 'Evening circle',
      description: 'We meet online on Saturdays.',
      host: { id: ngo.id, name: 'Asha Cancer Trust' },
      meetingAt: '2026-12-12T11:30:00.000Z',
      hasMeetingLink: true,
      meetingLink: null,
      showMe: null,
      canManage: false,
    });
    // Never in a non-member's answer: not the page, not the list, not My groups.
    for (const who of [null, stranger, otherNgo]) {
      expect((await page(who, id)).body).not.toContain(LINK);
      expect((await as(t.app, who, { url: '/api/support-groups?limit=48' })).body).not.toContain(LINK);
    }
    expect((await as(t.app, stranger, { url: '/api/support-groups/mine' })).body).not.toContain(LINK);
    for (const who of [member, ngo, admin]) expect((await page(who, id)).json().meetingLink, who.email).toBe(LINK);
    expect((await page(member, id)).json()).toMatchObject({ showMe: false, canManage: false, joinedByMe: true });
    expect((await page(ngo, id)).json().canManage).toBe(true);
    expect((await page(admin, id)).json().canManage).toBe(true);
    // A member who leaves is a stranger again.
    await as(t.app, member, { method: 'DELETE', url: `/api/support-groups/${id}/membership` });
    expect((await page(member, id)).body).not.toContain(LINK);
  });

  it('is not found for a private group outside it, or a group that is gone', async () => {
    const hidden = await groupWith({ isPrivate: true });
    expect((await page(stranger, hidden)).statusCode).toBe(404);
    expect((await page(null, hidden)).statusCode).toBe(404);
    expect((await page(ngo, hidden)).statusCode).toBe(200);
    const missing = await page(null, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(englishOf(GroupMessages.notFound));
  });
});

describe('the meeting, set by the host', () => {
  it('takes an IST date and time and a link from the host or an admin, and nobody else', async () => {
    const id = await groupWith({ meetingAt: null, meetingLink: null });
    const edit = (who: Member, payload: Record<string, unknown>) =>
      as(t.app, who, { method: 'PATCH', url: `/api/support-groups/${id}`, payload });
    const saved = await edit(ngo, {
      description: 'Now on Sundays.',
      meetingDate: '2027-01-10',
      meetingTime: '17:00',
      meetingLink: 'https://meet.example.org/sunday',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // 17:00 in India is 11:30 UTC.
    expect(saved.json()).toMatchObject({
      description: 'Now on Sundays.',
      meetingAt: '2027-01-10T11:30:00.000Z',
      meetingLink: 'https://meet.example.org/sunday',
    });
    for (const [payload, field] of [
      [{ meetingDate: '2027-02-31', meetingTime: '17:00' }, 'meetingDate'],
      [{ meetingDate: '2027-01-10', meetingTime: '' }, 'meetingTime'],
      [{ meetingLink: 'meet.example.org' }, 'meetingLink'],
      [{ meetingLink: 'javascript:alert(1)' }, 'meetingLink'],
    ] as const) {
      const bad = await edit(ngo, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json().error.issues[0].path).toBe(field);
    }
    expect((await edit(otherNgo, { meetingLink: 'https://evil.example.org' })).statusCode).toBe(403);
    expect((await edit(member, { meetingLink: 'https://evil.example.org' })).statusCode).toBe(403);
    expect((await edit(admin, { meetingDate: '', meetingTime: '', meetingLink: '' })).json()).toMatchObject({
      meetingAt: null,
      meetingLink: null,
      hasMeetingLink: false,
    });
  });
});

describe('the member list', () => {
  it("shows only members who chose 'Show me in the member list' (off by default), to those inside", async () => {
    const id = await groupWith();
    const shy = await createMember(t, 'survivor', { name: 'Kavita Shy' });
    const open = await createMember(t, 'survivor', { name: 'Rekha Open' });
    for (const m of [member, shy, open]) await join(m, id);
    const names = async (who: Member) => {
      const res = await as(t.app, who, { url: `/api/support-groups/${id}/members` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { name: string }[]; total: number };
    };
    expect(await names(member)).toEqual({ items: [], total: 3 });
    const chose = await as(t.app, open, {
      method: 'PATCH',
      url: `/api/support-groups/${id}/membership`,
      payload: { showInList: true },
    });
    expect(chose.json()).toEqual({ showInList: true });
    expect((await page(open, id)).json().showMe).toBe(true);
    expect((await names(member)).items.map((m) => m.name)).toEqual(['Rekha Open']);
    expect((await names(ngo)).items.map((m) => m.name)).toEqual(['Rekha Open']);
    // Outside the group: refused; a visitor must sign in.
    const refused = await as(t.app, stranger, { url: `/api/support-groups/${id}/members` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(englishOf(GroupMessages.membersOnly));
    expect((await as(t.app, null, { url: `/api/support-groups/${id}/members` })).statusCode).toBe(401);
    // Only a member has the choice.
    expect(
      (
        await as(t.app, stranger, {
          method: 'PATCH',
          url: `/api/support-groups/${id}/membership`,
          payload: { showInList: true },
        })
      ).statusCode,
    ).toBe(409);
    // A block, either way, hides the member.
    expect((await as(t.app, member, { method: 'PUT', url: `/api/blocks/${open.id}` })).statusCode).toBe(204);
    expect((await names(member)).items).toEqual([]);
    expect((await names(shy)).items.map((m) => m.name)).toEqual(['Rekha Open']);
  });

  it('is whole for the host and admins on the dashboard, and for nobody else', async () => {
    const id = await groupWith();
    await join(member, id);
    const all = await as(t.app, ngo, { url: `/api/ngo/groups/${id}/members` });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().items).toEqual([expect.objectContaining({ id: member.id, showInList: false })]);
    expect((await as(t.app, admin, { url: `/api/ngo/groups/${id}/members` })).json().items).toHaveLength(1);
    expect((await as(t.app, otherNgo, { url: `/api/ngo/groups/${id}/members` })).statusCode).toBe(403);
    expect((await as(t.app, member, { url: `/api/ngo/groups/${id}/members` })).statusCode).toBe(403);
  });
});

describe('the conversation', () => {
  it('is read and written by members only; the host and admins read it', async () => {
    const id = await groupWith();
    await join(member, id);
    const posted = await say(member, id, '  Namaste everyone, first time here.  ');
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({
      content: 'Namaste everyone, first time here.',
      author: { id: member.id, name: 'Sunita Verma' },
      isMine: true,
      canRemove: true,
    });
    expect(posted.json()).not.toHaveProperty('groupIsPrivate');
    for (const who of [member, ngo, admin]) {
      const res = await read(who, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items.map((m: { content: string }) => m.content)).toEqual([
        'Namaste everyone, first time here.',
      ]);
    }
    expect((await read(ngo, id)).json().items[0]).toMatchObject({ isMine: false, canRemove: true });
    for (const who of [stranger, otherNgo]) {
      const res = await read(who, id);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(englishOf(GroupMessages.membersOnly));
      expect(res.body).not.toContain('Namaste');
      expect((await say(who, id, 'Let me in')).statusCode).toBe(403);
    }
    expect((await read(null, id)).statusCode).toBe(401);
    expect((await say(null, id, 'Hello')).statusCode).toBe(401);
    // The host manages but writes only after joining.
    expect((await say(ngo, id, 'Welcome!')).statusCode).toBe(403);
    const empty = await say(member, id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.issues[0].message).toBe(englishOf(GroupMessages.messageEmpty));
    expect((await say(member, id, 'x'.repeat(GroupLimits.messageMax + 1))).statusCode).toBe(400);
  });

  it('pages newest first', async () => {
    const id = await groupWith();
    await join(member, id);
    for (const n of [1, 2, 3]) expect((await say(member, id, `Message ${n}`)).statusCode).toBe(201);
    const first = await as(t.app, member, { url: `/api/support-groups/${id}/messages?limit=2` });
    expect(first.json().items.map((m: { content: string }) => m.content)).toEqual(['Message 3', 'Message 2']);
    const next = await as(t.app, member, {
      url: `/api/support-groups/${id}/messages?limit=2&cursor=${encodeURIComponent(first.json().nextCursor)}`,
    });
    expect(next.json()).toMatchObject({ items: [{ content: 'Message 1' }], nextCursor: null });
  });

  it('is closed to a suspended member and a banned one, and holds an hourly limit', async () => {
    const id = await groupWith({ maxMembers: 10 });
    const suspended = await createMember(t);
    const banned = await createMember(t);
    const chatty = await createMember(t);
    for (const m of [suspended, banned, chatty]) await join(m, id);
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const act = (url: string, payload: Record<string, unknown>) =>
      as(t.app, admin, { method: 'PUT', url, payload }).then((r) => expect(r.statusCode, r.body).toBe(200));
    await act(`/api/admin/users/${suspended.id}/suspension`, { reason: 'Cooling off.', until });
    await act(`/api/admin/users/${banned.id}/ban`, { reason: 'Repeated spam.' });
    const refused = await say(suspended, id, 'Still here');
    expect(refused.statusCode).toBe(403);
    // A suspended member still reads (decision 0033); a banned one has no session at all.
    expect((await read(suspended, id)).statusCode).toBe(200);
    expect((await say(banned, id, 'Spam')).statusCode).toBe(401);
    expect((await read(banned, id)).statusCode).toBe(401);

    for (let i = 0; i < GroupLimits.messagesPerHour; i++)
      expect((await say(chatty, id, `Note ${i}`)).statusCode).toBe(201);
    const limited = await say(chatty, id, 'One more');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toContain('You have sent many messages in the last hour.');
    const contents = (await read(admin, id)).json().items.map((m: { content: string }) => m.content);
    expect(contents).not.toContain('Still here');
    expect(contents).not.toContain('One more');
  });

  it('does not show a member the messages of someone with a block between them', async () => {
    const id = await groupWith();
    const blocker = await createMember(t);
    const blocked = await createMember(t);
    for (const m of [blocker, blocked, member]) await join(m, id);
    expect((await say(blocked, id, 'From the blocked one')).statusCode).toBe(201);
    expect((await as(t.app, blocker, { method: 'PUT', url: `/api/blocks/${blocked.id}` })).statusCode).toBe(204);
    const texts = async (who: Member) =>
      (await read(who, id)).json().items.map((m: { content: string }) => m.content) as string[];
    expect(await texts(blocker)).toEqual([]);
    expect(await texts(member)).toEqual(['From the blocked one']);
    expect((await say(blocker, id, 'From the blocker')).statusCode).toBe(201);
    expect(await texts(blocked)).toEqual(['From the blocked one']);
  });

  it('lets the author, the host or an admin remove a message; the host and admin are audited', async () => {
    const id = await groupWith();
    const other = await createMember(t);
    for (const m of [member, other]) await join(m, id);
    const ids = await Promise.all(
      ['Mine to take back', 'For the host', 'For the admin'].map(async (c) => (await say(member, id, c)).json().id),
    );
    const remove = (who: Member, messageId: string) =>
      as(t.app, who, { method: 'DELETE', url: `/api/support-groups/${id}/messages/${messageId}` });
    const denied = await remove(other, ids[0]);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe(englishOf(GroupMessages.messageRemoveDenied));
    expect((await remove(otherNgo, ids[0])).statusCode).toBe(403);
    expect((await remove(member, ids[0])).statusCode).toBe(204);
    expect((await remove(ngo, ids[1])).statusCode).toBe(204);
    expect((await remove(admin, ids[2])).statusCode).toBe(204);
    expect((await remove(admin, ids[2])).statusCode).toBe(404);
    expect((await read(member, id)).json().items).toEqual([]);
    const audits = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'group_message_removed'), eq(adminAuditLog.targetUserId, member.id)));
    expect(audits.map((a) => [a.adminId, (a.details as { messageId: string }).messageId]).sort()).toEqual(
      [
        [ngo.id, ids[1]],
        [admin.id, ids[2]],
      ].sort(),
    );
  });

  it('is reportable by those who read it, and moderators remove a reported message', async () => {
    const id = await groupWith();
    const other = await createMember(t);
    for (const m of [member, other]) await join(m, id);
    const messageId = (await say(member, id, 'Buy my miracle cure, call now')).json().id;
    const report = (who: Member) =>
      as(t.app, who, {
        method: 'POST',
        url: `/api/support-groups/${id}/messages/${messageId}/reports`,
        payload: { reason: 'harmful_advice' },
      });
    expect((await report(stranger)).statusCode).toBe(404);
    const filed = await report(other);
    expect(filed.statusCode, filed.body).toBe(200);
    const queue = await as(t.app, admin, { url: '/api/admin/reports' });
    const item = (queue.json().items as { id: string; targetId: string; targetType: string }[]).find(
      (i) => i.targetId === messageId,
    );
    expect(item).toMatchObject({ targetType: 'group_message' });
    const acted = await as(t.app, admin, {
      method: 'POST',
      url: `/api/admin/reports/${item!.id}/actions`,
      payload: { action: 'remove' },
    });
    expect(acted.statusCode, acted.body).toBeLessThan(300);
    expect((await read(other, id)).json().items).toEqual([]);
  });

  it("gives the writer the safety notice; a public group's crisis is filed, a private group's is not", async () => {
    const open = await groupWith();
    const closed = await groupWith({ isPrivate: true });
    await join(member, open);
    // A private group is joined by invitation (outside this app): its membership is written here.
    await t.database.db.insert(supportGroupMembers).values({ groupId: closed, userId: member.id });
    const said = await say(member, open, CRISIS);
    expect(said.json().safety).toEqual({ kind: 'self_harm', level: 'crisis' });
    const quiet = await say(member, closed, CRISIS);
    expect(quiet.json().safety).toEqual({ kind: 'self_harm', level: 'crisis' });
    const systemItems = (targetId: string) =>
      t.database.db
        .select()
        .from(contentReports)
        .where(and(eq(contentReports.targetId, targetId), isNull(contentReports.reporterId)));
    expect(await systemItems(said.json().id)).toHaveLength(1);
    expect(await systemItems(quiet.json().id)).toEqual([]);
  });
});

describe('My groups', () => {
  it("lists the groups the member joined, newest first, and nobody else's", async () => {
    const me = await createMember(t);
    const first = await groupWith({ name: 'Morning walkers' });
    const second = await groupWith({ name: 'Head and neck circle' });
    await groupWith({ name: 'Not joined' });
    await join(me, first);
    await join(me, second);
    const mine = await as(t.app, me, { url: '/api/support-groups/mine' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().items.map((g: { name: string }) => g.name)).toEqual(['Head and neck circle', 'Morning walkers']);
    expect(mine.json().items[0].meetingLink).toBe(LINK);
    expect((await as(t.app, null, { url: '/api/support-groups/mine' })).statusCode).toBe(401);
  });
});

describe("the member's data rights", () => {
  it("exports the member's messages and choices, and erasure takes the messages and memberships", async () => {
    const m = await createMember(t, 'patient', { password: 'Monsoon-garden-42' });
    const id = await groupWith();
    await join(m, id);
    await as(t.app, m, { method: 'PATCH', url: `/api/support-groups/${id}/membership`, payload: { showInList: true } });
    expect((await say(m, id, 'My words in the circle')).statusCode).toBe(201);
    const rights = t.app.platform.dataRights
      .contributions()
      .find((c) => c.domain === 'supportGroups')!
      .export({ id: m.id, email: m.email });
    const { sections } = await rights;
    expect(sections.groupMessages).toEqual([
      expect.objectContaining({ groupId: id, content: 'My words in the circle', group: 'Evening circle' }),
    ]);
    expect(sections.groupMemberships).toEqual([expect.objectContaining({ groupId: id, showInList: true })]);

    const erased = await as(t.app, m, { method: 'POST', url: '/api/me/erase', payload: { password: m.password } });
    expect(erased.statusCode, erased.body).toBe(204);
    const left = await t.database.db.select().from(supportGroupMessages).where(eq(supportGroupMessages.userId, m.id));
    expect(left).toEqual([]);
    expect(await t.database.db.select().from(supportGroupMembers).where(eq(supportGroupMembers.userId, m.id))).toEqual(
      [],
    );
    expect((await page(null, id)).json().memberCount).toBe(0);
  });
});
