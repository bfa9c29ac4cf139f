/**
 * Blood donor matching and waves: `npm run bench:donors` (issue 43, decision 0078).
 *
 * On its own PostgreSQL database (BENCH_DONORS_DB, default fn_donors_bench, created when missing;
 * never the shared `test` database), with the app built in this process (no HTTP: what is measured
 * is the query and the wave), it registers BENCH_DONORS donors (1,000,000) in SQL with India's
 * distribution of blood groups (B+ and O+ most common, RhD-negative about 5%) across the cities of
 * the places table, weighted roughly by population; a re-run reuses them when the count matches.
 *   pg:donor-match  the best 10 donors for BENCH_MATCHES (300) random requests (component, group,
 *                   city, a day within three): p50Ms, p99Ms (target p99 <= 50 ms); `donors` says how many.
 *   pg:donor-wave   one wave of 1,000 donors for a B+ request in Pune: the asks and notifications
 *                   written and the pushes queued (every Pune-area donor has a device and quiet hours
 *                   now, so each push waits as 'pending', as it would at night): ms (target <= 2,000).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { BloodGroups, RequestComponents, type BloodGroup, type RequestComponent } from '../contracts/donors.js';
import { DonorPlaces, placesWithin } from '../contracts/donor-places.js';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { openDatabase } from '../server/db/client.js';
import { matchDonors } from '../server/modules/donors/donors.match.js';
import { BenchError, PG_ADMIN_URL, positiveNumber, runBenchmark, writeLatest } from './lib.js';

const DONORS = Math.round(positiveNumber('BENCH_DONORS', 1_000_000));
const MATCHES = Math.round(positiveNumber('BENCH_MATCHES', 300));
const WAVE = 1000;
const DB_NAME = process.env.BENCH_DONORS_DB ?? 'fn_donors_bench';
const TARGET_MATCH_P99_MS = 50;
const TARGET_WAVE_MS = 2000;

/** Blood groups in India, per thousand donors (B+ and O+ most common; RhD-negative about 5%). */
const GROUP_SHARE: Record<BloodGroup, number> = {
  'B+': 325,
  'O+': 300,
  'A+': 235,
  'AB+': 90,
  'O-': 17,
  'B-': 15,
  'A-': 13,
  'AB-': 5,
};
/** Donors per city, by a rough weight: the metros most, the smaller cities one each. */
const CITY_WEIGHT: Record<string, number> = {
  delhi: 12,
  mumbai: 12,
  bengaluru: 8,
  kolkata: 8,
  chennai: 7,
  hyderabad: 7,
  ahmedabad: 5,
  pune: 5,
  surat: 4,
  jaipur: 3,
  lucknow: 3,
  kanpur: 2,
  nagpur: 2,
  thane: 2,
  indore: 2,
  patna: 2,
  bhopal: 2,
};
const weighted = <T extends string>(weights: Record<string, number>, all: readonly T[]): T[] =>
  all.flatMap((k) => Array.from({ length: weights[k] ?? 1 }, () => k));
const CITY_BAG = weighted(
  CITY_WEIGHT,
  DonorPlaces.map((p) => p.code),
);
const GROUP_BAG = weighted(GROUP_SHARE, BloodGroups);
const pick = <T>(bag: readonly T[]): T => bag[Math.floor(Math.random() * bag.length)]!;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

