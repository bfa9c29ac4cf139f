import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createMember,
  createTestApp,
  openPgliteFromTemplate,
  openTestDatabase,
  pgliteHandle,
  type TestApp,
  type TestDatabase,
} from '../test/helpers.js';
import { backupDatabase, restoreDatabase, RestoreRefused } from './backup.js';
import type { DatabaseHandle } from './client.js';

const run = promisify(execFile);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** Every application table's rows, sorted, as text: what a round trip must keep. */
async function contents(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const tables = (await database.db.execute(sql`select table_schema as s, table_name as t from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema', 'drizzle') order by 1, 2`)) as unknown as {
    rows: Array<{ s: string; t: string }>;
  };
  const out: Record<string, string[]> = {};
  for (const { s, t } of tables.rows) {
    const rows = (await database.db.execute(
      sql.raw(`select row_to_json(x)::text as r from "${s}"."${t}" x`),
    )) as unknown as { rows: Array<{ r: string }> };
    out[`${s}.${t}`] = rows.rows.map((r) => r.r).sort();
  }
  return out;
}

let source: TestApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fn-backup-'));
  source = await createTestApp();
  // Members with profiles, sessions, a conversation with messages (generated search columns), an audit trail.
  const m = await createMember(source);
  await createMember(source, 'admin');
  const patch = {
    fullName: 'Asha "Didi" Rao',
    username: null,
    bio: 'कीमोथेरेपी के बाद\nनई शुरुआत — 100% ✓',
    role: 'patient',
    ageGroup: null,
    cancerType: 'lung',
    location: 'Pune',
    diagnosisDate: null,
  };
  expect((await as(source.app, m, { method: 'PATCH', url: '/api/profiles/me', payload: patch })).statusCode).toBe(200);
  const convo = await as(source.app, m, { method: 'POST', url: '/api/companion/conversations', payload: {} });
  expect(convo.statusCode).toBeLessThan(300);
});
afterAll(async () => {
  await source?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('round-trips every row into a new, empty database, generated columns computed again', async () => {
    const file = path.join(dir, 'one.jsonl.gz');
    const before = await contents(source.database);
    const summary = await backupDatabase(source.database, file);
    expect(summary.rows).toBeGreaterThan(5);
    const target: TestDatabase = await openTestDatabase();
    try {
      const restored = await restoreDatabase(target.database, file);
      expect(restored).toEqual({ tables: summary.tables, rows: summary.rows });
      expect(await contents(target.database)).toEqual(before);
    } finally {
      await target.drop();
    }
    if (source.database.driver === 'pg') {
      // A PostgreSQL backup restores into the embedded database too.
      const embedded = pgliteHandle(await openPgliteFromTemplate());
      try {
        await embedded.migrate();
        await restoreDatabase(embedded, file);
        expect(await contents(embedded)).toEqual(before);
      } finally {
        await embedded.close();
      }
    }
  });

  it('refuses a non-empty target, a cut-off file and a foreign file, writing nothing', async () => {
    const file = path.join(dir, 'two.jsonl.gz');
    await backupDatabase(source.database, file);
    await expect(restoreDatabase(source.database, file)).rejects.toThrow(/not empty/);

    const lines = gunzipSync(readFileSync(file)).toString().split('\n').filter(Boolean);
    const cut = path.join(dir, 'cut.jsonl.gz');
    writeFileSync(cut, gzipSync(lines.slice(0, -1).join('\n')));
    const target = await openTestDatabase();
    try {
      // A new database holds only what its migrations wrote (the default watched words).
      const fresh = await contents(target.database);
      await expect(restoreDatabase(target.database, cut)).rejects.toThrow(RestoreRefused);
      // The transaction was rolled back: not one row was left behind, and none taken away.
      expect(await contents(target.database)).toEqual(fresh);
      const foreign = path.join(dir, 'foreign.jsonl.gz');
      writeFileSync(foreign, gzipSync('{"hello":"world"}\n'));
      await expect(restoreDatabase(target.database, foreign)).rejects.toThrow(/not a Fortitude Network backup/);
    } finally {
      await target.drop();
    }
  });

  it('npm run db:backup and db:restore carry the embedded database from one data directory to another', async () => {
    const from = path.join(dir, `from-${randomUUID()}`);
    const to = path.join(dir, `to-${randomUUID()}`);
    const file = path.join(dir, 'cli.jsonl.gz');
    const env = { ...process.env, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    // An embedded database with a migrated schema (loaded from the migrated snapshot, as the CLI
    // tests do, rather than made by initdb in a child process) and one row to carry.
    await mkdir(from, { recursive: true });
    const seeded = pgliteHandle(await openPgliteFromTemplate(path.join(from, 'db')));
    await seeded.db.execute(
      sql`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('u-cli', 'Meera', 'meera@example.com', false, now(), now())`,
    );
    await seeded.close();
    const backup = await run('npx', ['tsx', 'scripts/db-backup.ts', file], {
      cwd: root,
      env: { ...env, DATA_DIR: from },
    });
    expect(backup.stdout).toMatch(/Backed up \d+ rows/);
    const restore = await run('npx', ['tsx', 'scripts/db-restore.ts', file], {
      cwd: root,
      env: { ...env, DATA_DIR: to },
    });
    expect(restore.stdout).toMatch(/Restored \d+ rows/);
    const check = `import { openDatabase } from './server/db/client.ts';
      const d = await openDatabase({ dataDir: process.env.DATA_DIR });
      const r = await d.db.execute("select email from \\"user\\"");
      console.log(JSON.stringify(r.rows));
      await d.close();`;
    const seen = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', check], {
      cwd: root,
      env: { ...env, DATA_DIR: to },
    });
    expect(JSON.parse(seen.stdout.trim().split('\n').pop()!)).toEqual([{ email: 'meera@example.com' }]);
    // A second restore into the same, now full, database is refused.
    await expect(
      run('npx', ['tsx', 'scripts/db-restore.ts', file], { cwd: root, env: { ...env, DATA_DIR: to } }),
    ).rejects.toMatchObject({ stderr: expect.stringMatching(/not empty/) });
  }, 180_000);
});
