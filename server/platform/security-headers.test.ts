import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, registerSecurityHeaders, securityHeaders } from './security-headers.js';

const none = { script: [], img: [], connect: [], frame: [] };

describe('security headers', () => {
  it('are the set helmet sent, with the policy of the configured third parties', () => {
    const plain = securityHeaders({ https: false, thirdParty: none });
    expect(plain['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';frame-src 'none'",
    );
    expect(plain).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(plain['strict-transport-security']).toBeUndefined();
    const https = securityHeaders({
      https: true,
      thirdParty: { ...none, script: ['https://checkout.razorpay.com'], frame: ['https://api.razorpay.com'] },
    });
    expect(https['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(https['content-security-policy']).toContain("upgrade-insecure-requests;connect-src 'self'");
    expect(https['content-security-policy']).toContain("script-src 'self' https://checkout.razorpay.com;");
    expect(https['content-security-policy']).toContain('frame-src https://api.razorpay.com');
  });

  it('are, value for value, the headers the site sent before helmet built them (decision 0068)', () => {
    const page = securityHeaders({
      https: true,
      thirdParty: { ...none, script: ['https://checkout.razorpay.com'], frame: ['https://api.razorpay.com'] },
      scriptHashes: ["'sha256-abc='"],
    });
    expect(page).toEqual({
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self' 'sha256-abc=' https://checkout.razorpay.com;script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;connect-src 'self';frame-src https://api.razorpay.com",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    const api = {
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    };
    expect(apiSecurityHeaders({ https: false })).toEqual(api);
    expect(apiSecurityHeaders({ https: true })).toEqual({
      ...api,
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(Object.isFrozen(page)).toBe(true);
  });

  it('are on every answer, errors and unknown paths included, and a route may replace one', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, securityHeaders({ https: false, thirdParty: none }));
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async () => {
      throw new Error('x');
    });
    app.get('/docs', async (_req, reply) => reply.header('content-security-policy', "default-src 'self'").send('docs'));
    for (const url of ['/ok', '/fails', '/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
    expect((await app.inject({ method: 'GET', url: '/docs' })).headers['content-security-policy']).toBe(
      "default-src 'self'",
    );
    await app.close();
  });

  it("give the API its own short set and keep the page set for pages and the API's documentation", async () => {
    const app = Fastify();
    registerSecurityHeaders(
      app,
      securityHeaders({ https: true, thirdParty: none }),
      apiSecurityHeaders({ https: true }),
    );
    for (const url of ['/api/anything', '/api/docs', '/forum']) app.get(url, async () => ({ ok: true }));
    const api = await app.inject({ method: 'GET', url: '/api/anything' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['strict-transport-security']).toContain('max-age=');
    expect(api.headers['origin-agent-cluster']).toBeUndefined();
    for (const url of ['/api/docs', '/forum', '/api-is-not-a-prefix']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['origin-agent-cluster'], url).toBe('?1');
    }
    await app.close();
  });

  it("are each answer's own: a later hook or the route may replace one, and nothing leaks into the shared set", async () => {
    const app = Fastify();
    const api = apiSecurityHeaders({ https: false });
    registerSecurityHeaders(app, securityHeaders({ https: false, thirdParty: none }), api);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('x-frame-options', 'SAMEORIGIN');
      done();
    });
    app.get('/api/a', async (_request, reply) => reply.header('cache-control', 'no-store').send({ ok: true }));
    const first = await app.inject({ method: 'GET', url: '/api/a' });
    const second = await app.inject({ method: 'GET', url: '/api/a' });
    for (const res of [first, second]) {
      expect(res.headers).toMatchObject({
        'x-frame-options': 'SAMEORIGIN',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
      });
    }
    expect(api).not.toHaveProperty('cache-control');
    expect(api['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
