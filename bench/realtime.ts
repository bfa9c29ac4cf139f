/**
 * Realtime benchmark: `npm run bench:realtime` (also part of `npm run bench`).
 *
 * Starts two server processes (server/main.ts) on one fresh PostgreSQL database, makes
 * BENCH_SOCKETS members (2,000) with sessions and connections straight in SQL (signing up through
 * the API would spend minutes hashing passwords), and opens one authenticated WebSocket per member
 * on the first process. Then senders post private messages through the first process at a steady
 * rate (BENCH_DM_RATE a second for BENCH_SECONDS), and it measures the time from the sender's
 * request to the receiver's socket:
 *   pg:dm-delivery                receiver's socket on the same process   (target p99 <= 100 ms)
 *   pg:dm-delivery-cross-process  receiver's socket on the second process (target p99 <= 150 ms)
 * and the first process's resident memory per idle socket. Writes both scenarios, with `p99Ms`
 * (and `sockets` on the first), to bench/results/latest.json.
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
const TARGETS = { 'pg:dm-delivery': 100, 'pg:dm-delivery-cross-process': 150 };

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

/** One member's socket; `waiting` maps a message's content to the callback that records its arrival. */
function openSocket(server: RunningServer, member: Member, waiting: Map<string, () => void>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${server.base.replace('http', 'ws')}/api/realtime`, {
      headers: { cookie: member.cookie, origin: server.origin },
    });
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; message?: { content: string } };
      if (event.type === 'hello') resolve(socket);
      if (event.type === 'message' && event.message) waiting.get(event.message.content)?.();
    });
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) =>
      reject(new BenchError(`a socket was refused with ${res.statusCode}`)),
    );
  });
}

async function measure(
  server: RunningServer,
  pairs: Array<{ from: Member; to: Member }>,
  waiting: Map<string, () => void>,
): Promise<{ p50Ms: number; p99Ms: number; maxMs: number; messages: number; lost: number }> {
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
      new Promise<void>((resolve) => {
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
        void fetch(`${server.base}/api/messages/${encodeURIComponent(to.id)}`, {
          method: 'POST',
          headers: { cookie: from.cookie, origin: server.origin, 'content-type': 'application/json' },
          body: JSON.stringify({ content }),
        }).then(async (res) => {
          if (res.status !== 201) throw new BenchError(`sending a message answered ${res.status}: ${await res.text()}`);
        });
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

runBenchmark(async () => {
  console.log(`bench:realtime — ${SOCKETS} sockets, ${RATE} messages/s for ${SECONDS} s per scenario, PostgreSQL`);
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

  const waiting = new Map<string, () => void>();
  const rssBefore = rssKb(first.pid);
  const t1 = Date.now();
  const sockets: WebSocket[] = [];
  for (let i = 0; i < local.length; i += 100)
    sockets.push(...(await Promise.all(local.slice(i, i + 100).map((m) => openSocket(first, m, waiting)))));
  const openSeconds = (Date.now() - t1) / 1000;
  await new Promise((r) => setTimeout(r, 2_000));
  const rssAfter = rssKb(first.pid);
  const perSocketKb = round((rssAfter - rssBefore) / sockets.length);
  console.log(
    `  ${sockets.length} sockets open on one process in ${openSeconds.toFixed(1)} s; its memory grew ${Math.round((rssAfter - rssBefore) / 1024)} MB (${perSocketKb} KB a socket)`,
  );

  // Same process: member i (0..half) writes to member i + half, whose socket is on the first process.
  const samePairs = local
    .slice(0, half)
    .filter((_, i) => i + half < SOCKETS)
    .map((from, i) => ({ from, to: members[i + half]! }));
  const same = await measure(first, samePairs, waiting);
  console.log(
    `  same process:  p50 ${same.p50Ms} ms, p99 ${same.p99Ms} ms, max ${same.maxMs} ms over ${same.messages} messages (${same.lost} lost)`,
  );

  // Across processes: the last CROSS members' sockets are on the second process; their partners write through the first.
  const crossMembers = members.slice(SOCKETS);
  for (const m of crossMembers) sockets.push(await openSocket(second, m, waiting));
  const crossPairs = crossMembers.map((to) => ({ from: members[members.indexOf(to) - half]!, to }));
  const cross = await measure(first, crossPairs, waiting);
  console.log(
    `  cross process: p50 ${cross.p50Ms} ms, p99 ${cross.p99Ms} ms, max ${cross.maxMs} ms over ${cross.messages} messages (${cross.lost} lost)`,
  );
  for (const s of sockets) s.terminate();

  const scenarios = {
    'pg:dm-delivery': {
      sockets: sockets.length - crossMembers.length,
      ratePerSecond: RATE,
      ...same,
      rssPerIdleSocketKb: perSocketKb,
      socketsOpenSeconds: round(openSeconds),
    },
    'pg:dm-delivery-cross-process': { sockets: crossMembers.length, ratePerSecond: RATE, ...cross },
  };
  const targets = Object.fromEntries(
    Object.entries(TARGETS).map(([name, max]) => {
      const p99 = scenarios[name as keyof typeof scenarios].p99Ms;
      return [name, { metric: 'p99Ms', max, value: p99, met: p99 <= max }];
    }),
  );
  writeLatest(scenarios, {}, targets);
  for (const [name, t] of Object.entries(targets))
    console.log(`  ${t.met ? 'PASS' : 'FAIL'} ${name}: p99 ${t.value} ms (target <= ${t.max} ms)`);
  await first.stop();
  await second.stop();
});
