import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMessages } from '../../../contracts/admin.js';
import { profiles, user } from '../../db/schema/index.js';
import { as, createMember, createTestApp, signIn, signUp, type TestApp } from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const accounts = () => t.app.services.modules.get('accounts');
const me = (m: { cookie: string }) => as(t.app, m, { method: 'GET', url: '/api/profiles/me' });

describe('new accounts', () => {
  it('gives every new member a profile as soon as the account exists', async () => {
    const m = await signUp(t.app);
    const [row] = await t.database.db
      .select({ displayId: profiles.displayId })
      .from(profiles)
      .where(eq(profiles.userId, m.id));
    expect(row?.displayId).toMatch(/^FN-/);
  });
});

describe('the last administrator', () => {
  it('stays one when two administrators step each other down at the same moment', async () => {
    await t.database.db.update(user).set({ role: 'patient' }).where(eq(user.role, 'admin'));
    const a = await createMember(t, 'admin');
    const b = await createMember(t, 'admin');
    const demote = (actor: { cookie: string }, target: { id: string }) =>
      as(t.app, actor, { method: 'PUT', url: `/api/admin/users/${target.id}/role`, payload: { role: 'volunteer' } });
    const answers = await Promise.all([demote(a, b), demote(b, a)]);
    // One wins. The other is refused either by the last-admin rule (both passed the access check
    // first: 409) or, when the winner's change reached the access check first, as no longer an
    // administrator (403): both are right, and only one of them may happen.
    const [won, lost] = [...answers].sort((x, y) => x.statusCode - y.statusCode);
    expect(won!.statusCode).toBe(200);
    expect([403, 409]).toContain(lost!.statusCode);
    if (lost!.statusCode === 409)
      expect(lost!.json().error.message).toBe(englishOf(AdminMessages.cannotDemoteLastAdmin));
    const admins = await t.database.db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});

describe('bans', () => {
  it('ends a banned member’s sessions at once, refuses their sign-in, and lets them back when lifted', async () => {
    const m = await signUp(t.app);
    expect((await me(m)).statusCode).toBe(200);
    await accounts().banAccount({ id: m.id }, { reason: 'spam', until: null });
    expect((await me(m)).statusCode).toBe(401);
    expect((await signIn(t.app, m.email, m.password)).statusCode).toBe(403);
    await accounts().liftBan({ id: m.id });
    expect((await signIn(t.app, m.email, m.password)).statusCode).toBe(200);
  });

  it('never bans an administrator', async () => {
    const admin = await createMember(t, 'admin');
    await expect(accounts().banAccount({ id: admin.id }, { reason: 'mistake', until: null })).rejects.toThrow(
      'An administrator cannot be banned.',
    );
    expect((await me(admin)).statusCode).toBe(200);
  });
});

describe('demo members', () => {
  it('are created through the accounts service with their profiles, only while no account exists', async () => {
    const fresh = await createTestApp();
    try {
      expect(await fresh.app.services.modules.seed('profiles')).toEqual(['8 demo members']);
      const rows = await fresh.database.db
        .select({ email: user.email, username: profiles.username })
        .from(user)
        .innerJoin(profiles, eq(profiles.userId, user.id));
      expect(rows).toHaveLength(8);
      for (const row of rows) {
        expect(row.email).toMatch(/@demo\.fortitude\.invalid$/);
        expect(row.username).toBeTruthy();
      }
      expect(await fresh.app.services.modules.seed('profiles')).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
