import type { Message } from '../../../contracts/messages.js';
import { randomBytes, randomUUID } from 'node:crypto';
import { betterAuthHashing, type PasswordHashing } from '../../platform/password-hashing.js';
import { and, count, eq, sql } from 'drizzle-orm';
import { AdminMessages, ModerationMessages, type RoleChangeResult } from '../../../contracts/admin.js';
import { Role, type Language } from '../../../contracts/enums.js';
import { languageOrDefault } from '../../platform/i18n.js';
import type { Database, Transaction } from '../../db/client.js';
import { account, session, user } from '../../db/schema/auth.js';
import { writeAudit, type AuditAction } from '../../platform/audit.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import { canBeBanned } from './accounts.policy.js';
import { createMemberReads } from './members.js';

/** Every role change takes this lock, so the last-admin rule holds under concurrent changes. */
const ACCOUNTS_LOCK = 7412001;

/** What other domains may know of an account. */
export interface AccountSummary {
  id: string;
  email: string;
  name: string;
  /** Null: the member has not said yet who they are (decision 0062). */
  role: Role | null;
}

/** A change to one account: its name, its role, or both, audited when the role changes. */
export interface AccountChange {
  /** Whose account: by id, or by e-mail (any case, spaces trimmed). */
  target: { id: string } | { email: string };
  /** The message of the 404 when no such account exists. */
  notFoundMessage?: Message;
  name?: string;
  /** A role to take; null or left out keeps the current one (a role once said is never unsaid). */
  role?: Role | null;
  /** The language of the pages, Forti and e-mails. */
  language?: Language;
  /** How a role change is audited. Left out only by the demo seed and test set-up. */
  audit?: { action: AuditAction; actorId: string | null; details: Record<string, unknown> };
}

/** Told of a role change inside its transaction. */
export type RoleChangeListener = (
  tx: Transaction,
  change: { userId: string; from: Role | null; to: Role | null },
) => Promise<void>;

export interface NewAccount {
  name: string;
  email: string;
  role: Role;
}

