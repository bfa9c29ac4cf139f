/**
 * Realtime benchmark: `npm run bench:realtime` (also part of `npm run bench`).
 *
 * Starts two server processes (server/main.ts) on one fresh PostgreSQL database, makes
 * BENCH_SOCKETS members (2,000) with sessions and connections straight in SQL (signing up through
 * the API would spend minutes hashing passwords), and opens one authenticated WebSocket per member
 * on the first process. Then senders post private messages through the first process at a steady
 * rate (BENCH_DM_RATE a second for BENCH_SECONDS), and it measures the time from the sender's
 * request to the receiver's socket:
 *   pg:dm-delivery                every socket from an address of its own (127.0.0.2 and up, the
 *                                 client socket bound there), on the same process (target p99 <= 100 ms)
 *   pg:dm-delivery-one-address    the same sockets all from 127.0.0.1, as behind a hospital's Wi-Fi
 *                                 or a carrier's NAT (target p99 <= 100 ms)
 *   pg:dm-delivery-cross-process  receivers' sockets on the second process, through LISTEN/NOTIFY,
 *                                 with the one-address sockets still open (target p99 <= 150 ms)
 * and the first process's resident memory per idle socket. A target is met with no message lost.
 * A socket refused, closed before its 'hello' or closed by the server while open fails the run
 * with its close code and reason; so does a run longer than BENCH_TIMEOUT_SECONDS (600). Writes
 * its scenarios and targets into bench/results/latest.json (other benchmarks' keys stay).
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import WebSocket from 'ws';
import {
  BenchError,
  createPgDatabase,
  positiveNumber,
  runBenchmark,
  startServer,
  writeLatest,
  type RunningServer,
} from './lib.js';

const SOCKETS = Math.round(positiveNumber('BENCH_SOCKETS', 2000));
const RATE = positiveNumber('BENCH_DM_RATE', 50);
const SECONDS = positiveNumber('BENCH_SECONDS', 10);
const CROSS = Math.min(200, Math.floor(SOCKETS / 4));
const SECRET = randomBytes(32).toString('base64url');
const TARGETS = { 'pg:dm-delivery': 100, 'pg:dm-delivery-one-address': 100, 'pg:dm-delivery-cross-process': 150 };
/** The whole run, and each socket's wait for its 'hello'. */
const TIMEOUT_SECONDS = positiveNumber('BENCH_TIMEOUT_SECONDS', 600);
const OPEN_TIMEOUT_MS = 10_000;

interface Member {
  id: string;
  cookie: string;
}

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

/** Members, sessions and accepted connections (member i with member i + half), written in SQL. */
async function makeMembers(url: string, cookieName: string, count: number): Promise<Member[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const members: Member[] = [];
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const i = start + k;
      const token = randomBytes(24).toString('base64url');
      const signature = createHmac('sha256', SECRET).update(token).digest('base64');
      return {
        id: `bench-${i}-${randomUUID().slice(0, 8)}`,
        i,
        token,
        cookie: `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}`,
      };
    });
    await client.query(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at, role)
       select id, 'Bench member ' || i, id || '@bench.invalid', true, now(), now(), 'patient' from unnest($1::text[], $2::int[]) as t(id, i)`,
      [batch.map((b) => b.id), batch.map((b) => b.i)],
    );
    await client.query(
      `insert into session (id, token, user_id, expires_at, created_at, updated_at)
       select gen_random_uuid()::text, token, id, $3::timestamptz, now(), now() from unnest($1::text[], $2::text[]) as t(id, token)`,
      [batch.map((b) => b.id), batch.map((b) => b.token), expires],
    );
    members.push(...batch.map((b) => ({ id: b.id, cookie: b.cookie })));
  }
  const half = Math.floor(count / 2);
  await client.query(
    `insert into connections (requester_id, receiver_id, status, accepted_at)
     select a, b, 'accepted', now() from unnest($1::text[], $2::text[]) as t(a, b)`,
    [members.slice(0, half).map((m) => m.id), members.slice(half, 2 * half).map((m) => m.id)],
  );
  await client.end();
  return members;
}

/** A loopback source address of its own for the n-th socket (127.0.0.2 and up): one client address each. */
const loopback = (n: number) => {
  const k = n + 2;
  return `127.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
};

/**
 * The sockets of a scenario. Opening one settles: it resolves at the server's 'hello' and rejects
 * with the close code and reason, the HTTP status of a refused handshake, an error, or after
 * OPEN_TIMEOUT_MS. Once open, a socket that the server closes breaks the scenario (`broken`
 * rejects with the code and reason), since its member would miss their live messages.
 */
