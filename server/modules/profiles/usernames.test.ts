import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/profiles.js';
import { as, createTestApp, signUp, type TestApp } from '../../test/helpers.js';
import { usernameBase, usernameCandidates } from './usernames.js';

describe('a username made from a name', () => {
  it.each([
    ['Asha Pillai', 'asha.pillai'],
    ['आशा पिल्लई', 'asha.pillai'],
    ['सुनीता शर्मा', 'sunita.sharma'],
    ['ज़ैनब ख़ान', 'zainab.khan'],
    ['कृष्णा', 'krishna'],
    ["José D'Souza", 'jose.dsouza'],
    ['Lakshmi Venkataraman Subramaniam Iyer', 'lakshmi.venkataraman'],
  ])('%s is %s', (name, base) => {
    expect(usernameBase(name)).toBe(base);
  });

  it('is plain for a name too short or kept by the site, and every candidate is a valid username', () => {
    expect(usernameBase('A')).toBe('member');
    expect(usernameBase('Admin Singh')).toBe('member');
    for (const name of ['A', 'Asha Pillai', 'आशा पिल्लई', 'Lakshmi Venkataraman Subramaniam Iyer'])
      for (const candidate of usernameCandidates(name)) expect(candidate).toMatch(/^[a-z0-9.]{3,30}$/);
  });
});

describe('every member has a username', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('from sign-up, unique among members of the same name, and mentionable by it', async () => {
    const first = await signUp(t.app, { name: 'Rekha Menon' });
    const second = await signUp(t.app, { name: 'Rekha Menon' });
    const usernameOf = async (id: string) =>
      (await t.database.db.select({ u: profiles.username }).from(profiles).where(eq(profiles.userId, id)))[0]?.u;
    const a = await usernameOf(first.id);
    const b = await usernameOf(second.id);
    expect(a).toMatch(/^rekha\.menon\d*$/);
    expect(b).toMatch(/^rekha\.menon\d*$/);
    expect(a).not.toBe(b);
    // Suggested by a word of the name, as the composer asks.
    const writer = await signUp(t.app, { name: 'Kiran Das' });
    const found = await as(t.app, writer, { method: 'GET', url: '/api/mentions?q=rekh' });
    expect(found.statusCode).toBe(200);
    expect((found.json().items as { username: string }[]).map((m) => m.username).sort()).toEqual([a, b].sort());
  });

  it('for members who joined before, once the server starts', async () => {
    const old = await signUp(t.app, { name: 'Farida Begum' });
    await t.database.db.update(profiles).set({ username: null }).where(eq(profiles.userId, old.id));
    const again = await createTestApp({ shareDatabaseOf: t });
    try {
      const [row] = await t.database.db
        .select({ u: profiles.username })
        .from(profiles)
        .where(eq(profiles.userId, old.id));
      expect(row?.u).toMatch(/^farida\.begum\d*$/);
    } finally {
      await again.close();
    }
  });
});
