import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../../contracts/errors.js';
import { Health } from '../../../contracts/health.js';
import { buildApp } from '../../app.js';
import { as, createTestApp, signUp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('health', () => {
  it('answers ok for the server and its database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = Health.parse(res.json());
    expect(body).toMatchObject({ status: 'ok', database: 'ok', driver: t.database.driver });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const unreachable = { ...t.database, ping: async () => Promise.reject(new Error('connection refused')) };
    const app = await buildApp({ config: t.config, database: unreachable, authSecret: 'x'.repeat(40), logger: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: 'unreachable' });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });
});

describe('API documentation', () => {
  it('serves the docs page as HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('lists the API in /api/docs/json, without Better Auth’s catch-all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths['/api/profiles/me'])).toEqual(expect.arrayContaining(['get', 'patch']));
    expect(spec.paths['/api/admin/users/{id}/role']).toHaveProperty('put');
    expect(Object.keys(spec.paths).some((p) => p.startsWith('/api/auth'))).toBe(false);
  });
});

describe('errors', () => {
  it('answers every kind of refusal as { error: { code, message } }', async () => {
    const m = await signUp(t.app);
    const cases = [
      { res: await t.app.inject({ method: 'GET', url: '/api/no-such-route' }), status: 404, code: 'NOT_FOUND' },
      { res: await t.app.inject({ method: 'GET', url: '/api/profiles/me' }), status: 401, code: 'UNAUTHENTICATED' },
      {
        res: await as(t.app, m, { method: 'POST', url: '/api/admin/promote', payload: { email: 'a@example.com' } }),
        status: 403,
        code: 'FORBIDDEN',
      },
      {
        res: await as(t.app, m, { method: 'PATCH', url: '/api/profiles/me', payload: { fullName: 'x' } }),
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      {
        res: await as(t.app, m, {
          method: 'PATCH',
          url: '/api/profiles/me',
          payload: '{"fullName":',
          headers: { 'content-type': 'application/json' },
        }),
        status: 400,
        code: 'VALIDATION_FAILED',
      },
      { res: await as(t.app, m, { method: 'GET', url: '/api/profiles/nobody' }), status: 404, code: 'NOT_FOUND' },
    ];
    for (const { res, status, code } of cases) {
      expect(res.statusCode, res.body).toBe(status);
      const body = ErrorBody.parse(res.json());
      expect(body.error.code).toBe(code);
      expect(body.error.message.length).toBeGreaterThan(0);
    }
  });

  it('answers an unexpected failure with a plain 500 that leaks nothing, and logs it with the request id', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const broken = await createTestApp({
      shareDatabaseOf: t,
      logger: { level: 'error', stream },
      beforeReady: (app) => {
        app.get('/api/test/explode', { config: { access: 'public' } }, async () => {
          throw new Error('secret detail: connection string postgres://user:pw@db');
        });
      },
    });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/api/test/explode' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({
        error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
      });
      expect(res.body).not.toMatch(/secret detail|postgres:|at .*\.ts|stack/i);
      const entry = lines
        .map((l) => JSON.parse(l) as { msg?: string; reqId?: string; err?: { message?: string } })
        .find((e) => e.msg === 'unexpected error');
      expect(entry?.reqId).toBeTruthy();
      expect(entry?.err?.message).toContain('secret detail');
    } finally {
      await broken.close();
    }
  });

  it("sends an API's security headers on API answers: nothing may run or frame them, and no page-only header", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-xss-protection']).toBeUndefined();
  });

  it('sends the whole page set on pages and on the API documentation', async () => {
    for (const url of ['/', '/forum', '/api/docs']) {
      const res = await t.app.inject({ method: 'GET', url });
      // The documentation page replaces the policy with its own (Swagger UI's); the rest stays.
      if (url !== '/api/docs') expect(res.headers['content-security-policy'], url).toMatch(/frame-ancestors 'none'/);
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
