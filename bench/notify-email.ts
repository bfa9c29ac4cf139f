/**
 * bench:notify:email — pg:email-batch. On PostgreSQL, BENCH_PENDING (10,000) e-mail notifications
 * across BENCH_MEMBERS (1,000) members, all past their ten-minute window; the time until the
 * batch job's run (sendDue, what the leased job calls each minute) has handed every member's one e-mail to a local
 * SMTP server (smtp-server, in this process; nodemailer connects over TCP as it would to a real
 * one). Target: within 60 s. Writes the figures to bench/results/latest.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { BenchError, cleanups, createPgDatabase, positiveNumber, runBenchmark, writeLatest } from './lib.js';

const PENDING = Math.round(positiveNumber('BENCH_PENDING', 10_000));
const MEMBERS = Math.round(positiveNumber('BENCH_MEMBERS', 1_000));
const TARGET_SECONDS = 60;

runBenchmark(async () => {
  console.log(`bench:notify:email — ${PENDING} pending e-mail notifications across ${MEMBERS} members, PostgreSQL`);
  let received = 0;
  const recipients = new Set<string>();
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received++;
        for (const r of session.envelope.rcptTo) recipients.add(r.address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  const { port } = smtp.server.address() as AddressInfo;

  const url = await createPgDatabase();
  const database = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
  await database.migrate();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fn-bench-email-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://fortitude.example',
    DATA_DIR: dataDir,
    // A pooled transport, as a real site would configure it: a few connections kept open.
    SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true&pool=true&maxConnections=6&maxMessages=100000`,
    SEED_DEMO: 'false',
    JOBS: 'off',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({
    config,
    database,
    authSecret: 'bench-secret-bench-secret-bench-secret-01',
    logger: false,
  });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await database.close();
  });

  // Members with confirmed addresses, and their notifications, written in bulk (set-up, not measured).
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const ids = Array.from({ length: MEMBERS }, () => randomUUID().replace(/-/g, ''));
  await client.query(
    `insert into "user" (id, name, email, email_verified, language)
     select id, 'Bench Member', 'bench-' || id || '@example.com', true, case when n % 4 = 0 then 'hi' else 'en' end
     from unnest($1::text[]) with ordinality as t(id, n)`,
    [ids],
  );
  await client.query(
    `insert into notifications (user_id, type, kind, title, message, template, params, email_status, updated_at, created_at)
     select ($1::text[])[1 + (g % $2)], 'reply', 'replies', 'New Reply', 'Someone replied.', 'reply',
       jsonb_build_object('name', 'Ravi', 'title', 'Thread ' || g), 'pending',
       now() - interval '11 minutes', now() - interval '11 minutes'
     from generate_series(0, $3 - 1) g`,
    [ids, MEMBERS, PENDING],
  );
  await client.query('analyze notifications');

  const started = performance.now();
  const result = await app.services.modules.get('notifications').email.sendDue(new Date());
  const seconds = (performance.now() - started) / 1000;
  const left = await client.query(`select count(*)::int as n from notifications where email_status = 'pending'`);
  const sent = await client.query(`select count(*)::int as n from notifications where email_status = 'sent'`);
  await client.end();

  const pending = Number(left.rows[0].n);
  if (pending !== 0) throw new BenchError(`${pending} notifications were still pending after the run`);
  if (Number(sent.rows[0].n) !== PENDING) throw new BenchError(`only ${sent.rows[0].n} of ${PENDING} marked sent`);
  if (received !== MEMBERS || recipients.size !== MEMBERS)
    throw new BenchError(`the SMTP server got ${received} e-mails for ${recipients.size} members; expected ${MEMBERS}`);

  const scenario = {
    pending: PENDING,
    members: MEMBERS,
    seconds: Math.round(seconds * 100) / 100,
    emails: received,
    emailsPerSecond: Math.round(received / seconds),
    markedSent: result.sent,
  };
  const met = seconds <= TARGET_SECONDS;
  writeLatest(
    { 'pg:email-batch': scenario },
    {},
    { 'pg:email-batch': { value: scenario.seconds, max: TARGET_SECONDS, unit: 's', met } },
  );
  console.log(`  pg:email-batch: ${JSON.stringify(scenario)}`);
  console.log(`  ${met ? 'PASS' : 'FAIL'} pg:email-batch: ${scenario.seconds} s (target <= ${TARGET_SECONDS} s)`);
});
