import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataRightsMessages } from '../../../contracts/data-rights.js';
import * as schema from '../../db/schema/index.js';
import {
  adminAuditLog,
  events,
  forumPosts,
  notifications,
  securityEvents,
  stories,
  supportGroups,
  user,
} from '../../db/schema/index.js';
import {
  as,
  createMember,
  createTestApp,
  nextIp,
  profileForm,
  signIn,
  type Member,
  type TestApp,
} from '../../test/helpers.js';
import { connect } from '../../test/people.js';
import { englishOf } from '../../platform/i18n.js';

/**
 * Every column that is about a member: each that references user.id, each member-id column
 * (`user_id`, `member_id`, `…_user_id`) even without a foreign key, each e-mail or client address
 * column. Read from the schema, so a new table is covered by these tests the day it lands.
 */
function memberColumns(): { table: string; column: string; kind: 'member' | 'email' | 'ip' }[] {
  const found: { table: string; column: string; kind: 'member' | 'email' | 'ip' }[] = [];
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (getTableName(ref.foreignTable) !== 'user') continue;
      for (const col of ref.columns) found.push({ table: config.name, column: col.name, kind: 'member' });
    }
    for (const col of config.columns) {
      const referenced = found.some((f) => f.table === config.name && f.column === col.name);
      if (!referenced && /(^|_)(user|member)_id$/.test(col.name))
        found.push({ table: config.name, column: col.name, kind: 'member' });
      if (/(^|_)email$/.test(col.name)) found.push({ table: config.name, column: col.name, kind: 'email' });
      if (/^(ip|ip_address)$/.test(col.name)) found.push({ table: config.name, column: col.name, kind: 'ip' });
    }
  }
  return found;
}

let t: TestApp;
beforeAll(async () => {
  // The real mailer: messages wait as .eml files in DATA_DIR/outbox. Three wrong passwords lock.
  t = await createTestApp({ realMailer: true, env: { SIGNIN_MAX_FAILURES: '3' } });
});
afterAll(async () => t?.close());

const outboxDir = () => path.join(t.config.dataDir, 'outbox');
const outboxFiles = () => {
  try {
    return readdirSync(outboxDir()).map((f) => readFileSync(path.join(outboxDir(), f), 'utf8'));
  } catch {
    return [];
  }
};
const erase = (m: Member, keepPostsAnonymous: boolean, ip = nextIp()) =>
  as(t.app, m, {
    method: 'POST',
    url: '/api/me/erase',
    payload: { password: m.password, keepPostsAnonymous },
    remoteAddress: ip,
  });

describe('every table about a member has a contributor that exports and erases it', () => {
  it('each column that references a member, or holds a member id, an e-mail or an address, is erased by the contribution of its table', () => {
    const columns = memberColumns();
    expect(columns.length).toBeGreaterThan(30);
    // Whom a notification names: a column about a member like any other.
    expect(columns).toContainEqual({ table: 'notifications', column: 'actor_id', kind: 'member' });
    const contributions = t.app.platform.dataRights.contributions();
    const missing: string[] = [];
    for (const c of columns) {
      const owners = contributions.filter((contribution) => c.table in contribution.tables);
      if (owners.length !== 1) missing.push(`${c.table}: ${owners.length} contributions`);
      else if (!(c.column in owners[0]!.tables[c.table]!.erase))
        missing.push(`${c.table}.${c.column}: not in ${owners[0]!.domain}'s erase`);
    }
    expect(missing, 'columns about a member without a contributor that erases them').toEqual([]);
    for (const contribution of contributions) {
      for (const [table, rights] of Object.entries(contribution.tables)) {
        if ('notExported' in rights.export)
          expect(rights.export.notExported.length, `${table} needs a reason not to be exported`).toBeGreaterThan(10);
        for (const [column, what] of Object.entries(rights.erase))
          expect(what.length, `${table}.${column} says what erasure does`).toBeGreaterThan(5);
      }
    }
  });
});

