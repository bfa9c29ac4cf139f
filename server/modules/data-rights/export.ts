import { and, eq, isNotNull, lte, ne, or } from 'drizzle-orm';
import { DataRightsLimits } from '../../../contracts/data-rights.js';
import type { Database } from '../../db/client.js';
import { dataExports } from '../../db/schema/data-rights.js';
import { writeAudit } from '../../platform/audit.js';
import type { DataRightsContribution, DataRightsRegistry, MemberFile } from '../../platform/data-rights.js';
import type { Jobs } from '../../platform/jobs.js';
import type { Storage } from '../../platform/storage.js';
import type { AccountsService } from '../accounts/index.js';
import { zipStream } from './zip.js';

/** The queued work that prepares one copy (platform/jobs.ts), keyed by the export's id. */
export const EXPORT_JOB = 'data-export';
/** How often archives whose link has expired are removed from storage. */
export const EXPORT_CLEANUP_JOB = 'data-export-cleanup';
const EXPORT_CLEANUP_EVERY_MS = 15 * 60_000;
/** A copy being prepared holds its lease this long, renewed while it works. */
const EXPORT_LEASE_MS = 2 * 60_000;

const README =
  'Everything this community holds about you, as of the date in data.json.\n' +
  'data.json has one section per kind of record: your account and how you sign in, your sessions (address and device), profile, settings, posts, replies, hearts, stories, answers, Forti conversations, messages, connections, blocks, event registrations and events you host, group memberships and groups you created, reports you filed, payments, notifications, security events (such as failed sign-ins), contact messages, past copies of your data, the audit records about you and your safety plan.\n' +
  'files/ holds the files you uploaded.\n';

export interface ExportDeps {
  db: Database;
  storage: Storage;
  jobs: Jobs;
  registry: DataRightsRegistry;
  accounts: Pick<AccountsService, 'findAccount'>;
  log: { warn: (obj: object, msg: string) => void };
}

/** The data-rights module's own table as a contribution: past copies, whose archives go on erasure. */
export function exportsDataRights(db: Database, storage: Storage): DataRightsContribution {
  return {
    domain: 'dataRights',
    tables: {
      data_exports: {
        export: { section: 'pastExports' },
        erase: { user_id: 'cascade; the archives are removed from storage' },
      },
    },
    async export({ id }) {
      return {
        sections: {
          pastExports: await db
            .select({
              id: dataExports.id,
              status: dataExports.status,
              createdAt: dataExports.createdAt,
              expiresAt: dataExports.expiresAt,
              size: dataExports.size,
            })
            .from(dataExports)
            .where(eq(dataExports.userId, id)),
        },
      };
    },
    async erase(tx, erasure) {
      const archives = await tx
        .select({ key: dataExports.storageKey })
        .from(dataExports)
        .where(eq(dataExports.userId, erasure.member.id));
      for (const { key } of archives) if (key) erasure.afterCommit(() => storage.remove(key));
    },
  };
}

/**
 * Preparing copies as queued work of the jobs platform: the process that took the request starts
 * at once; if it stops, another takes the copy up when the lease ends (decision 0037).
 */
