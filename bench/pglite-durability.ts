/**
 * What durable commits cost the embedded database: the same single-row commits on PGlite as it
 * ships (fsync off) and as the server opens it (every commit flushed to disk, server/db/client.ts).
 * Run by `npm run bench:api` when the pglite driver is measured; alone: `npx tsx bench/pglite-durability.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPgliteDir } from '../server/db/client.js';
import { positiveNumber } from './lib.js';

export interface CommitResult {
  commitsPerSecond: number;
  usPerCommit: number;
  commits: number;
}

async function measure(durable: boolean, commits: number): Promise<CommitResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `fn-bench-commit-${durable ? 'durable' : 'off'}-`));
  try {
    const client = await openPgliteDir(path.join(dir, 'db'), { durable });
    try {
      await client.exec(
        'create table bench_commit (id serial primary key, member text not null, body text not null, at timestamptz not null default now())',
      );
      // Warm-up: the first commits pay for page allocation and the plan cache.
      for (let i = 0; i < 50; i++)
        await client.query('insert into bench_commit (member, body) values ($1, $2)', ['warm', 'x']);
      const started = process.hrtime.bigint();
      for (let i = 0; i < commits; i++)
        await client.query('insert into bench_commit (member, body) values ($1, $2)', [
          `m-${i % 100}`,
          'A message of about the length people write to each other here.',
        ]);
      const us = Number(process.hrtime.bigint() - started) / 1000;
      return {
        commitsPerSecond: Math.round((commits / us) * 1_000_000),
        usPerCommit: Math.round(us / commits),
        commits,
      };
    } finally {
      await client.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Both modes, interleaved twice so that other load on the machine falls on both. */
export async function benchCommits(): Promise<{ durable: CommitResult; fsyncOff: CommitResult }> {
  const commits = Math.round(positiveNumber('BENCH_COMMITS', 1000));
  const half = Math.max(1, Math.round(commits / 2));
  const runs = { durable: [] as CommitResult[], fsyncOff: [] as CommitResult[] };
  for (let round = 0; round < 2; round++) {
    runs.fsyncOff.push(await measure(false, half));
    runs.durable.push(await measure(true, half));
  }
  const merge = (rs: CommitResult[]): CommitResult => {
    const n = rs.reduce((a, r) => a + r.commits, 0);
    const us = rs.reduce((a, r) => a + r.usPerCommit * r.commits, 0);
    return { commits: n, usPerCommit: Math.round(us / n), commitsPerSecond: Math.round((n / us) * 1_000_000) };
  };
  return { durable: merge(runs.durable), fsyncOff: merge(runs.fsyncOff) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = await benchCommits();
  console.log(
    `PGlite single-row commits: fsync off ${r.fsyncOff.commitsPerSecond}/s (${r.fsyncOff.usPerCommit} µs), durable ${r.durable.commitsPerSecond}/s (${r.durable.usPerCommit} µs)`,
  );
}
