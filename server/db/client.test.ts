import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';

// Needs a real PostgreSQL server (TEST_DATABASE_URL): PGlite has no connections to lose.
const serverUrl = process.env.TEST_DATABASE_URL;

async function onServer(sqlText: string): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(sqlText);
  } finally {
    await admin.end();
  }
}

describe.skipIf(!serverUrl)('the PostgreSQL pool', () => {
  it('survives the server ending its idle connections, and answers again afterwards', async () => {
    // A database of its own, so that ending its connections touches no other test.
    const name = `fn_pool_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    await onServer(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent' });
    try {
      await database.ping();
      // End every connection to that database, as a restart or failover would.
      const { rowCount } = await onServer(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
      );
      expect(rowCount).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 100));
      // Had the pool's 'error' gone unheard, the test process would have crashed by now.
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
      await onServer(`drop database if exists ${name} with (force)`);
    }
  });
});
