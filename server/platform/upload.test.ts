import Fastify, { type FastifyInstance } from 'fastify';
import multipartPlugin from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineMessages } from '../../contracts/messages.js';
import { AppError, registerErrorHandler } from './errors.js';
import { readUpload, UploadMessages } from './upload.js';
import { englishOf } from './i18n.js';

const Words = defineMessages('testUpload', {
  missing: 'Send the image in a field named "file".',
  tooLarge: 'Images must be smaller than 1 KB.',
  custom: 'custom',
});
const MISSING = Words.missing;
const TOO_LARGE = Words.tooLarge;

async function form(parts: Array<[string, string | { bytes: Buffer; name: string; type: string }]>) {
  const f = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') f.append(name, value);
    else f.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  const r = new Response(f);
  return { payload: Buffer.from(await r.arrayBuffer()), headers: { 'content-type': r.headers.get('content-type')! } };
}

const file = (bytes: Buffer | string, name = 'a.png') => ({ bytes: Buffer.from(bytes), name, type: 'image/png' });

describe('reading one uploaded file', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    await app.register(multipartPlugin, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
    app.post('/plain', async (request) => {
      const u = await readUpload(request, { field: 'file', maxBytes: 1024, missing: MISSING, tooLarge: TOO_LARGE });
      return { size: u.bytes.length, name: u.filename, type: u.mimetype, fields: u.fields };
    });
    app.post('/with-fields', async (request) => {
      const u = await readUpload(request, {
        field: 'file',
        maxBytes: 1024,
        missing: MISSING,
        tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', Words.custom, 413),
        textFields: ['title', 'alt'],
      });
      return { size: u.bytes.length, fields: u.fields };
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  it('gives the bytes, name, type and the named text fields in any order', async () => {
    const res = await app.inject({ method: 'POST', url: '/plain', ...(await form([['file', file('hello')]])) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ size: 5, name: 'a.png', type: 'image/png', fields: {} });
    const withFields = await app.inject({
      method: 'POST',
      url: '/with-fields',
      ...(await form([
        ['title', 'Sunrise'],
        ['file', file('abc')],
        ['alt', 'A sky'],
      ])),
    });
    expect(withFields.json()).toEqual({ size: 3, fields: { title: 'Sunrise', alt: 'A sky' } });
  });

  it('answers 413 with the module words for a file over the limit, and its own error when given', async () => {
    const big = await form([['file', file(Buffer.alloc(2048, 1))]]);
    const res = await app.inject({ method: 'POST', url: '/plain', ...big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE', message: englishOf(TOO_LARGE) } });
    const custom = await app.inject({ method: 'POST', url: '/with-fields', ...big });
    expect(custom.statusCode).toBe(413);
    expect(custom.json().error.message).toBe('custom');
  });

  it('answers 400 with the module words when the request is not multipart or holds no file', async () => {
    const json = await app.inject({ method: 'POST', url: '/plain', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(englishOf(MISSING));
    const noFile = await app.inject({ method: 'POST', url: '/with-fields', ...(await form([['title', 'Only text']])) });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe(englishOf(MISSING));
  });

  it('refuses a file under another field name, an unexpected text field and a second file with 400', async () => {
    const other = await app.inject({ method: 'POST', url: '/plain', ...(await form([['avatar', file('x')]])) });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: englishOf(MISSING) });
    const extraText = await app.inject({
      method: 'POST',
      url: '/plain',
      ...(await form([
        ['file', file('x')],
        ['note', 'hi'],
      ])),
    });
    expect(extraText.statusCode).toBe(400);
    expect(extraText.json().error.message).toBe(
      'This upload has a field named "note" that is not expected here. Send "file" only.',
    );
    const two = await app.inject({
      method: 'POST',
      url: '/plain',
      ...(await form([
        ['file', file('x')],
        ['file', file('y')],
      ])),
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().error.message).toBe(englishOf(UploadMessages.oneFileOnly));
  });

  it('answers a malformed or cut-off body with 400, never 500', async () => {
    const whole = await form([['file', file(Buffer.alloc(600, 7))]]);
    const cut = await app.inject({
      method: 'POST',
      url: '/plain',
      headers: whole.headers,
      payload: whole.payload.subarray(0, 300),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error.message).toBe(englishOf(UploadMessages.malformed));
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/plain',
      headers: { 'content-type': 'multipart/form-data' },
      payload: whole.payload,
    });
    expect(noBoundary.statusCode).toBe(400);
    const garbage = await app.inject({
      method: 'POST',
      url: '/plain',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: 'this is not multipart at all',
    });
    expect(garbage.statusCode).toBe(400);
    const badHeader = await app.inject({
      method: 'POST',
      url: '/plain',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nhalf a file',
    });
    expect(badHeader.statusCode).toBe(400);
  });
});
