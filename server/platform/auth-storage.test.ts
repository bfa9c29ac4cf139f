import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createMember, createTestApp, ORIGIN, type TestApp } from '../test/helpers.js';
import { authStorages } from './auth.js';

/**
 * Better Auth's AsyncLocalStorage instances are disabled whenever none of its calls runs: on
 * Node 20 an enabled storage makes the runtime follow every promise of every request.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Node 20's AsyncLocalStorage marks a storage that follows promises with `enabled`. */
const enabled = () => authStorages().filter((storage) => (storage as { enabled?: boolean }).enabled === true);

describe("Better Auth's request storages", () => {
  it('are in use during its calls and released after them', async () => {
    const member = await createMember(t);
    expect(authStorages().length).toBeGreaterThan(0);
    expect(enabled()).toEqual([]);
    const session = await as(t.app, member, { method: 'GET', url: '/api/auth/get-session' });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.id).toBe(member.id);
    expect(enabled()).toEqual([]);
  });

  it('stay in use until the last of several calls at once has finished, and each call works', async () => {
    const members = await Promise.all([1, 2, 3].map(() => createMember(t)));
    const answers = await Promise.all([
      ...members.map((m) => as(t.app, m, { method: 'GET', url: '/api/auth/get-session' })),
      ...members.map((m) => t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: ORIGIN }, payload: { email: m.email, password: m.password } })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.slice(0, 3).map((a) => a.json().user.id)).toEqual(members.map((m) => m.id));
    expect(enabled()).toEqual([]);
  });
});
