import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { COMPRESS_MIN_BYTES, registerJsonCompression } from './compress-json.js';

/** JSON answers over 1 KB travel compressed when the browser accepts it, and only then. */

const big = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `A post about chemotherapy day ${i}` })) };

describe('compressing JSON answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerJsonCompression(app);
    app.get('/big', async () => big);
    app.get('/small', async () => ({ ok: true }));
    app.get('/page', async (_req, reply) => reply.type('text/html').send('<p>'.repeat(2000)));
    app.get('/already', async (_req, reply) =>
      reply.type('application/json').header('content-encoding', 'identity').send(JSON.stringify(big)),
    );
    app.get('/varied', async (_req, reply) => reply.header('vary', 'cookie').send(big));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, the same JSON either way', async () => {
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.vary).toBe('accept-encoding');

    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(big);

    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(big);

    const refused = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(big);
  });

  it('leaves alone a small answer, a page that is not JSON, and an answer already encoded', async () => {
    const headers = { 'accept-encoding': 'br' };
    const small = await app.inject({ url: '/small', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    expect((await app.inject({ url: '/page', headers })).headers['content-encoding']).toBeUndefined();
    const already = await app.inject({ url: '/already', headers });
    expect(already.headers['content-encoding']).toBe('identity');
    expect(already.json()).toEqual(big);
  });

  it('adds accept-encoding to a Vary the route set', async () => {
    const res = await app.inject({ url: '/varied', headers: { 'accept-encoding': 'br' } });
    expect(res.headers.vary).toBe('cookie, accept-encoding');
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('on the real server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.modules.seed('resources');
  });
  afterAll(() => t?.close());

  it("the resources library's links travel compressed, and read the same", async () => {
    const plain = await t.app.inject({ url: '/api/resources/links' });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const br = await t.app.inject({ url: '/api/resources/links', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