function socketSet(waiting: Map<string, () => void>) {
  const open: WebSocket[] = [];
  let ending = false;
  let fail: (err: Error) => void = () => {};
  const broken = new Promise<never>((_, reject) => (fail = reject));
  broken.catch(() => {});
  return {
    broken,
    get size() {
      return open.length;
    },
    open(server: RunningServer, member: Member, localAddress?: string): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        const from = localAddress ?? 'the default address';
        const socket = new WebSocket(`${server.base.replace('http', 'ws')}/api/realtime`, {
          headers: { cookie: member.cookie, origin: server.origin },
          ...(localAddress ? { localAddress } : {}),
        });
        let hello = false;
        const timer = setTimeout(() => {
          socket.terminate();
          reject(new BenchError(`a socket from ${from} had no 'hello' within ${OPEN_TIMEOUT_MS} ms`));
        }, OPEN_TIMEOUT_MS);
        socket.on('message', (data) => {
          const event = JSON.parse(String(data)) as { type: string; message?: { content: string } };
          if (event.type === 'hello' && !hello) {
            hello = true;
            clearTimeout(timer);
            open.push(socket);
            resolve();
          }
          if (event.type === 'message' && event.message) waiting.get(event.message.content)?.();
        });
        socket.once('close', (code, reason) => {
          clearTimeout(timer);
          const why = `${code}${String(reason) ? ` '${String(reason)}'` : ''}`;
          if (!hello) reject(new BenchError(`a socket from ${from} was closed before its 'hello' with ${why}`));
          else if (!ending) fail(new BenchError(`the server closed an open socket from ${from} with ${why}`));
        });
        socket.once('error', (err) => {
          clearTimeout(timer);
          reject(new BenchError(`a socket from ${from} failed: ${err.message}`));
        });
        socket.once('unexpected-response', (_req, res) => {
          clearTimeout(timer);
          reject(new BenchError(`a socket from ${from} was refused with ${res.statusCode}`));
          socket.terminate();
        });
      });
    },
    /** Closes every socket of the set (on purpose: no failure). */
    end() {
      ending = true;
      for (const socket of open) socket.terminate();
    },
  };
}

/** Opens one socket per member, 100 at a time; `localAddress(i)` chooses each one's source address. */
async function openAll(
  set: ReturnType<typeof socketSet>,
  server: RunningServer,
  members: Member[],
  localAddress: (i: number) => string | undefined,
) {
  for (let i = 0; i < members.length; i += 100)
    await Promise.race([
      Promise.all(members.slice(i, i + 100).map((m, k) => set.open(server, m, localAddress(i + k)))),
      set.broken,
    ]);
}

interface Measured {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  messages: number;
  lost: number;
}

/**
 * Sends RATE messages a second for SECONDS through `server`, each from a pair's sender to its
 * receiver, and measures the time from the request to the receiver's socket. A message not there
 * within 5 s is lost; a refused send fails the benchmark.
 */
async function measure(
  server: RunningServer,
  pairs: Array<{ from: Member; to: Member }>,
  waiting: Map<string, () => void>,
): Promise<Measured> {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let lost = 0;
  const total = Math.round(RATE * SECONDS);
  const started = performance.now();
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const { from, to } = pairs[n % pairs.length]!;
    const content = `bench ${randomUUID()}`;
    pending.push(
      new Promise<void>((resolve, reject) => {
        const t0 = performance.now();
        const timer = setTimeout(() => {
          waiting.delete(content);
          lost += 1;
          resolve();
        }, 5_000);
        waiting.set(content, () => {
          clearTimeout(timer);
          waiting.delete(content);
          latencies.push(performance.now() - t0);
          resolve();
        });
        const refused = (why: string) => {
          clearTimeout(timer);
          waiting.delete(content);
          reject(new BenchError(why));
        };
        fetch(`${server.base}/api/messages/${encodeURIComponent(to.id)}`, {
          method: 'POST',
          headers: { cookie: from.cookie, origin: server.origin, 'content-type': 'application/json' },
          body: JSON.stringify({ content }),
          signal: AbortSignal.timeout(10_000),
        }).then(
          async (res) => {
            if (res.status !== 201) refused(`sending a message answered ${res.status}: ${await res.text()}`);
          },
          (err: unknown) => refused(`sending a message failed: ${err instanceof Error ? err.message : String(err)}`),
        );
      }),
    );
  }
  await Promise.all(pending);
  if (latencies.length === 0) throw new BenchError('no message reached its receiver');
  return {
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(Math.max(...latencies)),
    messages: latencies.length,
    lost,
  };
}

/** Fails with a reason once `seconds` have passed: the benchmark never hangs. */
function deadline(seconds: number): { expired: Promise<never>; clear: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new BenchError(`bench:realtime did not finish within ${seconds} s (BENCH_TIMEOUT_SECONDS)`)),
      seconds * 1000,
    );
  });
  expired.catch(() => {});
  return { expired, clear: () => clearTimeout(timer) };
}

const describe = (m: Measured) =>
  `p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, max ${m.maxMs} ms over ${m.messages} messages (${m.lost} lost)`;

