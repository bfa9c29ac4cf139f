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

describe.skipIf(!serverUrl)("the PostgreSQL server's event listener", () => {
  it('listens on many channels asked for at once, one query at a time, and hears each', async () => {
    const database = await openDatabase({ databaseUrl: serverUrl!, dataDir: '/nonexistent' });
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    try {
      const suffix = randomUUID().replace(/-/g, '').slice(0, 8);
      const channels = Array.from({ length: 6 }, (_, i) => `fn_test_${suffix}_${i}`);
      const heard: string[] = [];
      // The connection is up (a first channel), then a module subscribes to several at once, as the
      // cached reads do when the app is built.
      await database.listen(`fn_test_${suffix}_first`, () => undefined);
      await Promise.all(channels.map((ch) => database.listen(ch, (payload) => heard.push(`${ch}:${payload}`))));
      for (const ch of channels) await database.notify(ch, 'hello');
      await expect.poll(() => heard.length, { timeout: 5_000 }).toBe(channels.length);
      expect(heard.sort()).toEqual(channels.map((ch) => `${ch}:hello`).sort());
      // pg warns (once per process) when a query is sent while another runs on the same client.
      await new Promise((r) => setImmediate(r));
      expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await database.close();
    }
  });
});
