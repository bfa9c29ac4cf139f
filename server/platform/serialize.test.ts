import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './errors.js';
import { responseSerializerCompiler } from './serialize.js';

const Profile = z.object({ id: z.string(), name: z.string(), bio: z.string().nullable(), joined: z.iso.datetime() });

const lines: string[] = [];
const app = Fastify({
  logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
}).withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  // A row with a column the answer must never carry.
  app.get('/row', { schema: { response: { 200: Profile } } }, async () => ({
    id: 'p1',
    name: 'Asha',
    bio: null,
    joined: '2026-11-01T10:00:00.000Z',
    email: 'asha@example.com',
    passwordHash: 'x',
  }));
  app.get(
    '/wrong',
    { schema: { response: { 200: Profile } } },
    async () => ({ id: 'p1', name: 42, bio: null, joined: 'yesterday' }) as never,
  );
  app.get(
    '/list',
    { schema: { response: { 200: z.object({ items: z.array(Profile), next: z.string().nullable() }) } } },
    async () => ({
      items: [1, 2, 3].map((n) => ({
        id: `p${n}`,
        name: `Member ${n}`,
        bio: n === 2 ? 'Caregiver' : null,
        joined: '2026-11-01T10:00:00.000Z',
        secret: n,
      })),
      next: null,
    }),
  );
  await app.ready();
});
afterAll(async () => app.close());

describe('answers are written through their response schema', () => {
  it('drops every field the schema does not name', async () => {
    const res = await app.inject({ url: '/row' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'p1', name: 'Asha', bio: null, joined: '2026-11-01T10:00:00.000Z' });
    expect(res.body).not.toContain('asha@example.com');
  });

  it('drops them inside lists too', async () => {
    const res = await app.inject({ url: '/list' });
    expect(res.json().items).toEqual([
      { id: 'p1', name: 'Member 1', bio: null, joined: '2026-11-01T10:00:00.000Z' },
      { id: 'p2', name: 'Member 2', bio: 'Caregiver', joined: '2026-11-01T10:00:00.000Z' },
      { id: 'p3', name: 'Member 3', bio: null, joined: '2026-11-01T10:00:00.000Z' },
    ]);
    expect(res.body).not.toContain('secret');
  });

  it('answers an answer that does not match its schema with a 500 in words, and logs the mismatch', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/wrong' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL');
    expect(res.body).not.toContain('42');
    const logged = lines
      .map((l) => JSON.parse(l) as { msg: string; err?: { type?: string } })
      .find((l) => l.msg === 'response did not match its schema');
    expect(logged?.err?.type).toBe('ResponseSerializationError');
  });
});
