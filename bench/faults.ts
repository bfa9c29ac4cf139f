/**
 * Fault tests on the real server (bench/README.md, "Fault tests").
 *
 * kill -9 mode (default): members create conversations (a conversation and its greeting, one
 * transaction, 201 only after the commit) from many concurrent clients while the server process is
 * killed with SIGKILL at random moments and started again on the same data. At the end the server
 * is killed once more and the database is opened directly: every acknowledged conversation must be
 * there with exactly one greeting, nothing half-written, and amcheck must find no damage in any
 * table or index.
 *
 * soak mode (`--soak <minutes>`): measures the peak rate of the same mix for a few seconds, then
 * runs at half of it for the given minutes and reports every error, the latency and the memory.
 *
 *   npm run bench:faults -- --kills 5 --writes 20000
 *   npm run bench:faults -- --soak 5
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:faults   # PGlite, then PostgreSQL
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import pg from 'pg';
import {
  BenchError,
  cleanups,
  freePort,
  HOST,
  killAllChildren,
  PASSWORD,
  root,
  runCleanups,
  serverArgs,
} from './lib.js';
import { PGLITE_EXTENSIONS } from '../server/db/client.js';

type Driver = 'pglite' | 'pg';

const { values: args } = parseArgs({
  options: {
    kills: { type: 'string', default: '5' },
    writes: { type: 'string', default: '20000' },
    concurrency: { type: 'string', default: '16' },
    members: { type: 'string', default: '8' },
    soak: { type: 'string' },
    rate: { type: 'string' },
    drivers: { type: 'string' },
  },
});

function positive(name: string, raw: string | undefined, integer = true): number {
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n)))
    throw new BenchError(`--${name} must be a positive ${integer ? 'whole ' : ''}number, got ${JSON.stringify(raw)}`);
  return n;
}

const KILLS = Number(args.kills) === 0 ? 0 : positive('kills', args.kills);
const WRITES = positive('writes', args.writes);
const CONCURRENCY = positive('concurrency', args.concurrency);
const MEMBERS = positive('members', args.members);
const SOAK_MINUTES = args.soak === undefined ? null : positive('soak', args.soak, false);
const FIXED_RATE = args.rate === undefined ? null : positive('rate', args.rate, false);
const PG_SERVER_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const DRIVERS: Driver[] = args.drivers
  ? (args.drivers.split(',').map((d) => d.trim()) as Driver[])
  : PG_SERVER_URL
    ? ['pglite', 'pg']
    : ['pglite'];
for (const d of DRIVERS) if (d !== 'pglite' && d !== 'pg') throw new BenchError(`unknown driver ${d} (pglite or pg)`);
if (DRIVERS.includes('pg') && !PG_SERVER_URL)
  throw new BenchError(
    'the pg driver needs DATABASE_URL or TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres)',
  );

const resultsFile = path.join(root, 'bench', 'results', 'faults.json');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// One server that can be killed and started again on the same data directory and port

/** Server processes still running: killed when this process exits, however it exits. */
const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

class Server {
  child: ChildProcess | null = null;
  output = '';
  readonly base: string;
  readonly origin: string;

  constructor(
    readonly driver: Driver,
    readonly port: number,
    readonly dataDir: string,
    readonly databaseUrl: string | undefined,
  ) {
    this.base = `http://${HOST}:${port}`;
    this.origin = `http://localhost:${port}`;
  }

  get pid(): number {
    return this.child?.pid ?? 0;
  }

  /** Starts `node dist/server/main.js` (what `npm start` runs after building) and waits for /api/health. */
  async start(): Promise<number> {
    const started = Date.now();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.port),
      HOST,
      DATA_DIR: this.dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Every client is 127.0.0.1: the per-address sign-up limit would stop the set-up.
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // Members are signed up through the API (decision 0081).
      ALTCHA: 'off',
    };
    // NODE_ENV unset, as `npm start` runs it (production without SMTP would want e-mail verification).
    for (const key of [
      'NODE_ENV',
      'DATABASE_URL',
      'TEST_DATABASE_URL',
      'PUBLIC_URL',
      'SMTP_URL',
      'TRUST_PROXY',
      'REDIS_URL',
      'S3_BUCKET',
    ])
      delete env[key];
    if (this.databaseUrl) env.DATABASE_URL = this.databaseUrl;
    const child = spawn(process.execPath, serverArgs(), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    live.add(child);
    child.once('exit', () => live.delete(child));
    const keep = (chunk: Buffer) => {
      this.output += chunk.toString();
      if (this.output.length > 20_000) this.output = this.output.slice(-20_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new BenchError(
          `the ${this.driver} server exited (${child.exitCode ?? child.signalCode}) before answering:\n${this.output}`,
        );
      try {
        const res = await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (res.status === 200) {
          const body = (await res.json()) as { driver?: string };
          if (body.driver !== this.driver)
            throw new BenchError(`expected the ${this.driver} driver, the server reports ${String(body.driver)}`);
          return Date.now() - started;
        }
      } catch (err) {
        if (err instanceof BenchError) throw err;
      }
      if (Date.now() > deadline)
        throw new BenchError(`the ${this.driver} server did not answer /api/health within 90 s:\n${this.output}`);
      await sleep(100);
    }
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }

  /** Resident memory of the server process in MB (null without /proc). */
  rssMb(): number | null {
    try {
      const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
      return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
    } catch {
      return null;
    }
  }
}

