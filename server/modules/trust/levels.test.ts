import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TRUST_SETTINGS, TrustMessages } from '../../../contracts/trust.js';
import { user } from '../../db/schema/index.js';
import { englishOf, messageIn } from '../../platform/i18n.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { earnedLevel } from './levels.js';
import { linksIn, mentionsIn } from './guard.js';

let t: TestApp;
let admin: Member;
let helper: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin', { name: 'Asha Arora' });
  helper = await createMember(t, 'caregiver', { name: 'Kavita Menon' });
});
afterAll(async () => t?.close());

const THREE_LINKS =
  'Helpful reading: https://tmc.gov.in/patients, www.cancerindia.org.in and pmjay.gov.in for the scheme.';
const post = (who: Member, payload: Record<string, unknown>, language = 'en') =>
  as(t.app, who, {
    method: 'POST',
    url: '/api/forum/posts',
    payload: { title: 'Where to read about treatment', ...payload },
    headers: { 'accept-language': language },
  });
const reply = (who: Member, postId: string, content: string) =>
  as(t.app, who, { method: 'POST', url: `/api/forum/posts/${postId}/replies`, payload: { content } });
const mine = async (who: Member) => (await as(t.app, who, { method: 'GET', url: '/api/me/trust' })).json();

/** Moves a member's joining date back, as if they had been here that many days. */
async function joinedDaysAgo(who: Member, days: number) {
  await t.database.db
    .update(user)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(user.id, who.id));
}

describe('what a level takes', () => {
  const s = DEFAULT_TRUST_SETTINGS;
  const activity = { daysSinceJoining: 0, contributions: 0, replies: 0, heartsReceived: 0, upheldReports: 0 };
  it('is New at first, Member after days and contributions, Regular after a month of replies and hearts', () => {
    expect(earnedLevel(activity, s)).toBe('new');
    expect(earnedLevel({ ...activity, daysSinceJoining: 3 }, s)).toBe('new');
    expect(earnedLevel({ ...activity, daysSinceJoining: 3, contributions: 2 }, s)).toBe('member');
    expect(
      earnedLevel({ ...activity, daysSinceJoining: 30, contributions: 15, replies: 15, heartsReceived: 10 }, s),
    ).toBe('regular');
  });
  it('keeps a member whose reported content a moderator removed at New', () => {
    expect(
      earnedLevel(
        { ...activity, daysSinceJoining: 90, contributions: 40, replies: 40, heartsReceived: 40, upheldReports: 1 },
        s,
      ),
    ).toBe('new');
  });
  it('counts links written to slip past filters, pictures and distinct mentions', () => {
    expect(linksIn(THREE_LINKS)).toBe(3);
    expect(linksIn('join t(dot)me/curegroup ![scan](https://x.example.com/a.png)')).toBe(2);
    expect(linksIn('Write to asha@example.org or call 1800-11-6666')).toBe(0);
    expect(mentionsIn('@asha @ravi.m and @ASHA again, mail meera@example.org')).toBe(2);
  });
});

