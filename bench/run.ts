/**
 * Load benchmark: `npm run bench`.
 *
 * Starts the real server (server/main.ts) as a child process, once on a fresh PostgreSQL database
 * and once on a fresh embedded PGlite, signs one member up, and measures with autocannon on
 * loopback:
 *   health-live  GET /api/health/live   trivial route, the ceiling
 *   health       GET /api/health        one database round trip
 *   profile-me   GET /api/profiles/me   session lookup (Better Auth) + profile read
 *   home-*       the home page's data: today's question, awareness statistics, community
 *                figures and the gallery (each one cacheable request)
 * Prints a table and the PASS/FAIL line of the target (profile-me >= 50% of health-live on
 * PostgreSQL), and merges the numbers into bench/results/latest.json.
 *
 * Exits 0 when the benchmark ran (whether or not the target was met), non-zero when it broke.
 * Each route is warmed up, then measured for BENCH_SECONDS in BENCH_ROUNDS interleaved rounds
 * (live, health, profile, live, health, profile, …) so that a burst of load from elsewhere on the
 * machine hits the ceiling and the scenarios alike. Besides req/s and p99 it records the server
 * process's own CPU time per request (from /proc), which other load on the machine disturbs far less.
 *
 * Settings (environment): BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (20),
 * BENCH_ROUNDS (2), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_DRIVERS (pg,pglite).
 */
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import autocannon, { type Result } from 'autocannon';
import { benchCommits } from './pglite-durability.js';
import { footprintTargets, measureFootprint } from './footprint.js';
import {
  BenchError,
  createPgDatabase,
  positiveNumber,
  resultsFile,
  root,
  runBenchmark,
  runCleanups,
  signUp,
  startBareServer,
  startServer,
  writeLatest,
  type Driver,
  type RunningServer,
} from './lib.js';

const SECONDS = positiveNumber('BENCH_SECONDS', 10);
const WARMUP_SECONDS = positiveNumber('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = positiveNumber('BENCH_CONNECTIONS', 20);
const ROUNDS = Math.max(1, Math.round(positiveNumber('BENCH_ROUNDS', 2)));
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pg,pglite')
  .split(',')
  .map((d) => d.trim())
  .filter(Boolean) as Driver[];
const TARGETS = [
  {
    scenario: 'pg:profile-me',
    ceiling: 'pg:health-live',
    min: 0.5,
    what: 'authenticated GET /api/profiles/me on PostgreSQL runs at',
    of: 'GET /api/health/live',
  },
  {
    scenario: 'pg:health-live',
    ceiling: 'bare:node-http',
    min: 0.5,
    what: 'GET /api/health/live (the whole platform path) runs at',
    of: 'a bare node:http server',
  },
];
const BARE = 'bare:node-http';

interface Route {
  name: string;
  path: string;
  authenticated: boolean;
}

const ROUTES: Route[] = [
  { name: 'health-live', path: '/api/health/live', authenticated: false },
  { name: 'health', path: '/api/health', authenticated: false },
  { name: 'profile-me', path: '/api/profiles/me', authenticated: true },
  // The home page's data: each is one cacheable request.
  { name: 'home-question', path: '/api/daily-questions/today', authenticated: false },
  { name: 'home-awareness', path: '/api/stats/awareness', authenticated: false },
  { name: 'home-community', path: '/api/stats/community', authenticated: false },
  { name: 'home-gallery', path: '/api/gallery', authenticated: false },
];

const BARE_ROUTE: Route = { name: 'node-http', path: '/api/health/live', authenticated: false };

interface ScenarioResult {
  rps: number;
  p99Ms: number;
  p50Ms: number;
  /** Server CPU time (user + system, all threads) per request, in microseconds; null off Linux. */
  cpuUsPerReq: number | null;
  requests: number;
  connections: number;
  seconds: number;
  rounds: number;
}

// ---------------------------------------------------------------------------------------------
// autocannon

async function load(url: string, headers: Record<string, string>, seconds: number): Promise<Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, timeout: 10 });
}

function checkResult(label: string, result: Result) {
  const codes = Object.entries(result.statusCodeStats)
    .map(([code, s]) => `${code}×${s.count}`)
    .join(', ');
  const unauthorized = result.statusCodeStats['401']?.count ?? 0;
  if (unauthorized > 0) {
    throw new BenchError(
      `${label}: ${unauthorized} responses were 401 — the session was not accepted, so this would measure the rejection path (${codes})`,
    );
  }
  if (result.non2xx > 0) throw new BenchError(`${label}: ${result.non2xx} non-2xx responses (${codes})`);
  if (result.errors > 0 || result.timeouts > 0)
    throw new BenchError(`${label}: ${result.errors} errors, ${result.timeouts} timeouts`);
  if (result['2xx'] === 0) throw new BenchError(`${label}: no successful responses at all`);
}

/** CPU time (user + system, all threads) of a process so far, in microseconds; null where /proc is missing. */
function processCpuUs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * (1_000_000 / 100) : null; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

