import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMessages } from '../../../contracts/admin.js';
import { adminAuditLog, user } from '../../db/schema/index.js';
import { PGLITE_EXTENSIONS } from '../../db/client.js';
import { createAccountsService } from '../accounts/index.js';
import { writeSetupTokenFile } from './index.js';
import {
  as,
  createMember,
  createTestApp,
  openPgliteFromTemplate,
  pgliteHandle,
  signUp,
  type Member,
  type TestApp,
} from '../../test/helpers.js';
import { englishOf } from '../../platform/i18n.js';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const setupStatus = () => t.app.inject({ method: 'GET', url: '/api/admin/setup' });
const spendSetupToken = (m: { cookie: string } | null, token: string) =>
  as(t.app, m, { method: 'POST', url: '/api/admin/setup', payload: { token } });
const promote = (m: { cookie: string }, email: string) =>
  as(t.app, m, { method: 'POST', url: '/api/admin/promote', payload: { email } });
const setRole = (m: { cookie: string }, id: string, role: string) =>
  as(t.app, m, { method: 'PUT', url: `/api/admin/users/${encodeURIComponent(id)}/role`, payload: { role } });
const roleOf = async (m: { cookie: string }) =>
  (await as(t.app, m, { method: 'GET', url: '/api/profiles/me' })).json().role;

async function auditRows(action: string, targetUserId: string) {
  return t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetUserId, targetUserId)));
}

// The steps below build on each other, as the life of one installation does: no administrator,
// then the first one through the setup token, then promotions and role changes.
let first: Member;

describe('first administrator setup', () => {
  it('is open while no administrator exists', async () => {
    const res = await setupStatus();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ open: true });
  });

  it('refuses a wrong token with 400, changing nobody', async () => {
    const m = await signUp(t.app);
    await t.app.services.modules.get('admin').issueSetupToken();
    const res = await spendSetupToken(m, 'this-is-not-the-token');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'INVALID_TOKEN', message: englishOf(AdminMessages.setupInvalid) });
    expect(await roleOf(m)).toBeNull();
  });

  it('withdraws an unused token when a new one is issued (a restart prints a new link)', async () => {
    const m = await signUp(t.app);
    const older = await t.app.services.modules.get('admin').issueSetupToken();
    const newer = await t.app.services.modules.get('admin').issueSetupToken();
    expect(older).toBeTruthy();
    expect(newer).not.toBe(older);
    expect((await spendSetupToken(m, older!)).statusCode).toBe(400);
    expect(await roleOf(m)).toBeNull();
  });

  it('asks a visitor to sign in before spending the token', async () => {
    const token = await t.app.services.modules.get('admin').issueSetupToken();
    expect((await spendSetupToken(null, token!)).statusCode).toBe(401);
  });

  it('makes the member who spends the token an administrator, audited as admin_setup', async () => {
    first = await signUp(t.app, { name: 'Farah Ahmed' });
    const token = await t.app.services.modules.get('admin').issueSetupToken();
    const res = await spendSetupToken(first, token!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: first.id, role: 'admin' });
    expect(await roleOf(first)).toBe('admin');
    const audit = await auditRows('admin_setup', first.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: first.id, details: { from: null, to: 'admin', via: 'setup_link' } });

    // The token is spent: nobody else can use it, even were the administrator gone again.
    const second = await signUp(t.app);
    const again = await spendSetupToken(second, token!);
    expect(again.statusCode).toBe(403);
    await t.database.db.update(user).set({ role: 'patient' }).where(eq(user.id, first.id));
    const reused = await spendSetupToken(second, token!);
    await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, first.id));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('INVALID_TOKEN');
    expect(await roleOf(second)).toBeNull();
  });

  it('closes once an administrator exists: status open:false, setup 403, no new token', async () => {
    expect((await setupStatus()).json()).toEqual({ open: false });
    expect(await t.app.services.modules.get('admin').issueSetupToken()).toBeNull();
    const m = await signUp(t.app);
    const res = await spendSetupToken(m, 'some-token-that-looks-fine');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', message: englishOf(AdminMessages.setupClosed) });
    expect(await roleOf(m)).toBeNull();
  });
});

