import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { as, createMember, createTestApp, type TestApp } from '../test/helpers.js';
import { events, memberSettings, supportGroups } from '../db/schema/index.js';
import { CALLERS, expectedStatus, type Cast } from '../test/access-matrix/types.js';
import { MATRIX } from '../test/access-matrix/index.js';

/** "METHOD /path" of every route, read from Fastify's own route tree. */
function registeredRoutes(app: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack[depth] = match[2]!;
    const methods = match[3];
    if (!methods) continue;
    for (const method of methods.split(', ')) found.push(`${method} ${stack.join('')}`);
  }
  return found;
}

/** The routes the matrix must cover: /api, without Better Auth's and the API docs' own. */
function apiRoutes(app: FastifyInstance): string[] {
  return registeredRoutes(app)
    .filter((r) => !r.startsWith('HEAD '))
    .filter((r) => {
      const url = r.split(' ')[1]!;
      return url.startsWith('/api/') && !url.startsWith('/api/auth/') && !url.startsWith('/api/docs');
    })
    .sort();
}

/** A patient suspended for 30 days. */
async function suspendedMember(app: TestApp) {
  const member = await createMember(app, 'patient');
  await app.database.db
    .insert(memberSettings)
    .values({ userId: member.id, suspendedUntil: new Date(Date.now() + 30 * 86_400_000), suspensionReason: 'Matrix' })
    .onConflictDoUpdate({
      target: memberSettings.userId,
      set: { suspendedUntil: new Date(Date.now() + 30 * 86_400_000) },
    });
  return member;
}

/** An NGO who published an event and a group, then was made a patient by an administrator (the accounts service, as the admin route does). */
async function demotedNgo(app: TestApp, admin: { cookie: string }) {
  const ngo = await createMember(app, 'ngo');
  await app.database.db
    .insert(events)
    .values({ title: 'Former event', startsAt: new Date(Date.now() + 86_400_000), hostId: ngo.id });
  await app.database.db.insert(supportGroups).values({ name: 'Former group', createdBy: ngo.id });
  const res = await as(app.app, admin, {
    method: 'PUT',
    url: `/api/admin/users/${ngo.id}/role`,
    payload: { role: 'patient' },
  });
  if (res.statusCode !== 200) throw new Error(`demotion failed: ${res.body}`);
  return { ...ngo, role: 'patient' as const };
}

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  const body = new FormData();
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 200, b: 90 } } })
    .png()
    .toBuffer();
  body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const encoded = new Response(body);
  const admin = await createMember(t, 'admin');
  cast = {
    member: await createMember(t, 'patient'),
    otherMember: await createMember(t, 'patient'),
    ngo: await createMember(t, 'ngo'),
    admin,
    suspended: await suspendedMember(t),
    demotedNgo: await demotedNgo(t, admin),
    target: () => createMember(t, 'patient', { email: `target-${randomUUID().slice(0, 8)}@example.com` }),
    avatar: { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! },
    t,
  };
});
afterAll(async () => t?.close());

describe('authorisation matrix', () => {
  it('has a row for every /api route the app registers', () => {
    const inMatrix = MATRIX.map((r) => `${r.method} ${r.route}`).sort();
    expect(apiRoutes(t.app)).toEqual(inMatrix);
  });

  it('would notice a new route without a row (the guard is guarded)', async () => {
    const all = registeredRoutes(t.app);
    expect(all).toContain('POST /api/auth/*');
    expect(all).toContain('PUT /api/admin/users/:id/role');
    expect(all).toContain('GET /files/*');
    const grown = await createTestApp({
      shareDatabaseOf: t,
      beforeReady: (app) => {
        app.delete('/api/profiles/:id/notes', { config: { access: 'member' } }, async () => ({}));
      },
    });
    try {
      expect(apiRoutes(grown.app)).toContain('DELETE /api/profiles/:id/notes');
      expect(apiRoutes(grown.app)).not.toEqual(MATRIX.map((r) => `${r.method} ${r.route}`).sort());
    } finally {
      await grown.close();
    }
  });

  describe.each(MATRIX)('$method $route ($access)', (row) => {
    it.each(CALLERS.map((caller) => [caller, expectedStatus(row, caller)] as const))(
      'answers %s with %i',
      async (caller, status) => {
        const self = caller === 'visitor' ? null : cast[caller];
        const options = await row.request(cast, self);
        const res = await as(t.app, self, { method: row.method, ...options });
        expect(res.statusCode, res.body).toBe(status);
        if (status >= 400) {
          expect(res.json().error).toEqual(
            expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
          );
        }
        if (status === 401) expect(res.json().error.code).toBe('UNAUTHENTICATED');
        // Every answer to a signed-in caller is private, no-store, unless a public route declares it the same for everyone.
        if (self && row.access !== 'public')
          expect(res.headers['cache-control'], 'a personalised answer').toMatch(/^private, no-store\b/);
        if (self && row.access === 'public')
          expect(String(res.headers['cache-control'])).toMatch(/^(public\b|private, no-store\b)/);
        // A suspended member's refused write says so, with its end (not another refusal by chance).
        if (
          caller === 'suspended' &&
          status === 403 &&
          row.method !== 'GET' &&
          row.access === 'member' &&
          row.suspended === undefined
        )
          expect(res.json().error.message).toMatch(/^Your account is suspended until /);
      },
    );

    it('lets exactly the declared callers through the access check', () => {
      // 401 only for visitors of non-public routes; the 403 "privileges" answer only below the declared level.
      const gate = CALLERS.map((caller) => expectedStatus(row, caller));
      if (row.access === 'public') expect(gate).not.toContain(401);
      else expect(gate[0]).toBe(401);
      if (row.access === 'admin') expect(gate.slice(1, 4)).toEqual([403, 403, 403]);
    });
  });
});

