import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, signUp, type Member, type TestApp } from '../test/helpers.js';

/**
 * What the server does with requests that are broken or far too large, on a real socket (huge
 * headers and a body that is never sent in full cannot be shown with inject): malformed JSON is a
 * 400, a 50 MB body a 413 answered before the body has arrived, oversized headers a 431, and the
 * server answers normal requests afterwards.
 */

let t: TestApp;
let port: number;
let member: Member;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  member = await signUp(t.app);
});

afterAll(async () => {
  await t?.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a fresh connection, with the whole body given at once. */
function request(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Sends a `total`-byte body in 64 KB pieces, waiting for the socket to drain between them, and
 * carries on after the answer has come, as a client that does not listen would. Returns the answer,
 * how many bytes had been handed to the socket when it came, and whether the server then closed
 * the connection before the whole body was sent (it stopped reading rather than draining it).
 */
function sendHugeBody(
  path: string,
  total: number,
  opts: { declareLength: boolean; cookie?: string },
): Promise<Answer & { sentAtAnswer: number; closedEarly: boolean }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', origin: ORIGIN };
    if (opts.declareLength) headers['content-length'] = String(total);
    if (opts.cookie) headers.cookie = opts.cookie;
    let sent = 0;
    let answer: (Answer & { sentAtAnswer: number }) | null = null;
    let finished = false;
    const piece = Buffer.alloc(64 * 1024, 'a');
    const finish = (closedEarly: boolean) => {
      if (finished) return;
      finished = true;
      req.destroy();
      if (answer) resolve({ ...answer, closedEarly });
      else reject(new Error(`no answer after ${sent} bytes`));
    };
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path, headers, agent: false }, (res) => {
      const sentAtAnswer = sent;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, headers: res.headers, body: text, sentAtAnswer };
      });
    });
    // EPIPE / ECONNRESET: the server closed the connection while the body was still coming.
    req.on('error', () => setImmediate(() => finish(sent < total)));
    req.on('close', () => setImmediate(() => finish(sent < total)));
    const pump = () => {
      while (!finished && sent < total) {
        const size = Math.min(piece.length, total - sent);
        sent += size;
        if (!req.write(piece.subarray(0, size))) {
          req.once('drain', pump);
          return;
        }
      }
      if (!finished) req.end();
    };
    pump();
  });
}

/** Raw bytes on a socket: Node's HTTP client refuses to send headers this large itself. */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (c: string) => (answer += c));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', (err) => (answer ? resolve(answer) : reject(err)));
    socket.write(text);
  });
}

function expectPlainError(res: Answer, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as { error: { code: string; message: string; stack?: unknown } };
  expect(body.error.code).toBe(code);
  expect(body.error.message).toEqual(expect.any(String));
  expect(body.error.message.length).toBeGreaterThan(0);
  // Nothing of the server's insides: no stack, no file paths.
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|stack/i);
}

const health = () => request('GET', '/api/health/live', {});

describe('malformed JSON', () => {
  it('answers 400 with a clear error body on a public route', async () => {
    const res = await request(
      'POST',
      '/api/contact',
      { 'content-type': 'application/json', origin: ORIGIN },
      '{"fullName": "Asha", "email": ',
    );
    expectPlainError(res, 400, 'VALIDATION_FAILED');
    expect(JSON.parse(res.body).error.message).toMatch(/JSON/);
  });

  it("answers 400 on a member's route, and the member's next request works", async () => {
    const res = await request(
      'PATCH',
      '/api/profiles/me',
      { 'content-type': 'application/json', origin: ORIGIN, cookie: member.cookie },
      '{"fullName": "unfinished',
    );
    expectPlainError(res, 400, 'VALIDATION_FAILED');
    const me = await request('GET', '/api/profiles/me', { cookie: member.cookie });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body).email).toBe(member.email);
  });

  it('answers 400 for a body that is not JSON at all, and for an empty one', async () => {
    const garbage = await request(
      'POST',
      '/api/contact',
      { 'content-type': 'application/json', origin: ORIGIN },
      '\u0000\u00ff<html>',
    );
    expectPlainError(garbage, 400, 'VALIDATION_FAILED');
    const empty = await request('POST', '/api/contact', { 'content-type': 'application/json', origin: ORIGIN }, '');
    expectPlainError(empty, 400, 'VALIDATION_FAILED');
  });
});

