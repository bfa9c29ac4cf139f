import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ProfileMessages } from '../../../contracts/profiles.js';
import { AdminMessages, type RoleChangeResult } from '../../../contracts/admin.js';
import type { Role } from '../../../contracts/enums.js';
import type { Database } from '../../db/client.js';
import { adminSetupTokens } from '../../db/schema/admin.js';
import { AppError } from '../../platform/errors.js';
import { recordSecurityEvent } from '../../platform/audit.js';
import type { Viewer } from '../../platform/access.js';
import type { AccountsService } from '../accounts/index.js';

const SETUP_TOKEN_TTL_MS = 24 * 3600_000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

type Accounts = Pick<AccountsService, 'adminExists' | 'changeAccount'>;
/** Tells a member their role changed (the notifications module; absent on the command line). */
type Notify = (change: { userId: string; role: Role | null; promoted: boolean }) => Promise<unknown>;

/** The first administrator's setup token, and the role changes administrators make (through the accounts service). */
export function createAdminService(deps: { db: Database; accounts: Accounts; notify?: Notify }) {
  const { db, accounts } = deps;
  const told = async (result: RoleChangeResult, promoted: boolean, actorId: string | null) => {
    await recordSecurityEvent(db, {
      eventType: promoted ? 'promoted_to_admin' : 'role_changed',
      severity: promoted ? 'warn' : 'info',
      userId: result.userId,
      details: { role: result.role, by: actorId },
    });
    await deps.notify?.({ userId: result.userId, role: result.role, promoted });
    return result;
  };

  const adminExists = () => accounts.adminExists();

  /**
   * While no administrator exists, issues a fresh one-time setup token (earlier unused ones are
   * withdrawn) and returns it; returns null once an administrator exists.
   */
  async function issueSetupToken(): Promise<string | null> {
    if (await adminExists()) return null;
    const token = randomBytes(24).toString('base64url');
    await db.transaction(async (tx) => {
      await tx.delete(adminSetupTokens).where(isNull(adminSetupTokens.usedAt));
      await tx
        .insert(adminSetupTokens)
        .values({ tokenHash: hash(token), expiresAt: new Date(Date.now() + SETUP_TOKEN_TTL_MS) });
    });
    return token;
  }

  /** Spends a setup token to make the signed-in member the first administrator. */
  async function completeSetup(viewer: Viewer, token: string): Promise<RoleChangeResult> {
    const audit = { action: 'admin_setup' as const, actorId: viewer.id, details: { via: 'setup_link' } };
    // The accounts lock serialises concurrent attempts: two tokens cannot both make a "first" admin.
    return accounts.changeAccount({ target: { id: viewer.id }, role: 'admin', audit }, async (tx) => {
      if (await accounts.adminExists(tx)) throw new AppError('FORBIDDEN', AdminMessages.setupClosed, 403);
      const [spent] = await tx
        .update(adminSetupTokens)
        .set({ usedAt: new Date(), usedBy: viewer.id })
        .where(
          and(
            eq(adminSetupTokens.tokenHash, hash(token)),
            isNull(adminSetupTokens.usedAt),
            gt(adminSetupTokens.expiresAt, new Date()),
          ),
        )
        .returning({ id: adminSetupTokens.id });
      if (!spent) throw new AppError('INVALID_TOKEN', AdminMessages.setupInvalid, 400);
    });
  }

  /** Promotes the account with this e-mail to admin. actor null means the command line. */
  async function promoteByEmail(actor: Viewer | null, email: string): Promise<RoleChangeResult> {
    const audit = {
      action: 'promote_to_admin' as const,
      actorId: actor?.id ?? null,
      details: { via: actor ? 'api' : 'cli' },
    };
    return told(await accounts.changeAccount({ target: { email }, role: 'admin', audit }), true, actor?.id ?? null);
  }

  /** An admin moves a member to any role; the last admin cannot be demoted. */
  async function setRole(actor: Viewer, targetId: string, role: Role): Promise<RoleChangeResult> {
    const audit = { action: 'role_change' as const, actorId: actor.id, details: { via: 'api' } };
    return told(
      await accounts.changeAccount({
        target: { id: targetId },
        notFoundMessage: ProfileMessages.notFound,
        role,
        audit,
      }),
      false,
      actor.id,
    );
  }

  return { adminExists, issueSetupToken, completeSetup, promoteByEmail, setRole };
}

export type AdminService = ReturnType<typeof createAdminService>;
