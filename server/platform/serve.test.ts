import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllRoutes } from '../../contracts/routes/index.js';
import type { RouteDescriptor } from '../../contracts/http.js';
import { createTestApp, type TestApp } from '../test/helpers.js';

/** OpenAPI's path syntax for a Fastify path: /api/forum/posts/:id → /api/forum/posts/{id}. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Routes that are not JSON calls: the live updates' socket is a WebSocket upgrade (platform/realtime.ts). */
const NOT_CALLS = new Set(['GET /api/realtime']);

const descriptors: RouteDescriptor[] = Object.values(AllRoutes).flatMap((routes) => Object.values(routes));

describe('route descriptors (decision 0071)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('are each served, by the path and method they name', () => {
    const paths = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger()
      .paths;
    const missing = descriptors
      .filter((r) => !r.servedBy)
      .filter((r) => !paths[openApiPath(r.path)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('describe every API route the server answers (Better Auth’s own under /api/auth and the docs aside)', () => {
    const described = new Set(descriptors.map((r) => `${r.method} ${openApiPath(r.path)}`));
    const paths = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger()
      .paths;
    const methods = ['get', 'post', 'put', 'patch', 'delete'];
    const undescribed = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/auth/') && !path.startsWith('/api/docs'))
      .flatMap(([path, byMethod]) =>
        Object.keys(byMethod)
          .filter((m) => methods.includes(m))
          .map((m) => `${m.toUpperCase()} ${path}`),
      )
      .filter((key) => !described.has(key) && !NOT_CALLS.has(key));
    expect(undescribed).toEqual([]);
  });

  it('name each route once', () => {
    const keys = descriptors.map((r) => `${r.method} ${r.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('give the documentation the summary and schemas the server checks with', async () => {
    const thread = AllRoutes.forum.thread;
    const doc = (
      t.app as unknown as { swagger(): { paths: Record<string, Record<string, { summary?: string }>> } }
    ).swagger().paths[openApiPath(thread.path)]?.get;
    expect(doc?.summary).toBe(thread.summary);
    const bad = await t.app.inject({ method: 'GET', url: '/api/forum/posts/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
  });
});
