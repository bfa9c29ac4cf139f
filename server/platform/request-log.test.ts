import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, createMember, createTestApp, type TestApp } from '../test/helpers.js';
import { loggablePath, loggableError, OneLinePerRequest } from './request-log.js';

describe('what a logged path keeps', () => {
  it('drops the query string and replaces token-like segments, keeping ordinary paths as they are', () => {
    expect(loggablePath('/api/health/live')).toBe('/api/health/live');
    expect(loggablePath('/api/companion/conversations?q=my%20biopsy%20result')).toBe('/api/companion/conversations');
    expect(loggablePath('/api/auth/reset-password/q8XkP2vN4mR7tY1wZ3aB5cD6?callbackURL=%2Freset')).toBe(
      '/api/auth/reset-password/:token',
    );
    expect(loggablePath('/api/profiles/0b6a3f4e-3c1d-4a8e-9f2b-7d5e6c4b3a21')).toBe(
      '/api/profiles/0b6a3f4e-3c1d-4a8e-9f2b-7d5e6c4b3a21',
    );
    expect(loggablePath('/pages/terms-and-conditions#top')).toBe('/pages/terms-and-conditions');
  });
});

describe('what a logged error keeps', () => {
  it("drops a failed query's parameters and a database error's quoted values and details", () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "my private bio"'), {
      code: '22P02',
      detail: 'Key (bio)=(my private bio)',
      routine: 'pg_strtoint32',
    });
    const failed = Object.assign(
      new Error('Failed query: update profile set bio = $1 where id = $2\nparams: my private bio,u-1'),
      { query: 'update profile set bio = $1 where id = $2', params: ['my private bio', 'u-1'], cause },
    );
    const logged = JSON.stringify(loggableError(failed));
    expect(logged).not.toContain('my private bio');
    expect(logged).toContain('Failed query: update profile set bio = $1');
    expect(logged).toContain('22P02');
    expect(logged).toContain('pg_strtoint32');
  });
});

describe('request logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await createTestApp({
      logger: { level: 'info', stream },
      beforeReady: (app) => {
        // A database error whose query carries what a member typed.
        app.post('/api/test/save', { config: { access: 'public' } }, async (request) => {
          const { bio } = request.body as { bio: string };
          await app.platform.db.execute(sql`select ${bio}::int as n`);
          return { ok: true };
        });
      },
    });
  });
  afterAll(async () => t?.close());

  const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

  it('writes one line per request with method, path, status and milliseconds, without queries or tokens', async () => {
    const m = await createMember(t);
    lines.length = 0;
    await as(t.app, m, { method: 'GET', url: '/api/companion/conversations?q=my+chemotherapy+side+effects' });
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/reset-password/q8XkP2vN4mR7tY1wZ3aB5cD6?callbackURL=%2Freset-password',
    });
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await vi.waitFor(() => expect(entries().filter((e) => e.msg === 'request')).toHaveLength(3), {
      timeout: 1000,
      interval: 20,
    });
    const requests = entries().filter((e) => e.msg === 'request');
    expect(entries()).toHaveLength(3);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/api/companion/conversations', status: 200 });
    expect(requests[1]).toMatchObject({ method: 'GET', path: '/api/auth/reset-password/:token' });
    expect(requests[2]).toMatchObject({ method: 'GET', path: '/api/health/live', status: 200 });
    for (const r of requests) expect(typeof r.ms).toBe('number');
    const all = lines.join('\n');
    expect(all).not.toMatch(/chemotherapy|q8XkP2vN4mR7tY1wZ3aB5cD6|callbackURL/);
    expect(all).not.toContain(m.cookie.split('=')[1]!.slice(0, 20));
  });

  it('logs a failed database query without the values the member sent', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/save',
      headers: { origin: 'http://localhost:3000' },
      payload: { bio: 'I was diagnosed in March' },
    });
    expect(res.statusCode).toBe(500);
    const all = lines.join('\n');
    expect(all).toContain('unexpected error');
    expect(all).toContain('22P02');
    expect(all).not.toContain('diagnosed in March');
  });
});

describe("request lines are pino's own", () => {
  function appWith() {
    const writes: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        writes.push(String(chunk));
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream, base: { pid: 7, hostname: 'test' } },
      logController: new OneLinePerRequest(),
    });
    app.get('/a/:n', async () => ({ ok: true }));
    app.get('/noted/:n', async (request) => {
      request.log.warn({ n: (request.params as { n: string }).n }, 'noted');
      return { ok: true };
    });
    const lines = () =>
      writes
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
    return { app, lines };
  }

  it("one line per request through the request's child logger, with its request id", async () => {
    const { app, lines } = appWith();
    await app.inject({ url: '/a/1' });
    await app.inject({ url: '/noted/2' });
    await app.inject({ url: '/a/3?q=private' });
    await app.close();
    const all = lines();
    expect(all.map((l) => l.msg)).toEqual(['request', 'noted', 'request', 'request']);
    expect(all[0]).toMatchObject({ level: 30, pid: 7, hostname: 'test', method: 'GET', path: '/a/1', status: 200 });
    expect(typeof all[0]!.ms).toBe('number');
    expect(all[1]).toMatchObject({ level: 40, n: '2', reqId: all[2]!.reqId });
    expect(all[3]).toMatchObject({ path: '/a/3' });
    expect(new Set(all.filter((l) => l.msg === 'request').map((l) => l.reqId)).size).toBe(3);
  });

  it('escapes what JSON must escape in a path', async () => {
    const { app, lines } = appWith();
    const seen: string[] = [];
    app.addHook('onRequest', (request, _reply, done) => {
      seen.push(request.url);
      done();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // Sent as raw bytes: a client library would percent-encode the quote and the backslash.
    for (const target of ['/a/say"hi"\\there', '/a/tab%09']) {
      await new Promise<void>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.end(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
        );
        socket
          .on('data', () => {})
          .on('close', () => resolve())
          .on('error', reject);
      });
    }
    await app.close();
    expect(seen).toEqual(['/a/say"hi"\\there', '/a/tab%09']);
    expect(
      lines()
        .filter((l) => l.msg === 'request')
        .map((l) => l.path),
    ).toEqual(seen);
  });
});
