import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from './mail.js';
import { cookieFrom, createTestApp, nextIp, ORIGIN, signIn, type TestApp } from '../test/helpers.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server standing in for the real one: plain text on 127.0.0.1, no STARTTLS, no login. */
async function startSmtpServer(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The message text with quoted-printable soft line breaks and escapes undone. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function silentLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>;
  };
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let scratch: string;
/** The whole app with SMTP_URL set. */
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'fn-mail-'));
  t = await createTestApp({
    realMailer: true,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Fortitude Network <hello@fortitude.example>' },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('SMTP', () => {
  it('delivers a message through the configured SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Fortitude Network <no-reply@fortitude.example>',
      outboxDir: path.join(scratch, 'unused'),
      log: silentLog(),
    });
    expect(mailer.delivers).toBe(true);
    const link = 'http://localhost:3000/api/auth/verify-email?token=abc.def.ghi&callbackURL=%2F';
    await mailer.send({
      to: 'asha@example.com',
      subject: 'Confirm your Fortitude Network account',
      text: `Please confirm:\n\n${link}\n`,
      html: `<a href="${link}">${link}</a>`,
      link,
    });

    const message = smtp.received.at(-1)!;
    expect(message.from).toBe('no-reply@fortitude.example');
    expect(message.to).toEqual(['asha@example.com']);
    expect(message.raw).toMatch(/^Subject: Confirm your Fortitude Network account$/m);
    expect(message.raw).toMatch(/^From: Fortitude Network <no-reply@fortitude\.example>$/m);
    expect(decoded(message.raw)).toContain(link);
    await expect(readdir(path.join(scratch, 'unused'))).rejects.toThrow();
  });

  describe('with SMTP_URL set, the whole app', () => {
    it('mails a confirmation link at sign-up, refuses sign-in until it is followed, then signs in', async () => {
      const email = `smtp-${Date.now()}@example.com`;
      const password = 'Banyan-shade-2048';
      const before = smtp.received.length;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        remoteAddress: nextIp(),
        payload: { email, password, name: 'Smtp Member' },
      });
      expect(res.statusCode).toBe(200);
      expect(cookieFrom(res)).not.toMatch(/session_token=[^;]/);

      await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThan(before));
      const message = smtp.received.at(-1)!;
      expect(message.to).toEqual([email]);
      expect(message.from).toBe('hello@fortitude.example');
      const link = /http:\/\/localhost:3000\/api\/auth\/verify-email\?[^\s"<]+/.exec(decoded(message.raw))?.[0];
      expect(link).toBeTruthy();

      const early = await signIn(t.app, email, password);
      expect(early.statusCode).toBe(403);
      expect(early.json().error.code).toBe('EMAIL_NOT_VERIFIED');

      const url = new URL(link!);
      const followed = await t.app.inject({ method: 'GET', url: url.pathname + url.search, remoteAddress: nextIp() });
      expect(followed.statusCode).toBe(302);
      expect((await signIn(t.app, email, password)).statusCode).toBe(200);
    });
  });
});

describe('outbox (no SMTP)', () => {
  it('writes each message as an .eml file and logs its link', async () => {
    const outboxDir = path.join(scratch, 'nested', 'outbox');
    const log = silentLog();
    const mailer = createMailer({ from: 'Fortitude Network <no-reply@localhost>', outboxDir, log });
    expect(mailer.delivers).toBe(false);
    const link = 'http://localhost:3000/api/auth/reset-password/tok123?callbackURL=%2Freset-password';
    await mailer.send({
      to: 'ravi@example.com',
      subject: 'Reset your Fortitude Network password',
      text: `Follow:\n\n${link}\n`,
      link,
    });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/ravi@example\.com\.eml$/);
    const eml = await readFile(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: ravi@example\.com$/m);
    expect(eml).toMatch(/^Subject: Reset your Fortitude Network password$/m);
    expect(decoded(eml)).toContain(link);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'ravi@example.com', link }),
      expect.stringContaining(link),
    );
  });

  it('keeps two messages to the same address sent at the same moment', async () => {
    const outboxDir = path.join(scratch, 'burst');
    const mailer = createMailer({ from: 'Fortitude Network <no-reply@localhost>', outboxDir, log: silentLog() });
    await Promise.all(
      ['one', 'two', 'three'].map((n) => mailer.send({ to: 'same@example.com', subject: `Message ${n}`, text: n })),
    );
    expect(await readdir(outboxDir)).toHaveLength(3);
  });

  it('is where the whole app puts a password-reset message when SMTP is not configured', async () => {
    const plain = await createTestApp({ realMailer: true, shareDatabaseOf: t });
    try {
      const email = `outbox-${Date.now()}@example.com`;
      const signUp = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        remoteAddress: nextIp(),
        payload: { email, password: 'Peepal-tree-4096', name: 'Outbox Member' },
      });
      expect(signUp.statusCode).toBe(200);
      const outboxDir = path.join(plain.config.dataDir, 'outbox');
      // No SMTP: no confirmation is needed, so nothing is written at sign-up.
      await expect(readdir(outboxDir)).rejects.toThrow();

      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        remoteAddress: nextIp(),
        payload: { email, redirectTo: '/reset-password' },
      });
      expect(res.statusCode).toBe(200);
      const files = await readdir(outboxDir);
      expect(files).toHaveLength(1);
      const eml = decoded(await readFile(path.join(outboxDir, files[0]!), 'utf8'));
      expect(eml).toMatch(/http:\/\/localhost:3000\/api\/auth\/reset-password\/[^\s?]+\?callbackURL=%2Freset-password/);
    } finally {
      await plain.close();
    }
  });
});