async function createServer(driver: Driver): Promise<Server> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `fn-faults-${driver}-`));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  if (driver === 'pg') {
    const name = `fn_faults_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: PG_SERVER_URL });
    try {
      await admin.connect();
    } catch (err) {
      throw new BenchError(
        `cannot reach PostgreSQL at ${PG_SERVER_URL}: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const again = new pg.Client({ connectionString: PG_SERVER_URL });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    });
    const url = new URL(PG_SERVER_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const server = new Server(driver, await freePort(), dataDir, databaseUrl);
  cleanups.push(() => server.kill('SIGKILL'));
  return server;
}

// ---------------------------------------------------------------------------------------------
// Members and the write

interface Member {
  email: string;
  cookie: string;
}

async function signUpMembers(server: Server, n: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < n; i++) {
    const email = `faults-${randomUUID().slice(0, 8)}@example.com`;
    const res = await fetch(`${server.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin },
      body: JSON.stringify({ name: `Fault Member ${i + 1}`, email, password: PASSWORD }),
    });
    if (res.status !== 200) throw new BenchError(`sign-up answered ${res.status}: ${await res.text()}`);
    // In production sign-up answers alike for new and known addresses and may set no session: sign in.
    const signIn = await fetch(`${server.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (signIn.status !== 200) throw new BenchError(`sign-in answered ${signIn.status}: ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!cookie.includes('session_token')) throw new BenchError('sign-up set no session cookie');
    members.push({ email, cookie });
  }
  return members;
}

type Outcome =
  | { ok: true; id: string; ms: number }
  | { ok: false; status: number | 'network' | 'timeout'; detail: string; ms: number };

/** One acknowledged write: POST /api/companion/conversations answers 201 only after its transaction committed. */
async function createConversation(server: Server, member: Member): Promise<Outcome> {
  const started = performance.now();
  try {
    const res = await fetch(`${server.base}/api/companion/conversations`, {
      method: 'POST',
      headers: { origin: server.origin, cookie: member.cookie },
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 201) return { ok: false, status: res.status, detail: text.slice(0, 200), ms };
    const id = (JSON.parse(text) as { conversation?: { id?: string } }).conversation?.id;
    if (!id) return { ok: false, status: res.status, detail: `no conversation id in ${text.slice(0, 200)}`, ms };
    return { ok: true, id, ms };
  } catch (err) {
    const ms = performance.now() - started;
    const name = err instanceof Error ? err.name : '';
    return {
      ok: false,
      status: name === 'TimeoutError' ? 'timeout' : 'network',
      detail:
        err instanceof Error ? String((err as { cause?: { code?: string } }).cause?.code ?? err.message) : String(err),
      ms,
    };
  }
}

/** One read of the same member's data, for the soak's mix. */
async function readConversation(server: Server, member: Member, id: string): Promise<Outcome> {
  const started = performance.now();
  try {
    const res = await fetch(`${server.base}/api/companion/conversations/${id}`, {
      headers: { cookie: member.cookie },
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    return res.status === 200
      ? { ok: true, id, ms }
      : { ok: false, status: res.status, detail: text.slice(0, 200), ms };
  } catch (err) {
    return {
      ok: false,
      status: 'network',
      detail: err instanceof Error ? err.message : String(err),
      ms: performance.now() - started,
    };
  }
}

// ---------------------------------------------------------------------------------------------
// The check: open the database directly and look at every acknowledged write

interface Query {
  query: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
}

async function openDirect(server: Server): Promise<{ db: Query; openMs: number }> {
  const started = Date.now();
  if (server.driver === 'pglite') {
    // Opening the killed embedded database runs its crash recovery here, in this process.
    const client = new PGlite(path.join(server.dataDir, 'db'), { extensions: { amcheck, ...PGLITE_EXTENSIONS } });
    await client.waitReady;
    return {
      openMs: Date.now() - started,
      db: {
        query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
        close: () => client.close(),
      },
    };
  }
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  return {
    openMs: Date.now() - started,
    db: {
      query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
      close: () => client.end(),
    },
  };
}

interface CheckResult {
  openMs: number;
  acknowledged: number;
  missing: number;
  missingSample: string[];
  conversations: number;
  committedWithoutAnswer: number;
  withoutGreeting: number;
  withMoreThanOneGreeting: number;
  orphanMessages: number;
  indexesChecked: number;
  tablesChecked: number;
  corruption: string[];
}

async function checkDatabase(server: Server, acknowledged: ReadonlySet<string>): Promise<CheckResult> {
  const { db, openMs } = await openDirect(server);
  try {
    const rows = await db.query<{ id: string }>('select id::text as id from chat_conversations');
    const present = new Set(rows.map((r) => r.id));
    const missing = [...acknowledged].filter((id) => !present.has(id));
    const [greetings] = await db.query<{ none: string | number; many: string | number }>(
      `select count(*) filter (where g = 0) as none, count(*) filter (where g > 1) as many
         from (select c.id, count(m.id) filter (where m.is_greeting) as g
                 from chat_conversations c left join chat_messages m on m.conversation_id = c.id group by c.id) x`,
    );
    const [orphans] = await db.query<{ n: string | number }>(
      'select count(*) as n from chat_messages m where not exists (select 1 from chat_conversations c where c.id = m.conversation_id)',
    );

    // amcheck: every B-tree index against its table (heapallindexed), and every table's pages.
    await db.query('create extension if not exists amcheck');
    const corruption: string[] = [];
    // By oid: Better Auth's indexes have mixed-case names.
    const indexes = await db.query<{ name: string; oid: number }>(
      `select c.relname as name, c.oid::int8 as oid from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
         join pg_namespace n on n.oid = c.relnamespace where am.amname = 'btree' and n.nspname = 'public' and c.relpersistence = 'p'`,
    );
    for (const { name, oid } of indexes) {
      try {
        await db.query(`select bt_index_check(${Number(oid)}::oid::regclass, true)`);
      } catch (err) {
        corruption.push(`index ${name}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    const tables = await db.query<{ name: string; oid: number }>(
      `select c.relname as name, c.oid::int8 as oid from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'r' and n.nspname = 'public'`,
    );
    for (const { name, oid } of tables) {
      const damage = await db.query<{ msg: string }>(`select msg from verify_heapam(${Number(oid)}::oid::regclass)`);
      for (const d of damage) corruption.push(`table ${name}: ${d.msg}`);
    }
    return {
      openMs,
      acknowledged: acknowledged.size,
      missing: missing.length,
      missingSample: missing.slice(0, 5),
      conversations: present.size,
      committedWithoutAnswer: [...present].filter((id) => !acknowledged.has(id)).length,
      withoutGreeting: Number(greetings?.none ?? 0),
      withMoreThanOneGreeting: Number(greetings?.many ?? 0),
      orphanMessages: Number(orphans?.n ?? 0),
      indexesChecked: indexes.length,
      tablesChecked: tables.length,
      corruption,
    };
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// kill -9 under load

interface KillRecord {
  atAcknowledged: number;
  inFlight: number;
  restartMs: number;
}

async function killTest(driver: Driver) {
  const server = await createServer(driver);
  const firstStartMs = await server.start();
  const members = await signUpMembers(server, MEMBERS);
  console.log(
    `  ${driver}: server up in ${firstStartMs} ms; ${MEMBERS} members; ${WRITES} writes from ${CONCURRENCY} clients, ${KILLS} × kill -9`,
  );

  const acknowledged = new Set<string>();
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const kills: KillRecord[] = [];
  // Kill points: random acknowledged counts between 5% and 95% of the run, plus a random delay so
  // that the signal falls in the middle of requests.
  const killAt = Array.from({ length: KILLS }, () => Math.floor(WRITES * (0.05 + Math.random() * 0.9))).sort(
    (a, b) => a - b,
  );
  let inFlight = 0;
  let down = false;
  let attempts = 0;
  // An HTTP error answer (not a refused or cut connection) from a server that is up.
  let answeredWithError = 0;
  const started = Date.now();

  const killer = (async () => {
    for (const at of killAt) {
      while (acknowledged.size < at) await sleep(5);
      await sleep(Math.random() * 50);
      const record: KillRecord = { atAcknowledged: acknowledged.size, inFlight, restartMs: 0 };
      down = true;
      await server.kill('SIGKILL');
      record.restartMs = await server.start();
      down = false;
      kills.push(record);
      console.log(
        `    kill -9 #${kills.length} at ${record.atAcknowledged} acknowledged, ${record.inFlight} in flight; answering again after ${record.restartMs} ms`,
      );
    }
  })();

  const client = async (n: number) => {
    let i = n;
    while (acknowledged.size < WRITES) {
      const member = members[i++ % members.length]!;
      inFlight++;
      attempts++;
      const outcome = await createConversation(server, member);
      inFlight--;
      if (outcome.ok) {
        acknowledged.add(outcome.id);
        latencies.push(outcome.ms);
      } else {
        const key = `${outcome.status}${outcome.status === 'network' ? `:${outcome.detail}` : ''}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
        // Only while the server is being killed and restarted may a write fail.
        if (!down && typeof outcome.status === 'number') {
          answeredWithError++;
          console.warn(`    unexpected answer while the server was up: ${outcome.status} ${outcome.detail}`);
        }
        await sleep(down ? 50 : 10);
      }
    }
  };
  await Promise.all([killer, ...Array.from({ length: CONCURRENCY }, (_, n) => client(n))]);
  const loadSeconds = (Date.now() - started) / 1000;

  // The end is a kill too: what is checked is what a crash leaves.
  await server.kill('SIGKILL');
  const check = await checkDatabase(server, acknowledged);
  // And the server must start on it again.
  const finalRestartMs = await server.start();
  await server.kill('SIGTERM');

  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0) * 10) / 10;
  const pass =
    answeredWithError === 0 &&
    check.missing === 0 &&
    check.withoutGreeting === 0 &&
    check.withMoreThanOneGreeting === 0 &&
    check.orphanMessages === 0 &&
    check.corruption.length === 0;
  const result = {
    driver,
    pass,
    kills: kills.length,
    writesAcknowledged: acknowledged.size,
    attempts,
    failedAttempts: Object.fromEntries(failures),
    answeredWithError,
    concurrency: CONCURRENCY,
    seconds: Math.round(loadSeconds * 10) / 10,
    writesPerSecond: Math.round(acknowledged.size / loadSeconds),
    p50Ms: pct(0.5),
    p99Ms: pct(0.99),
    killLog: kills,
    finalRestartMs,
    check,
  };
  console.log(
    `  ${driver}: ${pass ? 'PASS' : 'FAIL'}: ${check.acknowledged} acknowledged, ${check.missing} missing, ${answeredWithError} error answers while up, ${check.committedWithoutAnswer} committed without an answer, ` +
      `${check.withoutGreeting + check.withMoreThanOneGreeting + check.orphanMessages} half-written, ${check.corruption.length} amcheck findings ` +
      `(${check.indexesChecked} indexes, ${check.tablesChecked} tables); ${result.writesPerSecond} writes/s overall, restarts included`,
  );
  for (const c of check.corruption.slice(0, 10)) console.log(`    ${c}`);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Soak: half the peak rate for minutes

async function soakTest(driver: Driver, minutes: number) {
  const server = await createServer(driver);
  await server.start();
  const members = await signUpMembers(server, MEMBERS);
  const ids: Array<{ member: Member; id: string }> = [];

  const oneOp = async (n: number): Promise<Outcome> => {
    const member = members[n % members.length]!;
    // Half writes, half reads of a conversation the member made.
    if (n % 2 === 1 && ids.length > 0) {
      const pick = ids[Math.floor(Math.random() * ids.length)]!;
      return readConversation(server, pick.member, pick.id);
    }
    const outcome = await createConversation(server, member);
    if (outcome.ok) ids.push({ member, id: outcome.id });
    return outcome;
  };

  // The peak: CONCURRENCY clients back to back for 5 s.
  let rate = FIXED_RATE;
  let peak: number | null = null;
  if (rate === null) {
    let done = 0;
    let n = 0;
    const until = Date.now() + 5_000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < until) {
          if ((await oneOp(n++)).ok) done++;
        }
      }),
    );
    peak = Math.round(done / 5);
    rate = Math.max(1, Math.round(peak / 2));
  }
  const totalMs = minutes * 60_000;
  console.log(
    `  ${driver}: soak for ${minutes} min at ${rate} req/s${peak !== null ? ` (half the measured peak of ${peak} req/s)` : ''}, half writes, half reads`,
  );

  const rssStart = server.rssMb();
  const errors = new Map<string, number>();
  const perMinute: Array<{
    minute: number;
    requests: number;
    errors: number;
    p50Ms: number;
    p99Ms: number;
    rssMb: number | null;
  }> = [];
  let bucket: number[] = [];
  let bucketErrors = 0;
  let requests = 0;
  let n = 0;
  const pending = new Set<Promise<void>>();
  const started = Date.now();
  let nextMinute = started + 60_000;
  const flush = (minute: number) => {
    bucket.sort((a, b) => a - b);
    const at = (p: number) =>
      Math.round((bucket[Math.min(bucket.length - 1, Math.floor(bucket.length * p))] ?? 0) * 10) / 10;
    perMinute.push({
      minute,
      requests: bucket.length + bucketErrors,
      errors: bucketErrors,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      rssMb: server.rssMb(),
    });
    console.log(
      `    minute ${minute}: ${bucket.length + bucketErrors} requests, ${bucketErrors} errors, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, server RSS ${server.rssMb() ?? '?'} MB`,
    );
    bucket = [];
    bucketErrors = 0;
  };
  // Open loop: requests start on schedule whether or not earlier ones have finished.
  for (let i = 0; ; i++) {
    const due = started + (i * 1000) / rate;
    if (due >= started + totalMs) break;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    if (Date.now() >= nextMinute) {
      flush(perMinute.length + 1);
      nextMinute += 60_000;
    }
    requests++;
    const p = oneOp(n++).then((outcome) => {
      if (outcome.ok) bucket.push(outcome.ms);
      else {
        bucketErrors++;
        const key = `${outcome.status}: ${outcome.detail}`.slice(0, 160);
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    });
    pending.add(p);
    void p.finally(() => pending.delete(p));
  }
  await Promise.all(pending);
  if (bucket.length + bucketErrors > 0) flush(perMinute.length + 1);
  const rssEnd = server.rssMb();
  await server.kill('SIGTERM');

  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  const result = {
    driver,
    pass: errorCount === 0,
    minutes,
    peakRps: peak,
    rateRps: rate,
    requests,
    errors: errorCount,
    errorKinds: Object.fromEntries(errors),
    rssStartMb: rssStart,
    rssEndMb: rssEnd,
    perMinute,
  };
  console.log(
    `  ${driver}: ${result.pass ? 'PASS' : 'FAIL'}: ${requests} requests at ${rate} req/s, ${errorCount} errors; server RSS ${rssStart ?? '?'} → ${rssEnd ?? '?'} MB`,
  );
  for (const [kind, count] of errors) console.log(`    ${count} × ${kind}`);
  return result;
}

// ---------------------------------------------------------------------------------------------

function writeResults(entries: Record<string, unknown>) {
  let previous: { results?: Record<string, unknown> } = {};
  if (existsSync(resultsFile)) {
    try {
      previous = JSON.parse(readFileSync(resultsFile, 'utf8')) as typeof previous;
    } catch {
      console.warn('  bench/results/faults.json was not valid JSON; starting it afresh');
    }
  }
  const cpus = os.cpus();
  const next = {
    generatedAt: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadAvg1m: Math.round(os.loadavg()[0]! * 100) / 100,
    },
    results: { ...(previous.results ?? {}), ...entries },
  };
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(next, null, 2)}\n`);
}

async function main(): Promise<boolean> {
  const entries: Record<string, unknown> = {};
  let failed = false;
  for (const driver of DRIVERS) {
    const result = SOAK_MINUTES !== null ? await soakTest(driver, SOAK_MINUTES) : await killTest(driver);
    entries[`${SOAK_MINUTES !== null ? 'soak' : 'kill9'}:${driver}`] = { ...result, at: new Date().toISOString() };
    failed ||= !result.pass;
  }
  writeResults(entries);
  console.log(`  written to ${path.relative(root, resultsFile)}`);
  return !failed;
}

// Exit 0: every check passed; 2: a write was lost, damaged or answered with an error (a failure of
// the server); 1: the benchmark itself broke.
main()
  .then(async (passed) => {
    await runCleanups();
    if (!passed) console.error('FAULT TEST FAILED');
    process.exit(passed ? 0 : 2);
  })
  .catch(async (err: unknown) => {
    console.error(
      `\nBENCHMARK BROKEN: ${err instanceof Error ? (err instanceof BenchError ? err.message : err.stack) : String(err)}`,
    );
    killAllChildren('SIGKILL');
    await runCleanups();
    process.exit(1);
  });
