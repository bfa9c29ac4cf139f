import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createMember, createTestApp, type Member, type TestApp } from '../test/helpers.js';
import { connect } from '../test/people.js';
import { COMPRESS_MIN_BYTES, COMPRESSED_WHOEVER_ASKS, registerJsonCompression } from './compress-json.js';

/**
 * JSON answers over 1 KB travel compressed when the browser accepts it, and only then; and only
 * answers that hold no private data (decision 0056): a compressed length beside a secret is an oracle.
 */

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

describe('only answers without private data are compressed', () => {
  let app: FastifyInstance;
  const br = { 'accept-encoding': 'br, gzip' };
  /** Signed in: what the access check would set from the session cookie. */
  const signedIn = { ...br, 'x-test-viewer': 'member' };
  beforeAll(async () => {
    app = Fastify();
    app.decorateRequest('viewer', null);
    app.addHook('onRequest', async (request) => {
      if (request.headers['x-test-viewer']) request.viewer = { id: 'u1' } as NonNullable<typeof request.viewer>;
    });
    registerJsonCompression(app, { whoeverAsks: ['GET /own-public-data'] });
    app.get('/list', { config: { access: 'public' } }, async () => big);
    app.get('/same-for-everyone', { config: { access: 'public' } }, async (_req, reply) =>
      reply.header('cache-control', 'public, max-age=60').send(big),
    );
    app.get('/inbox', { config: { access: 'member' } }, async () => big);
    app.get('/reports', { config: { access: 'admin' } }, async () => big);
    app.get('/ngo', { config: { access: 'ngo' } }, async () => big);
    app.get('/api/auth/get-session', async () => big);
    app.get('/own-public-data', { config: { access: 'member' } }, async () => big);
    await app.ready();
  });
  afterAll(() => app.close());

  const encodingOf = async (url: string, headers: Record<string, string>) =>
    (await app.inject({ url, headers })).headers['content-encoding'];

  it('a public route: compressed for a visitor, not for a signed-in caller unless it is the same for everyone', async () => {
    expect(await encodingOf('/list', br)).toBe('br');
    expect(await encodingOf('/list', signedIn)).toBeUndefined();
    expect(await encodingOf('/same-for-everyone', signedIn)).toBe('br');
  });

  it("never a member's, an NGO's or an administrator's route, nor Better Auth's; a listed personal route is", async () => {
    for (const url of ['/inbox', '/reports', '/ngo', '/api/auth/get-session']) {
      const res = await app.inject({ url, headers: signedIn });
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.json(), url).toEqual(big);
    }
    expect(await encodingOf('/own-public-data', signedIn)).toBe('br');
  });
});

describe('on the real server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.services.modules.seed('resources');
  });
  afterAll(() => t?.close());

  it("a member's inbox is never compressed, whatever the browser accepts", async () => {
    const victim = await createMember(t);
    const friends: Member[] = [];
    for (let i = 0; i < 6; i += 1) {
      const friend = await createMember(t);
      await connect(t, friend, victim);
      friends.push(friend);
    }
    for (const [i, friend] of friends.entries()) {
      const sent = await as(t.app, friend, {
        method: 'POST',
        url: `/api/messages/${victim.id}`,
        payload: {
          content: `About the form, my Aadhaar number 7391 4408 226${i} and the scan on Monday ${'.'.repeat(150)}`,
        },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const plain = await as(t.app, victim, { method: 'GET', url: '/api/messages' });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    for (const encoding of ['br', 'gzip', 'gzip, deflate, br']) {
      const res = await as(t.app, victim, {
        method: 'GET',
        url: '/api/messages',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], encoding).toBeUndefined();
      expect(res.rawPayload.length).toBe(plain.rawPayload.length);
      expect(res.json()).toEqual(plain.json());
    }
  });

  it("the forum's list travels compressed to a visitor, and as it is to a member (their anonymous posts are named theirs)", async () => {
    const author = await createMember(t);
    for (let i = 0; i < 4; i += 1) {
      const res = await as(t.app, author, {
        method: 'POST',
        url: '/api/forum/posts',
        payload: {
          title: `Eating well during chemotherapy, week ${i}`,
          content: `What helped me keep food down on the days after each cycle. ${'Small meals, ginger, rest. '.repeat(12)}`,
          postType: 'experience',
          tags: ['nutrition'],
          isAnonymous: i % 2 === 0,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const headers = { 'accept-encoding': 'br' };
    const visitor = await t.app.inject({ url: '/api/forum/posts', headers });
    expect(visitor.headers['content-encoding']).toBe('br');
    const member = await as(t.app, author, { method: 'GET', url: '/api/forum/posts', headers });
    expect(member.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(member.headers['content-encoding']).toBeUndefined();
  });

  it("the resources library's links travel compressed, to a visitor and to a member (the same for both), and read the same", async () => {
    const plain = await t.app.inject({ url: '/api/resources/links' });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const br = await t.app.inject({ url: '/api/resources/links', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const member = await createMember(t);
    const signedIn = await as(t.app, member, {
      method: 'GET',
      url: '/api/resources/links',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(signedIn.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(signedIn.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('every route listed as compressed whoever asks exists', () => {
    for (const entry of COMPRESSED_WHOEVER_ASKS) {
      const [method, url] = entry.split(' ') as [string, string];
      expect(t.app.hasRoute({ method: method as 'GET', url }), entry).toBe(true);
    }
  });
});
