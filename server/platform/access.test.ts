import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Role } from '../../contracts/enums.js';
import { as, createMember, createTestApp, type Member, type TestApp } from '../test/helpers.js';

type Caller = 'visitor' | 'member' | 'otherMember' | 'ngo' | 'admin';
const CALLERS: Caller[] = ['visitor', 'member', 'otherMember', 'ngo', 'admin'];

interface Cast {
  member: Member & { role: Role };
  otherMember: Member & { role: Role };
  ngo: Member & { role: Role };
  admin: Member & { role: Role };
  /** A fresh account for a row that changes someone (so rows do not depend on each other). */
  target: () => Promise<Member & { role: Role }>;
  avatar: { payload: Buffer; contentType: string };
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered. */
  route: string;
  /** Who the route declares may call it (config.access). */
  access: 'public' | 'member' | 'ngo' | 'admin';
  /** The request for one caller; `self` is that caller's own account (null for the visitor). */
  request: (cast: Cast, self: (Member & { role: Role }) | null) => Promise<InjectOptions> | InjectOptions;
  /** Status per caller: visitor, member, another member, ngo, admin. */
  expect: [number, number, number, number, number];
}

/**
 * Every /api route the app registers, who may call it, and what each kind of caller gets.
 * "member" and "otherMember" are both patients; the profile rows look at `member`'s profile.
 */
const MATRIX: Row[] = [
  { method: 'GET', route: '/api/health', access: 'public', request: () => ({ url: '/api/health' }), expect: [200, 200, 200, 200, 200] },
  { method: 'GET', route: '/api/health/live', access: 'public', request: () => ({ url: '/api/health/live' }), expect: [200, 200, 200, 200, 200] },
  { method: 'GET', route: '/api/admin/setup', access: 'public', request: () => ({ url: '/api/admin/setup' }), expect: [200, 200, 200, 200, 200] },
  {
    // An administrator exists here, so the service closes setup (403) for everyone signed in.
    method: 'POST',
    route: '/api/admin/setup',
    access: 'member',
    request: () => ({ url: '/api/admin/setup', payload: { token: 'not-the-setup-token' } }),
    expect: [401, 403, 403, 403, 403],
  },
  {
    method: 'POST',
    route: '/api/admin/promote',
    access: 'admin',
    request: async (cast) => ({ url: '/api/admin/promote', payload: { email: (await cast.target()).email } }),
    expect: [401, 403, 403, 403, 200],
  },
  {
    method: 'PUT',
    route: '/api/admin/users/:id/role',
    access: 'admin',
    request: async (cast) => ({ url: `/api/admin/users/${(await cast.target()).id}/role`, payload: { role: 'survivor' } }),
    expect: [401, 403, 403, 403, 200],
  },
  { method: 'GET', route: '/api/profiles/me', access: 'member', request: () => ({ url: '/api/profiles/me' }), expect: [401, 200, 200, 200, 200] },
  {
    method: 'PATCH',
    route: '/api/profiles/me',
    access: 'member',
    // Each caller saves their own profile with their own role (no role change).
    request: (_cast, self) => ({
      url: '/api/profiles/me',
      payload: { fullName: 'Saved Name', username: null, bio: 'Saved', role: self?.role ?? 'patient', ageGroup: null, cancerType: 'other', location: null, diagnosisDate: null },
    }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'POST',
    route: '/api/profiles/me/avatar',
    access: 'member',
    request: (cast) => ({ url: '/api/profiles/me/avatar', payload: cast.avatar.payload, headers: { 'content-type': cast.avatar.contentType } }),
    expect: [401, 200, 200, 200, 200],
  },
  {
    method: 'GET',
    route: '/api/profiles/:id',
    access: 'member',
    request: (cast) => ({ url: `/api/profiles/${cast.member.id}` }),
    expect: [401, 200, 200, 200, 200],
  },
];

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

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  const body = new FormData();
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 200, b: 90 } } }).png().toBuffer();
  body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const encoded = new Response(body);
  cast = {
    member: await createMember(t, 'patient'),
    otherMember: await createMember(t, 'patient'),
    ngo: await createMember(t, 'ngo'),
    admin: await createMember(t, 'admin'),
    target: () => createMember(t, 'patient', { email: `target-${randomUUID().slice(0, 8)}@example.com` }),
    avatar: { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! },
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
    it.each(CALLERS.map((caller, i) => [caller, row.expect[i]!] as const))('answers %s with %i', async (caller, status) => {
      const self = caller === 'visitor' ? null : cast[caller];
      const options = await row.request(cast, self);
      const res = await as(t.app, self, { method: row.method, ...options });
      expect(res.statusCode, res.body).toBe(status);
      if (status >= 400) {
        expect(res.json().error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
      }
      if (status === 401) expect(res.json().error.code).toBe('UNAUTHENTICATED');
    });

    it('lets exactly the declared callers through the access check', () => {
      // 401 only for visitors of non-public routes; the 403 "privileges" answer only below the declared level.
      const gate = CALLERS.map((_c, i) => row.expect[i]);
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

describe('roles are checked on every request', () => {
  it('treats a member promoted to admin as admin on their very next request, and a demoted one as a member again', async () => {
    const m = await createMember(t, 'patient');
    const target = await createMember(t, 'patient');
    const tryPromote = () => as(t.app, m, { method: 'PUT', url: `/api/admin/users/${target.id}/role`, payload: { role: 'caregiver' } });

    expect((await tryPromote()).statusCode).toBe(403);
    const promoted = await as(t.app, cast.admin, { method: 'POST', url: '/api/admin/promote', payload: { email: m.email } });
    expect(promoted.statusCode).toBe(200);
    expect((await tryPromote()).statusCode).toBe(200);

    const demoted = await as(t.app, cast.admin, { method: 'PUT', url: `/api/admin/users/${m.id}/role`, payload: { role: 'volunteer' } });
    expect(demoted.statusCode).toBe(200);
    expect((await tryPromote()).statusCode).toBe(403);
    const me = await as(t.app, m, { method: 'GET', url: '/api/profiles/me' });
    expect(me.json().role).toBe('volunteer');
  });

  it('lets an NGO member reach nothing an admin alone may reach', async () => {
    const target = await createMember(t, 'patient');
    const res = await as(t.app, cast.ngo, { method: 'POST', url: '/api/admin/promote', payload: { email: target.email } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Access denied. Admin privileges required.');
  });

  it('treats a forged or stale session cookie as a visitor', async () => {
    for (const cookie of ['better-auth.session_token=forged.value', `${cast.member.cookie}x`]) {
      const res = await as(t.app, { cookie }, { method: 'GET', url: '/api/profiles/me' });
      expect(res.statusCode).toBe(401);
    }
    // Public routes still answer with a bad cookie.
    expect((await as(t.app, { cookie: 'better-auth.session_token=forged.value' }, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
