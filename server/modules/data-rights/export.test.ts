import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, getTableName, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.js';
import { companionFiles, contentReports, dataExports, events, supportGroups } from '../../db/schema/index.js';
import { as, createMember, createTestApp, nextIp, signIn, type Member, type TestApp } from '../../test/helpers.js';
import { EXPORT_CLEANUP_JOB, EXPORT_JOB } from './data-rights.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Tables with a column about a member: one referencing user.id, a member id, or an e-mail or client address. */
function memberTables(): string[] {
  const tables = new Set<string>();
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    const references = config.foreignKeys.some((fk) => getTableName(fk.reference().foreignTable) === 'user');
    const holds = config.columns.some((c) => /(^|_)email$|^ip$|^ip_address$|(^|_)(user|member)_id$/.test(c.name));
    if (references || holds) tables.add(config.name);
  }
  return [...tables].sort();
}

const rights = () => t.app.services.modules.get('dataRights');
const archiveFile = (id: string) => path.join(t.config.storageDir, 'private', 'exports', `${id}.zip`);

async function readyExport(m: Member) {
  const started = await as(t.app, m, { method: 'POST', url: '/api/me/exports' });
  expect(started.statusCode, started.body).toBe(202);
  await rights().settled();
  return (await as(t.app, m, { method: 'GET', url: '/api/me/exports/latest' })).json().export as {
    id: string;
    status: string;
    downloadUrl: string | null;
  };
}

async function unzipped(m: Member, url: string) {
  const res = await as(t.app, m, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fn-export-'));
  writeFileSync(path.join(dir, 'export.zip'), res.rawPayload);
  execFileSync('unzip', ['-tq', path.join(dir, 'export.zip')]);
  execFileSync('unzip', ['-q', '-o', path.join(dir, 'export.zip'), '-d', dir]);
  return dir;
}

async function dataOf(m: Member, url: string) {
  const dir = await unzipped(m, url);
  return JSON.parse(readFileSync(path.join(dir, 'data.json'), 'utf8')) as Record<string, unknown>;
}

describe('the copy of my data holds everything held about me', () => {
  it('names, for every table with a column about a member, its section of the copy or why it is not in it', () => {
    const placed = new Set(t.app.platform.dataRights.contributions().flatMap((c) => Object.keys(c.tables)));
    const missing = memberTables().filter((table) => !placed.has(table));
    expect(missing, 'tables about a member that no data-rights contribution places').toEqual([]);
  });

  it('has group memberships, reports filed, events and groups created, sessions, security events, contact messages and past exports', async () => {
    const m = await createMember(t, 'ngo', { name: 'Lata Menon' });
    const ip = nextIp();
    expect((await signIn(t.app, m.email, 'a wrong password', ip)).statusCode).toBe(401);
    expect(
      (
        await as(t.app, m, {
          method: 'POST',
          url: '/api/contact',
          payload: {
            fullName: 'Lata Menon',
            email: m.email,
            subject: 'A question',
            message: 'How do I host an event?',
          },
          remoteAddress: ip,
        })
      ).statusCode,
    ).toBe(201);
    const [group] = await t.database.db
      .insert(supportGroups)
      .values({ name: 'Evening circle', createdBy: m.id })
      .returning({ id: supportGroups.id });
    expect(
      (await as(t.app, m, { method: 'PUT', url: `/api/support-groups/${group!.id}/membership` })).statusCode,
    ).toBeLessThan(300);
    await t.database.db
      .insert(events)
      .values({ title: 'Monsoon walk', startsAt: new Date(Date.now() + 86_400_000), hostId: m.id });
    await t.database.db
      .insert(contentReports)
      .values({ targetType: 'profile', targetId: 'someone', reporterId: m.id, reason: 'spam' });
    const first = await readyExport(m);
    const second = await readyExport(m);
    expect(second.id).not.toBe(first.id);
    const data = await dataOf(m, second.downloadUrl!);

    for (const contribution of t.app.platform.dataRights.contributions()) {
      for (const { export: place } of Object.values(contribution.tables))
        if ('section' in place)
          expect(data, `section ${place.section} of ${contribution.domain}`).toHaveProperty(place.section);
    }
    expect(data.groupMemberships).toEqual([expect.objectContaining({ groupId: group!.id, name: 'Evening circle' })]);
    expect(data.groupsCreated).toEqual([expect.objectContaining({ name: 'Evening circle' })]);
    expect(data.eventsHosted).toEqual([expect.objectContaining({ title: 'Monsoon walk' })]);
    expect(data.reportsFiled).toEqual([expect.objectContaining({ targetType: 'profile', reason: 'spam' })]);
    const sessions = data.sessions as Record<string, unknown>[];
    expect(sessions.length).toBeGreaterThanOrEqual(1);
    expect(sessions[0]).toHaveProperty('ipAddress');
    expect(sessions[0]).toHaveProperty('userAgent');
    expect(sessions[0]).not.toHaveProperty('token');
    expect(data.securityEvents).toEqual(
      expect.arrayContaining([expect.objectContaining({ eventType: 'signin_failed', ipAddress: ip })]),
    );
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ subject: 'A question', message: 'How do I host an event?' }),
    ]);
    expect((data.pastExports as { id: string }[]).map((e) => e.id)).toContain(first.id);
    // Never a password hash or a session token.
    expect(JSON.stringify(data)).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)":/i);
  });
});

