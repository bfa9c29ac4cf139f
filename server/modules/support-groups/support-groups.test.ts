import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupMessages, GroupTypes, groupMaxMembers } from '../../../contracts/support-groups.js';
import { supportGroupMembers, supportGroups } from '../../db/schema/support-groups.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
let ngo: Member;
let admin: Member;
let member: Member;
beforeAll(async () => {
  t = await createTestApp();
  ngo = await createMember(t, 'ngo');
  admin = await createMember(t, 'admin');
  member = await createMember(t, 'patient');
});
afterAll(async () => t?.close());

const create = (who: Member | null, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'POST', url: '/api/support-groups', payload });

async function groupWith(values: Partial<typeof supportGroups.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(supportGroups)
    .values({ name: 'Evening circle', createdBy: ngo.id, ...values })
    .returning({ id: supportGroups.id });
  return row!.id;
}

describe('creating a group', () => {
  it('is for admins and NGOs; public by default; max members 1 to 500 with 20 for an invalid entry', async () => {
    const res = await create(ngo, {
      name: '  Caregivers circle  ',
      description: 'Weekly, online',
      groupType: 'caregiver',
      maxMembers: '35',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Caregivers circle',
      groupType: 'caregiver',
      isPrivate: false,
      maxMembers: 35,
      memberCount: 0,
    });
    for (const [input, expected] of [
      ['0', 20],
      ['501', 20],
      ['abc', 20],
      ['', 20],
      [undefined, 20],
      ['1', 1],
      ['500', 500],
      [12, 12],
      [2.5, 20],
    ] as const)
      expect(groupMaxMembers(input), String(input)).toBe(expected);
    expect((await create(admin, { name: 'Admins group', maxMembers: 'lots' })).json().maxMembers).toBe(20);
    const refused = await create(member, { name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(englishOf(GroupMessages.manageDenied));
    const unnamed = await create(ngo, { name: '  ' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().error.message).toContain('Group name is required.');
  });

  it("takes the specification's five types (the administrators' form offers treatment too) and no other", async () => {
    const id = await groupWith();
    for (const groupType of GroupTypes) {
      const res = await as(t.app, admin, { method: 'PATCH', url: `/api/support-groups/${id}`, payload: { groupType } });
      expect(res.json().groupType, res.body).toBe(groupType);
    }
    expect((await create(admin, { name: 'A treatment group', groupType: 'treatment' })).json().groupType).toBe(
      'treatment',
    );
    expect(GroupTypes).toEqual(['general', 'cancer_specific', 'treatment', 'caregiver', 'survivor']);
    expect((await create(admin, { name: 'Odd', groupType: 'party' })).statusCode).toBe(400);
  });
});

describe('joining and leaving', () => {
  it('counts members, refuses a second join, and lets a member leave', async () => {
    const id = await groupWith();
    const joined = await as(t.app, member, { method: 'PUT', url: `/api/support-groups/${id}/membership` });
    expect(joined.json()).toMatchObject({ joinedByMe: true, memberCount: 1 });
    const again = await as(t.app, member, { method: 'PUT', url: `/api/support-groups/${id}/membership` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(englishOf(GroupMessages.alreadyMember));
    expect(
      (await as(t.app, null, { url: '/api/support-groups?limit=48' }))
        .json()
        .items.find((g: { id: string }) => g.id === id).memberCount,
    ).toBe(1);
    expect(
      (await as(t.app, member, { method: 'DELETE', url: `/api/support-groups/${id}/membership` })).json(),
    ).toMatchObject({ joinedByMe: false, memberCount: 0 });
  });

  it('gives the last place to exactly one of many members joining at once', async () => {
    const id = await groupWith({ maxMembers: 3 });
    const people = await Promise.all(Array.from({ length: 7 }, () => createMember(t)));
    const answers = await Promise.all(
      people.map((p) => as(t.app, p, { method: 'PUT', url: `/api/support-groups/${id}/membership` })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of answers.filter((x) => x.statusCode !== 200))
      expect(r.json().error.message).toBe(englishOf(GroupMessages.full));
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(supportGroupMembers)
      .where(eq(supportGroupMembers.groupId, id));
    expect(rows!.n).toBe(3);
  });
});

describe('private groups and deleting', () => {
  it('shows a private group only to its members, its creator and admins', async () => {
    const id = await groupWith({ name: 'Quiet room', isPrivate: true });
    const names = async (who: Member | null) =>
      (await as(t.app, who, { url: '/api/support-groups?limit=48' })).json().items.map((g: { id: string }) => g.id);
    expect(await names(null)).not.toContain(id);
    expect(await names(member)).not.toContain(id);
    expect(await names(ngo)).toContain(id);
    expect(await names(admin)).toContain(id);
    expect((await as(t.app, member, { method: 'PUT', url: `/api/support-groups/${id}/membership` })).statusCode).toBe(
      404,
    );
  });

  it("is for admins only, in the specification's words", async () => {
    const id = await groupWith();
    for (const who of [member, ngo]) {
      const res = await as(t.app, who, { method: 'DELETE', url: `/api/support-groups/${id}` });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Only admins can delete support groups.');
    }
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/support-groups/${id}` })).statusCode).toBe(204);
  });

  it('searches name and description, in Hindi too', async () => {
    const hindi = await groupWith({ name: 'देखभाल करने वालों का समूह', description: 'हर शनिवार ऑनलाइन' });
    const english = await groupWith({
      name: 'Head and neck cancer',
      description: 'Speech and swallowing after surgery',
    });
    const ids = async (q: string) =>
      (await as(t.app, null, { url: `/api/support-groups?q=${encodeURIComponent(q)}&limit=48` }))
        .json()
        .items.map((g: { id: string }) => g.id);
    expect(await ids('शनिवार')).toEqual([hindi]);
    expect(await ids('swallow')).toEqual([english]);
  });
});

describe("the NGO dashboard's groups", () => {
  it('lists only the groups the NGO created, newest first, which the NGO edits and others cannot', async () => {
    const other = await createMember(t, 'ngo');
    const older = await groupWith({ name: 'Mine, older', createdAt: new Date(Date.now() - 60_000) });
    const newer = await groupWith({ name: 'Mine, private', isPrivate: true });
    const theirs = await groupWith({ name: 'Theirs', createdBy: other.id });
    const mine = await as(t.app, ngo, { method: 'GET', url: '/api/ngo/groups' });
    expect(mine.statusCode, mine.body).toBe(200);
    const ids = mine.json().items.map((g: { id: string }) => g.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).toContain(older);
    expect(ids).not.toContain(theirs);
    expect(
      (await as(t.app, admin, { method: 'GET', url: '/api/ngo/groups?limit=48' }))
        .json()
        .items.map((g: { id: string }) => g.id),
    ).toContain(theirs);
    expect((await as(t.app, member, { method: 'GET', url: '/api/ngo/groups' })).statusCode).toBe(403);

    const edited = await as(t.app, ngo, {
      method: 'PATCH',
      url: `/api/support-groups/${older}`,
      payload: { name: 'Renamed circle', groupType: 'survivor', maxMembers: 40, isPrivate: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Renamed circle',
      groupType: 'survivor',
      maxMembers: 40,
      isPrivate: true,
    });
    expect(
      (await as(t.app, other, { method: 'PATCH', url: `/api/support-groups/${older}`, payload: { name: 'Taken' } }))
        .statusCode,
    ).toBe(403);
    const blank = await as(t.app, ngo, {
      method: 'PATCH',
      url: `/api/support-groups/${older}`,
      payload: { name: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.issues[0].path).toBe('name');
  });
});
