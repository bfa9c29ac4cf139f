import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, createMember, createTestApp, signIn, cookieFrom, type TestApp } from '../test/helpers.js';
import { createEventBus } from './events.js';
import { createTtlCache } from './cache.js';

// Two server processes on one database: the session and profile caches of one must never serve
// what the other has just changed. "At once" here means well inside the caches' own lifetimes.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ shareDatabaseOf: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** Asks until the expectation holds, for at most one second (the caches keep entries 5 to 10 s). */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 1000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

describe('cached sessions and profiles across server processes', () => {
  it('ends a session in every process at once when the member signs out everywhere in one', async () => {
    const m = await createMember(a);
    const second = cookieFrom(await signIn(a.app, m.email, m.password));
    // Process B has both sessions cached.
    expect((await as(b.app, m, { method: 'GET', url: '/api/profiles/me' })).statusCode).toBe(200);
    expect((await as(b.app, { cookie: second }, { method: 'GET', url: '/api/profiles/me' })).statusCode).toBe(200);
    expect((await as(a.app, m, { method: 'POST', url: '/api/auth/revoke-sessions', payload: {} })).statusCode).toBe(
      200,
    );
    expect(
      await eventually(async () => (await as(b.app, m, { method: 'GET', url: '/api/profiles/me' })).statusCode === 401),
    ).toBe(true);
    expect((await as(b.app, { cookie: second }, { method: 'GET', url: '/api/profiles/me' })).statusCode).toBe(401);
  });

  it("applies an admin's role change in one process to the member's next request in another", async () => {
    const admin = await createMember(a, 'admin');
    const m = await createMember(a, 'patient');
    expect(
      (await as(b.app, m, { method: 'POST', url: '/api/admin/promote', payload: { email: 'x@example.com' } }))
        .statusCode,
    ).toBe(403);
    const res = await as(a.app, admin, {
      method: 'PUT',
      url: `/api/admin/users/${m.id}/role`,
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    // Process B has the member's session cached as a patient; the admin-only call itself must
    // start succeeding (the profile read alone could come fresh from the database while B's
    // session cache still holds the old role).
    expect(
      await eventually(
        async () =>
          (await as(b.app, m, { method: 'POST', url: '/api/admin/promote', payload: { email: admin.email } }))
            .statusCode === 200,
      ),
    ).toBe(true);
    expect((await as(b.app, m, { method: 'GET', url: '/api/profiles/me' })).json().role).toBe('admin');
  });

  it('shows a profile change made through one process in another at once', async () => {
    const m = await createMember(a);
    const viewer = await createMember(a);
    expect((await as(b.app, viewer, { method: 'GET', url: `/api/profiles/${m.id}` })).json().location).toBeNull();
    const patch = {
      fullName: m.name,
      username: null,
      bio: null,
      role: 'patient',
      ageGroup: null,
      cancerType: 'lung',
      location: 'Bhopal, Madhya Pradesh',
      diagnosisDate: null,
    };
    expect((await as(a.app, m, { method: 'PATCH', url: '/api/profiles/me', payload: patch })).statusCode).toBe(200);
    expect(
      await eventually(
        async () =>
          (await as(b.app, viewer, { method: 'GET', url: `/api/profiles/${m.id}` })).json().location ===
          'Bhopal, Madhya Pradesh',
      ),
    ).toBe(true);
  });
});

describe('the event bus', () => {
  it('delivers an event once to its own process and once to every other process', async () => {
    const one = createEventBus(a.database);
    const two = createEventBus(b.database);
    const seenByOne: unknown[] = [];
    const seenByTwo: unknown[] = [];
    await one.subscribe('fn_user_changed', (p) => seenByOne.push(p));
    await two.subscribe('fn_user_changed', (p) => seenByTwo.push(p));
    await one.publish('fn_user_changed', { userId: 'u-1' });
    expect(await eventually(async () => seenByTwo.length === 1)).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(seenByOne).toEqual([{ userId: 'u-1' }]);
    expect(seenByTwo).toEqual([{ userId: 'u-1' }]);
  });
});

describe('the TTL cache', () => {
  it('forgets entries after their lifetime and evicts the oldest past its size', () => {
    // The clock moves on instead of the test waiting for it.
    let now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const cache = createTtlCache<string, number>({ ttlMs: 50, max: 2 });
      cache.set('a', 1);
      cache.set('b', 2);
      cache.set('c', 3);
      expect(cache.get('a')).toBeUndefined();
      expect(cache.get('b')).toBe(2);
      now += 49;
      expect(cache.get('c')).toBe(3);
      now += 21;
      expect(cache.get('c')).toBeUndefined();
    } finally {
      clock.mockRestore();
    }
  });
});