describe('promotion by e-mail', () => {
  it('lets an administrator promote an account by e-mail (any case, spaces trimmed), audited as promote_to_admin', async () => {
    const target = await createMember(t, 'caregiver');
    const res = await promote(first, `  ${target.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: target.id, role: 'admin' });
    expect(await roleOf(target)).toBe('admin');
    const audit = await auditRows('promote_to_admin', target.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: first.id, details: { from: 'caregiver', to: 'admin', via: 'api' } });
  });

  it('answers 404 for an e-mail no account uses, and 400 for one that is not an e-mail', async () => {
    const missing = await promote(first, 'nobody-here@example.com');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 'NOT_FOUND', message: englishOf(AdminMessages.userNotFound) });
    const invalid = await promote(first, 'not an email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.issues).toContainEqual(
      expect.objectContaining({ path: 'email', message: englishOf(AdminMessages.emailRequired) }),
    );
  });

  it('is for administrators only', async () => {
    const ngo = await createMember(t, 'ngo');
    const target = await signUp(t.app);
    const res = await promote(ngo, target.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'FORBIDDEN', message: englishOf(AdminMessages.adminRequired) });
    expect(await roleOf(target)).toBeNull();
    expect(await auditRows('promote_to_admin', target.id)).toHaveLength(0);
  });
});

describe('role changes', () => {
  it('lets an administrator set any role, audited as role_change', async () => {
    const target = await signUp(t.app);
    const res = await setRole(first, target.id, 'ngo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: target.id, role: 'ngo' });
    expect(await roleOf(target)).toBe('ngo');
    const audit = await auditRows('role_change', target.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: first.id, details: { from: null, to: 'ngo', via: 'api' } });
  });

  it('answers 404 for an unknown member and 400 for an unknown role', async () => {
    const target = await signUp(t.app);
    const missing = await setRole(first, 'no-such-user', 'survivor');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
    const invalid = await setRole(first, target.id, 'superuser');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('VALIDATION_FAILED');
    expect(await roleOf(target)).toBeNull();
  });

  it('is for administrators only', async () => {
    const ngo = await createMember(t, 'ngo');
    const target = await signUp(t.app);
    const res = await setRole(ngo, target.id, 'ngo');
    expect(res.statusCode).toBe(403);
    expect(await roleOf(target)).toBeNull();
  });

  it('never demotes the last administrator (409), but demotes one of several', async () => {
    const admins = await t.database.db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
    // Step every other administrator down, one by one, through the API.
    for (const other of admins.filter((a) => a.id !== first.id)) {
      expect((await setRole(first, other.id, 'volunteer')).statusCode).toBe(200);
    }
    const res = await setRole(first, first.id, 'survivor');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'CONFLICT',
      message: englishOf(AdminMessages.cannotDemoteLastAdmin),
    });
    expect(await roleOf(first)).toBe('admin');
    // Setting the admin role on the last administrator is no demotion.
    expect((await setRole(first, first.id, 'admin')).statusCode).toBe(200);
  });
});

describe('command line', () => {
  it('promotes through the admin service with no acting admin, audited with adminId null', async () => {
    const target = await createMember(t, 'volunteer');
    const result = await t.app.services.modules.get('admin').promoteByEmail(null, target.email);
    expect(result).toEqual({ userId: target.id, role: 'admin' });
    expect(await roleOf(target)).toBe('admin');
    const audit = await auditRows('promote_to_admin', target.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: null, details: { from: 'volunteer', to: 'admin', via: 'cli' } });
  });

  it('`npm run admin -- promote EMAIL` promotes the account in the configured database', async () => {
    const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fn-cli-'));
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
    };
    try {
      if (t.databaseUrl) {
        // PostgreSQL: the CLI works on the very database the app is using.
        const target = await signUp(t.app);
        const { stdout } = await run(tsx, ['server/cli/admin.ts', 'promote', target.email], {
          cwd: root,
          env: { ...env, DATABASE_URL: t.databaseUrl },
        });
        expect(stdout).toContain('is now an administrator');
        expect(await roleOf(target)).toBe('admin');
        const audit = await auditRows('promote_to_admin', target.id);
        expect(audit[0]).toMatchObject({ adminId: null, details: { via: 'cli' } });
        return;
      }
      // PGlite: the CLI opens the embedded database under DATA_DIR, prepared here with one account.
      const dbDir = path.join(dataDir, 'db');
      const prepared = pgliteHandle(await openPgliteFromTemplate(dbDir));
      const email = 'cli.member@demo.fortitude.invalid';
      await createAccountsService({ db: prepared.db }).createAccount({ name: 'Command Line', email, role: 'survivor' });
      await prepared.close();
      const { stdout } = await run(tsx, ['server/cli/admin.ts', 'promote', email.toUpperCase()], { cwd: root, env });
      expect(stdout).toContain('is now an administrator');

      const client = new PGlite(dbDir, { extensions: PGLITE_EXTENSIONS });
      await client.waitReady;
      const reopened = pgliteHandle(client);
      try {
        const [row] = await reopened.db
          .select({ id: user.id, role: user.role })
          .from(user)
          .where(eq(user.email, email));
        expect(row?.role).toBe('admin');
        const audit = await reopened.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, row!.id));
        expect(audit).toHaveLength(1);
        expect(audit[0]).toMatchObject({ action: 'promote_to_admin', adminId: null, details: { via: 'cli' } });
      } finally {
        await reopened.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the setup token file', () => {
  it('is readable by the server user only (0600), even over an older world-readable file, and goes once an administrator exists', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fn-setup-'));
    try {
      const file = path.join(dataDir, 'admin-setup-token');
      await writeFile(file, 'old\n', { mode: 0o644 });
      expect(writeSetupTokenFile(dataDir, 'fresh-token')).toBe(file);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(await readFile(file, 'utf8')).toBe('fresh-token\n');
      writeSetupTokenFile(dataDir, null);
      expect(existsSync(file)).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
