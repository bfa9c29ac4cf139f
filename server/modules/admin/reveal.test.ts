import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMessages, RevealLimits } from '../../../contracts/admin.js';
import { adminAuditLog } from '../../db/schema/index.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

/**
 * Revealing who wrote anonymous content (security review 3, L5): a stated reason, kept in the audit
 * log; only while a report or a possible-crisis flag about the content is open in the moderation
 * queue; a few an hour per administrator; and every other administrator is told.
 */
let t: TestApp;
let admin: Member;
let otherAdmin: Member;
let reporter: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin', { name: 'Meera Iyer' });
  otherAdmin = await createMember(t, 'admin', { name: 'Kabir Das' });
  reporter = await createMember(t, 'patient', { name: 'Ravi Menon' });
});
afterAll(async () => t?.close());

const REASON = 'Threats against another member in this post.';

const anonymousPost = async (author: Member, content = 'Scan results on Friday.') => {
  const res = await as(t.app, author, {
    method: 'POST',
    url: '/api/forum/posts',
    payload: { title: 'Scared', content, isAnonymous: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post.id as string;
};
const report = async (postId: string) => {
  const res = await as(t.app, reporter, {
    method: 'POST',
    url: `/api/forum/posts/${postId}/reports`,
    payload: { reason: 'harassment' },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const reveal = (who: Member, postId: string, payload?: unknown, lang?: string) =>
  as(t.app, who, {
    method: 'POST',
    url: `/api/admin/forum/posts/${postId}/author`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
const reportId = async (postId: string) => {
  const queue = (await as(t.app, admin, { method: 'GET', url: '/api/admin/reports' })).json();
  return queue.items.find((i: { targetId: string }) => i.targetId === postId).id as string;
};

describe('revealing an anonymous author', () => {
  it('needs a stated reason of at least a few words, and keeps it in the audit log without the author', async () => {
    const author = await createMember(t, 'survivor', { name: 'Hidden Harsha' });
    const post = await anonymousPost(author);
    await report(post);

    for (const payload of [undefined, {}, { reason: '   ' }]) {
      const res = await reveal(admin, post, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toContain(englishOf(AdminMessages.revealReasonRequired));
    }
    const short = await reveal(admin, post, { reason: 'rude' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain(englishOf(AdminMessages.revealReasonTooShort));
    const hindi = await reveal(admin, post, { reason: 'rude' }, 'hi');
    expect(hindi.json().error.message).toContain('कृपया कम से कम 10 अक्षरों में कारण लिखें।');

    const res = await reveal(admin, post, { reason: `  ${REASON}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().author).toMatchObject({ id: author.id, name: 'Hidden Harsha' });
    const rows = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'reveal_anonymous_author'), eq(adminAuditLog.adminId, admin.id)));
    const row = rows.find((r) => r.details.targetId === post);
    expect(row).toMatchObject({
      targetUserId: null,
      details: { targetType: 'forum_post', targetId: post, anonymous: true, reason: REASON },
    });
    expect(JSON.stringify(row)).not.toContain(author.id);
  });

  it('is refused unless a report or a possible-crisis flag about the content is open', async () => {
    const author = await createMember(t, 'patient', { name: 'Quiet Qasim' });
    const unreported = await anonymousPost(author);
    const refused = await reveal(admin, unreported, { reason: REASON });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(englishOf(AdminMessages.revealNeedsOpenReport));
    expect(JSON.stringify(refused.json())).not.toContain('Quiet Qasim');
    const hindi = await reveal(admin, unreported, { reason: REASON }, 'hi');
    expect(hindi.json().error.message).toContain('मॉडरेशन कतार में खुला हो');

    // Once the report is handled, the content is no longer before the moderators.
    await report(unreported);
    const id = await reportId(unreported);
    const dismissed = await as(t.app, admin, {
      method: 'POST',
      url: `/api/admin/reports/${id}/actions`,
      payload: { action: 'dismiss' },
    });
    expect(dismissed.statusCode).toBe(200);
    expect((await reveal(admin, unreported, { reason: REASON })).statusCode).toBe(409);

    // A possible crisis, flagged by the system, is an open item of the queue too.
    const crisis = await anonymousPost(author, 'I have been thinking about ending my life.');
    const res = await reveal(admin, crisis, { reason: 'Checking whether this member is safe tonight.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().author.id).toBe(author.id);
  });

  it('tells every other administrator, naming the administrator who looked and never the author', async () => {
    const author = await createMember(t, 'caregiver', { name: 'Secret Sunita' });
    const post = await anonymousPost(author);
    await report(post);
    expect((await reveal(admin, post, { reason: REASON })).statusCode).toBe(200);

    const notices = async (who: Member, lang?: string) =>
      (
        await as(t.app, who, {
          method: 'GET',
          url: '/api/notifications',
          ...(lang ? { headers: { 'accept-language': lang } } : {}),
        })
      ).json().items as { title: string; message: string; actionUrl: string | null }[];
    const told = (await notices(otherAdmin)).filter((n) => n.title === 'An Anonymous Author Was Revealed');
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.message).toContain('Meera Iyer');
    expect(told[0]!.actionUrl).toBe('/admin?tab=security');
    expect(JSON.stringify(await notices(otherAdmin))).not.toContain('Secret Sunita');
    expect(JSON.stringify(await notices(otherAdmin))).not.toContain(author.id);
    const hindi = (await notices(otherAdmin, 'hi')).find((n) => n.title === 'एक गुमनाम लेखक की पहचान देखी गई');
    expect(hindi?.message).toContain('Meera Iyer ने');
    expect((await notices(admin)).some((n) => n.title === 'An Anonymous Author Was Revealed')).toBe(false);
    expect((await notices(author)).some((n) => n.title === 'An Anonymous Author Was Revealed')).toBe(false);
  });

  it(`allows an administrator ${RevealLimits.perHour} looks an hour, then asks them to wait`, async () => {
    const busy = await createMember(t, 'admin', { name: 'Busy Bhavna' });
    const author = await createMember(t, 'patient');
    const post = await anonymousPost(author);
    await report(post);
    for (let i = 0; i < RevealLimits.perHour; i++) {
      expect((await reveal(busy, post, { reason: REASON })).statusCode).toBe(200);
    }
    const limited = await reveal(busy, post, { reason: REASON });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error.message).toMatch(
      /^You have looked up several anonymous authors in the last hour\. Please try again in \d+ minutes\.$/,
    );
    // Another administrator's count is their own.
    expect((await reveal(otherAdmin, post, { reason: REASON })).statusCode).toBe(200);
  });
});
