import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { LISTENER_APPLICATION_NAME, openDatabase, type DatabaseHandle } from '../db/client.js';
import { as, createMember, createTestApp, ORIGIN, type Member, type TestApp } from '../test/helpers.js';
import { createTcpProxy, throughProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { isDatabaseUnavailable } from './errors.js';

const serverUrl = process.env.TEST_DATABASE_URL;

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

const patchOf = (m: Member, location: string) => ({
  fullName: m.name,
  username: null,
  bio: null,
  role: 'patient',
  ageGroup: null,
  cancerType: 'lung',
  location,
  diagnosisDate: null,
});

describe('recognising an unreachable database', () => {
  it('knows PostgreSQL and network failures, also wrapped as a failed query, and nothing else', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = Object.assign(new Error('Failed query: select 1\nparams: '), {
      query: 'select 1',
      params: [],
      cause: refused,
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('duplicate key value violates unique constraint "user_email_key"'), { code: '23505' }),
      ),
    ).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});

describe('a database outage on the embedded database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers 503 with Retry-After on app routes, not 500', async () => {
    const m = await createMember(t);
    expect((await as(t.app, m, { method: 'GET', url: '/api/profiles/me' })).statusCode).toBe(200);
    await t.database.close();
    // The member's session may still come from the cache; the profile must come from the database.
    const other = await as(t.app, m, { method: 'GET', url: `/api/profiles/${randomUUID()}` });
    expect(other.statusCode).toBe(503);
    expect(other.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
    expect(other.json()).toMatchObject({
      error: { code: 'UNAVAILABLE', message: expect.stringMatching(/try again/i) },
    });
    expect((await as(t.app, null, { method: 'GET', url: '/api/stats/awareness' })).statusCode).toBe(503);
  });
});

/**
 * Two server processes on one PostgreSQL; B reaches it through a proxy that the test stops and
 * starts, as PostgreSQL going away and coming back.
 */
describe.skipIf(!serverUrl)('a PostgreSQL outage between two processes', () => {
  let a: TestApp;
  let proxy: TcpProxy;
  let bDatabase: DatabaseHandle;
  let b: FastifyInstance;
  let dbName: string;

  beforeAll(async () => {
    a = await createTestApp();
    dbName = new URL(a.databaseUrl!).pathname.slice(1);
    const target = new URL(a.databaseUrl!);
    proxy = await createTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    bDatabase = await openDatabase({
      databaseUrl: throughProxy(a.databaseUrl!, proxy),
      dataDir: '/nonexistent',
      listenerBackoff: { firstDelayMs: 50, maxDelayMs: 500, heartbeatMs: 1000 },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: ORIGIN,
      DATA_DIR: path.join(os.tmpdir(), `fn-test-${randomUUID()}`),
      LOG_LEVEL: 'silent',
    });
    b = await buildApp({
      config,
      database: bDatabase,
      authSecret: 'test-secret-test-secret-test-secret-0123',
      mailer: { delivers: false, send: async () => {} },
      logger: false,
    });
    await b.ready();
  });
  afterAll(async () => {
    // First cut the proxy's connections (frozen ones too), so that closing B waits on nothing.
    await proxy?.close();
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const locationSeenByB = async (viewer: Member, m: Member) => {
    const res = await as(b, viewer, { method: 'GET', url: `/api/profiles/${m.id}` });
    return res.statusCode === 200 ? (res.json() as { location: string | null }).location : `HTTP ${res.statusCode}`;
  };

  it('serves nothing from the caches while the listener is down, answers 503, and hears changes again once PostgreSQL is back', async () => {
    const m = await createMember(a);
    const viewer = await createMember(a);
    expect(
      (await as(a.app, m, { method: 'PATCH', url: '/api/profiles/me', payload: patchOf(m, 'Pune') })).statusCode,
    ).toBe(200);
    // B now holds the viewer's session and m's profile in its caches.
    expect(await locationSeenByB(viewer, m)).toBe('Pune');
    expect(b.services.bus.live).toBe(true);

    await proxy.stop();
    expect(await until(() => !b.services.bus.live, 5000)).toBe(true);
    // The session and the profile are still in B's caches, but B must not trust them now.
    const during = await as(b, viewer, { method: 'GET', url: `/api/profiles/${m.id}` });
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBeDefined();
    // A change B cannot hear of.
    expect(
      (await as(a.app, m, { method: 'PATCH', url: '/api/profiles/me', payload: patchOf(m, 'Kochi') })).statusCode,
    ).toBe(200);
    // Down long enough for several failed reconnections (50, 100, 200, 400, 500 ms…).
    await new Promise((r) => setTimeout(r, 2500));
    expect(b.services.bus.live).toBe(false);

    await proxy.start();
    expect(await until(() => b.services.bus.live, 5000)).toBe(true);
    // Nothing cached before the outage is served after it.
    expect(await locationSeenByB(viewer, m)).toBe('Kochi');
    // And invalidation works again: the profile is cached in B for 10 s, the change shows at once.
    expect(
      (await as(a.app, m, { method: 'PATCH', url: '/api/profiles/me', payload: patchOf(m, 'Shillong') })).statusCode,
    ).toBe(200);
    expect(await until(async () => (await locationSeenByB(viewer, m)) === 'Shillong', 1500)).toBe(true);
  }, 30_000);

  it('comes back every time its connection is ended, and keeps hearing sign-outs', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      for (let round = 1; round <= 3; round++) {
        const ended = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2`,
          [dbName, LISTENER_APPLICATION_NAME],
        );
        // A's listener and B's.
        expect(ended.rowCount, `round ${round}`).toBe(2);
        await new Promise((r) => setTimeout(r, 50));
        expect(await until(() => b.services.bus.live && a.app.services.bus.live, 5000), `round ${round}`).toBe(true);
      }
      const m = await createMember(a);
      expect((await as(b, m, { method: 'GET', url: '/api/profiles/me' })).statusCode).toBe(200);
      expect((await as(a.app, m, { method: 'POST', url: '/api/auth/sign-out', payload: {} })).statusCode).toBe(200);
      // B's session cache keeps a session 5 s: only the event makes this quick.
      expect(
        await until(async () => (await as(b, m, { method: 'GET', url: '/api/profiles/me' })).statusCode === 401, 1500),
      ).toBe(true);
    } finally {
      await admin.end();
    }
  }, 30_000);
  // Last: B's pooled connections stay frozen too, so B's routes are not used after this.
  it('notices a listener connection that went silent (no answer to its heartbeat) and replaces it', async () => {
    expect(b.services.bus.live).toBe(true);
    const heard: string[] = [];
    await b.services.bus.subscribe('fn_content_changed', (change) => heard.push(change.domain));
    // Every connection B holds through the proxy stops passing data, without being closed.
    proxy.freeze();
    // The heartbeat (every second here) goes unanswered: the listener is known to be down.
    expect(await until(() => !b.services.bus.live, 5000)).toBe(true);
    // A new connection through the proxy works, so it comes back and hears A again.
    expect(await until(() => b.services.bus.live, 5000)).toBe(true);
    await a.app.services.bus.publish('fn_content_changed', { domain: 'gallery' });
    expect(await until(() => heard.includes('gallery'), 2000)).toBe(true);
  }, 30_000);
});
