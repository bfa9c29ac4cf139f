import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/helpers.js';
import { createJobs, type Jobs } from './jobs.js';

let test: TestDatabase;
const quiet = { warn: () => {}, info: () => {} };
const started: Jobs[] = [];
/** A server process of its own on the shared database. */
const aProcess = () => {
  const jobs = createJobs({ db: test.database.db, log: quiet });
  started.push(jobs);
  return jobs;
};
const rows = async (kind: string) =>
  (
    await test.database.db.execute(
      sql`select key, attempts, lease_until > now() as leased from queued_jobs where kind = ${kind} order by key`,
    )
  ).rows as { key: string; attempts: number; leased: boolean }[];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(async () => {
  for (const jobs of started) await jobs.stop();
  await test?.drop();
});

describe('queued work', () => {
  it('runs once in the process that queued it, the same key queued again while it waits or runs is one piece of work, and the row goes when done', async () => {
    const jobs = aProcess();
    const ran: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    jobs.queue<{ n: string }>({ kind: 'once', run: async ({ n }) => (ran.push(n), released) });
    await jobs.enqueue('once', 'a', { n: 'a' });
    await jobs.enqueue('once', 'a', { n: 'a' });
    release();
    await jobs.idle();
    expect(ran).toEqual(['a']);
    expect(await rows('once')).toEqual([]);
  });

  it('is taken up by another process when the lease of a process that stopped has expired, and not before', async () => {
    const ran: string[] = [];
    // A process took the work and stopped: its row stays, leased for a while.
    await test.database.db.execute(
      sql`insert into queued_jobs (kind, key, payload, attempts, lease_until) values ('crash', 'x', '{"n":"x"}', 1, now() + interval '1 hour')`,
    );
    const other = aProcess();
    other.queue<{ n: string }>({ kind: 'crash', run: async ({ n }) => void ran.push(n) });
    await other.runQueued('crash');
    expect(ran).toEqual([]);
    await test.database.db.execute(
      sql`update queued_jobs set lease_until = now() - interval '1 second' where kind = 'crash'`,
    );
    await other.runQueued('crash');
    expect(ran).toEqual(['x']);
    expect(await rows('crash')).toEqual([]);
  });

  it('keeps its lease while it runs longer than the lease, so a second process does not run it too', async () => {
    const first = aProcess();
    const second = aProcess();
    let runs = 0;
    const work = { kind: 'long', leaseMs: 1_000, run: async () => void (runs++, await wait(2_500)) };
    first.queue(work);
    second.queue(work);
    await first.enqueue('long', 'l', {});
    await wait(1_800);
    await second.runQueued('long');
    expect(await rows('long')).toEqual([{ key: 'l', attempts: 1, leased: true }]);
    await first.idle();
    expect(runs).toBe(1);
    expect(await rows('long')).toEqual([]);
  });

  it('is tried again after a failure, and given up after its last try', async () => {
    const jobs = aProcess();
    const given: string[] = [];
    let tries = 0;
    jobs.queue<{ n: string }>({
      kind: 'failing',
      maxAttempts: 2,
      run: async () => {
        tries++;
        throw new Error('no');
      },
      giveUp: async ({ n }) => void given.push(n),
    });
    await jobs.enqueue('failing', 'f', { n: 'f' });
    await jobs.idle();
    // A failed try waits before it is taken again.
    expect(await rows('failing')).toEqual([{ key: 'f', attempts: 1, leased: true }]);
    for (let i = 0; i < 2; i++) {
      await test.database.db.execute(
        sql`update queued_jobs set lease_until = now() - interval '1 second' where kind = 'failing'`,
      );
      await jobs.runQueued('failing');
    }
    expect(tries).toBe(2);
    expect(given).toEqual(['f']);
    expect(await rows('failing')).toEqual([]);
  });
});