/** The stored role, or null: not said yet (decision 0062; an unknown value reads as not said). */
const roleOf = (value: string | null): Role | null => {
  const parsed = Role.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * The one owner of the user table outside Better Auth's own endpoints: role changes and the
 * last-admin rule (under one advisory lock), account look-ups and counts, and accounts created
 * without a sign-up (the demo seed). Every change is announced on the bus, so cached sessions
 * and profiles of every process pick it up at once.
 */
export function createAccountsService(deps: { db: Database; bus?: EventBus; passwords?: PasswordHashing }) {
  const { db } = deps;
  const passwords = deps.passwords ?? betterAuthHashing;
  const createdListeners: Array<(userId: string) => Promise<void>> = [];
  const roleListeners: Array<RoleChangeListener> = [];

  /** Called by Better Auth's hook once a user row exists: other domains create what every member has. */
  async function userCreated(userId: string): Promise<void> {
    for (const listener of createdListeners) await listener(userId);
  }

  /** Another domain (profiles) keeps a row for every member: it hears of each new account here. */
  function onUserCreated(listener: (userId: string) => Promise<void>): void {
    createdListeners.push(listener);
  }

  /**
   * Another domain hears of every role change inside its transaction (events and groups pass a
   * demoted host's to the administrators): the change and what follows from it commit together.
   */
  function onRoleChanged(listener: RoleChangeListener): void {
    roleListeners.push(listener);
  }

  async function countAdmins(executor: Pick<Database, 'select'> = db): Promise<number> {
    const [row] = await executor.select({ n: count() }).from(user).where(eq(user.role, 'admin'));
    return Number(row?.n ?? 0);
  }

  /** Whether any administrator exists; pass the transaction of a change that depends on it. */
  async function adminExists(executor: Pick<Database, 'select'> = db): Promise<boolean> {
    return (await countAdmins(executor)) > 0;
  }

  /** How many accounts exist (the community hub's member count). */
  async function countMembers(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(user);
    return Number(row?.n ?? 0);
  }

  async function findAccount(
    target: AccountChange['target'],
    executor: Pick<Database, 'select'> = db,
  ): Promise<AccountSummary | null> {
    const where =
      'id' in target ? eq(user.id, target.id) : sql`lower(${user.email}) = ${target.email.trim().toLowerCase()}`;
    const [row] = await executor
      .select({ id: user.id, email: user.email, name: user.name, role: user.role })
      .from(user)
      .where(where)
      .limit(1);
    return row ? { ...row, role: roleOf(row.role) } : null;
  }

  /**
   * Changes an account's name and/or role in one transaction under the accounts lock. The last
   * administrator never loses the role (409). `alongside` runs first in the same transaction: the
   * caller's own rows (a profile, a spent setup token) are saved together with the change or not at all.
   */
  async function changeAccount(
    change: AccountChange,
    alongside?: (tx: Transaction, current: AccountSummary) => Promise<void>,
  ): Promise<RoleChangeResult> {
    const result = await db.transaction(async (tx) => {
      if (change.role) await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK})`);
      const current = await findAccount(change.target, tx);
      if (!current) throw notFound(change.notFoundMessage ?? AdminMessages.userNotFound);
      await alongside?.(tx, current);
      const role = change.role ?? current.role;
      const roleChanges = role !== current.role;
      if (roleChanges && current.role === 'admin' && (await countAdmins(tx)) <= 1)
        throw conflict(AdminMessages.cannotDemoteLastAdmin);
      if (roleChanges || change.name !== undefined || change.language !== undefined) {
        await tx
          .update(user)
          .set({
            ...(change.name !== undefined ? { name: change.name } : {}),
            ...(change.language !== undefined ? { language: change.language } : {}),
            role,
            updatedAt: new Date(),
          })
          .where(eq(user.id, current.id));
      }
      if (roleChanges)
        for (const listener of roleListeners) await listener(tx, { userId: current.id, from: current.role, to: role });
      if (roleChanges && change.audit) {
        const { action, actorId, details } = change.audit;
        await writeAudit(tx, {
          action,
          adminId: actorId,
          targetUserId: current.id,
          details: { from: current.role, to: role, ...details },
        });
      }
      return { userId: current.id, role };
    });
    await deps.bus?.publish('fn_user_changed', { userId: result.userId });
    return result;
  }

  /**
   * Creates an account that nobody can sign in to (a random password that is never shown), with a
   * verified address: the demo members. `alongside` adds the caller's rows in the same transaction.
   */
  async function createAccount(
    input: NewAccount,
    alongside?: (tx: Transaction, userId: string) => Promise<void>,
  ): Promise<string> {
    const id = randomUUID();
    const password = await passwords.hash(randomBytes(24).toString('base64url'));
    await db.transaction(async (tx) => {
      const now = new Date();
      await tx.insert(user).values({
        id,
        name: input.name,
        email: input.email,
        emailVerified: true,
        role: input.role,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password,
        createdAt: now,
        updatedAt: now,
      });
      await alongside?.(tx, id);
    });
    return id;
  }

  /**
   * Bans a member (until a time, or for good) and ends their sessions; an administrator is never
   * banned, so the site always keeps one who can lift a ban.
   */
  async function banAccount(target: { id: string }, ban: { reason: string; until: Date | null }): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK})`);
      const current = await findAccount(target, tx);
      if (!current) throw notFound(AdminMessages.userNotFound);
      if (!canBeBanned(current)) throw conflict(ModerationMessages.adminNotBanned);
      await tx
        .update(user)
        .set({ banned: true, banReason: ban.reason, banExpires: ban.until, updatedAt: new Date() })
        .where(eq(user.id, current.id));
      await tx.delete(session).where(eq(session.userId, current.id));
    });
    await deps.bus?.publish('fn_user_changed', { userId: target.id });
  }

  /**
   * Deletes an account (its own rows go with it: sessions, credentials, and every row that
   * cascades) in one transaction under the accounts lock, so two administrators erasing themselves
   * at once cannot leave none (409 `lastAdminMessage` for the last one). `alongside` runs first in
   * the same transaction: the caller's own changes are saved together with the deletion or not at all.
   */
  async function eraseAccount(
    target: { id: string },
    lastAdminMessage: Message,
    alongside?: (tx: Transaction, current: AccountSummary) => Promise<void>,
  ): Promise<AccountSummary> {
    const erased = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK})`);
      const current = await findAccount(target, tx);
      if (!current) throw notFound(AdminMessages.userNotFound);
      if (current.role === 'admin' && (await countAdmins(tx)) <= 1) throw conflict(lastAdminMessage);
      await alongside?.(tx, current);
      await tx.delete(user).where(eq(user.id, current.id));
      return current;
    });
    await deps.bus?.publish('fn_user_changed', { userId: erased.id });
    return erased;
  }

  async function liftBan(target: { id: string }): Promise<void> {
    await db
      .update(user)
      .set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
      .where(eq(user.id, target.id));
    await deps.bus?.publish('fn_user_changed', { userId: target.id });
  }

  /** The language a member reads (their choice, else English): for e-mails sent outside a request. */
  async function languageOf(userId: string | null): Promise<Language> {
    if (!userId) return 'en';
    const [row] = await db.select({ language: user.language }).from(user).where(eq(user.id, userId)).limit(1);
    return languageOrDefault(row?.language);
  }

  /** Whether the password is the member's (asked again before erasure); never reveals the hash. */
  async function passwordMatches(userId: string, password: string): Promise<boolean> {
    const [credential] = await db
      .select({ password: account.password })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    return Boolean(credential?.password && (await passwords.verify({ hash: credential.password, password })));
  }

  return {
    userCreated,
    onUserCreated,
    onRoleChanged,
    adminExists,
    countMembers,
    findAccount,
    changeAccount,
    createAccount,
    banAccount,
    eraseAccount,
    liftBan,
    languageOf,
    passwordMatches,
    ...createMemberReads(db),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
