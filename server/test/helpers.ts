import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase, PGLITE_EXTENSIONS, wrapPglite, type DatabaseHandle } from '../db/client.js';
import type { Mailer, MailMessage } from '../platform/mail.js';
import type { Role } from '../../contracts/enums.js';
import { testPasswordHashing } from './password-hashing.js';
import { testCertificate } from './test-certificate.js';

export const ORIGIN = 'http://localhost:3000';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');

/** A key that changes whenever a migration or the PGlite version changes. */
function templateKey(): string {
  const h = createHash('sha256');
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else h.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  const pgliteRoot = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    '..',
    'node_modules',
    '@electric-sql',
    'pglite',
    'package.json',
  );
  h.update(existsSync(pgliteRoot) ? readFileSync(pgliteRoot) : 'unknown');
  return h.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty PGlite data directory as a tarball. Creating a PGlite database runs initdb
 * (about 4 s); loading this snapshot takes under one, so each test file still gets a fresh
 * in-memory database at a quarter of the cost. The snapshot is keyed by the migrations.
 */
async function migratedTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `fn-pglite-template-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const fresh = await openDatabase({ databaseUrl: ':memory:', dataDir: '/nonexistent' });
  await fresh.migrate();
  const client = (fresh.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await fresh.close();
  // Two workers may race to create it: write aside, then rename (atomic on one file system).
  const tmp = `${file}.${process.pid}.${randomUUID()}`;
  await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
  await rename(tmp, file);
  return dump;
}

/** Makes the migrated snapshot(s) once, before the test files start (server/test/global-setup.ts). */
export async function prepareTemplates(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await postgresTemplate(serverUrl);
  else await migratedTemplate();
}

/** Wraps a PGlite client in the handle the app expects. */
export const pgliteHandle = wrapPglite;

/** A PGlite client loaded from the migrated snapshot: in memory, or persisted under dataDir. */
export async function openPgliteFromTemplate(dataDir?: string): Promise<PGlite> {
  // One options object: PGlite ignores a second argument when the first (the folder) is not a string.
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: await migratedTemplate(),
  });
  await client.waitReady;
  return client;
}

function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * On PostgreSQL, a migrated database that each test file's database is copied from
 * (CREATE DATABASE … TEMPLATE): a copy takes a fraction of a second, migrating takes seconds.
 * Named by the migrations' key; made once, under an advisory lock, by whichever file comes first.
 */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `fn_template_${templateKey()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(4720551)');
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Built under another name and renamed when complete: a template is never half migrated.
      const building = `fn_template_building_${process.pid}`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, building), dataDir: '/nonexistent' });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(4720551)').catch(() => {});
    await admin.end();
  }
  return name;
}

/** This process's template, made or found once. */
const postgresTemplates: Record<string, Promise<string>> = {};

