import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { loadConfig } from '../config.js';
import { createMailer } from './mail.js';
import { as, cookieFrom, createTestApp, nextIp, ORIGIN, signUp, type TestApp } from '../test/helpers.js';

const json = { 'content-type': 'application/json' };
/** A whole profile, as the profile page saves it. */
const profile = (fullName: string) => ({
  fullName,
  username: null,
  bio: '',
  role: 'patient',
  ageGroup: null,
  cancerType: 'other',
  location: '',
  diagnosisDate: null,
});

/** A logger that keeps every line it writes, at every level. */
function capturingLogger(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ level: 'trace' }, sink) as unknown as FastifyBaseLogger, lines };
}

describe('TRUST_PROXY: the proxies whose X-Forwarded-For is believed', () => {
  it('refuses TRUST_PROXY=true at start-up, saying what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would trust every hop.*TRUST_PROXY=10\.0\.0\.0\/8,127\.0\.0\.1/s,
    );
  });

  it('takes a list of addresses and CIDR ranges, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/not an address: proxy\.local/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not an address: 10\.0\.0\.0\/33/);
  });

  describe('behind a proxy at 10.0.0.0/8', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8', AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    });
    afterAll(async () => t?.close());

    const attempt = (remoteAddress: string, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: ORIGIN, ...json, 'x-forwarded-for': forwardedFor },
        remoteAddress,
        payload: { email: 'nobody@example.com', password: 'Wrong-guess-123' },
      });

    it('does not let a client that connects directly escape the sign-in rate limit with forged X-Forwarded-For', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await attempt('203.0.113.7', `198.51.100.${i + 1}`)).statusCode);
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    });

    it('counts a client behind the proxy by the address the proxy saw, whatever it wrote itself', async () => {
      const statuses: number[] = [];
      // The proxy appends the address it saw; what the client put before it is not believed.
      for (let i = 0; i < 5; i++)
        statuses.push((await attempt('10.0.0.2', `192.0.2.${i + 1}, 198.51.100.77`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      // Another client behind the same proxy is counted apart.
      expect((await attempt('10.0.0.2', '198.51.100.78')).statusCode).toBe(401);
    });
  });
});

describe('Origin on state-changing requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("refuses a foreign Origin with 403 on a member's route, naming the address the server answers to", async () => {
    const m = await signUp(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { ...json, cookie: m.cookie, origin: 'https://evil.example' },
      payload: { fullName: 'Changed' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining(`${ORIGIN} (PUBLIC_URL)`),
    });
    const me = await as(t.app, m, { method: 'GET', url: '/api/profiles/me' });
    expect(me.json().fullName).not.toBe('Changed');
  });

  it("refuses an opaque Origin ('null') and a request the browser marks cross-site", async () => {
    const m = await signUp(t.app);
    for (const headers of [{ origin: 'null' }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/profiles/me',
        headers: { ...json, cookie: m.cookie, ...headers },
        payload: { fullName: 'Changed' },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('accepts its own Origin, and a caller that is not a browser (no Origin)', async () => {
    const m = await signUp(t.app);
    expect(
      (await as(t.app, m, { method: 'PATCH', url: '/api/profiles/me', payload: profile('Own Origin') })).statusCode,
    ).toBe(200);
    const script = await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { ...json, cookie: m.cookie },
      payload: profile('From A Script'),
    });
    expect(script.statusCode).toBe(200);
  });

  it('does not check Origin on reads, nor on the payment webhooks (called by servers)', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } }))
        .statusCode,
    ).toBe(200);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/support/webhooks/sandbox',
      headers: { ...json, origin: 'https://evil.example' },
      payload: '{}',
    });
    expect(hook.statusCode).not.toBe(403);
  });
});

describe('PUBLIC_URL unset: the loopback origins of the port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: undefined as unknown as string, PORT: '3000' } });
  });
  afterAll(async () => t?.close());

  const signUpFrom = (origin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin, ...json },
      remoteAddress: nextIp(),
      payload: {
        email: `loop-${Math.random().toString(36).slice(2, 10)}@example.com`,
        password: 'Kite-runner-2024!',
        name: 'Loop Back',
      },
    });

  it('signs up from http://127.0.0.1:3000, http://[::1]:3000 and http://localhost:3000', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']) {
      const res = await signUpFrom(origin);
      expect(res.statusCode, `${origin}: ${res.body}`).toBe(200);
      expect(cookieFrom(res)).toMatch(/session_token=/);
    }
  });

  it('answers another origin with a message that names PUBLIC_URL, not a bare "Invalid origin"', async () => {
    for (const origin of ['http://192.168.1.20:3000', 'http://127.0.0.1:4000']) {
      const res = await signUpFrom(origin);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toContain('PUBLIC_URL');
      expect(res.json().error.message).not.toBe('Invalid origin');
    }
  });
});

