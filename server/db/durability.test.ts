import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Count the real fsync(2) calls the embedded database makes.
const fsyncs = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const fsyncSync = (fd: number) => {
    fsyncs.count += 1;
    fs.fsyncSync(fd);
  };
  return { ...fs, fsyncSync, default: { ...fs, fsyncSync } };
});

const { openPgliteDir } = await import('./client.js');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fn-durable-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('the embedded database on disk', () => {
  it('flushes each acknowledged commit to disk before answering', async () => {
    const client = await openPgliteDir(path.join(dir, 'db'));
    try {
      expect((await client.query<{ fsync: string }>('show fsync')).rows[0]?.fsync).toBe('on');
      expect((await client.query<{ wal_sync_method: string }>('show wal_sync_method')).rows[0]?.wal_sync_method).toBe(
        'fsync',
      );
      await client.exec('create table kept (id int primary key)');
      const before = fsyncs.count;
      for (let i = 1; i <= 20; i++) await client.query('insert into kept values ($1)', [i]);
      // At least one flush per commit (the WAL), none skipped.
      expect(fsyncs.count - before).toBeGreaterThanOrEqual(20);
    } finally {
      await client.close();
    }
  }, 120_000);
});
