import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { contactMessages, user } from '../db/schema/index.js';
import { createTestApp, nextIp, ORIGIN, type TestApp } from '../test/helpers.js';
import { ALTCHA_EXPIRES_MINUTES, createProofOfWork } from './altcha.js';
import { createMemoryRateLimitStore } from './rate-limit-store.js';

/** The tests' own key, so that a test can sign a challenge as this server would (an expired one). */
const HMAC_KEY = 'altcha-test-key-altcha-test-key-0123456789';

let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  [on, off] = await Promise.all([
    createTestApp({ env: { ALTCHA: 'on', ALTCHA_HMAC_KEY: HMAC_KEY } }),
    createTestApp({ env: { ALTCHA: 'off' } }),
  ]);
});
afterAll(async () => Promise.all([on?.close(), off?.close()]));

/** What the widget does: solve the challenge and send the challenge with its solution, base64 JSON. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64');
}

async function fetchChallenge(t: TestApp = on): Promise<Challenge> {
  const res = await t.app.inject({ method: 'GET', url: '/api/altcha/challenge' });
  expect(res.statusCode).toBe(200);
  return res.json() as Challenge;
}

const freshEmail = () => `altcha-${Math.random().toString(36).slice(2, 10)}@example.com`;

function signUp(altcha: string | undefined, email = freshEmail(), t: TestApp = on, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'accept-language': language },
    remoteAddress: nextIp(),
    payload: { name: 'Asha Verma', email, password: 'Kite-runner-2024!', ...(altcha ? { altcha } : {}) },
  });
}

const contact = (altcha: string | undefined, subject = 'A question', t: TestApp = on) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'accept-language': 'hi' },
    remoteAddress: nextIp(),
    payload: {
      fullName: 'Ravi Kumar',
      email: 'ravi@example.com',
      subject,
      message: 'When does the next support group meet?',
      ...(altcha ? { altcha } : {}),
    },
  });

const accountsWith = (email: string) => on.database.db.select().from(user).where(eq(user.email, email));
const messagesAbout = (subject: string) =>
  on.database.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));

describe('the proof-of-work challenge', () => {
  it('is signed by the server, expires, and is never cached', async () => {
    const res = await on.app.inject({ method: 'GET', url: '/api/altcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = res.json() as Challenge;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.algorithm).toBe('PBKDF2/SHA-256');
    const minutes = (parameters.expiresAt! * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(ALTCHA_EXPIRES_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(ALTCHA_EXPIRES_MINUTES);
  });

  it('tells the browser whether the site asks for one', async () => {
    const config = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/api/site/config' })).json();
    expect(await config(on)).toMatchObject({ altcha: true });
    expect(await config(off)).toMatchObject({ altcha: false });
    expect((await off.app.inject({ method: 'GET', url: '/api/altcha/challenge' })).statusCode).toBe(404);
  });
});

describe('sign-up with the proof of work on', () => {
  it('refuses a sign-up without a solution, in the caller’s language, and creates no account', async () => {
    const email = freshEmail();
    const res = await signUp(undefined, email);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'CHALLENGE_FAILED' });
    expect(res.json().error.message).toMatch(/confirms this is a person/);
    const hindi = await signUp(undefined, freshEmail(), on, 'hi');
    expect(hindi.json().error.message).toMatch(/ब्राउज़र पुष्टि कर रहा है/);
    expect(await accountsWith(email)).toHaveLength(0);
  });

  it('creates the account with a solved challenge, and refuses the same solution a second time', async () => {
    const payload = await solve(await fetchChallenge());
    const email = freshEmail();
    const first = await signUp(payload, email);
    expect(first.statusCode).toBe(200);
    expect(await accountsWith(email)).toHaveLength(1);

    const replayed = freshEmail();
    const again = await signUp(payload, replayed);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'CHALLENGE_FAILED',
      message: expect.stringMatching(/already been used/),
    });
    expect(await accountsWith(replayed)).toHaveLength(0);
  });

  it('refuses a challenge this server did not sign, one whose answer was altered, and one that is not a solution', async () => {
    const foreign = createProofOfWork({
      enabled: true,
      secret: 'another-site-another-key-0123456789abcdef',
      store: createMemoryRateLimitStore(),
    });
    const forged = await signUp(await solve(await foreign.challenge()));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toMatchObject({
      code: 'CHALLENGE_FAILED',
      message: expect.stringMatching(/could not confirm/),
    });

    const real = JSON.parse(Buffer.from(await solve(await fetchChallenge()), 'base64').toString('utf8'));
    real.solution.derivedKey = real.solution.derivedKey.replace(/.$/, (c: string) => (c === '0' ? '1' : '0'));
    const altered = await signUp(Buffer.from(JSON.stringify(real)).toString('base64'));
    expect(altered.json().error).toMatchObject({ code: 'CHALLENGE_FAILED' });

    const garbage = await signUp('bm90IGEgc29sdXRpb24=');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error).toMatchObject({ code: 'CHALLENGE_FAILED' });
  });

  it('refuses a solution whose challenge has expired', async () => {
    // A challenge this server signed (same key) a little more than its lifetime ago.
    const past = createProofOfWork({
      enabled: true,
      secret: HMAC_KEY,
      store: createMemoryRateLimitStore(),
      now: () => Date.now() - (ALTCHA_EXPIRES_MINUTES + 1) * 60_000,
    });
    const res = await signUp(await solve(await past.challenge()));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'CHALLENGE_FAILED', message: expect.stringMatching(/has expired/) });
  });
});

describe('the contact form with the proof of work on', () => {
  it('refuses a message without a solution and stores nothing', async () => {
    const res = await contact(undefined, 'Without a solution');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('CHALLENGE_FAILED');
    expect(res.json().error.message).toMatch(/[\u0900-\u097F]/);
    expect(await messagesAbout('Without a solution')).toHaveLength(0);
  });

  it('stores a message with a solved challenge, once', async () => {
    const payload = await solve(await fetchChallenge());
    expect((await contact(payload, 'Solved once')).statusCode).toBe(201);
    const again = await contact(payload, 'Solved twice');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('CHALLENGE_FAILED');
    expect(await messagesAbout('Solved once')).toHaveLength(1);
    expect(await messagesAbout('Solved twice')).toHaveLength(0);
  });
});

describe('with the proof of work off (ALTCHA=off)', () => {
  it('takes sign-ups and contact messages without a solution', async () => {
    expect((await signUp(undefined, freshEmail(), off)).statusCode).toBe(200);
    expect((await contact(undefined, 'No check asked', off)).statusCode).toBe(201);
  });
});

describe('the used solutions', () => {
  it('are refused by another process on the same store', async () => {
    const store = createMemoryRateLimitStore();
    const [one, two] = [1, 2].map(() => createProofOfWork({ enabled: true, secret: HMAC_KEY, store }));
    const payload = await solve(await one!.challenge());
    expect(await one!.check(payload)).toBeNull();
    expect(await two!.check(payload)).toMatchObject({ key: 'altcha.used' });
  });
});