async function run() {
  console.log(
    `bench:realtime — ${SOCKETS} sockets from ${SOCKETS} addresses, then from one, ${RATE} messages/s for ${SECONDS} s per scenario, PostgreSQL`,
  );
  const url = await createPgDatabase();
  const env = { AUTH_SECRET: SECRET, AUTH_RATE_LIMIT_PER_MINUTE: '100000', LOG_LEVEL: 'warn', JOBS: 'off' };
  const first = await startServer('pg', url, env);
  const second = await startServer('pg', url, { ...env, SEED_DEMO: 'false' });

  // The session cookie's name, as Better Auth sets it.
  const probe = await fetch(`${first.base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: first.origin },
    body: JSON.stringify({
      name: 'Cookie Probe',
      email: `probe-${randomUUID().slice(0, 8)}@example.com`,
      password: 'Bench-mark-2026!',
    }),
  });
  const cookieName = probe.headers
    .getSetCookie()
    .map((c) => c.split('=')[0]!)
    .find((n) => n.endsWith('session_token'));
  if (!cookieName) throw new BenchError('sign-up set no session cookie');

  const t0 = Date.now();
  const members = await makeMembers(url, cookieName, SOCKETS + CROSS);
  console.log(
    `  ${members.length} members with sessions and connections written in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  const local = members.slice(0, SOCKETS);
  const half = Math.floor((SOCKETS + CROSS) / 2);
  // Same process: member i (0..half) writes to member i + half, whose socket is on the first process.
  const samePairs = local
    .slice(0, half)
    .filter((_, i) => i + half < SOCKETS)
    .map((from, i) => ({ from, to: members[i + half]! }));
  const waiting = new Map<string, () => void>();

  // 1. Every socket from an address of its own (127.0.0.2 and up), as members at home are.
  const spread = socketSet(waiting);
  const rssBefore = rssKb(first.pid);
  const t1 = Date.now();
  await openAll(spread, first, local, loopback);
  const openSeconds = (Date.now() - t1) / 1000;
  await new Promise((r) => setTimeout(r, 2_000));
  const rssAfter = rssKb(first.pid);
  const perSocketKb = round((rssAfter - rssBefore) / spread.size);
  console.log(
    `  ${spread.size} sockets from ${spread.size} addresses open on one process in ${openSeconds.toFixed(1)} s; its memory grew ${Math.round((rssAfter - rssBefore) / 1024)} MB (${perSocketKb} KB a socket)`,
  );
  const many = await Promise.race([measure(first, samePairs, waiting), spread.broken]);
  console.log(`  many addresses: ${describe(many)}`);
  spread.end();
  await new Promise((r) => setTimeout(r, 2_000));

  // 2. Every socket from one address (127.0.0.1), as members behind a hospital's Wi-Fi or a carrier's NAT are.
  const shared = socketSet(waiting);
  const t2 = Date.now();
  await openAll(shared, first, local, () => '127.0.0.1');
  const sharedOpenSeconds = (Date.now() - t2) / 1000;
  console.log(`  ${shared.size} sockets from one address open on one process in ${sharedOpenSeconds.toFixed(1)} s`);
  // The same pause as before the first scenario, so that both start from a settled process.
  await new Promise((r) => setTimeout(r, 2_000));
  const one = await Promise.race([measure(first, samePairs, waiting), shared.broken]);
  console.log(`  one address:    ${describe(one)}`);

  // 3. Across processes: the last CROSS members' sockets are on the second process; their partners write through the first.
  const crossMembers = members.slice(SOCKETS);
  const remote = socketSet(waiting);
  await openAll(remote, second, crossMembers, () => '127.0.0.1');
  const crossPairs = crossMembers.map((to) => ({ from: members[members.indexOf(to) - half]!, to }));
  const cross = await Promise.race([measure(first, crossPairs, waiting), shared.broken, remote.broken]);
  console.log(`  cross process:  ${describe(cross)}`);
  shared.end();
  remote.end();

  const scenarios = {
    'pg:dm-delivery': {
      sockets: spread.size,
      addresses: spread.size,
      ratePerSecond: RATE,
      ...many,
      rssPerIdleSocketKb: perSocketKb,
      socketsOpenSeconds: round(openSeconds),
    },
    'pg:dm-delivery-one-address': {
      sockets: shared.size,
      addresses: 1,
      ratePerSecond: RATE,
      ...one,
      socketsOpenSeconds: round(sharedOpenSeconds),
    },
    'pg:dm-delivery-cross-process': {
      sockets: remote.size,
      socketsOnFirst: shared.size,
      addresses: 1,
      ratePerSecond: RATE,
      ...cross,
    },
  };
  const targets = Object.fromEntries(
    Object.entries(TARGETS).map(([name, max]) => {
      const { p99Ms, lost } = scenarios[name as keyof typeof scenarios];
      return [name, { metric: 'p99Ms', max, value: p99Ms, lost, met: p99Ms <= max && lost === 0 }];
    }),
  );
  writeLatest(scenarios, {}, targets);
  for (const [name, t] of Object.entries(targets))
    console.log(
      `  ${t.met ? 'PASS' : 'FAIL'} ${name}: p99 ${t.value} ms (target <= ${t.max} ms), ${t.lost} lost (target 0)`,
    );
  await first.stop();
  await second.stop();
}

runBenchmark(async () => {
  const limit = deadline(TIMEOUT_SECONDS);
  try {
    await Promise.race([run(), limit.expired]);
  } finally {
    limit.clear();
  }
});
