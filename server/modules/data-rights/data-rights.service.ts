import { createHash } from 'node:crypto';
import { and, desc, eq, or } from 'drizzle-orm';
import { verifyPassword } from 'better-auth/crypto';
import { DataRightsLimits, DataRightsMessages, type DataExport } from '../../../contracts/data-rights.js';
import type { Database } from '../../db/client.js';
import {
  account,
  chatConversations,
  chatMessages,
  companionFiles,
  connections,
  dataExports,
  eventAttendees,
  events,
  forumHearts,
  forumPosts,
  forumReplies,
  memberBlocks,
  memberSettings,
  notifications,
  paymentOrders,
  privateMessages,
  profiles,
  questionResponses,
  safetyPlans,
  stories,
  storyHearts,
  user,
} from '../../db/schema/index.js';
import type { Viewer } from '../../platform/access.js';
import { writeAudit } from '../../platform/audit.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import { defineMemberLimit, type MemberLimits } from '../../platform/member-limits.js';
import type { Storage, StoredFile } from '../../platform/storage.js';
import { zip, type ZipEntry } from './zip.js';

const DAY_SECONDS = 24 * 3600;
const exportsPerDay = defineMemberLimit({ name: 'data-export', max: DataRightsLimits.exportsPerDay, windowSeconds: DAY_SECONDS, message: DataRightsMessages.rateLimited });
/** The account that keeps erased members' posts, replies and stories, always shown as 'Anonymous'. */
export const ERASED_MEMBER_ID = 'erased-member';
const idHash = (id: string) => createHash('sha256').update(id).digest('hex').slice(0, 16);