describe('production without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => t?.close());

  const signUpAs = (email: string, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN, ...json },
      remoteAddress: nextIp(),
      payload: { email, password: 'Kite-runner-2024!', name },
    });

  /** The answer with what differs by nature (ids, times, the name typed) blanked. */
  function shape(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
    const body = res.json() as { signedIn: unknown; user: Record<string, unknown> };
    return {
      status: res.statusCode,
      cookie: res.headers['set-cookie'] ?? null,
      signedIn: body.signedIn,
      userKeys: Object.keys(body.user).sort(),
      user: {
        ...body.user,
        id: typeof body.user.id,
        createdAt: typeof body.user.createdAt,
        updatedAt: typeof body.user.updatedAt,
        email: typeof body.user.email,
        name: typeof body.user.name,
      },
    };
  }

  it('answers sign-up the same for a new and a registered address, and tells the owner of the registered one by e-mail', async () => {
    const owner = `owner-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const first = await signUpAs(owner, 'Real Owner');
    expect(first.statusCode, first.body).toBe(200);
    const fresh = await signUpAs(`fresh-${Math.random().toString(36).slice(2, 10)}@example.com`, 'New Person');
    const again = await signUpAs(owner, 'Someone Else');
    expect(shape(again)).toEqual(shape(fresh));
    expect(again.headers['set-cookie']).toBeUndefined();

    const toOwner = t.outbox.filter((m) => m.to === owner);
    expect(toOwner.map((m) => m.subject)).toEqual([
      'Confirm your Fortitude Network account',
      'Someone tried to sign up with your address',
    ]);
    expect(toOwner[1]!.text).toContain('If it was not you, you need do nothing');
  });

  it('logs no link, token or address at any level while the whole app mails a confirmation and a reset', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await createTestApp({
      env: { NODE_ENV: 'production' },
      realMailer: true,
      logger: { level: 'trace', stream },
    });
    try {
      const email = `quiet-${Math.random().toString(36).slice(2, 10)}@example.com`;
      const headers = { origin: ORIGIN, ...json };
      expect(
        (
          await app.app.inject({
            method: 'POST',
            url: '/api/auth/sign-up/email',
            headers,
            remoteAddress: nextIp(),
            payload: { email, password: 'Kite-runner-2024!', name: 'Quiet One' },
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await app.app.inject({
            method: 'POST',
            url: '/api/auth/request-password-reset',
            headers,
            remoteAddress: nextIp(),
            payload: { email, redirectTo: '/reset-password' },
          })
        ).statusCode,
      ).toBe(200);
      const outbox = path.join(app.config.dataDir, 'outbox');
      const files = await readdir(outbox);
      expect(files).toHaveLength(2);
      const { readFile } = await import('node:fs/promises');
      const mails = await Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
      const tokens = mails.flatMap((m) =>
        [
          ...m.replace(/=\r?\n/g, '').matchAll(/token=([A-Za-z0-9._-]{16,})|reset-password\/([A-Za-z0-9._-]{16,})/g),
        ].map((x) => x[1] ?? x[2]!),
      );
      expect(tokens.length).toBeGreaterThanOrEqual(2);
      const log = lines.join('\n');
      expect(log).toContain('mail written to');
      for (const token of tokens) expect(log).not.toContain(token);
      expect(log).not.toContain(email);
      for (const f of files) expect((await stat(path.join(outbox, f))).mode & 0o777).toBe(0o600);
    } finally {
      await app.close();
    }
  });

  it('writes outbox files for the owner alone and never logs a link, at any level', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fn-outbox-'));
    try {
      const { log, lines } = capturingLogger();
      const mailer = createMailer({
        from: 'Site <no-reply@example.com>',
        outboxDir: path.join(dir, 'outbox'),
        log,
        production: true,
      });
      const link = 'http://localhost:3000/api/auth/reset-password/secret-token-123?callbackURL=%2Freset-password';
      await mailer.send({ to: 'a@example.com', subject: 'Reset your password', text: `Follow ${link}`, link });
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain('secret-token-123');
      expect(lines.join('\n')).not.toContain('a@example.com');
      const files = await readdir(path.join(dir, 'outbox'));
      expect(files).toHaveLength(1);
      expect((await stat(path.join(dir, 'outbox'))).mode & 0o777).toBe(0o700);
      expect((await stat(path.join(dir, 'outbox', files[0]!))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('still names the link in the log outside production, where a developer follows it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fn-outbox-'));
    try {
      const { log, lines } = capturingLogger();
      const mailer = createMailer({ from: 'Site <no-reply@example.com>', outboxDir: dir, log });
      await mailer.send({
        to: 'a@example.com',
        subject: 'Reset',
        text: 'x',
        link: 'http://localhost:3000/reset?token=dev-token',
      });
      expect(lines.join('\n')).toContain('dev-token');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('names through Better Auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('refuses a sign-up name longer than a profile name may be, and trims one that fits', async () => {
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN, ...json },
      remoteAddress: nextIp(),
      payload: { email: 'long-name@example.com', password: 'Kite-runner-2024!', name: 'x'.repeat(101) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Full name must be at most 100 characters.');
    const m = await signUp(t.app, { name: '  Meera Nair  ' });
    expect((await as(t.app, m, { method: 'GET', url: '/api/profiles/me' })).json().fullName).toBe('Meera Nair');
  });

  it('refuses an over-long or empty name at update-user', async () => {
    const m = await signUp(t.app);
    for (const name of ['y'.repeat(5000), '   ']) {
      const res = await as(t.app, m, {
        method: 'POST',
        url: '/api/auth/update-user',
        remoteAddress: nextIp(),
        payload: { name },
      });
      expect(res.statusCode).toBe(400);
    }
    const ok = await as(t.app, m, {
      method: 'POST',
      url: '/api/auth/update-user',
      remoteAddress: nextIp(),
      payload: { name: 'Short Name' },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe("e-mails in the member's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  async function resetMailTo(email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN, ...json },
      remoteAddress: nextIp(),
      payload: { email, redirectTo: '/reset-password' },
    });
    expect(res.statusCode).toBe(200);
    return t.outbox.filter((m) => m.to === email).at(-1)!;
  }

  it('sends a member who signed up in Hindi a Hindi reset e-mail, and an English one to an English member', async () => {
    const email = `hindi-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN, ...json },
      remoteAddress: nextIp(),
      payload: { email, password: 'Kite-runner-2024!', name: 'Sunita Devi', language: 'hi' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const hindi = await resetMailTo(email);
    expect(hindi.subject).toBe('अपना Fortitude Network पासवर्ड बदलें');
    expect(hindi.text).toContain('नया पासवर्ड चुनने के लिए इस लिंक पर जाइए');
    expect(hindi.text).toContain(hindi.link!);

    const english = await resetMailTo((await signUp(t.app)).email);
    expect(english.subject).toBe('Reset your Fortitude Network password');
  });

  it('follows the language switch: a member who changes to Hindi gets Hindi from then on', async () => {
    const m = await signUp(t.app);
    expect(
      (
        await as(t.app, m, {
          method: 'POST',
          url: '/api/auth/update-user',
          remoteAddress: nextIp(),
          payload: { language: 'hi' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await resetMailTo(m.email)).subject).toBe('अपना Fortitude Network पासवर्ड बदलें');
  });
});

describe('the access check comes before the body is read', () => {
  let t: TestApp;
  let parsed = 0;
  beforeAll(async () => {
    t = await createTestApp({
      beforeReady: (app) => {
        app.addHook('preParsing', async (request, _reply, payload) => {
          if (request.url.startsWith('/api/profiles/me')) parsed += 1;
          return payload;
        });
      },
    });
  });
  afterAll(async () => t?.close());

  it("answers a visitor's 8 MB body on a member route 401 without ever starting to parse it", async () => {
    parsed = 0;
    const large = `{"fullName":"${'x'.repeat(8 * 1024 * 1024)}"}`;
    const res = await as(t.app, null, { method: 'PATCH', url: '/api/profiles/me', headers: json, payload: large });
    expect(res.statusCode).toBe(401);
    expect(parsed).toBe(0);
    // The spy does count: a member's body is parsed.
    const m = await signUp(t.app);
    expect(
      (await as(t.app, m, { method: 'PATCH', url: '/api/profiles/me', payload: profile('Parsed') })).statusCode,
    ).toBe(200);
    expect(parsed).toBe(1);
  });
});