interface Round {
  ok: number;
  seconds: number;
  p50: number;
  p99: number;
  cpuUs: number | null;
}

async function warmUp(driver: Driver, server: RunningServer, route: Route, cookie: string) {
  const label = `${driver}:${route.name}`;
  checkResult(
    `${label} (warm-up)`,
    await load(`${server.base}${route.path}`, route.authenticated ? { cookie } : {}, WARMUP_SECONDS),
  );
}

async function measureRound(
  driver: Driver,
  server: RunningServer,
  route: Route,
  cookie: string,
  seconds: number,
): Promise<Round> {
  const label = `${driver}:${route.name}`;
  const cpuBefore = processCpuUs(server.pid);
  const result = await load(`${server.base}${route.path}`, route.authenticated ? { cookie } : {}, seconds);
  const cpuAfter = processCpuUs(server.pid);
  checkResult(label, result);
  return {
    ok: result['2xx'],
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
}

function summarize(rounds: Round[]): ScenarioResult {
  const ok = rounds.reduce((n, r) => n + r.ok, 0);
  const seconds = rounds.reduce((n, r) => n + r.seconds, 0);
  const cpu = rounds.every((r) => r.cpuUs !== null) ? rounds.reduce((n, r) => n + (r.cpuUs ?? 0), 0) : null;
  const p50s = rounds.map((r) => r.p50).sort((a, b) => a - b);
  return {
    rps: Math.round(ok / seconds),
    // The worst round's p99: a conservative figure when rounds differ.
    p99Ms: Math.max(...rounds.map((r) => r.p99)),
    p50Ms: p50s[Math.floor(p50s.length / 2)]!,
    cpuUsPerReq: cpu === null ? null : Math.round(cpu / ok),
    requests: ok,
    connections: CONNECTIONS,
    seconds: Math.round(seconds * 10) / 10,
    rounds: rounds.length,
  };
}

// ---------------------------------------------------------------------------------------------
// Report

function printTable(scenarios: Record<string, ScenarioResult>, ratios: Record<string, number>) {
  const rows = [['scenario', 'route', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', '% of ceiling']];
  const bare = scenarios[BARE];
  if (bare)
    rows.push([
      BARE,
      'bare node:http, same body',
      String(bare.rps),
      String(bare.p50Ms),
      String(bare.p99Ms),
      bare.cpuUsPerReq === null ? 'n/a' : String(bare.cpuUsPerReq),
      'floor',
    ]);
  for (const driver of DRIVERS) {
    for (const route of ROUTES) {
      const key = `${driver}:${route.name}`;
      const s = scenarios[key];
      if (!s) continue;
      const ratio = ratios[`${key}/${driver}:health-live`];
      rows.push([
        key,
        `GET ${route.path}`,
        String(s.rps),
        String(s.p50Ms),
        String(s.p99Ms),
        s.cpuUsPerReq === null ? 'n/a' : String(s.cpuUsPerReq),
        ratio === undefined ? 'ceiling' : `${(ratio * 100).toFixed(1)}%`,
      ]);
    }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((cell, i) => (i >= 2 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  console.log(`\n${line(rows[0]!)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows.slice(1)) console.log(line(r));
}

// ---------------------------------------------------------------------------------------------

async function benchDriver(driver: Driver, scenarios: Record<string, ScenarioResult>, bare: RunningServer | null) {
  const started = Date.now();
  const databaseUrl = driver === 'pg' ? await createPgDatabase() : undefined;
  const server = await startServer(driver, databaseUrl);
  console.log(
    `${driver === 'pg' ? 'PostgreSQL' : 'PGlite'}: server up on ${server.base} after ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  try {
    const cookie = await signUp(server);
    process.stdout.write(`  warm-up ${WARMUP_SECONDS} s per route … `);
    for (const route of ROUTES) await warmUp(driver, server, route, cookie);
    if (bare) checkResult(`${BARE} (warm-up)`, await load(`${bare.base}/api/health/live`, {}, WARMUP_SECONDS));
    console.log('done');
    const rounds = new Map<Route, Round[]>(ROUTES.map((r) => [r, []]));
    const bareRounds: Round[] = [];
    const perRound = SECONDS / ROUNDS;
    for (let i = 1; i <= ROUNDS; i++) {
      const line: string[] = [];
      // The bare server is measured in the same rounds, so that load from elsewhere falls on both.
      if (bare) {
        const round = await measureRound('bare' as Driver, bare, BARE_ROUTE, '', perRound);
        bareRounds.push(round);
        line.push(`${BARE} ${Math.round(round.ok / round.seconds)}/s`);
      }
      for (const route of ROUTES) {
        const round = await measureRound(driver, server, route, cookie, perRound);
        rounds.get(route)!.push(round);
        line.push(`${route.name} ${Math.round(round.ok / round.seconds)}/s`);
      }
      console.log(`  round ${i}/${ROUNDS} (${perRound} s each): ${line.join(', ')}`);
    }
    for (const route of ROUTES) scenarios[`${driver}:${route.name}`] = summarize(rounds.get(route)!);
    if (bare) scenarios[BARE] = summarize(bareRounds);
  } catch (err) {
    if (err instanceof BenchError)
      err.message += `\n--- server output (last lines) ---\n${server.output().split('\n').slice(-30).join('\n')}`;
    throw err;
  } finally {
    await server.stop();
  }
}

const loadAtStart = Math.round(os.loadavg()[0]! * 100) / 100;

async function main() {
  for (const d of DRIVERS)
    if (d !== 'pg' && d !== 'pglite') throw new BenchError(`BENCH_DRIVERS: unknown driver ${d} (use pg, pglite)`);
  console.log(
    `Fortitude Network load benchmark: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per route in ${ROUNDS} interleaved round(s), ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  if (loadAtStart > os.cpus().length * 0.5) {
    console.log(
      `  note: the machine is already busy (load average ${loadAtStart} on ${os.cpus().length} CPUs); req/s will be lower and noisier than on an idle machine, CPU µs/req less so`,
    );
  }
  console.log('');

  const scenarios: Record<string, ScenarioResult> = {};
  // Measured beside PostgreSQL when it runs, else beside the first driver.
  const bareWith = DRIVERS.includes('pg') ? 'pg' : DRIVERS[0];
  for (const driver of DRIVERS) {
    const bare = driver === bareWith ? await startBareServer() : null;
    await benchDriver(driver, scenarios, bare);
    await runCleanups();
  }

  const ratios: Record<string, number> = {};
  for (const driver of DRIVERS) {
    const ceiling = scenarios[`${driver}:health-live`];
    if (!ceiling) continue;
    for (const route of ROUTES) {
      if (route.name === 'health-live') continue;
      const s = scenarios[`${driver}:${route.name}`];
      if (s) ratios[`${driver}:${route.name}/${driver}:health-live`] = Math.round((s.rps / ceiling.rps) * 1000) / 1000;
    }
    const bare = scenarios[BARE];
    if (bare) ratios[`${driver}:health-live/${BARE}`] = Math.round((ceiling.rps / bare.rps) * 1000) / 1000;
  }

  printTable(scenarios, ratios);

  const extra: Record<string, unknown> = {};
  if (DRIVERS.includes('pglite')) {
    process.stdout.write('\nPGlite commits, fsync off (as shipped) and durable (as the server opens it) … ');
    const commits = await benchCommits();
    extra['pglite:commit-fsync-off'] = commits.fsyncOff;
    extra['pglite:commit-durable'] = commits.durable;
    ratios['pglite:commit-durable/pglite:commit-fsync-off'] =
      Math.round((commits.durable.commitsPerSecond / commits.fsyncOff.commitsPerSecond) * 1000) / 1000;
    console.log(
      `${commits.fsyncOff.commitsPerSecond}/s (${commits.fsyncOff.usPerCommit} µs) and ${commits.durable.commitsPerSecond}/s (${commits.durable.usPerCommit} µs) per single-row commit`,
    );
  }

  const targets: Record<string, unknown> = {};
  if (DRIVERS.includes('pglite') && process.env.BENCH_FOOTPRINT !== '0') {
    process.stdout.write("\nThe whole server's memory on PGlite (npm start, every process it starts) … ");
    const footprint = await measureFootprint();
    await runCleanups();
    extra['pglite:footprint'] = footprint;
    const { afterStart, peakUnderLoad, afterLoad } = footprint.rssMb;
    console.log(
      `${afterStart} MB after start, ${peakUnderLoad} MB at most under ${footprint.loadSeconds} s of load, ${afterLoad} MB after it`,
    );
    for (const p of footprint.processes) console.log(`  ${String(p.rssMb).padStart(5)} MB  ${p.command}`);
    Object.assign(targets, footprintTargets(footprint));
    console.log(
      `${afterStart <= 300 ? 'PASS' : 'FAIL'}: the whole server uses ${afterStart} MB after start (target ≤ 300 MB)`,
    );
    console.log(
      `${peakUnderLoad <= 400 ? 'PASS' : 'FAIL'}: the whole server uses at most ${peakUnderLoad} MB under load (target ≤ 400 MB)`,
    );
  }
  console.log('');
  for (const target of TARGETS) {
    const targetKey = `${target.scenario}/${target.ceiling}`;
    const ratio = ratios[targetKey];
    if (ratio !== undefined) {
      const pass = ratio >= target.min;
      targets[targetKey] = { min: target.min, actual: ratio, pass, logLevel: process.env.BENCH_LOG_LEVEL ?? 'info' };
      console.log(
        `${pass ? 'PASS' : 'FAIL'}: ${target.what} ${(ratio * 100).toFixed(1)}% of ${target.of} (target ≥ ${target.min * 100}%)`,
      );
    } else {
      console.log(`Target ${targetKey} not evaluated: the PostgreSQL run was skipped (BENCH_DRIVERS).`);
    }
  }

  writeLatest({ ...scenarios, ...extra }, ratios, targets);
  console.log(`Results merged into ${path.relative(root, resultsFile)}`);
}

runBenchmark(main);
