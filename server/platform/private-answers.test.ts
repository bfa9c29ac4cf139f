import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createMember, createTestApp, type TestApp } from '../test/helpers.js';

// The caching rule of personalised answers (private-answers.ts). The authorisation matrix checks
// it on every member, NGO and admin route; these are the public routes that answer a member.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('personalised answers', () => {
  it("are private, no-store: an author's own view of their anonymous post names them", async () => {
    const author = await createMember(t);
    const created = await as(t.app, author, {
      method: 'POST',
      url: '/api/forum/posts',
      payload: { title: 'A quiet question', content: 'Asked without my name.', isAnonymous: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers['cache-control']).toBe('private, no-store');
    const id = created.json().post.id as string;
    const own = await as(t.app, author, { method: 'GET', url: `/api/forum/posts/${id}` });
    expect(own.json().post.author).not.toBeNull();
    expect(own.headers['cache-control']).toBe('private, no-store');
    const list = await as(t.app, author, { method: 'GET', url: '/api/forum/posts' });
    expect(list.headers['cache-control']).toBe('private, no-store');
  });

  it("are private, no-store at Better Auth's session endpoint", async () => {
    const m = await createMember(t);
    expect((await as(t.app, m, { method: 'GET', url: '/api/auth/get-session' })).headers['cache-control']).toBe(
      'private, no-store',
    );
  });

  it('leave public answers their caching, for visitors and members alike', async () => {
    const m = await createMember(t);
    for (const who of [null, m]) {
      expect((await as(t.app, who, { method: 'GET', url: '/api/gallery' })).headers['cache-control']).toBe(
        'public, max-age=60',
      );
      expect((await as(t.app, who, { method: 'GET', url: '/api/stats/awareness' })).headers['cache-control']).toMatch(
        /^public, max-age=\d+$/,
      );
    }
    // A visitor's view of a public route that sets nothing stays as it was.
    expect(
      (await as(t.app, null, { method: 'GET', url: '/api/forum/posts' })).headers['cache-control'],
    ).toBeUndefined();
  });
});