/** The benchmark's own database on this machine's PostgreSQL: created when missing, kept between runs. */
async function ownDatabase(): Promise<string> {
  if (DB_NAME === 'test' || !/^[a-z_][a-z0-9_]*$/.test(DB_NAME)) throw new BenchError(`refusing database ${DB_NAME}`);
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect().catch((err: unknown) => {
    throw new BenchError(`cannot reach PostgreSQL at ${PG_ADMIN_URL}: ${String(err)}`);
  });
  const found = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (found.rowCount === 0) await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

/** A million donors in SQL (a minute or two); reused when the count is right. */
async function registerDonors(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `select count(*) n from donor_profiles where user_id like 'bench-donor-%'`,
  );
  if (Number(rows[0]!.n) === DONORS) return DONORS;
  console.log(`  registering ${DONORS.toLocaleString('en-IN')} donors…`);
  await client.query(`delete from "user" where id like 'bench-donor-%' or id = 'bench-asker'`);
  await client.query(
    `insert into "user" (id, name, email, email_verified, created_at, updated_at, role)
     select 'bench-donor-' || g, 'Donor ' || g, 'bench-donor-' || g || '@bench.invalid', true, now(), now(), 'volunteer'
     from generate_series(1, $1::int) g`,
    [DONORS],
  );
  // Each donor: a weighted city and group; 90% give whole blood, 30% platelets, 15% plasma; one in ten
  // paused; a last donation in the past year for most (eligibility dates worked out as the service does).
  await client.query(
    `insert into donor_profiles (user_id, blood_group, gives_whole_blood, gives_platelets, gives_plasma, sex, birth_year,
       weight_kg, has_donated_before, last_whole_blood_on, place_code, pin, reach_km, status, whole_blood_from,
       apheresis_from, last_asked_at, last_active_at)
     select id, grp, random() < 0.9, random() < 0.3, random() < 0.15, sex, 1960 + (random() * 45)::int,
       50 + (random() * 40)::int, true, last, city, '000000', (array[5, 10, 25, 50, 100])[1 + floor(random() * 5)::int],
       case when random() < 0.1 then 'paused' else 'active' end,
       greatest(current_date, coalesce(last + case when sex = 'male' then 90 else 120 end, current_date)),
       case when random() < 0.15 then null else greatest(current_date, coalesce(last + 28, current_date)) end,
       case when random() < 0.1 then now() - random() * interval '7 days' else null end,
       now() - random() * interval '365 days'
     from (
       select 'bench-donor-' || g as id, $1::text[] as cities, $2::text[] as groups,
         (array['male', 'female'])[1 + floor(random() * 2)::int] as sex,
         case when random() < 0.4 then null else current_date - (random() * 365)::int end as last, g
       from generate_series(1, $3::int) g
     ) s,
     lateral (select s.cities[1 + floor(random() * array_length(s.cities, 1))::int + (g * 0)] as city,
                     s.groups[1 + floor(random() * array_length(s.groups, 1))::int + (g * 0)] as grp) c`,
    [CITY_BAG, GROUP_BAG, DONORS],
  );
  return DONORS;
}

