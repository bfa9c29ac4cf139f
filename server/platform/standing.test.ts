import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema/index.js';
import { as, createMember, createTestApp, profileForm, type Member, type TestApp } from '../test/helpers.js';
import { banInForce, inGoodStanding, suspensionInForce } from './standing.js';

const hour = 3_600_000;
const now = Date.UTC(2026, 11, 6, 10);

describe('the one standing rule', () => {
  it('holds a ban while it has no end or its end is ahead, and lets it go when the end has passed', () => {
    expect(banInForce({ banned: true, banExpires: null }, now)).toBe(true);
    expect(banInForce({ banned: true, banExpires: new Date(now + hour) }, now)).toBe(true);
    expect(banInForce({ banned: true, banExpires: new Date(now - hour) }, now)).toBe(false);
    expect(banInForce({ banned: false, banExpires: null }, now)).toBe(false);
    expect(banInForce({ banned: null, banExpires: null }, now)).toBe(false);
  });

  it('holds a suspension until its end, and good standing is neither', () => {
    expect(suspensionInForce({ suspendedUntil: new Date(now + hour) }, now)?.getTime()).toBe(now + hour);
    expect(suspensionInForce({ suspendedUntil: new Date(now - hour) }, now)).toBeNull();
    expect(inGoodStanding({ banned: true, banExpires: new Date(now - hour), suspendedUntil: null }, now)).toBe(true);
    expect(inGoodStanding({ banned: false, banExpires: null, suspendedUntil: new Date(now + hour) }, now)).toBe(false);
  });
});

// Where the raw facts may be read: the rule itself, the tables, the accounts module that sets and
// publishes them, and the sign-up that writes a new account's defaults.
const ALLOWED = new Set([
  'server/platform/standing.ts',
  'server/modules/accounts/members.ts',
  'server/modules/accounts/accounts.service.ts',
  'server/platform/session.ts',
  'server/platform/auth.ts',
]);
// A standing decision written by hand: the ban flag read, or a suspension's end compared.
const HAND_WRITTEN = [
  /[.$]\{?\w*\.?banned\b(?!Now)/,
  /banExpires\b[^,\n]*[<>]/,
  /suspendedUntil\}? (is null|<=|>|<)/,
  /suspendedUntil\.getTime\(\)/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' || name === 'schema' ? [] : sourceFiles(full);
    return full.endsWith('.ts') && !full.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every line that decides standing by hand, outside the allowed places, as "file:line: text". */
function handWrittenStandingChecks(files: { rel: string; text: string }[]): string[] {
  return files.flatMap(({ rel, text }) =>
    ALLOWED.has(rel)
      ? []
      : text
          .split('\n')
          .flatMap((line, i) => (HAND_WRITTEN.some((re) => re.test(line)) ? [`${rel}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('standing is decided in one place', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const tree = () =>
    sourceFiles(path.join(root, 'server')).map((file) => ({
      rel: path.relative(root, file),
      text: readFileSync(file, 'utf8'),
    }));

  it('no module decides "banned" or "suspended" by hand', () => {
    expect(handWrittenStandingChecks(tree())).toEqual([]);
  });

  it('fails on a planted copy that ignores a ban’s end or compares a suspension by hand', () => {
    const planted = {
      rel: 'server/modules/mentors/planted.ts',
      text: 'const hidden = sql`coalesce(${members.banned}, false) = false`;\nif (row.suspendedUntil.getTime() > now) {}\n',
    };
    expect(handWrittenStandingChecks([...tree(), planted])).toEqual([
      'server/modules/mentors/planted.ts:1: const hidden = sql`coalesce(${members.banned}, false) = false`;',
      'server/modules/mentors/planted.ts:2: if (row.suspendedUntil.getTime() > now) {}',
    ]);
  });
});

describe('a ban that has ended lets its member back in everywhere', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const person = async (name: string): Promise<Member> => {
    const m = await createMember(t, 'patient', { name });
    const res = await as(t.app, m, {
      method: 'PATCH',
      url: '/api/profiles/me',
      payload: profileForm({ fullName: name }),
    });
    if (res.statusCode !== 200) throw new Error(`profile: ${res.statusCode} ${res.body}`);
    return m;
  };
  const found = async (who: Member, q: string) =>
    (await as(t.app, who, { method: 'GET', url: `/api/connect/discover?limit=60&q=${encodeURIComponent(q)}` }))
      .json()
      .items.map((c: { id: string }) => c.id);
  const ban = (m: Member, banExpires: Date | null) =>
    t.database.db.update(user).set({ banned: true, banReason: 'spam', banExpires }).where(eq(user.id, m.id));

  it('in force, the member is out: no session, not found, banned in the Users tab', async () => {
    const admin = await createMember(t, 'admin');
    const viewer = await person('Standing Viewer');
    const banned = await person('Standing Bhavna');
    await ban(banned, new Date(Date.now() + hour));
    expect((await as(t.app, banned, { method: 'GET', url: '/api/profiles/me' })).statusCode).toBe(401);
    expect(await found(viewer, 'Standing Bhavna')).toEqual([]);
    const listed = (await as(t.app, admin, { method: 'GET', url: '/api/admin/users?q=Standing%20Bhavna' })).json();
    expect(listed.items[0]).toMatchObject({ id: banned.id, banned: true });
  });

  it('ended, the same member is back: their session works, others find them, the Users tab says not banned', async () => {
    const admin = await createMember(t, 'admin');
    const viewer = await person('Ended Viewer');
    const back = await person('Ended Bharat');
    await ban(back, new Date(Date.now() - hour));
    expect((await as(t.app, back, { method: 'GET', url: '/api/profiles/me' })).statusCode).toBe(200);
    expect(await found(viewer, 'Ended Bharat')).toEqual([back.id]);
    const listed = (await as(t.app, admin, { method: 'GET', url: '/api/admin/users?q=Ended%20Bharat' })).json();
    expect(listed.items[0]).toMatchObject({ id: back.id, banned: false, banExpires: null });
  });
});
