/** What every benchmark needs: the real server in a child process, a fresh database, a member. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** A failure of the benchmark itself (as opposed to a slow result). */
export class BenchError extends Error {}

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const resultsFile = path.join(root, 'bench', 'results', 'latest.json');
export const HOST = '127.0.0.1';
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const PASSWORD = 'Bench-mark-2026!';
export type Driver = 'pg' | 'pglite';

export function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0)
    throw new BenchError(`${name} must be a positive number, got ${JSON.stringify(raw)}`);
  return n;
}

// ---------------------------------------------------------------------------------------------
// Child processes and clean-up

const children = new Set<ChildProcess>();
export const cleanups: Array<() => Promise<void> | void> = [];

export function killAllChildren(signal: NodeJS.Signals = 'SIGKILL') {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

process.on('exit', () => killAllChildren('SIGKILL'));
// Ctrl-C reaches this process twice (from the terminal and relayed by the tsx CLI): the first one
// starts the clean-up (dropping the database needs a moment), later ones must not cut it short.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping the benchmark and cleaning up`);
    killAllChildren('SIGKILL');
    void runCleanups().finally(() => process.exit(130));
  });
}

export async function runCleanups() {
  while (cleanups.length > 0) {
    const fn = cleanups.pop()!;
    try {
      await fn();
    } catch (err) {
      console.error('clean-up failed:', err instanceof Error ? err.message : err);
    }
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new BenchError('no free port'))));
    });
  });
}

/**
 * Tracks a child server until it exits and gives the one way to stop it (SIGTERM, then SIGKILL
 * after 5 s); the stop also runs at the end of the benchmark.
 */
function supervise(child: ChildProcess): { stop: () => Promise<void> } {
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => children.delete(child));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  return { stop };
}

/** The bare node:http server of scenario bare:node-http (bench/bare-server.mjs), as a child process. */
export async function startBareServer(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench', 'bare-server.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const { stop } = supervise(child);
  const base = `http://${HOST}:${port}`;
  const deadline = Date.now() + 10_000;
  while (!output.includes('listening')) {
    if (child.exitCode !== null) throw new BenchError(`the bare node:http server exited: ${output}`);
    if (Date.now() > deadline) throw new BenchError('the bare node:http server did not start within 10 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  return { pid: child.pid!, base, origin: base, output: () => output, stop };
}

export interface RunningServer {
  pid: number;
  base: string;
  origin: string;
  output: () => string;
  stop: () => Promise<void>;
}

let built = false;

/**
 * Node's flags of `npm start` (package.json's start script: `exec node <flags> dist/server/main.js`),
 * so that every benchmark measures the V8 settings production runs with (decision 0044).
 * BENCH_NODE_FLAGS replaces them (an empty value runs node without flags), to compare a setting.
 */
export function startNodeFlags(): string[] {
  if (process.env.BENCH_NODE_FLAGS !== undefined) return process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean);
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const flags = /exec node ((?:--\S+\s+)*)dist\/server\/main\.js/.exec(pkg.scripts.start);
  if (!flags)
    throw new BenchError("package.json's start script no longer ends in `exec node <flags> dist/server/main.js`");
  return flags[1]!.split(/\s+/).filter(Boolean);
}

/**
 * The server's command line as production runs it (`npm start`): the compiled JavaScript of
 * dist/server/main.js with node and the start script's flags, built first when its sources
 * changed (scripts/build.mjs).
 */
export function serverArgs(): string[] {
  if (!built) {
    execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--only=server', '--if-changed'], {
      cwd: root,
      stdio: 'inherit',
    });
    built = true;
  }
  return [...startNodeFlags(), path.join(root, 'dist', 'server', 'main.js')];
}