async function main() {
  const url = await ownDatabase();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const database = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
  await database.migrate();
  const donors = await registerDonors(client);
  // As autovacuum keeps it between waves: the match's index-only scan reads no table page.
  await client.query('vacuum analyze donor_profiles');
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'fn-bench-donors-')),
    PUBLIC_URL: 'http://127.0.0.1:3520',
    LOG_LEVEL: 'silent',
    JOBS: 'off',
  });
  const app = await buildApp({ config, database, authSecret: randomBytes(32).toString('base64url'), logger: false });
  await app.ready();
  const db = app.platform.db;

  // pg:donor-match
  const today = new Date();
  const ask = () => ({
    component: pick(RequestComponents) as RequestComponent,
    patientGroup: pick(GROUP_BAG),
    placeCode: pick(CITY_BAG),
    neededOn: new Date(today.getTime() + Math.floor(Math.random() * 3) * 86_400_000).toISOString().slice(0, 10),
    askerId: 'bench-asker',
  });
  for (let i = 0; i < 30; i++) await matchDonors(db, ask(), 10);
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < MATCHES; i++) {
    const t0 = performance.now();
    found += (await matchDonors(db, ask(), 10)).length;
    times.push(performance.now() - t0);
  }
  const match = {
    donors,
    queries: MATCHES,
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(Math.max(...times)),
    meanFound: round(found / MATCHES),
    loadAvg1m: Math.round(os.loadavg()[0]! * 10) / 10,
  };
  console.log(`  pg:donor-match ${JSON.stringify(match)}`);

  // pg:donor-wave: the Pune area's donors each have a device, and quiet hours now (pushes wait as 'pending').
  const area = placesWithin('pune', 100).map((p) => p.code);
  await client.query(`delete from "user" where id = 'bench-asker'`);
  await client.query(
    `insert into "user" (id, name, email, email_verified, created_at, updated_at, role)
     values ('bench-asker', 'Bench Asker', 'bench-asker@bench.invalid', true, now(), now(), 'caregiver')`,
  );
  await client.query(`delete from push_subscriptions where endpoint like 'https://push.bench.invalid/%'`);
  await client.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
     select user_id, 'https://push.bench.invalid/' || user_id, 'p256dh', 'auth' from donor_profiles where place_code = any($1)`,
    [area],
  );
  const minute = (today.getUTCHours() * 60 + today.getUTCMinutes() + 330) % 1440;
  await client.query(
    `insert into notification_settings (user_id, quiet_start, quiet_end)
     select user_id, $2::int, $3::int from donor_profiles where place_code = any($1)
     on conflict (user_id) do update set quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end`,
    [area, (minute + 1440 - 60) % 1440, (minute + 120) % 1440],
  );
  const [request] = (
    await db.execute(sql`insert into donor_requests (asker_id, component, patient_group, units, hospital, place_code, needed_by)
      values ('bench-asker', 'red_cells', 'B+', 4, 'Bench Hospital', 'pune', now() + interval '1 day') returning *`)
  ).rows as Record<string, unknown>[];
  const row = {
    id: request!.id as string,
    askerId: 'bench-asker',
    component: 'red_cells',
    patientGroup: 'B+',
    units: 4,
    hospital: 'Bench Hospital',
    placeCode: 'pune',
    neededBy: new Date(request!.needed_by as string),
    note: null,
    urgent: false,
    isDrive: false,
    status: 'open',
    wave: 0,
    lastWaveAt: null,
    closedAt: null,
    closedBy: null,
    createdAt: new Date(),
  };
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const asked = await app.services.modules.get('donors').sendWave(row, WAVE);
  const waveMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const counts = await client.query<{ notified: string; pushes: string; asks: string }>(
    `select (select count(*) from notifications where action_url = $1) notified,
            (select count(*) from notifications where action_url = $1 and push_status = 'pending') pushes,
            (select count(*) from donor_asks where request_id = $2) asks`,
    [`/donors/requests/${row.id}`, row.id],
  );
  const c = counts.rows[0]!;
  const wave = {
    donors: asked,
    asksWritten: Number(c.asks),
    notificationsWritten: Number(c.notified),
    pushesQueued: Number(c.pushes),
    ms: Math.round(waveMs),
    // On a shared machine the wall clock says as much about the neighbours: this process's CPU time, and the load.
    processCpuMs: Math.round((cpu.user + cpu.system) / 1000),
    loadAvg1m: Math.round(os.loadavg()[0]! * 10) / 10,
  };
  console.log(`  pg:donor-wave ${JSON.stringify(wave)}`);
  await client.query(`delete from donor_requests where id = $1`, [row.id]);
  await client.query(`delete from notifications where action_url = $1`, [`/donors/requests/${row.id}`]);

  await app.close();
  await database.close();
  await client.end();
  writeLatest(
    { 'pg:donor-match': match, 'pg:donor-wave': wave },
    {},
    {
      'pg:donor-match': { p99Ms: `<= ${TARGET_MATCH_P99_MS}`, donors: DONORS, met: match.p99Ms <= TARGET_MATCH_P99_MS },
      'pg:donor-wave': { ms: `<= ${TARGET_WAVE_MS}`, donors: WAVE, met: waveMs <= TARGET_WAVE_MS },
    },
  );
  if (match.p99Ms > TARGET_MATCH_P99_MS)
    console.warn(`  match p99 ${match.p99Ms} ms is over ${TARGET_MATCH_P99_MS} ms`);
  if (waveMs > TARGET_WAVE_MS) console.warn(`  the wave took ${Math.round(waveMs)} ms, over ${TARGET_WAVE_MS} ms`);
}

runBenchmark(main);
