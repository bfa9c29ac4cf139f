import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../db/schema/index.js';
import { formatMoment } from '../../platform/errors.js';
import { as, createMember, createTestApp, signUp, profileForm, type Member, type TestApp } from '../../test/helpers.js';
import { ReservedNameMessage } from '../../../contracts/reserved-names.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t, 'admin', { name: 'Meera Iyer' });
});
afterAll(async () => t?.close());

const tomorrow = () => new Date(Date.now() + 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
const auditLog = async () =>
  (await as(t.app, admin, { method: 'GET', url: '/api/admin/audit-log' })).json().items as {
    action: string;
    targetUserId: string | null;
    targetName: string | null;
    fromAnonymousReport: boolean;
    details: Record<string, unknown>;
  }[];
const namesAuthor = (log: Awaited<ReturnType<typeof auditLog>>, author: Member & { name?: string }) =>
  log.some((e) => e.targetUserId === author.id || JSON.stringify(e.details).includes(author.id));

describe('the audit log and anonymous authors', () => {
  it('records a dismissed report of an anonymous story by its content, never its author', async () => {
    const author = await createMember(t, 'survivor', { name: 'Hidden Hema' });
    const reporter = await createMember(t);
    const story = (
      await as(t.app, author, {
        method: 'POST',
        url: '/api/stories',
        payload: {
          title: 'My quiet year',
          content: 'What the diagnosis did to us.',
          cancerType: 'breast',
          tone: 'hopeful',
          isAnonymous: true,
        },
      })
    ).json();
    await as(t.app, reporter, { method: 'POST', url: `/api/stories/${story.id}/reports`, payload: { reason: 'spam' } });
    const queue = (await as(t.app, admin, { method: 'GET', url: '/api/admin/reports' })).json();
    const report = queue.items.find((i: { targetId: string }) => i.targetId === story.id);
    expect(report.content).toMatchObject({ authorName: 'Anonymous', isAnonymous: true });
    expect(
      (
        await as(t.app, admin, {
          method: 'POST',
          url: `/api/admin/reports/${report.id}/actions`,
          payload: { action: 'dismiss' },
        })
      ).statusCode,
    ).toBe(200);

    const log = await auditLog();
    const entry = log.find((e) => e.action === 'report_resolved' && e.details.targetId === story.id);
    expect(entry).toMatchObject({
      targetUserId: null,
      targetName: null,
      details: { targetType: 'story', action: 'dismiss' },
    });
    expect(namesAuthor(log, author)).toBe(false);
    expect(JSON.stringify(log)).not.toContain('Hidden Hema');
  });

  it('records the deletion of an anonymous post without its author (a named post still names its author)', async () => {
    const author = await createMember(t, 'patient', { name: 'Quiet Qasim' });
    const named = await createMember(t, 'patient');
    const post = (
      await as(t.app, author, {
        method: 'POST',
        url: '/api/forum/posts',
        payload: { title: 'Scared', content: 'Scan results on Friday.', isAnonymous: true },
      })
    ).json().post;
    const open = (
      await as(t.app, named, {
        method: 'POST',
        url: '/api/forum/posts',
        payload: { title: 'Named', content: 'A post with my name.' },
      })
    ).json().post;
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/forum/posts/${post.id}` })).statusCode).toBe(204);
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/forum/posts/${open.id}` })).statusCode).toBe(204);
    const log = await auditLog();
    expect(log.find((e) => e.action === 'forum_post_deleted' && e.details.postId === post.id)).toMatchObject({
      targetUserId: null,
    });
    expect(log.find((e) => e.action === 'forum_post_deleted' && e.details.postId === open.id)).toMatchObject({
      targetUserId: named.id,
    });
    expect(namesAuthor(log, author)).toBe(false);
  });

  it('records a suspension or a ban taken on anonymous content by its report and content, never the member; the Users tab does not tie it to the content', async () => {
    const author = await createMember(t, 'patient', { name: 'Veiled Vani' });
    const other = await createMember(t, 'survivor', { name: 'Masked Mohan' });
    const reporter = await createMember(t);
    const post = (
      await as(t.app, author, {
        method: 'POST',
        url: '/api/forum/posts',
        payload: { title: 'Honest question', content: 'Some people here are idiots.', isAnonymous: true },
      })
    ).json().post;
    const story = (
      await as(t.app, other, {
        method: 'POST',
        url: '/api/stories',
        payload: { title: 'Angry', content: 'Everyone here lies.', cancerType: 'lung', tone: 'raw', isAnonymous: true },
      })
    ).json();
    await as(t.app, reporter, {
      method: 'POST',
      url: `/api/forum/posts/${post.id}/reports`,
      payload: { reason: 'harassment' },
    });
    await as(t.app, reporter, {
      method: 'POST',
      url: `/api/stories/${story.id}/reports`,
      payload: { reason: 'harassment' },
    });
    const queue = (await as(t.app, admin, { method: 'GET', url: '/api/admin/reports' })).json();
    const reportOf = (id: string) => queue.items.find((i: { targetId: string }) => i.targetId === id).id as string;
    const until = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const act = (id: string, payload: Record<string, unknown>) =>
      as(t.app, admin, { method: 'POST', url: `/api/admin/reports/${id}/actions`, payload });
    expect(
      (await act(reportOf(post.id), { action: 'suspend', message: 'Be kind to each other.', until })).statusCode,
    ).toBe(200);
    expect((await act(reportOf(story.id), { action: 'ban', message: 'Repeated hostility here.' })).statusCode).toBe(
      200,
    );

    const log = await auditLog();
    expect(log.find((e) => e.action === 'member_suspended' && e.details.targetId === post.id)).toEqual(
      expect.objectContaining({
        targetUserId: null,
        targetName: null,
        fromAnonymousReport: true,
        details: { viaReport: reportOf(post.id), targetType: 'forum_post', targetId: post.id },
      }),
    );
    expect(log.find((e) => e.action === 'member_banned' && e.details.targetId === story.id)).toEqual(
      expect.objectContaining({
        targetUserId: null,
        fromAnonymousReport: true,
        details: { viaReport: reportOf(story.id), targetType: 'story', targetId: story.id },
      }),
    );
    const events = (
      await as(t.app, admin, { method: 'GET', url: '/api/admin/security-events?type=member_banned' })
    ).json().items as {
      userId: string | null;
      userName: string | null;
      fromAnonymousReport: boolean;
      details: unknown;
    }[];
    expect(events.find((e) => JSON.stringify(e.details).includes(story.id))).toMatchObject({
      userId: null,
      userName: null,
      fromAnonymousReport: true,
      details: { viaReport: reportOf(story.id), targetType: 'story', targetId: story.id },
    });
    // Nothing an administrator reads beside the content names the member, or repeats what the Users tab shows.
    const read = JSON.stringify([log, events]);
    for (const secret of [author.id, other.id, 'Veiled Vani', 'Masked Mohan', 'Be kind', 'Repeated hostility', until])
      expect(read).not.toContain(secret);

    // The member row keeps its sanction (so it can be lifted), shown without the report or the content.
    const users = (await as(t.app, admin, { method: 'GET', url: '/api/admin/users?q=Veiled' })).json().items;
    expect(users).toEqual([
      expect.objectContaining({ id: author.id, suspendedUntil: until, suspensionReason: 'Be kind to each other.' }),
    ]);
    expect(JSON.stringify(users)).not.toContain(post.id);
    expect(JSON.stringify(users)).not.toContain('Honest question');

    // Content with its author's name: the sanction names the member, as one from the Users tab does.
    const named = await createMember(t, 'patient', { name: 'Open Omkar' });
    const open = (
      await as(t.app, named, {
        method: 'POST',
        url: '/api/forum/posts',
        payload: { title: 'Named', content: 'Everyone here is a fool.' },
      })
    ).json().post;
    await as(t.app, reporter, {
      method: 'POST',
      url: `/api/forum/posts/${open.id}/reports`,
      payload: { reason: 'harassment' },
    });
    const openReport = (await as(t.app, admin, { method: 'GET', url: '/api/admin/reports' }))
      .json()
      .items.find((i: { targetId: string }) => i.targetId === open.id).id;
    expect((await act(openReport, { action: 'suspend', message: 'Mind your words.', until })).statusCode).toBe(200);
    expect(
      (await auditLog()).find((e) => e.action === 'member_suspended' && e.targetUserId === named.id),
    ).toMatchObject({
      targetName: 'Open Omkar',
      fromAnonymousReport: false,
      details: { reason: 'Mind your words.', until },
    });
  });

  it('reveals the author of an anonymous reply or story only to an administrator who asks, audited under that administrator without the author', async () => {
    const author = await createMember(t, 'caregiver', { name: 'Secret Sunita' });
    const story = (
      await as(t.app, author, {
        method: 'POST',
        url: '/api/stories',
        payload: {
          title: 'Caring for Amma',
          content: 'Nights in the ward.',
          cancerType: 'lung',
          tone: 'hopeful',
          isAnonymous: true,
        },
      })
    ).json();
    const post = (
      await as(t.app, admin, {
        method: 'POST',
        url: '/api/forum/posts',
        payload: { title: 'Caregivers', content: 'How do you rest?' },
      })
    ).json().post;
    const reply = (
      await as(t.app, author, {
        method: 'POST',
        url: `/api/forum/posts/${post.id}/replies`,
        payload: { content: 'I do not.', isAnonymous: true },
      })
    ).json();

    const reporter = await createMember(t);
    for (const url of [`/api/stories/${story.id}/reports`, `/api/forum/replies/${reply.id}/reports`]) {
      await as(t.app, reporter, { method: 'POST', url, payload: { reason: 'harassment' } });
    }
    const payload = { reason: 'Reported for harassment; checking for earlier warnings.' };
    for (const url of [`/api/admin/stories/${story.id}/author`, `/api/admin/forum/replies/${reply.id}/author`]) {
      expect((await as(t.app, author, { method: 'POST', url, payload })).statusCode).toBe(403);
      const res = await as(t.app, admin, { method: 'POST', url, payload });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().author).toMatchObject({
        id: author.id,
        name: 'Secret Sunita',
        email: author.email,
        role: 'caregiver',
      });
    }
    const reveals = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'reveal_anonymous_author'), eq(adminAuditLog.adminId, admin.id)));
    expect(reveals.map((r) => r.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ targetType: 'story', targetId: story.id, reason: payload.reason }),
        expect.objectContaining({ targetType: 'forum_reply', targetId: reply.id, reason: payload.reason }),
      ]),
    );
    expect(reveals.every((r) => r.targetUserId === null)).toBe(true);
  });
});

