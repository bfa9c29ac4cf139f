import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataRightsMessages } from '../../../contracts/data-rights.js';
import { adminAuditLog, dataExports, events } from '../../db/schema/index.js';
import { as, createMember, createTestApp, signIn, type Member, type TestApp } from '../../test/helpers.js';
import { connect } from '../../test/people.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** A member who has written something of every kind. */
async function activeMember(name: string) {
  const m = await createMember(t, 'patient', { name });
  const friend = await createMember(t, 'patient', { name: `Friend of ${name}` });
  await connect(t, m, friend);
  const post = (
    await as(t.app, m, {
      method: 'POST',
      url: '/api/forum/posts',
      payload: { title: 'Radiation, week two', content: 'Radiation week two.', postType: 'experience' },
    })
  ).json().post as { id: string };
  await as(t.app, m, {
    method: 'POST',
    url: `/api/forum/posts/${post.id}/replies`,
    payload: { content: 'Thank you all.' },
  });
  const story = (
    await as(t.app, m, {
      method: 'POST',
      url: '/api/stories',
      payload: { title: 'Spring, and after', content: 'It began in spring.', cancerType: 'breast', tone: 'hopeful' },
    })
  ).json();
  await as(t.app, m, {
    method: 'POST',
    url: `/api/messages/${friend.id}`,
    payload: { content: 'See you at the walk.' },
  });
  const [event] = await t.database.db
    .insert(events)
    .values({ title: 'Walk by the sea', startsAt: new Date(Date.now() + 5 * 86_400_000) })
    .returning({ id: events.id });
  await as(t.app, m, { method: 'POST', url: `/api/events/${event!.id}/registration` });
  return { m, friend, post, story };
}

async function readyExport(m: Member) {
  const started = await as(t.app, m, { method: 'POST', url: '/api/me/exports' });
  expect(started.statusCode, started.body).toBe(202);
  expect(started.json()).toMatchObject({ status: 'preparing' });
  await t.app.services.modules.get('dataRights').settled();
  return (await as(t.app, m, { method: 'GET', url: '/api/me/exports/latest' })).json().export;
}

describe('a copy of my data', () => {
  it('is prepared in the background and holds every kind of record, as JSON in a ZIP, for its owner for a day', async () => {
    const { m, post, story } = await activeMember('Anita Joshi');
    const ready = await readyExport(m);
    expect(ready).toMatchObject({
      status: 'ready',
      progress: 100,
      downloadUrl: `/api/me/exports/${ready.id}/download`,
    });
    const res = await as(t.app, m, { method: 'GET', url: ready.downloadUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"/);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fn-export-'));
    const file = path.join(dir, 'export.zip');
    writeFileSync(file, res.rawPayload);
    execFileSync('unzip', ['-q', '-o', file, '-d', dir]);
    const data = JSON.parse(readFileSync(path.join(dir, 'data.json'), 'utf8'));
    expect(data.account).toMatchObject({ id: m.id, name: 'Anita Joshi', email: m.email });
    expect(data.forumPosts.map((p: { id: string }) => p.id)).toEqual([post.id]);
    expect(data.forumReplies[0].content).toBe('Thank you all.');
    expect(data.stories.map((s: { id: string }) => s.id)).toEqual([story.id]);
    expect(data.privateMessages[0].content).toBe('See you at the walk.');
    expect(data.connections).toHaveLength(1);
    expect(data.eventRegistrations[0].title).toBe('Walk by the sea');
    expect(data.notifications.length).toBeGreaterThanOrEqual(1);
    for (const section of [
      'profile',
      'settings',
      'dailyQuestionAnswers',
      'fortiConversations',
      'fortiMessages',
      'fortiAttachments',
      'payments',
      'blocks',
    ])
      expect(data).toHaveProperty(section);
    expect(JSON.stringify(data)).not.toMatch(/password/i);

    const other = await createMember(t);
    expect((await as(t.app, other, { method: 'GET', url: ready.downloadUrl })).statusCode).toBe(404);
    await t.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, ready.id));
    const expired = await as(t.app, m, { method: 'GET', url: ready.downloadUrl });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.message).toBe(englishOf(DataRightsMessages.expired));
    const audits = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, m.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['data_export_downloaded', 'data_export_prepared']);
    expect(JSON.stringify(audits)).not.toContain('Radiation');
  });
});

describe('erasing my account', () => {
  it('needs the password, then leaves nothing of the member reachable; posts may stay as Anonymous', async () => {
    const { m, friend, post, story } = await activeMember('Bhavna Kapoor');
    const wrong = await as(t.app, m, {
      method: 'POST',
      url: '/api/me/erase',
      payload: { password: 'not my password', keepPostsAnonymous: true },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(englishOf(DataRightsMessages.wrongPassword));
    expect((await as(t.app, m, { method: 'GET', url: '/api/profiles/me' })).statusCode).toBe(200);

    expect(
      (
        await as(t.app, m, {
          method: 'POST',
          url: '/api/me/erase',
          payload: { password: m.password, keepPostsAnonymous: true },
        })
      ).statusCode,
    ).toBe(204);
    expect((await as(t.app, m, { method: 'GET', url: '/api/profiles/me' })).statusCode).toBe(401);
    expect((await signIn(t.app, m.email, m.password)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await as(t.app, friend, { method: 'GET', url: `/api/profiles/${m.id}` })).statusCode).toBe(404);
    expect((await as(t.app, friend, { method: 'GET', url: `/api/people/${m.id}/relation` })).statusCode).toBe(404);
    expect((await as(t.app, friend, { method: 'GET', url: '/api/messages' })).json().items).toEqual([]);
    const kept = await as(t.app, friend, { method: 'GET', url: `/api/forum/posts/${post.id}` });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).not.toContain(m.id);
    expect(kept.body).not.toContain('Bhavna');
    expect(kept.json().post.isAnonymous).toBe(true);
    expect((await as(t.app, friend, { method: 'GET', url: `/api/stories/${story.id}` })).body).not.toContain('Bhavna');
    const [audit] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'account_erased'));
    expect(JSON.stringify(audit)).not.toContain(m.id);
    expect(audit!.details).toMatchObject({ keptPostsAnonymous: true });
  });

  it('takes the posts too when the member asks, and never erases the last administrator', async () => {
    const { m, friend, post } = await activeMember('Chetan Mehta');
    expect(
      (await as(t.app, m, { method: 'POST', url: '/api/me/erase', payload: { password: m.password } })).statusCode,
    ).toBe(204);
    expect((await as(t.app, friend, { method: 'GET', url: `/api/forum/posts/${post.id}` })).statusCode).toBe(404);
    const admin = await createMember(t, 'admin');
    const refused = await as(t.app, admin, {
      method: 'POST',
      url: '/api/me/erase',
      payload: { password: admin.password },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(englishOf(DataRightsMessages.lastAdmin));
  });
});