describe("a new member's limits", () => {
  it('refuses a post with three links, saying why in the member’s language, and stores nothing', async () => {
    const newcomer = await createMember(t, 'patient', { name: 'Rohit Verma' });
    const refused = await post(newcomer, { content: THREE_LINKS });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(englishOf(TrustMessages.tooManyLinks({ count: 1 })));
    // The words sit on the field that holds the links, so the form shows them there.
    expect(refused.json().error.issues).toEqual([
      expect.objectContaining({ path: 'content', key: 'trust.tooManyLinks' }),
    ]);
    const inHindi = await post(newcomer, { content: THREE_LINKS }, 'hi');
    expect(inHindi.json().error.message).toBe(messageIn('hi', TrustMessages.tooManyLinks({ count: 1 })));
    expect(inHindi.json().error.message).toContain('लिंक');
    const list = await as(t.app, newcomer, { method: 'GET', url: '/api/forum/posts?mine=true' });
    expect(JSON.stringify(list.json())).not.toContain('Where to read about treatment');
    // One link is fine.
    expect((await post(newcomer, { content: 'The scheme: https://pmjay.gov.in' })).statusCode).toBe(201);
  });

  it('refuses three mentions and an edit that adds a link, and lets a reply with one link through', async () => {
    const newcomer = await createMember(t, 'survivor', { name: 'Farah Khan' });
    const mentions = await post(newcomer, { content: 'Thank you @asha_a @kavita_m @ravi_k for the help' });
    expect(mentions.statusCode).toBe(403);
    expect(mentions.json().error.message).toBe(englishOf(TrustMessages.tooManyMentions({ count: 2 })));
    const created = await post(newcomer, { content: 'My first week of chemo was hard.' });
    const id = created.json().post.id as string;
    const edit = await as(t.app, newcomer, {
      method: 'PATCH',
      url: `/api/forum/posts/${id}`,
      payload: { title: 'Where to read about treatment', content: 'Buy here: www.herbal-cure.shop' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.message).toBe(englishOf(TrustMessages.editIntoLink));
    expect((await reply(newcomer, id, 'The helpline page: https://tmc.gov.in')).statusCode).toBe(201);
  });

  it('lifts the limits once the member has been here a few days and taken part, and staff are never limited', async () => {
    const member = await createMember(t, 'caregiver', { name: 'Deepa Iyer' });
    const before = await mine(member);
    expect(before.level).toBe('new');
    expect(before.next.level).toBe('member');
    expect(before.next.steps.map((s: { what: string }) => s.what)).toEqual(['days', 'contributions']);
    expect(before.limits.find((l: { name: string }) => l.name === 'links')).toMatchObject({ applies: true, max: 1 });

    await joinedDaysAgo(member, 4);
    const first = await post(member, { content: 'Week one of radiation for my mother.' });
    await reply(member, first.json().post.id, 'She is resting today.');
    const after = await mine(member);
    expect(after.level).toBe('member');
    expect(after.next.level).toBe('regular');
    expect(after.limits.every((l: { applies: boolean }) => !l.applies)).toBe(true);
    expect((await post(member, { content: THREE_LINKS })).statusCode).toBe(201);
    expect((await post(admin, { content: THREE_LINKS })).statusCode).toBe(201);
    expect((await mine(admin)).level).toBe('staff');
  });
});

describe('the scheduled work and the administrators', () => {
  it('recounts every member and shows the level in the Users tab; a lock holds over activity and is audited', async () => {
    await joinedDaysAgo(helper, 10);
    const p = await post(helper, { content: 'What helped with mouth sores?' });
    await reply(helper, p.json().post.id, 'Salt water rinses helped me.');
    await t.app.services.modules.get('trust').recalculate(new Date());
    const users = await as(t.app, admin, { method: 'GET', url: `/api/admin/users?q=${encodeURIComponent('Kavita')}` });
    expect(users.json().items[0].trust).toEqual({ level: 'member', locked: false });

    const locked = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/users/${helper.id}/trust-level`,
      payload: { level: 'new' },
    });
    expect(locked.json()).toEqual({ userId: helper.id, level: 'new', locked: true });
    await t.app.services.modules.get('trust').recalculate(new Date());
    expect((await mine(helper)).level).toBe('new');
    expect((await mine(helper)).next).toBeNull();
    expect((await post(helper, { content: THREE_LINKS })).statusCode).toBe(403);

    const refused = await as(t.app, helper, {
      method: 'PUT',
      url: `/api/admin/users/${helper.id}/trust-level`,
      payload: { level: 'regular' },
    });
    expect(refused.statusCode).toBe(403);
    const adminLock = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/users/${admin.id}/trust-level`,
      payload: { level: 'new' },
    });
    expect(adminLock.statusCode).toBe(400);

    await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/users/${helper.id}/trust-level`,
      payload: { level: null },
    });
    expect((await mine(helper)).level).toBe('member');
    const audit = await as(t.app, admin, { method: 'GET', url: '/api/admin/audit-log' });
    expect(JSON.stringify(audit.json())).toContain('trust_level_locked');
  });

  it('lets an administrator change a threshold and a limit, and refuses a member', async () => {
    const settings = (await as(t.app, admin, { method: 'GET', url: '/api/admin/trust/settings' })).json();
    expect(settings).toEqual(DEFAULT_TRUST_SETTINGS);
    const saved = await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/trust/settings',
      payload: { ...settings, newMemberMaxLinks: 3 },
    });
    expect(saved.json().newMemberMaxLinks).toBe(3);
    const newcomer = await createMember(t, 'patient', { name: 'Imran Sheikh' });
    expect((await post(newcomer, { content: THREE_LINKS })).statusCode).toBe(201);
    expect((await as(t.app, newcomer, { method: 'GET', url: '/api/admin/trust/settings' })).statusCode).toBe(403);
    await as(t.app, admin, { method: 'PUT', url: '/api/admin/trust/settings', payload: DEFAULT_TRUST_SETTINGS });
  });
});