describe('erasing my account leaves nothing that names me', () => {
  it('removes contact messages, sign-in failures, reports about me, my mail in the outbox and my name in other members’ notifications; every column about me is empty', async () => {
    const ip = nextIp();
    const m = await createMember(t, 'patient', { name: 'Divya Nair' });
    const friend = await createMember(t, 'patient', { name: 'Esha Rao' });
    const stranger = await createMember(t, 'patient', { name: 'Farah Khan' });
    // A connection request (names Divya in Esha's notifications), then a message (names her again).
    await connect(t, m, friend);
    expect(
      (
        await as(t.app, m, {
          method: 'POST',
          url: `/api/messages/${friend.id}`,
          payload: { content: 'Tea on Sunday?' },
        })
      ).statusCode,
    ).toBe(201);
    // A contact message while signed in, and one from her address while signed out.
    const health = 'My chemotherapy starts next week and I am scared.';
    expect(
      (
        await as(t.app, m, {
          method: 'POST',
          url: '/api/contact',
          payload: { fullName: 'Divya Nair', email: m.email, subject: 'Help', message: health },
          remoteAddress: ip,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await as(t.app, null, {
          method: 'POST',
          url: '/api/contact',
          payload: { fullName: 'Divya', email: m.email.toUpperCase(), subject: 'Again', message: health },
          remoteAddress: ip,
        })
      ).statusCode,
    ).toBe(201);
    // A failed sign-in from her address, a reset e-mail waiting in the outbox for her, and one for the stranger.
    expect((await signIn(t.app, m.email, 'wrong password here', ip)).statusCode).toBe(401);
    for (const who of [m, stranger]) {
      const reset = await as(t.app, null, {
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: who.email, redirectTo: '/reset-password' },
        remoteAddress: nextIp(),
      });
      expect(reset.statusCode, reset.body).toBe(200);
    }
    expect(outboxFiles().some((f) => f.includes(m.email))).toBe(true);
    // The stranger reports her profile.
    expect(
      (await as(t.app, stranger, { method: 'POST', url: `/api/people/${m.id}/reports`, payload: { reason: 'spam' } }))
        .statusCode,
    ).toBeLessThan(300);
    const friendsBefore = (await as(t.app, friend, { method: 'GET', url: '/api/notifications' })).body;
    expect(friendsBefore).toContain('Divya');

    expect((await erase(m, false, ip)).statusCode).toBe(204);

    expect((await as(t.app, friend, { method: 'GET', url: '/api/notifications' })).body).not.toContain('Divya');
    const outbox = outboxFiles();
    expect(outbox.some((f) => f.includes(m.email))).toBe(false);
    expect(outbox.some((f) => f.includes(stranger.email))).toBe(true);

    const db = t.database.db;
    const left: string[] = [];
    for (const c of memberColumns()) {
      const value = c.kind === 'member' ? m.id : c.kind === 'email' ? m.email.toLowerCase() : ip;
      const where =
        c.kind === 'email'
          ? sql`lower(${sql.identifier(c.column)}) = ${value}`
          : sql`${sql.identifier(c.column)} = ${value}`;
      const res = await db.execute(sql`select count(*)::int as n from ${sql.identifier(c.table)} where ${where}`);
      const n = (res.rows[0] as { n: number }).n;
      if (n > 0) left.push(`${c.table}.${c.column}: ${n}`);
    }
    expect(left, 'rows that still name the erased member').toEqual([]);
    const [failures] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(securityEvents)
      .where(eq(securityEvents.subject, m.email.toLowerCase()));
    expect(failures!.n).toBe(0);
    const reports = await db.execute(sql`select count(*)::int as n from content_reports where target_id = ${m.id}`);
    expect((reports.rows[0] as { n: number }).n).toBe(0);
  });

  it('leaves no reply or mention naming me, nor one leading to words of mine it removed, and the e-mail batch sends none of them', async () => {
    // Members with a username, who let e-mail say who wrote (so a sent e-mail would name the author).
    const member = async (name: string) => {
      const m = await createMember(t, 'patient', { name });
      const username = `${name.split(' ')[0]!.toLowerCase()}${m.id
        .slice(0, 6)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')}`;
      const profile = await as(t.app, m, {
        method: 'PATCH',
        url: '/api/profiles/me',
        payload: profileForm({ fullName: name, username }),
      });
      expect(profile.statusCode, profile.body).toBe(200);
      const settings = await as(t.app, m, {
        method: 'PATCH',
        url: '/api/notifications/settings',
        payload: { showDetails: true },
      });
      expect(settings.statusCode, settings.body).toBe(200);
      return { ...m, username };
    };
    const post = async (who: Member, payload: Record<string, unknown>) => {
      const res = await as(t.app, who, { method: 'POST', url: '/api/forum/posts', payload });
      expect(res.statusCode, res.body).toBe(201);
      await t.app.platform.jobs.idle();
      return res.json().post.id as string;
    };
    const reply = async (who: Member, postId: string, content: string) => {
      const res = await as(t.app, who, {
        method: 'POST',
        url: `/api/forum/posts/${postId}/replies`,
        payload: { content },
      });
      expect(res.statusCode, res.body).toBe(201);
      await t.app.platform.jobs.idle();
    };
    const bellOf = async (who: Member) => (await as(t.app, who, { method: 'GET', url: '/api/notifications' })).body;

    const alice = await member('Alaka Test');
    const bob = await member('Bhanu Test');
    const dave = await member('Dhruv Leaver');
    const eve = await member('Ekta Leaver');
    const kiran = await member('Kiran Stays');
    const scan = await post(alice, { title: 'Chemo week 3 and my scan', content: 'Scan on Friday.' });
    const biopsy = await post(alice, { title: 'Biopsy next week, scared', content: 'Any advice?' });
    // Dave replies and mentions Bob, then erases everything; Eve does the same but keeps her words as Anonymous.
    await reply(dave, scan, `Hang in there, @${bob.username} went through the same.`);
    await reply(eve, biopsy, `@${bob.username} knows this hospital well.`);
    // Dave's own anonymous post mentions Bob: it names nobody, but its title is Dave's words.
    const secret = await post(dave, {
      title: 'Dhruv secret worry',
      content: `Has anyone here, @${bob.username}, felt this?`,
      isAnonymous: true,
    });
    // Kiran's reply stays, and is what the batch sends.
    const kept = await post(alice, { title: 'Walking after surgery', content: 'How far can you walk?' });
    await reply(kiran, kept, 'Ten minutes a day at first.');

    for (const name of ['Dhruv', 'Ekta']) {
      expect(await bellOf(alice)).toContain(name);
      expect(await bellOf(bob)).toContain(name);
    }
    expect(await bellOf(bob)).toContain(`/forum/${secret}`);
    const db = t.database.db;
    const named = await db
      .select({ id: notifications.id, email: notifications.emailStatus })
      .from(notifications)
      .where(inArray(notifications.actorId, [dave.id, eve.id]));
    expect(named.length).toBe(4);
    expect(named.every((n) => n.email === 'pending')).toBe(true);

    expect((await erase(dave, false)).statusCode).toBe(204);
    expect((await erase(eve, true)).statusCode).toBe(204);

    for (const who of [alice, bob]) {
      const bell = await bellOf(who);
      for (const gone of ['Dhruv', 'Ekta', `/forum/${secret}`]) expect(bell).not.toContain(gone);
    }
    expect(await bellOf(alice)).toContain('Kiran Stays');
    const rows = await db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [alice.id, bob.id]));
    const left = JSON.stringify(rows);
    for (const gone of [dave.id, eve.id, 'Dhruv', 'Ekta', secret]) expect(left).not.toContain(gone);

    // The batch runs after the erasure: Alice's e-mail tells of Kiran, and no e-mail names Dave or Eve.
    const before = outboxFiles().length;
    await t.app.services.modules.get('notifications').email.sendDue(new Date(Date.now() + 11 * 60_000));
    const sent = outboxFiles()
      .slice(before)
      .map((f) => f.replace(/=\r?\n/g, ''));
    expect(sent.some((f) => f.includes(alice.email) && f.includes('Kiran Stays'))).toBe(true);
    for (const mail of outboxFiles().map((f) => f.replace(/=\r?\n/g, '')))
      for (const gone of ['Dhruv', 'Ekta']) expect(mail).not.toContain(gone);
  });

  it('drops the forum’s visitor copy at once: a post kept as Anonymous no longer shows its author', async () => {
    const m = await createMember(t, 'patient', { name: 'Gauri Pillai' });
    const post = (
      await as(t.app, m, {
        method: 'POST',
        url: '/api/forum/posts',
        payload: { title: 'Hair loss', content: 'Week three of chemo.', postType: 'experience' },
      })
    ).json().post as { id: string };
    // A visitor reads the post and the list: both are now in the visitor cache, with her name.
    expect((await as(t.app, null, { method: 'GET', url: `/api/forum/posts/${post.id}` })).body).toContain('Gauri');
    expect((await as(t.app, null, { method: 'GET', url: '/api/forum/posts' })).body).toContain('Gauri');
    expect((await erase(m, true)).statusCode).toBe(204);
    const thread = await as(t.app, null, { method: 'GET', url: `/api/forum/posts/${post.id}` });
    expect(thread.statusCode).toBe(200);
    expect(thread.body).not.toContain('Gauri');
    expect(thread.body).not.toContain(m.id);
    expect((await as(t.app, null, { method: 'GET', url: '/api/forum/posts' })).body).not.toContain('Gauri');
  });

  it('counts hearts, replies, registrations and group members again without the erased member', async () => {
    const m = await createMember(t, 'patient', { name: 'Hema Das' });
    const author = await createMember(t, 'patient', { name: 'Indu Roy' });
    const post = (
      await as(t.app, author, {
        method: 'POST',
        url: '/api/forum/posts',
        payload: { title: 'Scan day', content: 'Waiting for results.', postType: 'question' },
      })
    ).json().post as { id: string };
    const story = (
      await as(t.app, author, {
        method: 'POST',
        url: '/api/stories',
        payload: { title: 'A year on', content: 'One year since surgery.', cancerType: 'breast', tone: 'hopeful' },
      })
    ).json() as { id: string };
    expect((await as(t.app, m, { method: 'PUT', url: `/api/forum/posts/${post.id}/heart` })).statusCode).toBe(200);
    expect((await as(t.app, author, { method: 'PUT', url: `/api/forum/posts/${post.id}/heart` })).statusCode).toBe(200);
    expect(
      (
        await as(t.app, m, {
          method: 'POST',
          url: `/api/forum/posts/${post.id}/replies`,
          payload: { content: 'Thinking of you.' },
        })
      ).statusCode,
    ).toBeLessThan(300);
    expect(
      (
        await as(t.app, author, {
          method: 'POST',
          url: `/api/forum/posts/${post.id}/replies`,
          payload: { content: 'Thank you!' },
        })
      ).statusCode,
    ).toBeLessThan(300);
    expect((await as(t.app, m, { method: 'PUT', url: `/api/stories/${story.id}/heart` })).statusCode).toBe(200);
    const [event] = await t.database.db
      .insert(events)
      .values({ title: 'Yoga', startsAt: new Date(Date.now() + 3 * 86_400_000) })
      .returning({ id: events.id });
    expect(
      (await as(t.app, m, { method: 'POST', url: `/api/events/${event!.id}/registration` })).statusCode,
    ).toBeLessThan(300);
    const [group] = await t.database.db
      .insert(supportGroups)
      .values({ name: 'Morning walkers' })
      .returning({ id: supportGroups.id });
    expect(
      (await as(t.app, m, { method: 'PUT', url: `/api/support-groups/${group!.id}/membership` })).statusCode,
    ).toBeLessThan(300);
    const counts = async () => ({
      post: (
        await t.database.db
          .select({ h: forumPosts.heartCount, r: forumPosts.replyCount })
          .from(forumPosts)
          .where(eq(forumPosts.id, post.id))
      )[0],
      story: (await t.database.db.select({ h: stories.heartCount }).from(stories).where(eq(stories.id, story.id)))[0]!
        .h,
      event: (await t.database.db.select({ n: events.attendeeCount }).from(events).where(eq(events.id, event!.id)))[0]!
        .n,
      group: (
        await t.database.db
          .select({ n: supportGroups.memberCount })
          .from(supportGroups)
          .where(eq(supportGroups.id, group!.id))
      )[0]!.n,
    });
    expect(await counts()).toEqual({ post: { h: 2, r: 2 }, story: 1, event: 1, group: 1 });
    expect((await erase(m, false)).statusCode).toBe(204);
    expect(await counts()).toEqual({ post: { h: 1, r: 1 }, story: 0, event: 0, group: 0 });
    const thread = (await as(t.app, author, { method: 'GET', url: `/api/forum/posts/${post.id}` })).json();
    expect(thread.post).toMatchObject({ heartCount: 1, replyCount: 1 });
  });

  it('records the erasure with a keyed hash of the id, not a hash anyone can recompute', async () => {
    const m = await createMember(t, 'patient', { name: 'Jaya Sen' });
    expect((await erase(m, false)).statusCode).toBe(204);
    const audits = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'account_erased'));
    const details = audits.map((a) => a.details.member as string);
    const plain = createHash('sha256').update(m.id).digest('hex');
    expect(details.length).toBeGreaterThan(0);
    for (const d of details) {
      expect(d).toMatch(/^[0-9a-f]{32}$/);
      expect(plain.startsWith(d.slice(0, 16))).toBe(false);
    }
  });
});

