import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from './client.js';

/**
 * Migrations that change data, run on a database as the release before them left it: the
 * migrations up to the one before are applied, rows are written as that release wrote them, then
 * the whole folder is applied as a new release's start does.
 */

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const temp = mkdtempSync(path.join(os.tmpdir(), 'fn-migrations-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A copy of the migrations folder that stops before `tag`. */
function folderBefore(tag: string): string {
  const dir = path.join(temp, tag);
  cpSync(folder, dir, { recursive: true });
  const upTo = journal.entries.findIndex((e) => e.tag === tag);
  expect(upTo).toBeGreaterThan(0);
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
  );
  return dir;
}

describe('0011_one_state_list', () => {
  it("rewrites a mentor's state from the old underscore code to the one list's code, and leaves the rest", async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: folderBefore('0011_one_state_list') });
      for (const [id, state] of [
        ['u1', 'tamil_nadu'],
        ['u2', 'dadra_nagar_haveli_daman_diu'],
        ['u3', 'kerala'],
        ['u4', null],
      ] as const) {
        await client.query(
          `insert into "user" (id, name, email, email_verified, created_at, updated_at) values ($1, $1, $1 || '@example.com', true, now(), now())`,
          [id],
        );
        await client.query(
          `insert into mentor_offers (user_id, cancer_type, state, capacity) values ($1, 'breast', $2, 2)`,
          [id, state],
        );
      }
      await migrate(db, { migrationsFolder: folder });
      const rows = await client.query<{ user_id: string; state: string | null }>(
        'select user_id, state from mentor_offers order by user_id',
      );
      expect(rows.rows).toEqual([
        { user_id: 'u1', state: 'tamil-nadu' },
        { user_id: 'u2', state: 'dadra-nagar-haveli-daman-diu' },
        { user_id: 'u3', state: 'kerala' },
        { user_id: 'u4', state: null },
      ]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
