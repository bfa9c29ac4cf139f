import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { AdminMessages, type RoleChangeResult } from '../../../contracts/admin.js';
import type { Role } from '../../../contracts/enums.js';
import type { Database } from '../../db/client.js';
import { adminSetupTokens, user } from '../../db/schema/index.js';
import { writeAudit } from '../../platform/audit.js';
import { AppError, conflict, notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/access.js';
import type { EventBus } from '../../platform/events.js';

const SETUP_TOKEN_TTL_MS = 24 * 3600_000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export function createAdminService(deps: { db: Database; bus?: EventBus }) {
  const { db } = deps;
  /** Role changes apply to the member's very next request, in every process. */
  const announce = async (result: RoleChangeResult) => {
    await deps.bus?.publish('fn_user_changed', { userId: result.userId });
    return result;
  };

  async function adminExists(): Promise<boolean> {
    const [row] = await db.select({ n: count() }).from(user).where(eq(user.role, 'admin'));
    return (row?.n ?? 0) > 0;
  }

  /**
   * While no administrator exists, issues a fresh one-time setup token (earlier unused ones are
   * withdrawn) and returns it; returns null once an administrator exists.
   */
  async function issueSetupToken(): Promise<string | null> {
    if (await adminExists()) return null;
    const token = randomBytes(24).toString('base64url');
    await db.transaction(async (tx) => {
      await tx.delete(adminSetupTokens).where(isNull(adminSetupTokens.usedAt));
      await tx.insert(adminSetupTokens).values({ tokenHash: hash(token), expiresAt: new Date(Date.now() + SETUP_TOKEN_TTL_MS) });
    });
    return token;
  }

  /** Spends a setup token to make the signed-in member the first administrator. */
  async function completeSetup(viewer: Viewer, token: string): Promise<RoleChangeResult> {
    return announce(await db.transaction(async (tx) => {
      // Serialise concurrent attempts so that two tokens cannot both make a "first" admin.
      await tx.execute(sql`select pg_advisory_xact_lock(7412001)`);
      const [admins] = await tx.select({ n: count() }).from(user).where(eq(user.role, 'admin'));
      if ((admins?.n ?? 0) > 0) throw new AppError('FORBIDDEN', AdminMessages.setupClosed, 403);
      const [spent] = await tx
        .update(adminSetupTokens)
        .set({ usedAt: new Date(), usedBy: viewer.id })
        .where(and(eq(adminSetupTokens.tokenHash, hash(token)), isNull(adminSetupTokens.usedAt), gt(adminSetupTokens.expiresAt, new Date())))
        .returning({ id: adminSetupTokens.id });
      if (!spent) throw new AppError('INVALID_TOKEN', AdminMessages.setupInvalid, 400);
      await tx.update(user).set({ role: 'admin', updatedAt: new Date() }).where(eq(user.id, viewer.id));
      await writeAudit(tx, { action: 'admin_setup', adminId: viewer.id, targetUserId: viewer.id, details: { from: viewer.role, to: 'admin', via: 'setup_link' } });
      return { userId: viewer.id, role: 'admin' as const };
    }));
  }

  /** Promotes the account with this e-mail to admin. actor null means the command line. */
  async function promoteByEmail(actor: Viewer | null, email: string): Promise<RoleChangeResult> {
    return announce(await db.transaction(async (tx) => {
      const [target] = await tx.select({ id: user.id, role: user.role }).from(user).where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`).limit(1);
      if (!target) throw notFound(AdminMessages.userNotFound);
      await tx.update(user).set({ role: 'admin', updatedAt: new Date() }).where(eq(user.id, target.id));
      await writeAudit(tx, {
        action: 'promote_to_admin',
        adminId: actor?.id ?? null,
        targetUserId: target.id,
        details: { from: target.role ?? 'patient', to: 'admin', via: actor ? 'api' : 'cli' },
      });
      return { userId: target.id, role: 'admin' as const };
    }));
  }

  /** An admin moves a member to any role; the last admin cannot be demoted. */
  async function setRole(actor: Viewer, targetId: string, role: Role): Promise<RoleChangeResult> {
    return announce(await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7412001)`);
      const [target] = await tx.select({ id: user.id, role: user.role }).from(user).where(eq(user.id, targetId)).limit(1);
      if (!target) throw notFound('Profile Not Found');
      if (target.role === 'admin' && role !== 'admin') {
        const [admins] = await tx.select({ n: count() }).from(user).where(eq(user.role, 'admin'));
        if ((admins?.n ?? 0) <= 1) throw conflict(AdminMessages.cannotDemoteLastAdmin);
      }
      await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, target.id));
      await writeAudit(tx, { action: 'role_change', adminId: actor.id, targetUserId: target.id, details: { from: target.role ?? 'patient', to: role, via: 'api' } });
      return { userId: target.id, role };
    }));
  }

  return { adminExists, issueSetupToken, completeSetup, promoteByEmail, setRole };
}

export type AdminService = ReturnType<typeof createAdminService>;
