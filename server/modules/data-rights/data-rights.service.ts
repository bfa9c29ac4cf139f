import { and, desc, eq, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { verifyPassword } from 'better-auth/crypto';
import { DataRightsLimits, DataRightsMessages, type DataExport } from '../../../contracts/data-rights.js';
import type { Database } from '../../db/client.js';
import {
  account,
  adminAuditLog,
  articles,
  chatConversations,
  chatSafetyEvents,
  chatMessages,
  companionFiles,
  connections,
  contactMessages,
  contentReports,
  dataExports,
  eventAttendees,
  events,
  forumHearts,
  forumPosts,
  forumReplies,
  galleryItems,
  memberBlocks,
  memberSettings,
  notifications,
  paymentOrders,
  privateMessages,
  profiles,
  questionResponses,
  safetyPlans,
  securityEvents,
  session,
  stories,
  storyHearts,
  supportGroupMembers,
  supportGroups,
  user,
} from '../../db/schema/index.js';
import type { AccountsService } from '../accounts/index.js';
import type { Viewer } from '../../platform/access.js';
import { recordSecurityEvent, writeAudit } from '../../platform/audit.js';
import { failuresOf, PASSWORD_FAILURE_EVENTS, PASSWORD_SLOW_DOWN } from '../../platform/auth.js';
import { RateLimited, badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import type { EventBus } from '../../platform/events.js';
import { defineMemberLimit, type MemberLimits } from '../../platform/member-limits.js';
import type { Jobs } from '../../platform/jobs.js';
import type { Mailer } from '../../platform/mail.js';
import { keyedHash } from '../../platform/secret.js';
import type { Storage, StoredFile } from '../../platform/storage.js';
import { eraseAlongside } from './erasure.js';
import { zip, type ZipEntry } from './zip.js';

export { ERASED_MEMBER_ID, ERASURE_COVERAGE } from './erasure.js';

const DAY_SECONDS = 24 * 3600;
const exportsPerDay = defineMemberLimit({ name: 'data-export', max: DataRightsLimits.exportsPerDay, windowSeconds: DAY_SECONDS, message: DataRightsMessages.rateLimited });
/** How often archives whose link has expired are removed from storage. */
export const EXPORT_CLEANUP_JOB = 'data-export-cleanup';
const EXPORT_CLEANUP_EVERY_MS = 15 * 60_000;

/**
 * Where each table that holds something about a member appears in their copy (the section of
 * data.json), or why it does not. data-rights.test.ts reads the schema and fails for a table with
 * a member column that is not here, and for a section that the copy lacks.
 */
export const EXPORT_COVERAGE: Readonly<Record<string, { section: string } | { notExported: string }>> = {
  user: { section: 'account' },
  account: { section: 'signInMethods' },
  session: { section: 'sessions' },
  verification: { notExported: 'short-lived reset links: secrets, gone within the hour' },
  profiles: { section: 'profile' },
  member_settings: { section: 'settings' },
  forum_posts: { section: 'forumPosts' },
  forum_replies: { section: 'forumReplies' },
  forum_hearts: { section: 'forumHearts' },
  stories: { section: 'stories' },
  story_hearts: { section: 'storyHearts' },
  question_responses: { section: 'dailyQuestionAnswers' },
  chat_conversations: { section: 'fortiConversations' },
  chat_messages: { section: 'fortiMessages' },
  chat_safety_events: { section: 'fortiSafetyEvents' },
  safety_plans: { section: 'safetyPlan' },
  companion_files: { section: 'fortiAttachments' },
  private_messages: { section: 'privateMessages' },
  conversation_members: { notExported: 'the inbox order and unread counts, worked out from privateMessages' },
  connections: { section: 'connections' },
  member_blocks: { section: 'blocks' },
  event_attendees: { section: 'eventRegistrations' },
  events: { section: 'eventsHosted' },
  support_group_members: { section: 'groupMemberships' },
  support_groups: { section: 'groupsCreated' },
  content_reports: { section: 'reportsFiled' },
  payment_orders: { section: 'payments' },
  notifications: { section: 'notifications' },
  security_events: { section: 'securityEvents' },
  contact_messages: { section: 'contactMessages' },
  data_exports: { section: 'pastExports' },
  admin_audit_log: { section: 'auditRecords' },
  articles: { section: 'articlesWritten' },
  gallery_items: { section: 'galleryItemsAdded' },
  admin_setup_tokens: { notExported: 'a spent one-time link; the promotion it made is in auditRecords' },
  ngos: { notExported: "an organisation's public contact address, not a member's" },
};

async function bytesOf(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export interface DataRightsDeps {
  db: Database;
  storage: Storage;
  memberLimits: MemberLimits;
  bus: EventBus;
  mailer: Mailer;
  jobs: Jobs;
  accounts: Pick<AccountsService, 'eraseAccount'>;
  /** The server's secret (platform/secret.ts): the erasure audit's keyed hash of the member's id. */
  secret: string;
  /** Wrong passwords per account and address before erasure is refused for a while, as sign-in is. */
  signIn: { maxFailures: number; failureWindowMinutes: number };
  log: { warn: (obj: object, msg: string) => void };
}

export function createDataRightsService(deps: DataRightsDeps) {
  const { db, storage } = deps;
  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };
  const emailOf = async (userId: string) => ((await db.select({ email: user.email }).from(user).where(eq(user.id, userId)))[0]?.email ?? '').toLowerCase();

  const present = (row: typeof dataExports.$inferSelect, now = Date.now()): DataExport => ({
    id: row.id,
    status: row.status as DataExport['status'],
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size,
    downloadUrl: row.status === 'ready' && row.storageKey && row.expiresAt && row.expiresAt.getTime() > now ? `/api/me/exports/${row.id}/download` : null,
  });

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
      .where(and(isNotNull(dataExports.storageKey), or(lte(dataExports.expiresAt, now), ne(dataExports.status, 'ready'))));
    await removeArchives(rows);
    return rows.length;
  }
  deps.jobs.every({ name: EXPORT_CLEANUP_JOB, everyMs: EXPORT_CLEANUP_EVERY_MS, run: async (now) => void (await removeExpired(now)) });

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
      ['payments', async () => db.select().from(paymentOrders).where(or(eq(paymentOrders.userId, userId), sql`lower(${paymentOrders.payerEmail}) = ${await emailOf(userId)}`))],
      ['notifications', () => db.select().from(notifications).where(eq(notifications.userId, userId))],
      ['safetyPlan', async () => (await db.select({ plan: safetyPlans.plan, updatedAt: safetyPlans.updatedAt }).from(safetyPlans).where(eq(safetyPlans.userId, userId)))[0] ?? null],
      ['signInMethods', () => db.select({ providerId: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt }).from(account).where(eq(account.userId, userId))],
      ['sessions', () => db.select({ id: session.id, createdAt: session.createdAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent }).from(session).where(eq(session.userId, userId))],
      ['groupMemberships', () => db.select({ groupId: supportGroupMembers.groupId, name: supportGroups.name, joinedAt: supportGroupMembers.createdAt }).from(supportGroupMembers).innerJoin(supportGroups, eq(supportGroups.id, supportGroupMembers.groupId)).where(eq(supportGroupMembers.userId, userId))],
      ['groupsCreated', () => db.select().from(supportGroups).where(eq(supportGroups.createdBy, userId))],
      ['eventsHosted', () => db.select().from(events).where(eq(events.hostId, userId))],
      ['reportsFiled', () => db.select({ id: contentReports.id, targetType: contentReports.targetType, targetId: contentReports.targetId, reason: contentReports.reason, note: contentReports.note, status: contentReports.status, createdAt: contentReports.createdAt }).from(contentReports).where(eq(contentReports.reporterId, userId))],
      ['securityEvents', async () => db.select({ eventType: securityEvents.eventType, severity: securityEvents.severity, ipAddress: securityEvents.ipAddress, details: securityEvents.details, createdAt: securityEvents.createdAt }).from(securityEvents).where(or(eq(securityEvents.userId, userId), eq(securityEvents.subject, await emailOf(userId))))],
      ['contactMessages', async () => db.select({ id: contactMessages.id, fullName: contactMessages.fullName, email: contactMessages.email, subject: contactMessages.subject, message: contactMessages.message, status: contactMessages.status, ip: contactMessages.ip, createdAt: contactMessages.createdAt }).from(contactMessages).where(or(eq(contactMessages.userId, userId), sql`lower(${contactMessages.email}) = ${await emailOf(userId)}`))],
      ['pastExports', () => db.select({ id: dataExports.id, status: dataExports.status, createdAt: dataExports.createdAt, expiresAt: dataExports.expiresAt, size: dataExports.size }).from(dataExports).where(eq(dataExports.userId, userId))],
      ['fortiSafetyEvents', () => db.select({ kind: chatSafetyEvents.kind, conversationId: chatSafetyEvents.conversationId, createdAt: chatSafetyEvents.createdAt }).from(chatSafetyEvents).where(eq(chatSafetyEvents.userId, userId))],
      ['auditRecords', () => db.select({ action: adminAuditLog.action, asAdministrator: sql<boolean>`${adminAuditLog.adminId} = ${userId}`, details: adminAuditLog.details, createdAt: adminAuditLog.createdAt }).from(adminAuditLog).where(or(eq(adminAuditLog.targetUserId, userId), eq(adminAuditLog.adminId, userId)))],
      ['articlesWritten', () => db.select({ id: articles.id, title: articles.title, createdAt: articles.createdAt }).from(articles).where(eq(articles.authorId, userId))],
      ['galleryItemsAdded', () => db.select({ id: galleryItems.id, title: galleryItems.title, createdAt: galleryItems.createdAt }).from(galleryItems).where(eq(galleryItems.createdBy, userId))],
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
            'data.json has one section per kind of record: your account and how you sign in, your sessions (address and device), profile, settings, posts, replies, hearts, stories, answers, Forti conversations, messages, connections, blocks, event registrations and events you host, group memberships and groups you created, reports you filed, payments, notifications, security events (such as failed sign-ins), contact messages, past copies of your data, the audit records about you and your safety plan.\n' +
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
      const [done] = await db
        .update(dataExports)
        .set({ status: 'ready', progress: 100, storageKey: key, size: archive.length, expiresAt: new Date(Date.now() + DataRightsLimits.exportHours * 3600_000) })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
        .returning({ id: dataExports.id });
      if (!done) {
        // The member was erased meanwhile: nothing may stay behind. (Another process that resumed
        // the same copy and finished first wrote this very key: that archive stays.)
        const [row] = await db.select({ storageKey: dataExports.storageKey }).from(dataExports).where(eq(dataExports.id, id));
        if (row?.storageKey !== key) await storage.remove(key);
        return;
      }
      // One copy per member at a time: the earlier ones leave storage now.
      await removeArchives(await db.select({ id: dataExports.id, storageKey: dataExports.storageKey }).from(dataExports).where(and(eq(dataExports.userId, userId), ne(dataExports.id, id), isNotNull(dataExports.storageKey))));
      await writeAudit(db, { action: 'data_export_prepared', adminId: null, targetUserId: userId, details: { exportId: id, bytes: archive.length } });
    } catch (err) {
      deps.log.warn({ err }, 'data export failed');
      await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));
    }
  }

  /** The password again, counted with sign-in's failures: too many from one address, and erasure waits. */
  async function checkPassword(viewer: Viewer, password: string, ip: string | null): Promise<void> {
    const email = viewer.email.trim().toLowerCase();
    const windowMs = deps.signIn.failureWindowMinutes * 60_000;
    const failures = await failuresOf(db, email, ip, new Date(Date.now() - windowMs));
    if (failures.fromHere >= deps.signIn.maxFailures) {
      await recordSecurityEvent(db, { eventType: 'erase_locked_out', severity: 'warn', userId: viewer.id, subject: email, ipAddress: ip, details: { reason: 'too many wrong passwords for this account from this address' } });
      const retryAfter = failures.firstHere ? Math.max(1, Math.ceil((failures.firstHere.getTime() + windowMs - Date.now()) / 1000)) : Math.ceil(windowMs / 1000);
      throw new RateLimited(DataRightsMessages.tooManyPasswords(Math.max(1, Math.ceil(retryAfter / 60))), retryAfter);
    }
    // Failures from everywhere slow each try down, as at sign-in, without refusing the owner.
    if (failures.total >= deps.signIn.maxFailures) {
      const wait = Math.min(PASSWORD_SLOW_DOWN.maxMs, (failures.total - deps.signIn.maxFailures + 1) * PASSWORD_SLOW_DOWN.stepMs);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const [credential] = await db.select({ password: account.password }).from(account).where(and(eq(account.userId, viewer.id), eq(account.providerId, 'credential')));
    if (credential?.password && (await verifyPassword({ hash: credential.password, password }))) return;
    const eventType: (typeof PASSWORD_FAILURE_EVENTS)[number] = 'erase_password_failed';
    await recordSecurityEvent(db, { eventType, severity: 'warn', userId: viewer.id, subject: email, ipAddress: ip, details: { route: '/api/me/erase' } });
    throw badRequest(DataRightsMessages.wrongPassword);
  }

  return {
    /** Starts preparing a copy (or returns the one being prepared); the work goes on after the answer. */
    async request(viewer: Viewer): Promise<DataExport> {
      const [current] = await db.select().from(dataExports).where(and(eq(dataExports.userId, viewer.id), eq(dataExports.status, 'preparing'))).limit(1);
      if (current) return present(current);
      await deps.memberLimits.take(exportsPerDay, viewer.id);
      const [row] = await db.insert(dataExports).values({ userId: viewer.id }).returning();
      track(prepare(row!.id, viewer.id));
      return present(row!);
    },

    async latest(viewer: Viewer): Promise<DataExport | null> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, viewer.id)).orderBy(desc(dataExports.createdAt)).limit(1);
      return row ? present(row) : null;
    },

    async download(viewer: Viewer, id: string): Promise<{ file: StoredFile; name: string }> {
      const [row] = await db.select().from(dataExports).where(and(eq(dataExports.id, id), eq(dataExports.userId, viewer.id)));
      if (!row) throw notFound(DataRightsMessages.notFound);
      if (row.status === 'preparing') throw conflict(DataRightsMessages.notReady);
      if (row.status !== 'ready') throw notFound(DataRightsMessages.notFound);
      if (!row.expiresAt || row.expiresAt.getTime() <= Date.now()) throw forbidden(DataRightsMessages.expired);
      const file = row.storageKey ? await storage.get(row.storageKey) : null;
      if (!file) throw notFound(DataRightsMessages.notFound);
      await writeAudit(db, { action: 'data_export_downloaded', adminId: null, targetUserId: viewer.id, details: { exportId: id } });
      return { file, name: `my-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
    },

    removeExpired,

    /**
     * Copies that were being prepared when a process stopped are prepared again (from the start:
     * the archive is written whole or not at all). Called once the server is ready.
     */
    async resumeInterrupted(): Promise<number> {
      const rows = await db.select({ id: dataExports.id, userId: dataExports.userId }).from(dataExports).where(eq(dataExports.status, 'preparing'));
      for (const row of rows) track(prepare(row.id, row.userId));
      return rows.length;
    },

    /** Waits for copies being prepared (tests, shutdown). */
    settled: () => Promise.allSettled([...running]),

    /**
     * Erases the account after the password is given again: files go, posts, replies and stories go
     * too or stay as 'Anonymous' (kept by a placeholder account that cannot sign in), and deleting the
     * member removes every other row of theirs and every session (erasure.ts says what happens to
     * each column about a member). Then the mail waiting for them in the outbox goes, and every
     * process drops what it cached of them. Audited without any content, with a keyed hash of the id.
     */
    async erase(viewer: Viewer, input: { password: string; keepPostsAnonymous: boolean }, ip: string | null = null): Promise<void> {
      await checkPassword(viewer, input.password, ip);
      const [files, exportsOf, [profile]] = await Promise.all([
        db.select({ key: companionFiles.storageKey }).from(companionFiles).where(eq(companionFiles.userId, viewer.id)),
        db.select({ key: dataExports.storageKey }).from(dataExports).where(eq(dataExports.userId, viewer.id)),
        db.select({ image: profiles.profileImageUrl }).from(profiles).where(eq(profiles.userId, viewer.id)),
      ]);
      const erased = await deps.accounts.eraseAccount({ id: viewer.id }, DataRightsMessages.lastAdmin, async (tx, current) => {
        await eraseAlongside(tx, current, input.keepPostsAnonymous);
        await writeAudit(tx, { action: 'account_erased', adminId: null, targetUserId: null, details: { member: keyedHash(deps.secret, 'account-erased', viewer.id), keptPostsAnonymous: input.keepPostsAnonymous } });
      });
      // Kept posts now show 'Anonymous', and today's results lose the member's answer: every
      // process drops its copies (sessions and profiles went with fn_user_changed).
      await deps.bus.publish('fn_content_changed', { domain: 'forum' });
      await deps.bus.publish('fn_content_changed', { domain: 'daily-question' });
      const keys = [...files.map((f) => f.key), ...exportsOf.map((e) => e.key).filter((k): k is string => Boolean(k))];
      if (profile?.image?.startsWith('/files/')) keys.push(profile.image.slice('/files/'.length));
      for (const key of keys) await storage.remove(key).catch((err: unknown) => deps.log.warn({ err }, 'could not remove an erased member’s file'));
      await deps.mailer.forget?.(erased.email).catch((err: unknown) => deps.log.warn({ err }, 'could not remove an erased member’s mail from the outbox'));
    },
  };
}

export type DataRightsService = ReturnType<typeof createDataRightsService>;