describe('access declarations', () => {
  it('refuses to start when an /api route does not declare who may call it', async () => {
    const attempt = createTestApp({
      shareDatabaseOf: t,
      beforeReady: (app) =>
        app.register(async (scope) => {
          scope.get('/api/undeclared', async () => ({ ok: true }));
        }),
    });
    await expect(attempt).rejects.toThrow('Route GET /api/undeclared does not declare config.access');
  });

  it('starts with a declared route outside /api too (only /api routes must declare)', async () => {
    const other = await createTestApp({
      shareDatabaseOf: t,
      beforeReady: (app) => {
        app.get('/robots-test.txt', async () => 'User-agent: *');
      },
    });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/robots-test.txt' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('the access check comes before the body', () => {
  it('answers a visitor 401 on a members-only route without parsing the body: invalid JSON is not a 400', async () => {
    const res = await as(t.app, null, {
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName": "unfinished',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers a visitor 401, not 413, for a body larger than any route accepts', async () => {
    const large = `{"fullName":"${'x'.repeat(8 * 1024 * 1024)}"}`;
    const res = await as(t.app, null, {
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { 'content-type': 'application/json' },
      payload: large,
    });
    expect(res.statusCode).toBe(401);
  });

  it('still parses the body of a member, whose invalid JSON is a 400', async () => {
    const res = await as(t.app, cast.member, {
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName": "unfinished',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('roles are checked on every request', () => {
  it('treats a member promoted to admin as admin on their very next request, and a demoted one as a member again', async () => {
    const m = await createMember(t, 'patient');
    const target = await createMember(t, 'patient');
    const tryPromote = () =>
      as(t.app, m, { method: 'PUT', url: `/api/admin/users/${target.id}/role`, payload: { role: 'caregiver' } });

    expect((await tryPromote()).statusCode).toBe(403);
    const promoted = await as(t.app, cast.admin, {
      method: 'POST',
      url: '/api/admin/promote',
      payload: { email: m.email },
    });
    expect(promoted.statusCode).toBe(200);
    expect((await tryPromote()).statusCode).toBe(200);

    const demoted = await as(t.app, cast.admin, {
      method: 'PUT',
      url: `/api/admin/users/${m.id}/role`,
      payload: { role: 'volunteer' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await tryPromote()).statusCode).toBe(403);
    const me = await as(t.app, m, { method: 'GET', url: '/api/profiles/me' });
    expect(me.json().role).toBe('volunteer');
  });

  it('lets an NGO member reach nothing an admin alone may reach', async () => {
    const target = await createMember(t, 'patient');
    const res = await as(t.app, cast.ngo, {
      method: 'POST',
      url: '/api/admin/promote',
      payload: { email: target.email },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Access denied. Admin privileges required.');
  });

  it('treats a forged or stale session cookie as a visitor', async () => {
    for (const cookie of ['better-auth.session_token=forged.value', `${cast.member.cookie}x`]) {
      const res = await as(t.app, { cookie }, { method: 'GET', url: '/api/profiles/me' });
      expect(res.statusCode).toBe(401);
    }
    // Public routes still answer with a bad cookie.
    expect(
      (await as(t.app, { cookie: 'better-auth.session_token=forged.value' }, { method: 'GET', url: '/api/health' }))
        .statusCode,
    ).toBe(200);
  });
});