describe('the password asked before erasure', () => {
  it('is limited as sign-in is: wrong passwords are security events, and after too many from one address even the right one waits', async () => {
    const m = await createMember(t, 'patient', { name: 'Kavya Iyer' });
    const ip = nextIp();
    const wrong = () =>
      as(t.app, m, {
        method: 'POST',
        url: '/api/me/erase',
        payload: { password: 'not my password', keepPostsAnonymous: false },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) {
      const res = await wrong();
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(englishOf(DataRightsMessages.wrongPassword));
    }
    const events = await t.database.db.select().from(securityEvents).where(eq(securityEvents.userId, m.id));
    expect(events.filter((e) => e.eventType === 'erase_password_failed')).toHaveLength(3);
    expect(events[0]).toMatchObject({ subject: m.email.toLowerCase(), ipAddress: ip });

    const locked = await erase(m, false, ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().error.message).toMatch(/^Too many wrong passwords\. Your account has not been erased\./);
    expect((await as(t.app, m, { method: 'GET', url: '/api/profiles/me' })).statusCode).toBe(200);
    // The same budget as sign-in: that address cannot go on guessing there either.
    expect((await signIn(t.app, m.email, m.password, ip)).statusCode).toBe(429);
    // From another address the owner still can.
    expect((await erase(m, false)).statusCode).toBe(204);
  });
});

describe('administrators erasing themselves at once', () => {
  it('leaves one: the last-administrator rule is checked under the accounts lock, in the deletion’s transaction', async () => {
    const fresh = await createTestApp();
    try {
      const admins = [];
      for (let i = 0; i < 4; i++) admins.push(await createMember(fresh, 'admin'));
      const results = await Promise.all(
        admins.map((admin) =>
          as(fresh.app, admin, {
            method: 'POST',
            url: '/api/me/erase',
            payload: { password: admin.password },
            remoteAddress: nextIp(),
          }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([204, 204, 204, 409]);
      const left = await fresh.database.db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
      expect(left).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
