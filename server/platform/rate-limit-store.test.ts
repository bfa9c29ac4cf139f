import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, signIn, type TestApp } from '../test/helpers.js';
import { createClient } from 'redis';
import { multipart } from '../test/fixtures/files.js';
import { as } from '../test/helpers.js';
import { sql } from 'drizzle-orm';
import {
  createDatabaseRateLimitStore,
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
  RATE_LIMIT_SWEEP,
  type RateLimitStore,
} from './rate-limit-store.js';

describe('rate limits in memory (no Redis)', () => {
  it('counts a fixed window per key and says when it ends', async () => {
    let now = 1_000_000;
    const store = createMemoryRateLimitStore(() => now);
    const rule = { window: 60, max: 2 };
    expect(await store.consume('a', rule)).toEqual({ allowed: true, retryAfter: null });
    now += 10_000;
    expect((await store.consume('a', rule)).allowed).toBe(true);
    expect(await store.consume('a', rule)).toEqual({ allowed: false, retryAfter: 50 });
    expect((await store.consume('b', rule)).allowed).toBe(true);
    now += 50_000; // the window that began at the first request is over
    expect((await store.consume('a', rule)).allowed).toBe(true);
  });
});

describe('rate limits in the database (no Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: '3', CONTACT_RATE_LIMIT_PER_HOUR: '2' };
    a = await createTestApp({ env });
    b = await createTestApp({ env, shareDatabaseOf: a });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('counts a fixed window per key, says the seconds left, and starts a new window once it ends', async () => {
    const store = createDatabaseRateLimitStore(a.database.db);
    const key = `test:${randomUUID()}`;
    const rule = { window: 60, max: 2 };
    expect(await store.consume(key, rule)).toEqual({ allowed: true, retryAfter: null });
    expect(await store.consume(key, rule)).toEqual({ allowed: true, retryAfter: null });
    const refused = await store.consume(key, rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(55);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect((await store.consume(`${key}:other`, rule)).allowed).toBe(true);
    await a.database.db.execute(sql`update rate_limit_windows set ends_at = now() where key = ${key}`);
    expect(await store.consume(key, rule)).toEqual({ allowed: true, retryAfter: null });
  });

  it('counts exactly when many requests arrive at once', async () => {
    const store = createDatabaseRateLimitStore(a.database.db);
    const key = `test:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 8 }, () => store.consume(key, { window: 60, max: 5 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('counts sign-in attempts from one address across two server processes together', async () => {
    const m = await createMember(a);
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const statuses: number[] = [];
    for (const app of [a.app, b.app, a.app, b.app])
      statuses.push((await signIn(app, m.email, m.password, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts contact messages from one address across two server processes together', async () => {
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const payload = {
      fullName: 'Anjali Menon',
      email: 'anjali@example.com',
      subject: 'Hello',
      message: 'Is there a group for caregivers?',
    };
    const statuses: number[] = [];
    for (const app of [a.app, b.app, a.app])
      statuses.push((await app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip })).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('removes ended windows in a scheduled job', async () => {
    const store = createDatabaseRateLimitStore(a.database.db);
    const ended = `test:${randomUUID()}`;
    const open = `test:${randomUUID()}`;
    await store.consume(ended, { window: 60, max: 1 });
    await store.consume(open, { window: 60, max: 1 });
    await a.database.db.execute(
      sql`update rate_limit_windows set ends_at = now() - interval '1 second' where key = ${ended}`,
    );
    expect(await a.app.platform.jobs.runNow(RATE_LIMIT_SWEEP.name)).toBe(true);
    const left = await a.database.db.execute(sql`select key from rate_limit_windows where key in (${ended}, ${open})`);
    expect((left as unknown as { rows: Array<{ key: string }> }).rows.map((r) => r.key)).toEqual([open]);
  });
});

// Runs against a real Redis when TEST_REDIS_URL is set (.ci/run sets it to the machine's Redis).
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let store: RateLimitStore;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl!, AUTH_RATE_LIMIT_PER_MINUTE: '3', FORTI_UPLOADS_PER_HOUR: '2' };
    a = await createTestApp({ env });
    b = await createTestApp({ env, shareDatabaseOf: a });
    store = await createRedisRateLimitStore(redisUrl!, `fn:test:${randomUUID()}:`);
  });
  afterAll(async () => {
    await store.close();
    await b.close();
    await a.close();
  });

  it('counts sign-in attempts from one address across two server processes together', async () => {
    const m = await createMember(a);
    // A fresh address for every run, so that earlier runs' counters in Redis do not interfere.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const statuses: number[] = [];
    for (const app of [a.app, b.app, a.app, b.app])
      statuses.push((await signIn(app, m.email, m.password, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The count lives in Redis, not in either process (both apps here share one process's memory,
    // so only this proves that separate processes would see one count).
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    const keys = await redis.keys(`fn:rl:*${ip}*`);
    const counts = await Promise.all(keys.map((k) => redis.get(k)));
    await redis.quit();
    expect(keys.length).toBe(1);
    expect(Number(counts[0])).toBe(4);
  });

  it("counts a member's attachments across two server processes together", async () => {
    const m = await createMember(a);
    const statuses: number[] = [];
    for (const app of [a.app, b.app, a.app]) {
      const res = await as(app, m, {
        method: 'POST',
        url: '/api/companion/files',
        ...(await multipart('file', Buffer.from('notes\n'), 'notes.txt', 'text/plain')),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('allows max requests in a window, then answers with the seconds left', async () => {
    const rule = { window: 30, max: 2 };
    expect(await store.consume('k', rule)).toEqual({ allowed: true, retryAfter: null });
    expect(await store.consume('k', rule)).toEqual({ allowed: true, retryAfter: null });
    const refused = await store.consume('k', rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(30);
  });
});
