import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, cookieFrom, createTestApp, signIn, signUp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** The session token the cookie carries (before its signature). */
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0]!;

describe('a session token', () => {
  it('lives in the HttpOnly cookie only: never in the JSON of sign-up, sign-in, get-session or the session list', async () => {
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: { email: 'tokens@example.com', password: 'Kite-runner-2024!', name: 'Mira Shah' },
    });
    expect(up.statusCode).toBe(200);
    const upCookie = cookieFrom(up);
    expect(up.headers['set-cookie']).toMatch(/HttpOnly/i);
    expect(up.body).not.toContain(tokenOf(upCookie));
    expect(up.json()).toMatchObject({ signedIn: true, user: { email: 'tokens@example.com' } });
    expect(up.json()).not.toHaveProperty('token');

    const m = await signUp(t.app);
    const res = await signIn(t.app, m.email, m.password);
    expect(res.statusCode).toBe(200);
    const cookie = cookieFrom(res);
    expect(res.body).not.toContain(tokenOf(cookie));
    expect(res.json()).toMatchObject({ signedIn: true });

    const session = await as(t.app, { cookie }, { method: 'GET', url: '/api/auth/get-session' });
    expect(session.json().user.id).toBe(m.id);
    expect(session.body).not.toContain(tokenOf(cookie));
    expect(session.json().session).not.toHaveProperty('token');

    const list = await as(t.app, { cookie }, { method: 'GET', url: '/api/auth/list-sessions' });
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBe(2);
    expect(list.body).not.toContain(tokenOf(cookie));
    expect(list.body).not.toContain(tokenOf(m.cookie));
    for (const s of list.json()) expect(s).not.toHaveProperty('token');
  });
});
