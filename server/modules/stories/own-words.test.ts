import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModerationMessages } from '../../../contracts/admin.js';
import { StoryMessages } from '../../../contracts/stories.js';
import { adminAuditLog } from '../../db/schema/index.js';
import { formatMoment } from '../../platform/errors.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

/** Issue 44 for stories: the author edits, deletes and makes anonymous; an administrator deletes; nobody else. */
let t: TestApp;
let author: Member;
let reader: Member;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  author = await createMember(t, 'survivor', { name: 'Lata Menon' });
  reader = await createMember(t, 'caregiver', { name: 'Farhan Qureshi' });
  admin = await createMember(t, 'admin');
});
afterAll(async () => t?.close());

const story = {
  title: 'Kochi, one year on',
  content: 'I am Lata Menon from Kochi; my chemo ended in March.',
  cancerType: 'breast',
  tone: 'hopeful',
};
async function share(payload: Record<string, unknown> = {}): Promise<string> {
  const res = await as(t.app, author, { method: 'POST', url: '/api/stories', payload: { ...story, ...payload } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const edit = (who: Member | null, id: string, payload: Record<string, unknown>) =>
  as(t.app, who, { method: 'PATCH', url: `/api/stories/${id}`, payload: { ...story, ...payload } });

describe('a story in its author’s hands', () => {
  it('answers with what each reader may do (can)', async () => {
    const id = await share();
    const can = async (who: Member | null) => (await as(t.app, who, { url: `/api/stories/${id}` })).json().can;
    expect(await can(author)).toEqual({ edit: true, delete: true, anonymise: true });
    expect(await can(admin)).toEqual({ edit: false, delete: true, anonymise: false });
    expect(await can(reader)).toEqual({ edit: false, delete: false, anonymise: false });
    expect(await can(null)).toEqual({ edit: false, delete: false, anonymise: false });
  });

  it("is edited by its author only, marked 'edited', and screened again", async () => {
    const id = await share();
    for (const who of [reader, admin]) {
      const refused = await edit(who, id, { content: 'Changed.' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(englishOf(StoryMessages.notYourStoryEdit));
    }
    expect((await edit(null, id, { content: 'Changed.' })).statusCode).toBe(401);
    const res = await edit(author, id, {
      title: 'One year on',
      content: 'I have been thinking about ending my life.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      excerpt: 'I have been thinking about ending my life.',
      safety: { level: 'crisis' },
    });
    const seen = (await as(t.app, reader, { url: `/api/stories/${id}` })).json();
    expect(seen.editedAt).not.toBeNull();
    expect(seen.content).not.toContain('Kochi');
    const found = await t.app.platform.search.search('Kochi', { domains: ['stories'] });
    expect(found.map((h) => h.url)).not.toContain(`/stories/${id}`);
  });

  it('is made anonymous by its author only, for good', async () => {
    const id = await share();
    expect((await as(t.app, reader, { method: 'POST', url: `/api/stories/${id}/anonymise` })).statusCode).toBe(403);
    expect((await as(t.app, admin, { method: 'POST', url: `/api/stories/${id}/anonymise` })).statusCode).toBe(403);
    const res = await as(t.app, author, { method: 'POST', url: `/api/stories/${id}/anonymise` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await as(t.app, reader, { url: `/api/stories/${id}` })).json()).toMatchObject({
      isAnonymous: true,
      author: null,
    });
    expect((await as(t.app, author, { method: 'POST', url: `/api/stories/${id}/anonymise` })).statusCode).toBe(409);
  });

  it('is deleted by its author or an administrator; gone from search; a reported one keeps its record', async () => {
    const id = await share({ title: 'Vypin ferry days', content: 'The ferry to Vypin every morning for radiation.' });
    expect(await t.app.platform.search.search('Vypin', { domains: ['stories'] })).toHaveLength(1);
    await as(t.app, reader, { method: 'POST', url: `/api/stories/${id}/reports`, payload: { reason: 'spam' } });
    expect((await as(t.app, reader, { method: 'DELETE', url: `/api/stories/${id}` })).statusCode).toBe(403);
    expect((await as(t.app, author, { method: 'DELETE', url: `/api/stories/${id}` })).statusCode).toBe(204);
    expect(await t.app.platform.search.search('Vypin', { domains: ['stories'] })).toEqual([]);
    expect((await as(t.app, reader, { url: `/api/stories/${id}` })).statusCode).toBe(404);
    const queue = (await as(t.app, admin, { url: '/api/admin/reports' })).json().items as {
      targetId: string;
      content: Record<string, unknown> | null;
    }[];
    expect(queue.find((q) => q.targetId === id)?.content).toMatchObject({
      title: 'Vypin ferry days',
      authorName: 'Lata Menon',
      deletedBy: 'author',
    });
    const other = await share();
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/stories/${other}` })).statusCode).toBe(204);
    const audits = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'story_deleted'));
    expect(audits.map((a) => (a.details as { storyId?: string }).storyId)).toContain(other);
  });

  it('stays in the hands of a suspended author, who may delete and make it anonymous but not edit it', async () => {
    const member = await createMember(t, 'patient', { name: 'Meena Joshi' });
    const shared = async () =>
      (await as(t.app, member, { method: 'POST', url: '/api/stories', payload: story })).json().id as string;
    const id = await shared();
    const second = await shared();
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const res = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/users/${member.id}/suspension`,
      payload: { reason: 'Harmful advice.', until },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await as(t.app, member, { url: `/api/stories/${id}` })).json().can).toEqual({
      edit: false,
      delete: true,
      anonymise: true,
    });
    const refused = await edit(member, id, { content: 'Changed.' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      englishOf(ModerationMessages.suspended({ until: formatMoment(new Date(until), 'en') })),
    );
    expect((await as(t.app, member, { method: 'POST', url: `/api/stories/${id}/anonymise` })).statusCode).toBe(200);
    expect((await as(t.app, member, { method: 'DELETE', url: `/api/stories/${second}` })).statusCode).toBe(204);
  });
});
