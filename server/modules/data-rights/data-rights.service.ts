import { and, desc, eq } from 'drizzle-orm';
import { DataRightsLimits, DataRightsMessages, type DataExport } from '../../../contracts/data-rights.js';
import type { Database } from '../../db/client.js';
import { dataExports } from '../../db/schema/data-rights.js';
import type { AccountsService } from '../accounts/index.js';
import type { Viewer } from '../../platform/access.js';
import { recordSecurityEvent, writeAudit } from '../../platform/audit.js';
import { failuresOf, PASSWORD_FAILURE_EVENTS, PASSWORD_SLOW_DOWN } from '../../platform/auth.js';
import type { DataRightsRegistry, Erasure, ErasedMember } from '../../platform/data-rights.js';
import { RateLimited, badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import { defineMemberLimit, type MemberLimits } from '../../platform/member-limits.js';
import type { Jobs } from '../../platform/jobs.js';
import type { Mailer } from '../../platform/mail.js';
import { keyedHash } from '../../platform/secret.js';
import type { Storage, StoredFile } from '../../platform/storage.js';
import { createExports } from './export.js';

export { ERASED_MEMBER_ID } from '../../platform/data-rights.js';
export { EXPORT_CLEANUP_JOB, EXPORT_JOB } from './export.js';

const DAY_SECONDS = 24 * 3600;
const exportsPerDay = defineMemberLimit({
  name: 'data-export',
  max: DataRightsLimits.exportsPerDay,
  windowSeconds: DAY_SECONDS,
  message: DataRightsMessages.rateLimited,
});

export interface DataRightsDeps {
  db: Database;
  storage: Storage;
  memberLimits: MemberLimits;
  bus: EventBus;
  mailer: Mailer;
  jobs: Jobs;
  /** What every domain contributes to a member's copy and erasure (platform/data-rights.ts). */
  registry: DataRightsRegistry;
  accounts: Pick<AccountsService, 'eraseAccount' | 'findAccount' | 'passwordMatches'>;
  /** The server's secret (platform/secret.ts): the erasure audit's keyed hash of the member's id. */
  secret: string;
  /** Wrong passwords per account and address before erasure is refused for a while, as sign-in is. */
  signIn: { maxFailures: number; failureWindowMinutes: number };
  log: { warn: (obj: object, msg: string) => void };
}

/** One erasure's shared state: what goes, who the member was in touch with, what to do after commit. */
function startErasure(member: ErasedMember, keepPostsAnonymous: boolean, after: Array<() => Promise<void>>): Erasure {
  const goneContent: { targetType: string; targetId: string }[] = [];
  return {
    member,
    keepPostsAnonymous,
    contentGone: (targetType, ids) => void goneContent.push(...ids.map((targetId) => ({ targetType, targetId }))),
    goneContent,
    counterparts: new Set<string>(),
    afterCommit: (work) => void after.push(work),
  };
}

/**
 * A member's data rights, orchestrated over the domains' contributions: a copy prepared as queued
 * work of the jobs platform, and erasure through the accounts service. Reads only its own table.
 */
export function createDataRightsService(deps: DataRightsDeps) {
  const { db, storage } = deps;
  const exports = createExports(deps);

  const present = (row: typeof dataExports.$inferSelect, now = Date.now()): DataExport => ({
    id: row.id,
    status: row.status as DataExport['status'],
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size,
    downloadUrl:
      row.status === 'ready' && row.storageKey && row.expiresAt && row.expiresAt.getTime() > now
        ? `/api/me/exports/${row.id}/download`
        : null,
  });

  /** The password again, counted with sign-in's failures: too many from one address, and erasure waits. */
  async function checkPassword(viewer: Viewer, password: string, ip: string | null): Promise<void> {
    const email = viewer.email.trim().toLowerCase();
    const windowMs = deps.signIn.failureWindowMinutes * 60_000;
    const failures = await failuresOf(db, email, ip, new Date(Date.now() - windowMs));
    if (failures.fromHere >= deps.signIn.maxFailures) {
      await recordSecurityEvent(db, {
        eventType: 'erase_locked_out',
        severity: 'warn',
        userId: viewer.id,
        subject: email,
        ipAddress: ip,
        details: { reason: 'too many wrong passwords for this account from this address' },
      });
      const retryAfter = failures.firstHere
        ? Math.max(1, Math.ceil((failures.firstHere.getTime() + windowMs - Date.now()) / 1000))
        : Math.ceil(windowMs / 1000);
      throw new RateLimited(
        DataRightsMessages.tooManyPasswords({ minutes: Math.max(1, Math.ceil(retryAfter / 60)) }),
        retryAfter,
      );
    }
    // Failures from everywhere slow each try down, as at sign-in, without refusing the owner.
    if (failures.total >= deps.signIn.maxFailures) {
      const wait = Math.min(
        PASSWORD_SLOW_DOWN.maxMs,
        (failures.total - deps.signIn.maxFailures + 1) * PASSWORD_SLOW_DOWN.stepMs,
      );
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    if (await deps.accounts.passwordMatches(viewer.id, password)) return;
    const eventType: (typeof PASSWORD_FAILURE_EVENTS)[number] = 'erase_password_failed';
    await recordSecurityEvent(db, {
      eventType,
      severity: 'warn',
      userId: viewer.id,
      subject: email,
      ipAddress: ip,
      details: { route: '/api/me/erase' },
    });
    throw badRequest(DataRightsMessages.wrongPassword);
  }

  return {
    /** Starts preparing a copy (or returns the one being prepared); the work goes on after the answer. */
    async request(viewer: Viewer): Promise<DataExport> {
      const [current] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userId, viewer.id), eq(dataExports.status, 'preparing')))
        .limit(1);
      if (current) return present(current);
      await deps.memberLimits.take(exportsPerDay, viewer.id);
      const [row] = await db.insert(dataExports).values({ userId: viewer.id }).returning();
      await exports.start(row!.id);
      return present(row!);
    },

    async latest(viewer: Viewer): Promise<DataExport | null> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, viewer.id))
        .orderBy(desc(dataExports.createdAt))
        .limit(1);
      return row ? present(row) : null;
    },

    async download(viewer: Viewer, id: string): Promise<{ file: StoredFile; name: string }> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, id), eq(dataExports.userId, viewer.id)));
      if (!row) throw notFound(DataRightsMessages.notFound);
      if (row.status === 'preparing') throw conflict(DataRightsMessages.notReady);
      if (row.status !== 'ready') throw notFound(DataRightsMessages.notFound);
      if (!row.expiresAt || row.expiresAt.getTime() <= Date.now()) throw forbidden(DataRightsMessages.expired);
      const file = row.storageKey ? await storage.get(row.storageKey) : null;
      if (!file) throw notFound(DataRightsMessages.notFound);
      await writeAudit(db, {
        action: 'data_export_downloaded',
        adminId: null,
        targetUserId: viewer.id,
        details: { exportId: id },
      });
      return { file, name: `my-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
    },

    removeExpired: exports.removeExpired,
    resumeInterrupted: exports.resumeInterrupted,

    /** Waits for copies being prepared in this process (tests, shutdown). */
    settled: () => deps.jobs.idle(),

    /**
     * Erases the account after the password is given again. In one transaction of the accounts
     * service (its lock, its last-administrator rule) every domain's contribution erases its rows
     * (posts may stay as 'Anonymous', kept by a placeholder that cannot sign in), then the user row
     * goes. After it: files leave storage, the mail waiting for them leaves the outbox, and every
     * process drops what it cached of them. Audited without content, with a keyed hash of the id.
     */
    async erase(
      viewer: Viewer,
      input: { password: string; keepPostsAnonymous: boolean },
      ip: string | null = null,
    ): Promise<void> {
      await checkPassword(viewer, input.password, ip);
      const after: Array<() => Promise<void>> = [];
      const erased = await deps.accounts.eraseAccount(
        { id: viewer.id },
        DataRightsMessages.lastAdmin,
        async (tx, current) => {
          const erasure = startErasure(
            { id: current.id, email: current.email.trim().toLowerCase(), name: current.name },
            input.keepPostsAnonymous,
            after,
          );
          for (const contribution of deps.registry.contributions()) await contribution.erase(tx, erasure);
          await writeAudit(tx, {
            action: 'account_erased',
            adminId: null,
            targetUserId: null,
            details: {
              member: keyedHash(deps.secret, 'account-erased', viewer.id),
              keptPostsAnonymous: input.keepPostsAnonymous,
            },
          });
        },
      );
      // Kept posts now show 'Anonymous', and today's results lose the member's answer: every
      // process drops its copies (sessions and profiles went with fn_user_changed).
      await deps.bus.publish('fn_content_changed', { domain: 'forum' });
      await deps.bus.publish('fn_content_changed', { domain: 'daily-question' });
      for (const work of after)
        await work().catch((err: unknown) => deps.log.warn({ err }, 'could not finish an erasure (a file or a cache)'));
      await deps.mailer
        .forget?.(erased.email)
        .catch((err: unknown) => deps.log.warn({ err }, 'could not remove an erased member’s mail from the outbox'));
    },
  };
}

export type DataRightsService = ReturnType<typeof createDataRightsService>;