describe('the archive with files', () => {
  it('holds the member’s attachments of 10 MB each, streamed from storage into a ZIP that unzips byte for byte', async () => {
    const m = await createMember(t);
    const sums: Record<string, string> = {};
    for (const name of ['scan one.pdf', 'scan two.pdf']) {
      const bytes = randomBytes(10 * 1024 * 1024);
      const [row] = await t.database.db
        .insert(companionFiles)
        .values({
          userId: m.id,
          name,
          type: 'application/pdf',
          size: bytes.length,
          storageKey: `private/companion/${m.id}/${name.replace(' ', '-')}`,
        })
        .returning();
      await t.app.services.storage.put(row!.storageKey, bytes, 'application/pdf');
      sums[`files/forti/${row!.id}-${name}`] = createHash('sha256').update(bytes).digest('hex');
    }
    const ready = await readyExport(m);
    expect(ready.status).toBe('ready');
    const dir = await unzipped(m, ready.downloadUrl!);
    for (const [file, sum] of Object.entries(sums))
      expect(
        createHash('sha256')
          .update(readFileSync(path.join(dir, file)))
          .digest('hex'),
        file,
      ).toBe(sum);
    const data = JSON.parse(readFileSync(path.join(dir, 'data.json'), 'utf8')) as { fortiAttachments: unknown[] };
    expect(data.fortiAttachments).toHaveLength(2);
  });
});

describe('the archive at rest', () => {
  it('is readable by the server’s user alone, one per member, and leaves storage when its link expires', async () => {
    const m = await createMember(t);
    const first = await readyExport(m);
    expect(statSync(archiveFile(first.id)).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(archiveFile(first.id))).mode & 0o077).toBe(0);

    // A new copy replaces the earlier one: one archive per member on disk.
    const second = await readyExport(m);
    expect(existsSync(archiveFile(second.id))).toBe(true);
    expect(existsSync(archiveFile(first.id))).toBe(false);

    // The link expires; the scheduled clean-up removes the archive, and the link says it expired.
    await t.database.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, second.id));
    expect(await t.app.platform.jobs.runNow(EXPORT_CLEANUP_JOB)).toBe(true);
    expect(existsSync(archiveFile(second.id))).toBe(false);
    const expired = await as(t.app, m, { method: 'GET', url: `/api/me/exports/${second.id}/download` });
    expect(expired.statusCode).toBe(403);
    expect((await as(t.app, m, { method: 'GET', url: '/api/me/exports/latest' })).json().export.downloadUrl).toBeNull();
  });

  it('is prepared again after a restart when the process stopped while preparing it, so the member is never stuck', async () => {
    const m = await createMember(t);
    const [row] = await t.database.db
      .insert(dataExports)
      .values({ userId: m.id, progress: 40 })
      .returning({ id: dataExports.id });
    // A new process starts on the same database.
    const restarted = await createTestApp({ shareDatabaseOf: t });
    try {
      await restarted.app.services.modules.get('dataRights').settled();
      const latest = (await as(restarted.app, m, { method: 'GET', url: '/api/me/exports/latest' })).json().export;
      expect(latest).toMatchObject({ id: row!.id, status: 'ready', progress: 100 });
      expect(latest.downloadUrl).toBe(`/api/me/exports/${row!.id}/download`);
    } finally {
      await restarted.close();
    }
  });

  it('is taken up by another process once the lease of the process that stopped while preparing it has expired', async () => {
    const m = await createMember(t);
    const [row] = await t.database.db
      .insert(dataExports)
      .values({ userId: m.id, progress: 40 })
      .returning({ id: dataExports.id });
    // The process that took it stopped: its queued work stays, leased for a while.
    await t.database.db.execute(
      sql`insert into queued_jobs (kind, key, payload, attempts, lease_until) values (${EXPORT_JOB}, ${row!.id}, ${JSON.stringify({ exportId: row!.id })}::jsonb, 1, now() + interval '2 minutes')`,
    );
    const other = await createTestApp({ shareDatabaseOf: t });
    try {
      const latest = async () =>
        (await as(other.app, m, { method: 'GET', url: '/api/me/exports/latest' })).json().export;
      await other.app.platform.jobs.runQueued(EXPORT_JOB);
      expect(await latest()).toMatchObject({ id: row!.id, status: 'preparing' });
      await t.database.db.execute(
        sql`update queued_jobs set lease_until = now() - interval '1 second' where key = ${row!.id}`,
      );
      await other.app.platform.jobs.runQueued(EXPORT_JOB);
      expect(await latest()).toMatchObject({ id: row!.id, status: 'ready', progress: 100 });
      expect(
        (await t.database.db.execute(sql`select count(*)::int as n from queued_jobs where key = ${row!.id}`)).rows[0],
      ).toEqual({ n: 0 });
    } finally {
      await other.close();
    }
  });
});
