import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteDirOptions } from '../db/client.js';
import { durableFsyncCount } from './pglite-durable-fs.js';

// The upgrade test of server/internals/pglite-durable-fs.ts: when a PGlite upgrade moves what it
// relies on, this fails rather than the database quietly losing its durability.
describe('PGlite durable file system (library internals)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fn-durable-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("flushes a commit to disk through PGlite's file system layer", async () => {
    const client = new PGlite({ ...pgliteDirOptions(path.join(dir, 'db')) });
    await client.waitReady;
    await client.exec('create table t (n int)');
    const before = durableFsyncCount();
    await client.exec('insert into t values (1)');
    expect(durableFsyncCount()).toBeGreaterThan(before);
    const fsync = await client.query<{ fsync: string }>('show fsync');
    expect(fsync.rows[0]?.fsync).toBe('on');
    await client.close();
  }, 60_000);
});