async function bytesOf(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export function createDataRightsService(deps: { db: Database; storage: Storage; memberLimits: MemberLimits; bus: EventBus; log: { warn: (obj: object, msg: string) => void } }) {
  const { db, storage } = deps;
  const running = new Set<Promise<void>>();

  const present = (row: typeof dataExports.$inferSelect, now = Date.now()): DataExport => ({
    id: row.id,
    status: row.status as DataExport['status'],
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size,
    downloadUrl: row.status === 'ready' && row.expiresAt && row.expiresAt.getTime() > now ? `/api/me/exports/${row.id}/download` : null,
  });

  /** Everything of the member's, table by table, as JSON sections, with their files. */
  async function collect(userId: string, progress: (p: number) => Promise<void>): Promise<ZipEntry[]> {
    const sections: [string, () => Promise<unknown>][] = [
      ['account', async () => (await db.select({ id: user.id, name: user.name, email: user.email, role: user.role, language: user.language, createdAt: user.createdAt }).from(user).where(eq(user.id, userId)))[0]],
      ['profile', async () => (await db.select().from(profiles).where(eq(profiles.userId, userId)))[0] ?? null],
      ['settings', async () => (await db.select().from(memberSettings).where(eq(memberSettings.userId, userId)))[0] ?? null],
      ['forumPosts', () => db.select().from(forumPosts).where(eq(forumPosts.userId, userId))],
      ['forumReplies', () => db.select().from(forumReplies).where(eq(forumReplies.userId, userId))],
      ['forumHearts', () => db.select().from(forumHearts).where(eq(forumHearts.userId, userId))],
      ['stories', () => db.select().from(stories).where(eq(stories.userId, userId))],
      ['storyHearts', () => db.select().from(storyHearts).where(eq(storyHearts.userId, userId))],
      ['dailyQuestionAnswers', () => db.select().from(questionResponses).where(eq(questionResponses.userId, userId))],
      ['fortiConversations', () => db.select().from(chatConversations).where(eq(chatConversations.userId, userId))],
      ['fortiMessages', () => db.select().from(chatMessages).where(eq(chatMessages.userId, userId))],
      ['fortiAttachments', () => db.select().from(companionFiles).where(eq(companionFiles.userId, userId))],
      ['privateMessages', () => db.select().from(privateMessages).where(or(eq(privateMessages.senderId, userId), eq(privateMessages.receiverId, userId)))],
      ['connections', () => db.select().from(connections).where(or(eq(connections.requesterId, userId), eq(connections.receiverId, userId)))],
      ['blocks', () => db.select().from(memberBlocks).where(eq(memberBlocks.blockerId, userId))],
      ['eventRegistrations', () => db.select({ eventId: eventAttendees.eventId, title: events.title, startsAt: events.startsAt, status: eventAttendees.status, registeredAt: eventAttendees.createdAt }).from(eventAttendees).innerJoin(events, eq(events.id, eventAttendees.eventId)).where(eq(eventAttendees.userId, userId))],
      ['payments', () => db.select().from(paymentOrders).where(eq(paymentOrders.userId, userId))],
      ['notifications', () => db.select().from(notifications).where(eq(notifications.userId, userId))],
      ['safetyPlan', async () => (await db.select({ plan: safetyPlans.plan, updatedAt: safetyPlans.updatedAt }).from(safetyPlans).where(eq(safetyPlans.userId, userId)))[0] ?? null],
    ];
    const data: Record<string, unknown> = {};
    for (const [i, [name, read]] of sections.entries()) {
      data[name] = await read();
      await progress(Math.round(((i + 1) / (sections.length + 1)) * 90));
    }
    const entries: ZipEntry[] = [];
    const files = (data.fortiAttachments as { id: string; name: string; storageKey: string }[]) ?? [];
    for (const f of files) {
      const stored = await storage.get(f.storageKey);
      if (stored) entries.push({ name: `files/forti/${f.id}-${f.name.replace(/[\\/]/g, '_')}`, data: await bytesOf(stored) });
    }
    const avatar = (data.profile as { profileImageUrl?: string | null } | null)?.profileImageUrl;
    if (avatar?.startsWith('/files/')) {
      const stored = await storage.getPublic(avatar.slice('/files/'.length));
      if (stored) entries.push({ name: `files/avatar${avatar.slice(avatar.lastIndexOf('.'))}`, data: await bytesOf(stored) });
    }
    entries.unshift(
      { name: 'data.json', data: Buffer.from(JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2)) },
      {
        name: 'README.txt',
        data: Buffer.from(
          'Everything this community holds about you, as of the date in data.json.\n' +
            'data.json has one section per kind of record (your account, profile, posts, replies, stories, answers, Forti conversations, messages, connections, registrations, payments, notifications, your safety plan).\n' +
            'files/ holds the files you uploaded.\n',
        ),
      },
    );
    return entries;
  }

  async function prepare(id: string, userId: string): Promise<void> {
    const setProgress = async (progress: number) => void (await db.update(dataExports).set({ progress }).where(eq(dataExports.id, id)));
    try {
      const archive = zip(await collect(userId, setProgress));
      const key = `private/exports/${id}.zip`;
      await storage.put(key, archive, 'application/zip');
      await db
        .update(dataExports)
        .set({ status: 'ready', progress: 100, storageKey: key, size: archive.length, expiresAt: new Date(Date.now() + DataRightsLimits.exportHours * 3600_000) })
        .where(eq(dataExports.id, id));
      await writeAudit(db, { action: 'data_export_prepared', adminId: null, targetUserId: userId, details: { exportId: id, bytes: archive.length } });
    } catch (err) {
      deps.log.warn({ err }, 'data export failed');
      await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));
    }
  }

  return {
    /** Starts preparing a copy (or returns the one being prepared); the work goes on after the answer. */
    async request(viewer: Viewer): Promise<DataExport> {
      const [current] = await db.select().from(dataExports).where(and(eq(dataExports.userId, viewer.id), eq(dataExports.status, 'preparing'))).limit(1);
      if (current) return present(current);
      await deps.memberLimits.take(exportsPerDay, viewer.id);
      const [row] = await db.insert(dataExports).values({ userId: viewer.id }).returning();
      const work = prepare(row!.id, viewer.id);
      running.add(work);
      void work.finally(() => running.delete(work));
      return present(row!);
    },

    async latest(viewer: Viewer): Promise<DataExport | null> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, viewer.id)).orderBy(desc(dataExports.createdAt)).limit(1);
      return row ? present(row) : null;
    },

    async download(viewer: Viewer, id: string): Promise<{ file: StoredFile; name: string }> {
      const [row] = await db.select().from(dataExports).where(and(eq(dataExports.id, id), eq(dataExports.userId, viewer.id)));
      if (!row) throw notFound(DataRightsMessages.notFound);
      if (row.status !== 'ready' || !row.storageKey) throw conflict(DataRightsMessages.notReady);
      if (!row.expiresAt || row.expiresAt.getTime() <= Date.now()) throw forbidden(DataRightsMessages.expired);
      const file = await storage.get(row.storageKey);
      if (!file) throw notFound(DataRightsMessages.notFound);
      await writeAudit(db, { action: 'data_export_downloaded', adminId: null, targetUserId: viewer.id, details: { exportId: id } });
      return { file, name: `my-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
    },

    /** Waits for copies being prepared (tests, shutdown). */
    settled: () => Promise.allSettled([...running]),

    /**
     * Erases the account after the password is given again: files go, posts, replies and stories go
     * too or stay as 'Anonymous' (kept by a placeholder account that cannot sign in), and deleting the
     * member removes every other row of theirs and every session. Audited without any content.
     */
    async erase(viewer: Viewer, input: { password: string; keepPostsAnonymous: boolean }): Promise<void> {
      const [credential] = await db.select({ password: account.password }).from(account).where(and(eq(account.userId, viewer.id), eq(account.providerId, 'credential')));
      if (!credential?.password || !(await verifyPassword({ hash: credential.password, password: input.password }))) throw badRequest(DataRightsMessages.wrongPassword);
      if (viewer.role === 'admin') {
        const admins = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).limit(2);
        if (admins.length < 2) throw conflict(DataRightsMessages.lastAdmin);
      }
      const [files, exportsOf, [profile]] = await Promise.all([
        db.select({ key: companionFiles.storageKey }).from(companionFiles).where(eq(companionFiles.userId, viewer.id)),
        db.select({ key: dataExports.storageKey }).from(dataExports).where(eq(dataExports.userId, viewer.id)),
        db.select({ image: profiles.profileImageUrl }).from(profiles).where(eq(profiles.userId, viewer.id)),
      ]);
      await db.transaction(async (tx) => {
        if (input.keepPostsAnonymous) {
          const now = new Date();
          await tx
            .insert(user)
            .values({ id: ERASED_MEMBER_ID, name: 'Former member', email: 'erased-member@fortitude.invalid', emailVerified: true, role: 'patient', banned: true, createdAt: now, updatedAt: now })
            .onConflictDoNothing();
          await tx.update(forumPosts).set({ userId: ERASED_MEMBER_ID, isAnonymous: true }).where(eq(forumPosts.userId, viewer.id));
          await tx.update(forumReplies).set({ userId: ERASED_MEMBER_ID, isAnonymous: true }).where(eq(forumReplies.userId, viewer.id));
          await tx.update(stories).set({ userId: ERASED_MEMBER_ID, isAnonymous: true }).where(eq(stories.userId, viewer.id));
        }
        await tx.delete(user).where(eq(user.id, viewer.id));
        await writeAudit(tx, { action: 'account_erased', adminId: null, targetUserId: null, details: { member: idHash(viewer.id), keptPostsAnonymous: input.keepPostsAnonymous } });
      });
      await deps.bus.publish('fn_user_changed', { userId: viewer.id });
      const keys = [...files.map((f) => f.key), ...exportsOf.map((e) => e.key).filter((k): k is string => Boolean(k))];
      if (profile?.image?.startsWith('/files/')) keys.push(profile.image.slice('/files/'.length));
      for (const key of keys) await storage.remove(key).catch((err: unknown) => deps.log.warn({ err }, 'could not remove an erased member’s file'));
    },
  };
}

export type DataRightsService = ReturnType<typeof createDataRightsService>;