describe('a role taken away', () => {
  const eventBody = (link: string) => ({
    title: 'Yoga for survivors',
    startDate: tomorrow(),
    startTime: '07:00',
    isOnline: true,
    meetingLink: link,
    maxAttendees: '',
  });

  it("passes a demoted NGO's events and groups to the administrators: the former host can no longer change them, an administrator can, and they stay listed", async () => {
    const ngo = await createMember(t, 'ngo', { name: 'Hope Trust' });
    const event = (
      await as(t.app, ngo, { method: 'POST', url: '/api/events', payload: eventBody('https://meet.example.org/yoga') })
    ).json();
    const group = (
      await as(t.app, ngo, { method: 'POST', url: '/api/support-groups', payload: { name: 'Hope circle' } })
    ).json();
    expect(event.canManage).toBe(true);

    expect(
      (await as(t.app, admin, { method: 'PUT', url: `/api/admin/users/${ngo.id}/role`, payload: { role: 'patient' } }))
        .statusCode,
    ).toBe(200);

    const edit = await as(t.app, ngo, {
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      payload: eventBody('https://elsewhere.example.com/phish'),
    });
    expect(edit.statusCode).toBe(403);
    expect((await as(t.app, ngo, { method: 'DELETE', url: `/api/events/${event.id}` })).statusCode).toBe(403);
    expect(
      (
        await as(t.app, ngo, {
          method: 'PATCH',
          url: `/api/support-groups/${group.id}`,
          payload: { description: 'Changed' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await as(t.app, ngo, { method: 'POST', url: '/api/events', payload: eventBody('https://meet.example.org/new') }))
        .statusCode,
    ).toBe(403);

    const seen = (await as(t.app, ngo, { method: 'GET', url: `/api/events/${event.id}` })).json();
    expect(seen).toMatchObject({ canManage: false, meetingLink: null });
    const listed = (await as(t.app, null, { method: 'GET', url: '/api/events' }))
      .json()
      .items.map((e: { id: string }) => e.id);
    expect(listed).toContain(event.id);
    expect((await as(t.app, admin, { method: 'GET', url: `/api/events/${event.id}` })).json().canManage).toBe(true);
    const byAdmin = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      payload: eventBody('https://meet.example.org/yoga-2'),
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(
      (
        await as(t.app, admin, {
          method: 'PATCH',
          url: `/api/support-groups/${group.id}`,
          payload: { description: 'Kept by the site' },
        })
      ).statusCode,
    ).toBe(200);

    // Made an NGO again, they do not get the old events back: the administrators keep them.
    await as(t.app, admin, { method: 'PUT', url: `/api/admin/users/${ngo.id}/role`, payload: { role: 'ngo' } });
    expect(
      (
        await as(t.app, ngo, {
          method: 'PATCH',
          url: `/api/events/${event.id}`,
          payload: eventBody('https://elsewhere.example.com/phish'),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('a suspension: reading only', () => {
  async function suspended(role: 'patient' | 'ngo' = 'patient') {
    const member = await createMember(t, role);
    const until = new Date(Date.now() + 10 * 86_400_000).toISOString();
    expect(
      (
        await as(t.app, admin, {
          method: 'PUT',
          url: `/api/admin/users/${member.id}/suspension`,
          payload: { reason: 'Unkind replies.', until },
        })
      ).statusCode,
    ).toBe(200);
    return { member, until: new Date(until) };
  }

  it("refuses the profile, the daily question, connections, events and groups, saying until when in the reader's language", async () => {
    const host = await createMember(t, 'ngo');
    const event = (
      await as(t.app, host, {
        method: 'POST',
        url: '/api/events',
        payload: { title: 'Walk', startDate: tomorrow(), startTime: '07:00', maxAttendees: '' },
      })
    ).json();
    const group = (
      await as(t.app, host, { method: 'POST', url: '/api/support-groups', payload: { name: 'Walkers' } })
    ).json();
    const asker = await createMember(t);
    const { member, until } = await suspended();
    const request = (
      await as(t.app, asker, { method: 'POST', url: '/api/connections', payload: { receiverId: member.id } })
    ).json();

    const english = `Your account is suspended until ${formatMoment(until, 'en')}.`;
    const attempts = [
      {
        method: 'PATCH',
        url: '/api/profiles/me',
        payload: { fullName: 'New Name', bio: 'Changed', role: 'patient', cancerType: 'breast' },
      },
      { method: 'POST', url: '/api/auth/update-user', payload: { name: 'Sneaky New Name' } },
      {
        method: 'POST',
        url: '/api/daily-questions/00000000-0000-4000-8000-000000000000/responses',
        payload: { response: 'An answer' },
      },
      { method: 'PATCH', url: `/api/connections/${request.id}`, payload: { action: 'accept' } },
      { method: 'POST', url: `/api/events/${event.id}/registration` },
      { method: 'PUT', url: `/api/support-groups/${group.id}/membership` },
    ] as const;
    for (const attempt of attempts) {
      const res = await as(t.app, member, attempt);
      expect(res.statusCode, `${attempt.url}: ${res.body}`).toBe(403);
      expect(res.json().error.message ?? res.json().message).toContain(english);
    }
    const hindi = await as(t.app, member, {
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { 'accept-language': 'hi' },
      payload: { fullName: 'New Name', role: 'patient', cancerType: 'breast' },
    });
    expect(hindi.json().error.message).toContain(`आपके खाते पर ${formatMoment(until, 'hi')} तक अस्थायी रोक है।`);
    const notice = (
      await as(t.app, member, { method: 'GET', url: '/api/notifications', headers: { 'accept-language': 'hi' } })
    )
      .json()
      .items.find((n: { title: string }) => n.title === 'आपके खाते पर अस्थायी रोक है');
    expect(notice.message).toContain(`${formatMoment(until, 'hi')} तक अस्थायी रोक`);
    const me = (await as(t.app, member, { method: 'GET', url: '/api/profiles/me' })).json();
    expect(me.fullName).not.toBe('Sneaky New Name');
  });

  it('still lets them read, use Forti, block, download their data, switch language and sign out', async () => {
    const { member } = await suspended();
    const other = await createMember(t);
    expect((await as(t.app, member, { method: 'GET', url: '/api/forum/posts' })).statusCode).toBe(200);
    expect((await as(t.app, member, { method: 'POST', url: '/api/companion/conversations' })).statusCode).toBe(201);
    expect((await as(t.app, member, { method: 'PUT', url: `/api/blocks/${other.id}` })).statusCode).toBe(204);
    expect((await as(t.app, member, { method: 'POST', url: '/api/me/exports' })).statusCode).toBe(202);
    expect(
      (await as(t.app, member, { method: 'POST', url: '/api/auth/update-user', payload: { language: 'hi' } }))
        .statusCode,
    ).toBe(200);
    expect((await as(t.app, member, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(200);
  });

  it('stops a suspended NGO publishing events and groups', async () => {
    const { member } = await suspended('ngo');
    expect(
      (
        await as(t.app, member, {
          method: 'POST',
          url: '/api/events',
          payload: { title: 'Talk', startDate: tomorrow(), startTime: '18:00', maxAttendees: '' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await as(t.app, member, { method: 'POST', url: '/api/support-groups', payload: { name: 'Evening circle' } }))
        .statusCode,
    ).toBe(403);
  });

  it('a ban ends every session at once', async () => {
    const member = await createMember(t);
    expect((await as(t.app, member, { method: 'GET', url: '/api/profiles/me' })).statusCode).toBe(200);
    expect(
      (
        await as(t.app, admin, {
          method: 'PUT',
          url: `/api/admin/users/${member.id}/ban`,
          payload: { reason: 'Spam links' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await as(t.app, member, { method: 'GET', url: '/api/profiles/me' })).statusCode).toBe(401);
  });
});

describe("the site's own names", () => {
  it("refuses 'Anonymous', 'Admin', 'Forti' and their Hindi forms at sign-up and on the profile, however written", async () => {
    for (const name of [
      'Anonymous',
      'A.n.o.n.y.m.o.u.s',
      'ADM1N',
      'Аdmin',
      'Site Moderator',
      'Former Member',
      'Fortitude Network',
      'Forti',
      'गुमनाम',
      'अ नाम',
      'पूर्व सदस्य',
      'मॉडरेटर',
      'एडमिन',
    ]) {
      await expect(signUp(t.app, { name }), name).rejects.toThrow(/sign-up failed: 400/);
    }
    const member = await createMember(t, 'patient', { name: 'Padma Rao' });
    const res = await as(t.app, member, {
      method: 'PATCH',
      url: '/api/profiles/me',
      payload: profileForm({ fullName: 'एडमिन' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues.map((i: { message: string }) => i.message)).toContain(
      englishOf(ReservedNameMessage),
    );
    const hindi = await as(t.app, member, {
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { 'accept-language': 'hi' },
      payload: profileForm({ fullName: 'Padma Rao', username: 'anonymous' }),
    });
    expect(hindi.json().error.issues[0].message).toContain('यह नाम साइट और उसके मॉडरेटर के लिए रखा गया है');
    const renamed = await as(t.app, member, {
      method: 'POST',
      url: '/api/auth/update-user',
      payload: { name: 'Moderator' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(
      (
        await as(t.app, member, {
          method: 'PATCH',
          url: '/api/profiles/me',
          payload: profileForm({ fullName: 'Badminton Bhavna' }),
        })
      ).statusCode,
    ).toBe(200);
  });
});