export async function startServer(
  driver: Driver,
  databaseUrl: string | undefined,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `fn-bench-${driver}-`));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // Production's level: every request writes its line, as on a real site (BENCH_LOG_LEVEL).
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    NODE_ENV: 'production',
    // The benchmarks sign their members up through the API (decision 0081).
    ALTCHA: 'off',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  delete env.SMTP_URL;
  delete env.TRUST_PROXY;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  // The server's lines go to a file, as they would to a log shipper in another process: read
  // through a pipe by this process, every request's line cost the load generator (autocannon runs
  // here) CPU that the bare server, which logs nothing, never made it spend.
  const logFile = path.join(dataDir, 'server.log');
  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, serverArgs(), { cwd: root, env, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  const output = () => {
    try {
      const text = readFileSync(logFile, 'utf8');
      return text.slice(-20_000);
    } catch {
      return '';
    }
  };
  const { stop } = supervise(child);

  const base = `http://${HOST}:${port}`;
  // Migrations and the demo content take seconds on an idle machine, minutes on a busy one.
  const deadline = Date.now() + positiveNumber('BENCH_START_SECONDS', 180) * 1000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new BenchError(
        `the ${driver} server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`,
      );
    }
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) {
        const body = (await res.json()) as { driver?: string };
        if (body.driver !== driver)
          throw new BenchError(`expected the ${driver} driver, the server reports ${String(body.driver)}`);
        break;
      }
    } catch (err) {
      if (err instanceof BenchError) throw err;
    }
    if (Date.now() > deadline)
      throw new BenchError(`the ${driver} server did not answer /api/health within BENCH_START_SECONDS:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { pid: child.pid!, base, origin: `http://localhost:${port}`, output, stop };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a fresh database per run, dropped at the end

function assertLoopback(url: string) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host)) {
    throw new BenchError(`BENCH_PG_URL must point at this machine (127.0.0.1), not ${host}`);
  }
}

export async function createPgDatabase(): Promise<string> {
  assertLoopback(PG_ADMIN_URL);
  const name = `fn_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch (err) {
    throw new BenchError(
      `cannot reach PostgreSQL at ${PG_ADMIN_URL}: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const again = new pg.Client({ connectionString: PG_ADMIN_URL });
    await again.connect();
    await again.query(`drop database if exists ${name} with (force)`);
    await again.end();
  });
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

// ---------------------------------------------------------------------------------------------
// A member and their session cookie

export async function signUp(server: RunningServer, name = 'Bench Member'): Promise<string> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const res = await fetch(`${server.base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ name, email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new BenchError(`sign-up answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie.includes('session_token'))
    throw new BenchError(`sign-up set no session cookie (set-cookie: ${cookie || 'none'})`);

  // The benchmark is only meaningful if the cookie really authenticates.
  const me = await fetch(`${server.base}/api/profiles/me`, { headers: { cookie } });
  if (me.status !== 200)
    throw new BenchError(`GET /api/profiles/me with the new session answered ${me.status}: ${await me.text()}`);
  const profile = (await me.json()) as { email?: string };
  if (profile.email !== email)
    throw new BenchError(`GET /api/profiles/me returned someone else's profile (${String(profile.email)})`);
  return cookie;
}

// ---------------------------------------------------------------------------------------------
// Results

interface LatestJson {
  generatedAt?: string;
  machine?: Record<string, unknown>;
  scenarios?: Record<string, unknown>;
  ratios?: Record<string, number>;
  targets?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Merges this run's figures into bench/results/latest.json (other benchmarks' figures stay). */
export function writeLatest(
  scenarios: Record<string, unknown>,
  ratios: Record<string, number>,
  targets: Record<string, unknown>,
) {
  let previous: LatestJson = {};
  if (existsSync(resultsFile)) {
    try {
      previous = JSON.parse(readFileSync(resultsFile, 'utf8')) as LatestJson;
    } catch {
      console.warn(`  ${path.relative(root, resultsFile)} was not valid JSON; starting it afresh`);
    }
  }
  const cpus = os.cpus();
  const next: LatestJson = {
    ...previous,
    generatedAt: new Date().toISOString(),
    machine: {
      ...(previous.machine ?? {}),
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadAvg1mAtStart: Math.round(os.loadavg()[0]! * 100) / 100,
    },
    scenarios: { ...(previous.scenarios ?? {}), ...scenarios },
    ratios: { ...(previous.ratios ?? {}), ...ratios },
    targets: { ...(previous.targets ?? {}), ...targets },
  };
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(next, null, 2)}\n`);
}

/** Runs a benchmark's main with the shared clean-up and exit codes. */
export function runBenchmark(main: () => Promise<void>) {
  main()
    .then(async () => {
      await runCleanups();
      process.exit(0);
    })
    .catch(async (err: unknown) => {
      console.error(
        `\nBENCHMARK BROKEN: ${err instanceof Error ? (err instanceof BenchError ? err.message : err.stack) : String(err)}`,
      );
      killAllChildren('SIGKILL');
      await runCleanups();
      process.exit(1);
    });
}
