import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/index.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let admin: Member;
let member: Member;
let ngo: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin');
  member = await createMember(t);
  ngo = await createMember(t, 'ngo');
});
afterAll(async () => t?.close());

const call = (who: Member | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  as(t.app, who, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
/** What a refusal says: the first field's message for a validation error, else the error's. */
const messageOf = (res: { json: () => { error: { message: string; issues?: { message: string }[] } } }) =>
  res.json().error.issues?.[0]?.message ?? res.json().error.message;
const lastAudit = async () =>
  (await t.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(1))[0]!;

describe('articles (Admin Dashboard: Articles)', () => {
  it("refuses everyone but administrators, in the specification's words", async () => {
    expect((await call(null, 'GET', '/api/admin/articles')).statusCode).toBe(401);
    for (const who of [member, ngo]) {
      const res = await call(who, 'POST', '/api/admin/articles', { title: 'Mine' });
      expect(res.statusCode).toBe(403);
      expect(messageOf(res)).toBe('Admin access required to manage articles.');
    }
  });

  it('needs a title, and creates published by default; a draft leaves the public library and comes back when published', async () => {
    const missing = await call(admin, 'POST', '/api/admin/articles', { title: '   ', content: 'Text' });
    expect(missing.statusCode).toBe(400);
    expect(messageOf(missing)).toBe('Title is required.');

    const created = await call(admin, 'POST', '/api/admin/articles', {
      title: 'Eating well during chemotherapy',
      content: 'Small meals, often.',
      excerpt: '  ',
      category: 'treatment',
      externalUrl: '',
    });
    expect(created.statusCode).toBe(201);
    const article = created.json();
    expect(article).toMatchObject({
      title: 'Eating well during chemotherapy',
      isPublished: true,
      excerpt: null,
      externalUrl: null,
      category: 'treatment',
    });
    expect((await call(null, 'GET', `/api/resources/articles/${article.id}`)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'article_created',
      adminId: admin.id,
      details: { articleId: article.id, title: article.title, published: true },
    });

    const draft = await call(admin, 'PATCH', `/api/admin/articles/${article.id}`, { isPublished: false });
    expect(draft.json()).toMatchObject({ isPublished: false, title: article.title, content: 'Small meals, often.' });
    expect((await call(null, 'GET', `/api/resources/articles/${article.id}`)).statusCode).toBe(404);
    const listed = (await call(admin, 'GET', '/api/admin/articles')).json();
    expect(listed.items[0]).toMatchObject({ id: article.id, isPublished: false });
    expect(await lastAudit()).toMatchObject({
      action: 'article_updated',
      details: { articleId: article.id, fields: ['isPublished'] },
    });

    await call(admin, 'PATCH', `/api/admin/articles/${article.id}`, { isPublished: true });
    expect((await call(null, 'GET', `/api/resources/articles/${article.id}`)).statusCode).toBe(200);
  });

  it('refuses a web address that is not one, and keeps the article as it was', async () => {
    const { id } = (await call(admin, 'POST', '/api/admin/articles', { title: 'Links' })).json();
    const bad = await call(admin, 'PATCH', `/api/admin/articles/${id}`, {
      title: 'Changed',
      imageUrl: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe('Please enter a full web address starting with https:// or http://.');
    expect(
      (await call(admin, 'GET', '/api/admin/articles?q=links')).json().items.map((a: { title: string }) => a.title),
    ).toContain('Links');
  });

  it('deletes an article (audited with its title), and a second delete is not found', async () => {
    const { id } = (await call(admin, 'POST', '/api/admin/articles', { title: 'Short lived' })).json();
    expect((await call(admin, 'DELETE', `/api/admin/articles/${id}`)).statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: 'article_deleted',
      details: { articleId: id, title: 'Short lived' },
    });
    const again = await call(admin, 'DELETE', `/api/admin/articles/${id}`);
    expect(again.statusCode).toBe(404);
    expect(messageOf(again)).toBe('This article no longer exists.');
  });
});

describe('NGOs (Admin Dashboard: NGOs)', () => {
  it("refuses non-administrators with the specification's words", async () => {
    const res = await call(ngo, 'GET', '/api/admin/ngos');
    expect(res.statusCode).toBe(403);
    expect(messageOf(res)).toBe('Admin access required to manage NGOs.');
  });

  it('needs a name; services are comma-separated, trimmed, empties dropped; created active and listed publicly', async () => {
    const missing = await call(admin, 'POST', '/api/admin/ngos', { name: '' });
    expect(messageOf(missing)).toBe('NGO name is required.');
    const badEmail = await call(admin, 'POST', '/api/admin/ngos', {
      name: 'Sahara Cancer Care Trust',
      contactEmail: 'not-an-address',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(messageOf(badEmail)).toBe('Please enter a valid e-mail address.');

    const created = await call(admin, 'POST', '/api/admin/ngos', {
      name: 'Sahara Cancer Care Trust',
      region: 'Marathwada',
      servicesOffered: ' counselling, , transport to hospital ,counselling',
      contactEmail: 'help@sahara.example.org',
      website: 'https://sahara.example.org',
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({
      isActive: true,
      servicesOffered: ['counselling', 'transport to hospital'],
      source: '',
    });
    const publicList = (await call(null, 'GET', '/api/resources/ngos?q=marathwada')).json();
    expect(publicList.items.map((n: { id: string }) => n.id)).toEqual([item.id]);
    expect(await lastAudit()).toMatchObject({
      action: 'ngo_created',
      details: { ngoId: item.id, name: 'Sahara Cancer Care Trust' },
    });

    const off = await call(admin, 'PATCH', `/api/admin/ngos/${item.id}`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false, name: 'Sahara Cancer Care Trust' });
    expect((await call(null, 'GET', '/api/resources/ngos?q=marathwada')).json().items).toEqual([]);
    expect((await call(admin, 'GET', '/api/admin/ngos?q=marathwada')).json().items[0]).toMatchObject({
      id: item.id,
      isActive: false,
    });

    expect((await call(admin, 'DELETE', `/api/admin/ngos/${item.id}`)).statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: 'ngo_deleted', details: { ngoId: item.id } });
  });
});

describe('resource links (Admin Dashboard: Resources)', () => {
  it('needs a title and a web address; tags comma-separated; empty description becomes null; inactive ones leave the public page', async () => {
    expect(
      (await call(member, 'POST', '/api/admin/resource-links', { title: 'X', url: 'https://x.example.org' }))
        .statusCode,
    ).toBe(403);
    expect(
      messageOf(await call(admin, 'POST', '/api/admin/resource-links', { title: '', url: 'https://x.example.org' })),
    ).toBe('Title is required.');
    expect(messageOf(await call(admin, 'POST', '/api/admin/resource-links', { title: 'X', url: '' }))).toBe(
      'URL is required.',
    );
    expect(
      messageOf(await call(admin, 'POST', '/api/admin/resource-links', { title: 'X', url: 'ftp://x.example.org' })),
    ).toBe('Please enter a full web address starting with https:// or http://.');

    const created = await call(admin, 'POST', '/api/admin/resource-links', {
      title: 'Chemo diary videos',
      url: 'https://video.example.org/chemo',
      description: '   ',
      kind: 'youtube',
      category: 'treatment',
      tags: 'chemo, diary ,, video',
    });
    expect(created.statusCode).toBe(201);
    const link = created.json();
    expect(link).toMatchObject({
      description: null,
      tags: ['chemo', 'diary', 'video'],
      isActive: true,
      kind: 'youtube',
      category: 'treatment',
    });
    const shown = async () =>
      (await call(null, 'GET', '/api/resources/links')).json().items.some((l: { id: string }) => l.id === link.id);
    expect(await shown()).toBe(true);

    await call(admin, 'PATCH', `/api/admin/resource-links/${link.id}`, { isActive: false });
    expect(await shown()).toBe(false);
    expect(await lastAudit()).toMatchObject({
      action: 'resource_updated',
      details: { resourceId: link.id, fields: ['isActive'] },
    });

    expect((await call(admin, 'DELETE', `/api/admin/resource-links/${link.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'PATCH', `/api/admin/resource-links/${link.id}`, { title: 'Back' })).statusCode).toBe(
      404,
    );
  });
});

describe('support groups, events and statistics changed by an administrator are audited', () => {
  it("an NGO edits its own group, not another's; an administrator edits any, never below its members", async () => {
    const mine = (
      await call(ngo, 'POST', '/api/support-groups', { name: 'Caregivers of Pune', maxMembers: 30 })
    ).json();
    const renamed = await call(ngo, 'PATCH', `/api/support-groups/${mine.id}`, {
      name: 'Caregivers of Pune and Pimpri',
      maxMembers: 'lots',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Caregivers of Pune and Pimpri', maxMembers: 20, description: null });

    const theirs = (await call(admin, 'POST', '/api/support-groups', { name: 'Admins group' })).json();
    expect(await lastAudit()).toMatchObject({ action: 'support_group_created', details: { groupId: theirs.id } });
    const refused = await call(ngo, 'PATCH', `/api/support-groups/${theirs.id}`, { name: 'Taken over' });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(await call(member, 'PATCH', `/api/support-groups/${mine.id}`, { name: 'Mine now' }))).toBe(
      'Admin or NGO access required to manage support groups.',
    );

    await as(t.app, admin, { method: 'PUT', url: `/api/support-groups/${mine.id}/membership` });
    await as(t.app, member, { method: 'PUT', url: `/api/support-groups/${mine.id}/membership` });
    const below = await call(admin, 'PATCH', `/api/support-groups/${mine.id}`, { maxMembers: 1 });
    expect(below.statusCode).toBe(409);
    expect(messageOf(below)).toBe('This group already has 2 members. The limit cannot be lower than that.');
    const edited = await call(admin, 'PATCH', `/api/support-groups/${mine.id}`, {
      description: 'Sundays at 5 pm',
      isPrivate: true,
    });
    expect(edited.json()).toMatchObject({ description: 'Sundays at 5 pm', isPrivate: true, memberCount: 2 });
    expect(await lastAudit()).toMatchObject({
      action: 'support_group_updated',
      adminId: admin.id,
      details: { groupId: mine.id, fields: ['description', 'isPrivate'] },
    });

    expect((await call(admin, 'DELETE', `/api/support-groups/${mine.id}`)).statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: 'support_group_deleted',
      details: { groupId: mine.id, name: 'Caregivers of Pune and Pimpri' },
    });
  });

  it("an administrator editing or deleting an NGO's event is audited with the host as its target", async () => {
    const date = new Date(Date.now() + 3 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
    const event = (
      await call(ngo, 'POST', '/api/events', {
        title: 'Nutrition talk',
        startDate: date,
        startTime: '11:00',
        maxAttendees: '',
      })
    ).json();
    const edited = await call(admin, 'PATCH', `/api/events/${event.id}`, {
      title: 'Nutrition talk (Hindi)',
      startDate: date,
      startTime: '11:30',
      maxAttendees: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'event_updated',
      adminId: admin.id,
      targetUserId: ngo.id,
      details: { eventId: event.id, title: 'Nutrition talk (Hindi)' },
    });
    expect((await call(admin, 'DELETE', `/api/events/${event.id}`)).statusCode).toBe(204);
    expect(await lastAudit()).toMatchObject({
      action: 'event_deleted',
      targetUserId: ngo.id,
      details: { eventId: event.id },
    });
  });

  it('awareness statistics and daily questions changed by an administrator are audited', async () => {
    const stat = (
      await call(admin, 'POST', '/api/admin/stats/awareness', { statKey: 'audit_check', statValue: '1 in 9' })
    ).json();
    expect(await lastAudit()).toMatchObject({
      action: 'stat_created',
      details: { statId: stat.id, statKey: 'audit_check' },
    });
    await call(admin, 'DELETE', `/api/admin/stats/awareness/${stat.id}`);
    expect(await lastAudit()).toMatchObject({ action: 'stat_deleted', details: { statId: stat.id } });
    const rows = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.adminId, admin.id));
    expect(rows.length).toBeGreaterThan(5);
  });
});