export function createExports(deps: ExportDeps) {
  const { db, storage } = deps;

  /** Removes archives from storage and forgets their keys (their rows stay, as past exports). */
  async function removeArchives(rows: { id: string; storageKey: string | null }[]): Promise<void> {
    for (const row of rows) {
      if (!row.storageKey) continue;
      try {
        await storage.remove(row.storageKey);
        await db.update(dataExports).set({ storageKey: null }).where(eq(dataExports.id, row.id));
      } catch (err) {
        // Tried again at the next run of the clean-up job.
        deps.log.warn({ err, exportId: row.id }, 'could not remove a data export archive');
      }
    }
  }

  /** Archives whose link has expired leave storage (the scheduled job, and tests). */
  async function removeExpired(now = new Date()): Promise<number> {
    const rows = await db
      .select({ id: dataExports.id, storageKey: dataExports.storageKey })
      .from(dataExports)
      .where(
        and(isNotNull(dataExports.storageKey), or(lte(dataExports.expiresAt, now), ne(dataExports.status, 'ready'))),
      );
    await removeArchives(rows);
    return rows.length;
  }

  /** Every contribution's part of the copy: data.json's sections, and the files to stream. */
  async function collect(member: { id: string; email: string }, progress: (p: number) => Promise<void>) {
    const sections: Record<string, unknown> = {};
    const files: MemberFile[] = [];
    const contributions = deps.registry.contributions();
    for (const [i, contribution] of contributions.entries()) {
      const part = await contribution.export(member);
      Object.assign(sections, part.sections);
      files.push(...(part.files ?? []));
      await progress(Math.round(((i + 1) / (contributions.length + 1)) * 90));
    }
    return { sections, files };
  }

  async function prepare(id: string): Promise<void> {
    const [row] = await db
      .select({ userId: dataExports.userId, status: dataExports.status })
      .from(dataExports)
      .where(eq(dataExports.id, id));
    if (row?.status !== 'preparing') return;
    const member = await deps.accounts.findAccount({ id: row.userId });
    if (!member) return;
    const setProgress = async (progress: number) =>
      void (await db.update(dataExports).set({ progress }).where(eq(dataExports.id, id)));
    const key = `private/exports/${id}.zip`;
    try {
      const { sections, files } = await collect(
        { id: member.id, email: member.email.trim().toLowerCase() },
        setProgress,
      );
      const texts = [
        {
          name: 'data.json',
          data: Buffer.from(JSON.stringify({ exportedAt: new Date().toISOString(), ...sections }, null, 2)),
        },
        { name: 'README.txt', data: Buffer.from(README) },
      ];
      const size = await storage.putStream(key, zipStream(texts, files), 'application/zip');
      const [done] = await db
        .update(dataExports)
        .set({
          status: 'ready',
          progress: 100,
          storageKey: key,
          size,
          expiresAt: new Date(Date.now() + DataRightsLimits.exportHours * 3600_000),
        })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
        .returning({ id: dataExports.id });
      if (!done) {
        // The member was erased meanwhile: nothing may stay behind. (Another process that took up
        // the same copy and finished first wrote this very key: that archive stays.)
        const [after] = await db
          .select({ storageKey: dataExports.storageKey })
          .from(dataExports)
          .where(eq(dataExports.id, id));
        if (after?.storageKey !== key) await storage.remove(key);
        return;
      }
      // One copy per member at a time: the earlier ones leave storage now.
      await removeArchives(
        await db
          .select({ id: dataExports.id, storageKey: dataExports.storageKey })
          .from(dataExports)
          .where(and(eq(dataExports.userId, member.id), ne(dataExports.id, id), isNotNull(dataExports.storageKey))),
      );
      await writeAudit(db, {
        action: 'data_export_prepared',
        adminId: null,
        targetUserId: member.id,
        details: { exportId: id, bytes: size },
      });
    } catch (err) {
      deps.log.warn({ err }, 'data export failed');
      await db
        .update(dataExports)
        .set({ status: 'failed' })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')));
    }
  }

  const failed = async (id: string) =>
    void (await db
      .update(dataExports)
      .set({ status: 'failed' })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing'))));
  deps.jobs.queue<{ exportId: string }>({
    kind: EXPORT_JOB,
    leaseMs: EXPORT_LEASE_MS,
    run: (p) => prepare(p.exportId),
    giveUp: (p) => failed(p.exportId),
  });
  deps.jobs.every({
    name: EXPORT_CLEANUP_JOB,
    everyMs: EXPORT_CLEANUP_EVERY_MS,
    run: async (now) => void (await removeExpired(now)),
  });

  return {
    removeExpired,
    /** Queues the copy; this process starts it at once. */
    start: (id: string) => deps.jobs.enqueue(EXPORT_JOB, id, { exportId: id }),
    /**
     * Copies left 'preparing' without queued work (from before exports were queued) are queued;
     * those whose process stopped are already queued, and are taken up when their lease ends.
     */
    async resumeInterrupted(): Promise<number> {
      const rows = await db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.status, 'preparing'));
      for (const row of rows) await deps.jobs.enqueue(EXPORT_JOB, row.id, { exportId: row.id });
      return rows.length;
    },
  };
}
