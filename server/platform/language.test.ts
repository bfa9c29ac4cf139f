import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, nextIp, ORIGIN, signUp, type TestApp } from '../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const email = () => `lang-${Math.random().toString(36).slice(2, 10)}@example.com`;
const session = (cookie: string) => as(t.app, { cookie }, { method: 'GET', url: '/api/auth/get-session' });
const updateUser = (cookie: string, payload: object) =>
  as(t.app, { cookie }, { method: 'POST', url: '/api/auth/update-user', payload });

describe("a member's language", () => {
  it('is kept from sign-up and returned with the session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      remoteAddress: nextIp(),
      payload: { name: 'Meera Iyer', email: email(), password: 'a calm river at dawn 42', language: 'hi' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.headers['set-cookie'] as string | string[];
    const jar = (Array.isArray(cookie) ? cookie : [cookie]).map((c) => c.split(';')[0]).join('; ');
    expect((await session(jar)).json().user.language).toBe('hi');
  });

  it('is unset until chosen, and changes with the language switch', async () => {
    const member = await signUp(t.app, { email: email() });
    expect((await session(member.cookie)).json().user.language ?? null).toBeNull();
    expect((await updateUser(member.cookie, { language: 'hi' })).statusCode).toBe(200);
    expect((await session(member.cookie)).json().user.language).toBe('hi');
    expect((await updateUser(member.cookie, { language: 'en' })).statusCode).toBe(200);
    expect((await session(member.cookie)).json().user.language).toBe('en');
  });

  it('refuses a language the product does not speak', async () => {
    const member = await signUp(t.app, { email: email() });
    const res = await updateUser(member.cookie, { language: 'xx' });
    expect(res.statusCode).toBe(400);
    expect((await session(member.cookie)).json().user.language ?? null).toBeNull();
  });
});
