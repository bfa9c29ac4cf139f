import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthMessages } from '../../contracts/accounts.js';
import { account, profiles, securityEvents, user } from '../db/schema/index.js';
import { as, cookieFrom, createTestApp, nextIp, ORIGIN, signIn, signUp, type TestApp } from '../test/helpers.js';
import type { LightMyRequestResponse } from 'fastify';
import { englishOf } from './i18n.js';

const MAX_FAILURES = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNIN_MAX_FAILURES: String(MAX_FAILURES) } });
});
afterAll(async () => t?.close());

const uniqueEmail = (label = 'member') => `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;

function postAuth(path: string, payload: unknown, opts: { cookie?: string; ip?: string; app?: TestApp } = {}) {
  return (opts.app ?? t).app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    remoteAddress: opts.ip ?? nextIp(),
    payload: payload as object,
  });
}

const readOwnProfile = (cookie: string, app = t) => as(app.app, { cookie }, { method: 'GET', url: '/api/profiles/me' });

async function usersWithEmail(email: string) {
  return t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
}

async function eventsFor(eventType: string, subject: string) {
  return t.database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.eventType, eventType), eq(securityEvents.subject, subject)));
}

function setCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

function sessionCookieOf(res: LightMyRequestResponse): { name: string; attributes: string[] } | undefined {
  const line = setCookies(res).find((c) => /session_token=/.test(c.split(';')[0] ?? ''));
  if (!line) return undefined;
  const [pair, ...attributes] = line.split(';').map((s) => s.trim());
  return { name: pair!.split('=')[0]!, attributes: attributes.map((a) => a.toLowerCase()) };
}

describe('sign-up', () => {
  it('creates an account and its profile: no role and no cancer type said yet (decision 0062), a display ID like FN-XXXXXXXX', async () => {
    const m = await signUp(t.app, { name: 'Asha Verma' });
    const res = await readOwnProfile(m.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: m.id,
      email: m.email,
      fullName: 'Asha Verma',
      role: null,
      cancerType: null,
    });
    expect(res.json().displayId).toMatch(/^FN-[0-9A-HJKMNP-TV-Z]{8}$/);
    const rows = await t.database.db.select().from(profiles).where(eq(profiles.userId, m.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a password shorter than 6 characters and creates nothing', async () => {
    const email = uniqueEmail();
    const res = await postAuth('/sign-up/email', { email, password: 'Ab3$x', name: 'Short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PASSWORD_TOO_SHORT');
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it('accepts a 64-character password, which then signs in', async () => {
    const password = 'Long-and-unusual-passphrase-for-a-cancer-support-site-0123456789';
    expect(password).toHaveLength(64);
    const m = await signUp(t.app, { password });
    expect((await signIn(t.app, m.email, password)).statusCode).toBe(200);
  });

  it.each(['password123', 'Password@123', 'qwerty123', 'iloveyou'])(
    'refuses the common password %s with the specification’s message, writing nothing',
    async (password) => {
      const email = uniqueEmail();
      const res = await postAuth('/sign-up/email', { email, password, name: 'Common' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: {
          code: 'PASSWORD_TOO_COMMON',
          key: AuthMessages.passwordTooCommon.key,
          message: englishOf(AuthMessages.passwordTooCommon),
        },
      });
      expect(await usersWithEmail(email)).toHaveLength(0);
    },
  );

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const m = await signUp(t.app);
    for (const email of [m.email, m.email.toUpperCase()]) {
      const res = await postAuth('/sign-up/email', { email, password: 'Another-fine-pass-77', name: 'Twin' });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    expect(await usersWithEmail(m.email)).toHaveLength(1);
  });

  it('keeps the session in an HttpOnly, SameSite=Lax cookie (not Secure over plain http)', async () => {
    const res = await postAuth('/sign-up/email', {
      email: uniqueEmail(),
      password: 'Monsoon-evening-42',
      name: 'Cookie',
    });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie?.name).toBe('better-auth.session_token');
    expect(cookie?.attributes).toContain('httponly');
    expect(cookie?.attributes).toContain('samesite=lax');
    expect(cookie?.attributes).not.toContain('secure');
  });

  it('marks the session cookie Secure, with the __Secure- prefix, when PUBLIC_URL is https', async () => {
    const httpsOrigin = 'https://fortitude.example';
    const secure = await createTestApp({ shareDatabaseOf: t, env: { PUBLIC_URL: httpsOrigin } });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: httpsOrigin, 'content-type': 'application/json' },
        remoteAddress: nextIp(),
        payload: { email: uniqueEmail(), password: 'Monsoon-evening-42', name: 'Secure Cookie' },
      });
      expect(res.statusCode).toBe(200);
      const cookie = sessionCookieOf(res);
      expect(cookie?.name).toBe('__Secure-better-auth.session_token');
      expect(cookie?.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'secure']));
      const me = await as(
        secure.app,
        { cookie: cookieFrom(res) },
        { method: 'GET', url: '/api/profiles/me', headers: { origin: httpsOrigin } },
      );
      expect(me.statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });

  it('never writes a password to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const consoleLines: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi
        .spyOn(console, level)
        .mockImplementation((...args: unknown[]) => void consoleLines.push(args.map(String).join(' '))),
    );
    const logged = await createTestApp({ shareDatabaseOf: t, logger: { level: 'trace', stream } });
    const secrets = { first: 'Tamarind-sunrise-5521', wrong: 'Cardamom-dusk-8830', next: 'Jasmine-harbour-1194' };
    try {
      const email = uniqueEmail('logged');
      expect(
        (await postAuth('/sign-up/email', { email, password: secrets.first, name: 'Logged' }, { app: logged }))
          .statusCode,
      ).toBe(200);
      expect((await signIn(logged.app, email, secrets.wrong)).statusCode).toBe(401);
      expect((await signIn(logged.app, email, secrets.first)).statusCode).toBe(200);
      expect(
        (await postAuth('/request-password-reset', { email, redirectTo: '/reset-password' }, { app: logged }))
          .statusCode,
      ).toBe(200);
      const token = new URL(logged.outbox.at(-1)!.link!).pathname.split('/').pop();
      expect(
        (await postAuth('/reset-password', { token, newPassword: secrets.next }, { app: logged })).statusCode,
      ).toBe(200);
    } finally {
      await logged.close();
      for (const spy of spies) spy.mockRestore();
    }
    const everything = [...lines, ...consoleLines].join('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(everything).toContain('/api/auth/sign-in/email');
    for (const secret of Object.values(secrets)) expect(everything).not.toContain(secret);
  });
});

describe('e-mail verification', () => {
  it('without SMTP, an account works at once and no confirmation is sent', async () => {
    const before = t.outbox.length;
    const m = await signUp(t.app);
    expect((await readOwnProfile(m.cookie)).statusCode).toBe(200);
    expect((await signIn(t.app, m.email, m.password)).statusCode).toBe(200);
    expect(t.outbox.length).toBe(before);
  });

  describe('with a delivering mailer', () => {
    let mail: TestApp;
    beforeAll(async () => {
      mail = await createTestApp({ shareDatabaseOf: t, mailDelivers: true });
    });
    afterAll(async () => mail?.close());

    it('sends a confirmation link, refuses sign-in until it is followed, then signs in', async () => {
      const m = await signUp(mail.app);
      expect(m.cookie).not.toMatch(/session_token=[^;]/);
      const message = mail.outbox.find((msg) => msg.to === m.email);
      expect(message?.subject).toMatch(/confirm/i);
      const link = new URL(message!.link!);
      expect(link.pathname).toBe('/api/auth/verify-email');
      expect(message!.text).toContain(message!.link);

      const early = await signIn(mail.app, m.email, m.password);
      expect(early.statusCode).toBe(403);
      expect(early.json().error.code).toBe('EMAIL_NOT_VERIFIED');

      const followed = await mail.app.inject({
        method: 'GET',
        url: link.pathname + link.search,
        remoteAddress: nextIp(),
      });
      expect(followed.statusCode).toBe(302);
      const verifiedSession = cookieFrom(followed);
      expect((await readOwnProfile(verifiedSession, mail)).statusCode).toBe(200);

      const later = await signIn(mail.app, m.email, m.password);
      expect(later.statusCode).toBe(200);
      const [row] = await t.database.db
        .select({ emailVerified: user.emailVerified })
        .from(user)
        .where(eq(user.id, m.id));
      expect(row?.emailVerified).toBe(true);
    });

    it('answers a sign-up for a taken e-mail like a new one, without revealing or creating anything', async () => {
      const m = await signUp(mail.app);
      const res = await postAuth(
        '/sign-up/email',
        { email: m.email, password: 'Another-fine-pass-77', name: 'Twin' },
        { app: mail },
      );
      expect(res.statusCode).toBe(200);
      expect(sessionCookieOf(res)).toBeUndefined();
      expect(await usersWithEmail(m.email)).toHaveLength(1);
      // The owner of the address is told instead, with a way in.
      const told = mail.outbox.filter((msg) => msg.to === m.email).at(-1);
      expect(told?.subject).toBe('Someone tried to sign up with your address');
      expect(told?.text).toContain(`${ORIGIN}/auth`);
    });

    it("tells the owner in the owner's language: Hindi to a member who reads Hindi", async () => {
      const m = await signUp(mail.app);
      await mail.database.db.update(user).set({ language: 'hi' }).where(eq(user.id, m.id));
      expect(
        (
          await postAuth(
            '/sign-up/email',
            { email: m.email, password: 'Another-fine-pass-77', name: 'Twin' },
            { app: mail },
          )
        ).statusCode,
      ).toBe(200);
      const told = mail.outbox.filter((msg) => msg.to === m.email).at(-1);
      expect(told?.subject).toBe('किसी ने आपके ईमेल पते से साइन अप करने की कोशिश की');
    });
  });
});

describe('sign-in', () => {
  it('refuses a wrong password with 401 INVALID_EMAIL_OR_PASSWORD and records a security event for the lower-cased e-mail', async () => {
    const m = await signUp(t.app, { email: uniqueEmail('Mixed.Case') });
    const res = await signIn(t.app, m.email.toUpperCase(), 'Not-my-password-1');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(sessionCookieOf(res)).toBeUndefined();
    const events = await eventsFor('signin_failed', m.email.toLowerCase());
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ severity: 'info', details: { code: 'INVALID_EMAIL_OR_PASSWORD' } });
  });

  it('records a failed sign-in for an unknown e-mail too', async () => {
    const email = uniqueEmail('nobody');
    expect((await signIn(t.app, email, 'Whatever-pass-1')).statusCode).toBe(401);
    expect(await eventsFor('signin_failed', email)).toHaveLength(1);
  });

  it(`locks an account for the address that failed ${MAX_FAILURES} times, with Retry-After; the owner elsewhere still signs in`, async () => {
    const m = await signUp(t.app);
    const guesser = nextIp();
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await signIn(t.app, m.email, `Wrong-guess-${i}`, guesser)).statusCode).toBe(401);
    }
    const locked = await signIn(t.app, m.email, m.password, guesser);
    expect(locked.statusCode).toBe(429);
    // The platform's one answer to a limit (decision 0039).
    expect(locked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(sessionCookieOf(locked)).toBeUndefined();
    expect(await eventsFor('signin_failed', m.email)).toHaveLength(MAX_FAILURES);
    const lockouts = await eventsFor('signin_locked_out', m.email);
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]?.severity).toBe('warn');
    // Failures from another address do not lock the owner out.
    expect((await signIn(t.app, m.email, m.password, nextIp())).statusCode).toBe(200);
  });

  it(`slows sign-in down once an account has failed ${MAX_FAILURES} times from many addresses, without refusing the owner`, async () => {
    const m = await signUp(t.app);
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await signIn(t.app, m.email, `Wrong-guess-${i}`, nextIp())).statusCode).toBe(401);
    }
    const started = Date.now();
    const owner = await signIn(t.app, m.email, m.password, nextIp());
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(await eventsFor('signin_locked_out', m.email)).toHaveLength(0);
  });

  it('lifts a lock when the password is reset', async () => {
    const m = await signUp(t.app);
    const ip = nextIp();
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await signIn(t.app, m.email, `Wrong-guess-${i}`, ip)).statusCode).toBe(401);
    expect((await signIn(t.app, m.email, m.password, ip)).statusCode).toBe(429);

    expect(
      (await postAuth('/request-password-reset', { email: m.email, redirectTo: '/reset-password' })).statusCode,
    ).toBe(200);
    const link = new URL(t.outbox.filter((msg) => msg.to === m.email).at(-1)!.link!);
    const token = new URL(
      String((await t.app.inject({ method: 'GET', url: link.pathname + link.search })).headers.location),
      ORIGIN,
    ).searchParams.get('token');
    const newPassword = 'After-the-lock-2024!';
    expect((await postAuth('/reset-password', { token, newPassword })).statusCode).toBe(200);

    const res = await signIn(t.app, m.email, newPassword, ip);
    expect(res.statusCode).toBe(200);
    expect(await eventsFor('signin_lock_lifted', m.email)).toHaveLength(1);
  });

  it('answers 429 to the 11th sign-in to one account from one address within a minute; from elsewhere the owner still signs in', async () => {
    const m = await signUp(t.app);
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await signIn(t.app, m.email, m.password, ip)).statusCode).toBe(200);
    const eleventh = await signIn(t.app, m.email.toUpperCase(), m.password, ip);
    expect(eleventh.statusCode).toBe(429);
    // The API's one error shape, with a stable code and when to try again.
    expect(eleventh.json().error.code).toBe('RATE_LIMITED');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(sessionCookieOf(eleventh)).toBeUndefined();
    expect((await signIn(t.app, m.email, m.password, nextIp())).statusCode).toBe(200);
  });

  it("lets 60 members behind one address (a ward's Wi-Fi) sign up and sign in within a minute", async () => {
    const ward = nextIp();
    const members = Array.from({ length: 60 }, (_, i) => ({
      email: uniqueEmail(`ward-${i}`),
      password: 'Kite-runner-2024!',
      name: `Ward member ${i}`,
    }));
    const signedUp = await Promise.all(members.map((m) => postAuth('/sign-up/email', m, { ip: ward })));
    expect(signedUp.map((r) => r.statusCode)).toEqual(members.map(() => 200));
    const signedIn = await Promise.all(members.map((m) => signIn(t.app, m.email, m.password, ward)));
    expect(signedIn.map((r) => r.statusCode)).toEqual(members.map(() => 200));
    // A forgotten password or two among them.
    const resets = await Promise.all(
      members
        .slice(0, 20)
        .map((m) =>
          postAuth('/request-password-reset', { email: m.email, redirectTo: '/reset-password' }, { ip: ward }),
        ),
    );
    expect(resets.map((r) => r.statusCode)).toEqual(resets.map(() => 200));
  });

  it('answers 429 to the 6th password-reset request for one e-mail from one address within a minute', async () => {
    const m = await signUp(t.app);
    const ip = nextIp();
    const ask = (email: string) =>
      postAuth('/request-password-reset', { email, redirectTo: '/reset-password' }, { ip });
    for (let i = 0; i < 5; i++) expect((await ask(m.email)).statusCode).toBe(200);
    expect((await ask(m.email)).statusCode).toBe(429);
    // Another member at the same address is not held back.
    expect((await ask(uniqueEmail('neighbour'))).statusCode).toBe(200);
  });

  it('answers 429 beyond 120 sign-in attempts a minute from one address, whatever the accounts', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push((await signIn(t.app, uniqueEmail('spray'), 'Wrong-guess-1', ip)).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 401)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  it('never limits reading the session, which every page load does (many members may share one address)', async () => {
    const m = await signUp(t.app);
    const cookie = cookieFrom(await signIn(t.app, m.email, m.password));
    const ip = nextIp();
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i++) {
      statuses.add(
        (await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie }, remoteAddress: ip }))
          .statusCode,
      );
    }
    expect([...statuses]).toEqual([200]);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const res = await postAuth('/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(res.statusCode).toBe(200);
  }

  /** Follows the mailed link as a browser would and returns the token the reset page receives. */
  async function followResetLink(email: string): Promise<string> {
    const message = t.outbox.filter((msg) => msg.to === email).at(-1);
    expect(message?.subject).toMatch(/reset/i);
    const link = new URL(message!.link!);
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location), ORIGIN);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();
    return token!;
  }

  it('mails a link that leads to /reset-password?token=…; the new password works, the old one and every old session do not', async () => {
    const m = await signUp(t.app);
    const otherDevice = cookieFrom(await signIn(t.app, m.email, m.password));
    await requestReset(m.email);
    const token = await followResetLink(m.email);

    const newPassword = 'Fresh-start-after-chemo-7';
    const res = await postAuth('/reset-password', { token, newPassword });
    expect(res.statusCode).toBe(200);

    expect((await readOwnProfile(m.cookie)).statusCode).toBe(401);
    expect((await readOwnProfile(otherDevice)).statusCode).toBe(401);
    expect((await signIn(t.app, m.email, m.password)).statusCode).toBe(401);
    expect((await signIn(t.app, m.email, newPassword)).statusCode).toBe(200);
  });

  it('refuses a reused token and a bogus one', async () => {
    const m = await signUp(t.app);
    await requestReset(m.email);
    const token = await followResetLink(m.email);
    expect((await postAuth('/reset-password', { token, newPassword: 'First-new-pass-11' })).statusCode).toBe(200);

    const reused = await postAuth('/reset-password', { token, newPassword: 'Second-new-pass-22' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('INVALID_TOKEN');
    const bogus = await postAuth('/reset-password', {
      token: 'not-a-real-token-at-all',
      newPassword: 'Second-new-pass-22',
    });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().error.code).toBe('INVALID_TOKEN');
    expect((await signIn(t.app, m.email, 'First-new-pass-11')).statusCode).toBe(200);
  });

  it('refuses a common new password, leaving the token usable', async () => {
    const m = await signUp(t.app);
    await requestReset(m.email);
    const token = await followResetLink(m.email);
    const common = await postAuth('/reset-password', { token, newPassword: 'qwerty123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      error: { code: 'PASSWORD_TOO_COMMON', message: englishOf(AuthMessages.passwordTooCommon) },
    });
    expect((await signIn(t.app, m.email, 'qwerty123')).statusCode).toBe(401);
    expect((await postAuth('/reset-password', { token, newPassword: 'Uncommon-choice-31' })).statusCode).toBe(200);
  });

  it('answers 200 for an unknown e-mail and sends nothing', async () => {
    const before = t.outbox.length;
    await requestReset(uniqueEmail('stranger'));
    expect(t.outbox.length).toBe(before);
  });
});

describe('sessions', () => {
  it('signs out everywhere: after revoke-sessions from one device, both devices are signed out', async () => {
    const m = await signUp(t.app);
    const phone = cookieFrom(await signIn(t.app, m.email, m.password));
    const laptop = cookieFrom(await signIn(t.app, m.email, m.password));
    expect((await readOwnProfile(phone)).statusCode).toBe(200);
    expect((await readOwnProfile(laptop)).statusCode).toBe(200);

    const res = await postAuth('/revoke-sessions', {}, { cookie: phone });
    expect(res.statusCode).toBe(200);

    for (const cookie of [phone, laptop, m.cookie]) expect((await readOwnProfile(cookie)).statusCode).toBe(401);
    expect((await signIn(t.app, m.email, m.password)).statusCode).toBe(200);
  });

  it('signs out one device only with sign-out', async () => {
    const m = await signUp(t.app);
    const phone = cookieFrom(await signIn(t.app, m.email, m.password));
    expect((await postAuth('/sign-out', {}, { cookie: phone })).statusCode).toBe(200);
    expect((await readOwnProfile(phone)).statusCode).toBe(401);
    expect((await readOwnProfile(m.cookie)).statusCode).toBe(200);
  });

  it('reports the signed-in member, with the role from the one user row, at get-session', async () => {
    const m = await signUp(t.app);
    const res = await as(t.app, m, { method: 'GET', url: '/api/auth/get-session', remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: m.id, email: m.email, role: null });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('password hashing', () => {
  it('stores what the product stores: Better Auth’s salted scrypt, never the password, and only the right one signs in', async () => {
    // Every other test app hashes with a cheaper scrypt (server/test/password-hashing.ts); this one is
    // built as main.ts builds the server.
    const product = await createTestApp({ productPasswordHashing: true });
    try {
      const m = await signUp(product.app);
      const [credential] = await product.app.platform.db
        .select({ password: account.password })
        .from(account)
        .where(and(eq(account.userId, m.id), eq(account.providerId, 'credential')));
      expect(credential?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
      expect(credential?.password).not.toContain(m.password);
      expect((await signIn(product.app, m.email, m.password)).statusCode).toBe(200);
      expect((await signIn(product.app, m.email, `${m.password}x`)).statusCode).toBe(401);
    } finally {
      await product.close();
    }
  });
});