export interface TestDatabase {
  database: DatabaseHandle;
  /** The PostgreSQL URL of this database (only when TEST_DATABASE_URL is set). */
  url?: string;
  drop: () => Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a new database on that PostgreSQL server, dropped again by drop().
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // The snapshot is keyed by the migrations, so it is migrated already.
    const database = pgliteHandle(await openPgliteFromTemplate());
    return { database, drop: async () => database.close() };
  }
  const name = `fn_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const template = await (postgresTemplates[serverUrl] ??= postgresTemplate(serverUrl));
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        // A test database never outlives a crash of its server: a commit need not wait for the WAL
        // to reach the disk (every commit did, about 1 ms each on this machine's shared disk).
        // What other connections see is unchanged: a committed row is visible at once either way.
        await admin.query(`alter database ${name} set synchronous_commit = off`);
        break;
      } catch (err) {
        // 55006: another file's clone still holds the template for a moment.
        if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const url = databaseUrlOf(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '/nonexistent' });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** The PostgreSQL URL of the database (only when TEST_DATABASE_URL is set). */
  databaseUrl?: string;
  /** Every message the app "sent", newest last (empty with realMailer). */
  outbox: MailMessage[];
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Environment the configuration is read from, on top of the test defaults. */
  env?: Record<string, string>;
  /** Pretend mail really leaves the machine (turns on e-mail verification). */
  mailDelivers?: boolean;
  mailer?: Mailer;
  /** Use the mailer the configuration chooses (SMTP_URL, or the .eml outbox under DATA_DIR). */
  realMailer?: boolean;
  /** Hash passwords as the product does (Better Auth's scrypt) instead of the tests' cheaper one. */
  productPasswordHashing?: boolean;
  /** Fastify logger options (default: no logging). */
  logger?: boolean | object;
  /** Build on this database instead of a fresh one (it is then not dropped by close). */
  shareDatabaseOf?: TestApp;
  /** Runs after buildApp and before app.ready(), e.g. to add a route. */
  beforeReady?: (app: FastifyInstance) => unknown;
}

/** Builds the whole app on a fresh database, with mail captured in memory. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const shared = opts.shareDatabaseOf;
  const { database, url, drop } = shared
    ? shared.databaseUrl
      ? // On PostgreSQL a second app gets its own pool and listener, as a second process would.
        await (async () => {
          const own = await openDatabase({ databaseUrl: shared.databaseUrl, dataDir: '/nonexistent' });
          return { database: own, url: shared.databaseUrl, drop: () => own.close() };
        })()
      : { database: shared.database, url: shared.databaseUrl, drop: async () => {} }
    : await openTestDatabase();
  const outbox: MailMessage[] = [];
  const mailer: Mailer | undefined = opts.realMailer
    ? undefined
    : (opts.mailer ?? { delivers: opts.mailDelivers ?? false, send: async (m) => void outbox.push(m) });
  const dataDir = path.join(os.tmpdir(), `fn-test-${randomUUID()}`);
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    PUBLIC_URL: ORIGIN,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests seed members through sign-up; the proof of work is switched on by the tests of it (decision 0081).
    ALTCHA: 'off',
    ...opts.env,
  };
  const config = loadConfig({
    // Pushes may reach the tests' stand-in push service on loopback (server/test/push-service.ts);
    // config.ts refuses this outside NODE_ENV=test, so a test of production runs without it.
    ...(env.NODE_ENV === 'test' ? { PUSH_TEST_SERVICE_CERT: testCertificate().cert } : {}),
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    authSecret: 'test-secret-test-secret-test-secret-0123',
    mailer,
    logger: opts.logger ?? false,
    passwordHashing: opts.productPasswordHashing ? undefined : testPasswordHashing,
  });
  try {
    await opts.beforeReady?.(app);
    await app.ready();
  } catch (err) {
    await app.close().catch(() => {});
    await drop();
    throw err;
  }
  return {
    app,
    database,
    config,
    databaseUrl: url,
    outbox,
    close: async () => {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let ipCounter = 1;
/** A distinct client address per call, so the per-IP auth rate limit does not interfere with unrelated tests. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The session cookie(s) a response set, as one Cookie header. */
export function cookieFrom(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export interface Member {
  id: string;
  email: string;
  password: string;
  name: string;
  cookie: string;
}

/** Signs a new member up through the real HTTP API and returns their session cookie. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; name: string }> = {},
): Promise<Member> {
  const email = overrides.email ?? `member-${randomUUID().slice(0, 8)}@example.com`;
  const password = overrides.password ?? 'Kite-runner-2024!';
  const name = overrides.name ?? 'Test Member';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    remoteAddress: nextIp(),
    payload: { email, password, name },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().user.id, email, password, name, cookie: cookieFrom(res) };
}

/** Signs in with e-mail and password; returns the response (cookie via cookieFrom). */
export function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  ip = nextIp(),
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    remoteAddress: ip,
    payload: { email, password },
  });
}

/** A signed-up member with the given role (set through the accounts service, without an audit row: set-up, not an admin's act). */
export async function createMember(
  t: TestApp,
  role: Role = 'patient',
  overrides: Partial<{ email: string; password: string; name: string }> = {},
): Promise<Member & { role: Role }> {
  const m = await signUp(t.app, overrides);
  // A new account has said no role yet (decision 0062): set the one the test asks for.
  await t.app.services.modules.get('accounts').changeAccount({ target: { id: m.id }, role });
  return { ...m, role };
}

/** app.inject with a member's cookie and the Origin header Better Auth expects. */
export function as(
  app: FastifyInstance,
  member: { cookie: string } | null,
  opts: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({
    ...opts,
    headers: { origin: ORIGIN, ...(member ? { cookie: member.cookie } : {}), ...(opts.headers ?? {}) },
  });
}

/** A complete, valid profile form as the settings page sends it (PUT /api/profiles/me). */
export function profileForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Priya Raman',
    username: null,
    bio: null,
    role: 'patient',
    ageGroup: null,
    cancerType: 'other',
    location: null,
    diagnosisDate: null,
    ...overrides,
  };
}
