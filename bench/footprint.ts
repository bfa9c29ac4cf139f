/**
 * The whole server's memory on the embedded database (`pglite:footprint`, run by `npm run bench:api`
 * when the pglite driver is measured; alone: `npx tsx bench/footprint.ts`).
 *
 * Starts the site exactly as the README does, `npm start` (npm, its shell, the build check and the
 * server), on a fresh data directory with the demo content, and sums the resident memory (RSS) of
 * every process of that tree: after start (5 s after /api/health first answers), at its highest
 * during BENCH_FOOTPRINT_SECONDS (60) of load on the site's public reads, and after the load.
 * Targets (issue 22): at most 300 MB after start, at most 400 MB under load.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { pathToFileURL } from 'node:url';
import {
  BenchError,
  cleanups,
  freePort,
  HOST,
  positiveNumber,
  root,
  runBenchmark,
  runCleanups,
  writeLatest,
} from './lib.js';

const LOAD_SECONDS = positiveNumber('BENCH_FOOTPRINT_SECONDS', 60);
const CONNECTIONS = positiveNumber('BENCH_FOOTPRINT_CONNECTIONS', 10);
/** The public reads a visitor's pages make, loaded in turn. */
const READS = [
  '/api/health',
  '/api/forum/posts',
  '/api/gallery',
  '/api/daily-questions/today',
  '/api/stats/community',
  '/api/stories',
  '/api/events',
  '/',
];

export interface Footprint {
  rssMb: { afterStart: number; peakUnderLoad: number; afterLoad: number };
  /** The processes of the tree after start, with their RSS in MB, and their high-water mark at the end of the load. */
  processes: Array<{ command: string; rssMb: number; highWaterMb: number }>;
  loadSeconds: number;
  requests: number;
}

/** Every process whose ancestors include `rootPid` (and itself), with its RSS in kB. */
function tree(rootPid: number): Array<{ pid: number; command: string; rssKb: number; hwmKb: number }> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const inTree = (pid: number): boolean => {
    for (let p: number | undefined = pid, hops = 0; p && hops < 64; p = parents.get(p), hops++)
      if (p === rootPid) return true;
    return false;
  };
  const out: Array<{ pid: number; command: string; rssKb: number; hwmKb: number }> = [];
  for (const pid of parents.keys()) {
    if (!inTree(pid)) continue;
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      // The process's own high-water mark: a burst between two samples still counts.
      const hwmKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').slice(0, 120);
      out.push({ pid, command, rssKb, hwmKb });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

const totalMb = (procs: Array<{ rssKb: number }>) => Math.round(procs.reduce((n, p) => n + p.rssKb, 0) / 1024);

export async function measureFootprint(): Promise<Footprint> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fn-bench-footprint-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
  };
  for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'TRUST_PROXY', 'S3_BUCKET', 'REDIS_URL'])
    delete env[name];
  // Its own process group, so that the whole tree is stopped together.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  cleanups.push(stop);
  const base = `http://${HOST}:${port}`;
  // The first `npm start` on a checkout builds the web app and the server first.
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new BenchError(`npm start exited (${child.exitCode}) before answering`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) })).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new BenchError('npm start did not answer /api/health within 15 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  await new Promise((r) => setTimeout(r, 5_000));
  const started = tree(child.pid!);
  const afterStart = totalMb(started);

  let peak = afterStart;
  const sampler = setInterval(() => (peak = Math.max(peak, totalMb(tree(child.pid!)))), 1_000);
  let requests = 0;
  const until = Date.now() + LOAD_SECONDS * 1000;
  try {
    while (Date.now() < until) {
      for (const route of READS) {
        const seconds = Math.max(1, Math.min(5, Math.round((until - Date.now()) / 1000)));
        const result = await autocannon({
          url: `${base}${route}`,
          connections: CONNECTIONS,
          duration: seconds,
          timeout: 10,
        });
        if (result.errors > 0 || result.timeouts > 0)
          throw new BenchError(`footprint load ${route}: ${result.errors} errors, ${result.timeouts} timeouts`);
        requests += result.requests.total ?? 0;
        if (Date.now() >= until) break;
      }
    }
  } finally {
    clearInterval(sampler);
  }
  const ended = tree(child.pid!);
  const afterLoad = totalMb(ended);
  // Each process's own high-water mark (VmHWM), summed: an upper bound of the tree's peak that a
  // burst between two of the sampler's readings cannot slip under (V8 optimising the embedded
  // database's WebAssembly once took the server to 730 MB for about a second).
  const highWater = Math.round(ended.reduce((n, p) => n + p.hwmKb, 0) / 1024);
  peak = Math.max(peak, afterLoad, highWater);
  stop();
  return {
    rssMb: { afterStart, peakUnderLoad: peak, afterLoad },
    processes: started.map((p) => ({
      command: p.command,
      rssMb: Math.round(p.rssKb / 1024),
      highWaterMb: Math.round((ended.find((e) => e.pid === p.pid)?.hwmKb ?? p.hwmKb) / 1024),
    })),
    loadSeconds: LOAD_SECONDS,
    requests,
  };
}

/** The targets of issue 22, as `targets` entries of bench/results/latest.json. */
export function footprintTargets(footprint: Footprint): Record<string, { max: number; actual: number; pass: boolean }> {
  const { afterStart, peakUnderLoad } = footprint.rssMb;
  return {
    'pglite:footprint.rssMb.afterStart': { max: 300, actual: afterStart, pass: afterStart <= 300 },
    'pglite:footprint.rssMb.peakUnderLoad': { max: 400, actual: peakUnderLoad, pass: peakUnderLoad <= 400 },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runBenchmark(async () => {
    const footprint = await measureFootprint();
    await runCleanups();
    console.log(JSON.stringify(footprint, null, 2));
    const targets = footprintTargets(footprint);
    for (const [key, t] of Object.entries(targets))
      console.log(`${t.pass ? 'PASS' : 'FAIL'}: ${key} = ${t.actual} MB (≤ ${t.max} MB)`);
    writeLatest({ 'pglite:footprint': footprint }, {}, targets);
  });
}