describe('a 50 MB body', () => {
  const FIFTY_MB = 50 * 1024 * 1024;

  it('answers 413 from the declared length, before the body has been sent', async () => {
    const res = await sendHugeBody('/api/contact', FIFTY_MB, { declareLength: true });
    expectPlainError(res, 413, 'PAYLOAD_TOO_LARGE');
    // The answer came while most of the 50 MB was still unsent: the server did not wait for it,
    // and then it closed the connection instead of reading the rest.
    expect(res.sentAtAnswer).toBeLessThan(FIFTY_MB / 2);
    expect(res.headers.connection).toBe('close');
    expect(res.closedEarly).toBe(true);
  });

  it('answers 413 to a chunked body without a length, once it passes the limit', async () => {
    const res = await sendHugeBody('/api/contact', FIFTY_MB, { declareLength: false });
    expectPlainError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(res.sentAtAnswer).toBeLessThan(FIFTY_MB / 2);
    expect(res.closedEarly).toBe(true);
  });

  it("answers 413 on a member's route too", async () => {
    const res = await sendHugeBody('/api/profiles/me', FIFTY_MB, { declareLength: true, cookie: member.cookie });
    expectPlainError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(res.sentAtAnswer).toBeLessThan(FIFTY_MB / 2);
    expect(res.closedEarly).toBe(true);
  });

  it('leaves the server answering normally afterwards', async () => {
    expect((await health()).status).toBe(200);
  });
});

describe('request headers over the limit', () => {
  /** The status line and the error body of a raw answer. */
  function parseRaw(answer: string): Answer {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const [statusLine = '', ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    return { status: Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1] ?? 0), headers, body };
  }

  it('answers 431 to 64 KB of headers, with the same error body as every other error', async () => {
    const answer = parseRaw(
      await rawRequest(
        `GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
      ),
    );
    expectPlainError(answer, 431, 'HEADERS_TOO_LARGE');
    expect(JSON.parse(answer.body).error.message).toMatch(/headers are too large/);
  });

  it('answers 431 to many headers that are each small', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => `X-H${i}: ${'b'.repeat(20)}\r\n`).join('');
    const answer = parseRaw(await rawRequest(`GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n${many}\r\n`));
    expectPlainError(answer, 431, 'HEADERS_TOO_LARGE');
  });

  it('answers 400 with the same error body to a request that is not HTTP', async () => {
    const answer = parseRaw(await rawRequest('HELLO THERE\r\n\r\n'));
    expectPlainError(answer, 400, 'VALIDATION_FAILED');
  });

  it('answers a normal request afterwards, and one with headers just under the limit', async () => {
    expect((await health()).status).toBe(200);
    const big = await request('GET', '/api/health/live', { 'x-filler': 'c'.repeat(8 * 1024) });
    expect(big.status).toBe(200);
  });
});

describe('after all of it', () => {
  it('still takes a valid contact message and signs a member in', async () => {
    const res = await request(
      'POST',
      '/api/contact',
      { 'content-type': 'application/json', origin: ORIGIN },
      JSON.stringify({
        fullName: 'Asha Rao',
        email: 'asha@example.com',
        subject: 'Volunteering',
        message: 'I would like to help with the next awareness event.',
      }),
    );
    expect(res.status).toBe(201);
    const me = await request('GET', '/api/profiles/me', { cookie: member.cookie });
    expect(me.status).toBe(200);
  });
});
