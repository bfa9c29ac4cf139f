import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { ReportLimits, ReportMessages, type ReportReason, type ReportTargetType } from '../../../contracts/reports.js';
import type { SafetyNotice } from '../../../contracts/crisis.js';
import type { Database } from '../../db/client.js';
import { contentReports } from '../../db/schema/reports.js';
import { createReportQueue, type ReportQueue } from './queue.js';
import { defineMemberLimit, HOUR_SECONDS, type MemberLimits } from '../../platform/member-limits.js';
import type { FastifyBaseLogger } from 'fastify';
import type { ScreenInput as PlatformScreenInput } from '../../platform/screening.js';
import type { RiskAssessment, RiskKind } from '../safety/index.js';
import { auditedAuthor, writeAudit } from '../../platform/audit.js';

const reportsPerHour = defineMemberLimit({
  name: 'content-report',
  max: ReportLimits.perHour,
  windowSeconds: HOUR_SECONDS,
  message: ReportMessages.rateLimited,
});

export interface FileReportInput {
  targetType: ReportTargetType;
  targetId: string;
  reporterId: string;
  reason: ReportReason;
  note: string | null;
}

export interface FiledReport {
  report: { id: string; createdAt: string };
  alreadyReported: boolean;
}

/** What a content domain tells moderators about one of its reportable things. */
export interface DescribedContent {
  title: string | null;
  excerpt: string;
  url: string | null;
  authorId: string | null;
  authorName: string | null;
  /** Written anonymously: the author is never shown, nor named in the audit log (platform/audit.ts auditedAuthor). */
  isAnonymous: boolean;
}

export interface ModerationTarget {
  type: ReportTargetType;
  /** The content in context and its author (null when it no longer exists). authorName is 'Anonymous' for anonymous content. */
  describe(id: string): Promise<DescribedContent | null>;
  /** Many at once, in one query (the queue's page); what no longer exists is absent. Optional: else describe() each. */
  describeMany?(ids: string[]): Promise<Map<string, DescribedContent>>;
  /** Content Removal; absent for what cannot be removed (a profile). True when something was removed. */
  remove?(id: string, actorId: string): Promise<boolean>;
  /** Shows again content that members' flags hid until reviewed (issue 41), when a moderator dismisses its reports. */
  restore?(id: string): Promise<void>;
}

/**
 * A text just written, to be screened for a crisis signal: public text (posts, replies, stories,
 * answers shown to all) names what a crisis item is filed under; private text never is filed.
 */
export type ScreenInput = PlatformScreenInput;

/** Reported content deleted outside the queue (issue 44): what it said, kept with its reports. */
export interface DeletedContent {
  targetType: ReportTargetType;
  targetId: string;
  /** 'author': its author deleted it; 'moderator': an administrator's delete button. */
  by: 'author' | 'moderator';
  /** Who deleted it (the audit row's actor when an administrator did). */
  actorId: string;
  content: Omit<DescribedContent, 'url'>;
}

/** A possible crisis newly filed for the moderation queue (what listeners such as the admin module hear). */
export interface CrisisFlagged {
  reportId: string;
  targetType: ReportTargetType;
  targetId: string;
  kind: RiskKind;
}

/** Who filed a flag for review: the watched words, or the abuse checks. */
export type SystemFlag = 'watched_word' | 'abuse_checks';

export interface ReportsService extends ReportQueue {
  /** Each content domain registers how moderators see and remove its reported things. */
  registerTarget(target: ModerationTarget): void;
  target(type: ReportTargetType): ModerationTarget | undefined;
  /**
   * Stores a member's report for moderation. The domain has already checked that the target
   * exists and that the member may see it. A second report of the same target by the same member
   * is the first one again (alreadyReported), even when both arrive at once.
   */
  file(input: FileReportInput): Promise<FiledReport>;
  /**
   * Screens what an author just posted (issue 20): the kind and level of risk it signals, for the
   * author's own answer only, or undefined. Public content at the crisis level is filed once as an
   * urgent 'Possible crisis' item of the moderation queue, and the crisis listeners hear of it; a
   * concern never is. Never throws: the content is posted whatever happens here.
   */
  screen(input: ScreenInput): Promise<SafetyNotice | undefined>;
  /** Called once for each possible crisis newly filed (the admin module notifies administrators). */
  onCrisisFlagged(listener: (flag: CrisisFlagged) => Promise<void>): void;
  /** A number that grows each time this process files a report (caches of the queue's totals compare it). */
  revision(): number;
  /**
   * Keeps the record of reported content that is being deleted (call it in the deleting transaction,
   * before the delete): every report of it keeps what it said, who wrote it and that it was deleted,
   * and the deletion is audited. Nothing happens to content nobody reported. True when reports kept it.
   */
  recordDeletion(tx: Pick<Database, 'update' | 'insert'>, deleted: DeletedContent): Promise<boolean>;
  /** Which of these things of one kind were ever reported (a thread's replies, before the thread goes). */
  reportedAmong(
    tx: Pick<Database, 'selectDistinct'>,
    targetType: ReportTargetType,
    ids: readonly string[],
  ): Promise<Set<string>>;
  /** The members whose reports of one content are open (trust: flags that hide it, issue 41). */
  openReportersOf(targetType: ReportTargetType, targetId: string): Promise<string[]>;
  /**
   * Public text published but worth a look (issue 41, decision 0082): an administrator's watched words
   * matched it, or the abuse checks would stop it though its author is a Member. One system item in
   * the open queue, its note naming the patterns or harms; nothing when the content already has one.
   */
  flagForReview(
    targetType: ReportTargetType,
    targetId: string,
    flag: { by: SystemFlag; what: readonly string[] },
  ): Promise<void>;
  /** Content hidden by flags until reviewed comes first in the queue after crisis items (issue 41). */
  raise(targetType: ReportTargetType, targetId: string): Promise<void>;
  /** How many reported things of each author a moderator removed (trust levels, issue 41); all authors when ids is left out. */
  upheldAgainst(ids?: readonly string[]): Promise<Map<string, number>>;
}

/** One system item for a look at published text (decision 0082); false when the content already has one. */
async function insertSystemFlag(
  db: Database,
  targetType: ReportTargetType,
  targetId: string,
  { by, what }: { by: SystemFlag; what: readonly string[] },
): Promise<boolean> {
  const [inserted] = await db
    .insert(contentReports)
    .values({
      targetType,
      targetId,
      reporterId: null,
      reason: 'other',
      note: what.join(', ').slice(0, 1000),
      crisisKind: by,
      queueRank: 2,
    })
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  return Boolean(inserted);
}

export function createReportsService(deps: {
  db: Database;
  memberLimits: MemberLimits;
  /** The safety module's detector; without it nothing is screened. */
  assessRisk?: (text: string) => RiskAssessment | null;
  log?: FastifyBaseLogger;
}): ReportsService {
  const { db } = deps;
  const targets = new Map<ReportTargetType, ModerationTarget>();
  const crisisListeners: ((flag: CrisisFlagged) => Promise<void>)[] = [];
  let filed = 0;

  async function flagCrisis(input: Extract<ScreenInput, { isPublic: true }>, kind: RiskKind): Promise<void> {
    const [inserted] = await db
      .insert(contentReports)
      .values({
        targetType: input.targetType,
        targetId: input.targetId,
        reporterId: null,
        reason: 'at_risk',
        note: null,
        crisisKind: kind,
        queueRank: 0,
      })
      // The one system item of a content: a watched word's flag becomes the crisis item; a crisis stays.
      .onConflictDoUpdate({
        target: [contentReports.targetType, contentReports.targetId],
        targetWhere: sql`${contentReports.reporterId} is null`,
        set: { reason: 'at_risk', crisisKind: kind, queueRank: 0, note: null },
        setWhere: sql`${contentReports.crisisKind} in ('watched_word', 'abuse_checks')`,
      })
      .returning({ id: contentReports.id });
    if (!inserted) return;
    filed += 1;
    const flag: CrisisFlagged = { reportId: inserted.id, targetType: input.targetType, targetId: input.targetId, kind };
    for (const listener of crisisListeners) await listener(flag);
  }

  return {
    async screen(input) {
      const found = deps.assessRisk?.(input.text) ?? null;
      if (!found) return undefined;
      const { kind, level } = found;
      // Only a crisis in public content reaches the moderators; a concern is the author's alone.
      if (input.isPublic && level === 'crisis') {
        try {
          await flagCrisis(input, kind);
        } catch (error) {
          deps.log?.error(
            { err: error, targetType: input.targetType, targetId: input.targetId },
            'crisis flag: not filed',
          );
        }
      }
      return { kind, level };
    },
    onCrisisFlagged(listener) {
      crisisListeners.push(listener);
    },
    revision: () => filed,
    async openReportersOf(targetType, targetId) {
      const rows = await db
        .select({ id: contentReports.reporterId })
        .from(contentReports)
        .where(
          and(
            eq(contentReports.targetType, targetType),
            eq(contentReports.targetId, targetId),
            eq(contentReports.status, 'open'),
            isNotNull(contentReports.reporterId),
          ),
        );
      return rows.flatMap((r) => (r.id ? [r.id] : []));
    },
    async flagForReview(targetType, targetId, flag) {
      if (await insertSystemFlag(db, targetType, targetId, flag)) filed += 1;
    },
    async raise(targetType, targetId) {
      await db
        .update(contentReports)
        .set({ queueRank: 1 })
        .where(
          and(
            eq(contentReports.targetType, targetType),
            eq(contentReports.targetId, targetId),
            eq(contentReports.status, 'open'),
            isNull(contentReports.crisisKind),
          ),
        );
      filed += 1;
    },
    async upheldAgainst(ids) {
      if (ids && ids.length === 0) return new Map();
      const rows = await db
        .select({
          authorId: contentReports.deletedAuthorId,
          n: sql<number>`count(distinct ${contentReports.targetId})::int`,
        })
        .from(contentReports)
        .where(
          and(
            eq(contentReports.contentDeletedBy, 'moderator'),
            ids ? inArray(contentReports.deletedAuthorId, [...ids]) : isNotNull(contentReports.deletedAuthorId),
          ),
        )
        .groupBy(contentReports.deletedAuthorId);
      return new Map(rows.flatMap((r) => (r.authorId ? [[r.authorId, Number(r.n)] as const] : [])));
    },
    async reportedAmong(tx, targetType, ids) {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .selectDistinct({ id: contentReports.targetId })
        .from(contentReports)
        .where(and(eq(contentReports.targetType, targetType), inArray(contentReports.targetId, [...ids])));
      return new Set(rows.map((r) => r.id));
    },
    async recordDeletion(tx, deleted) {
      const { content } = deleted;
      const kept = await tx
        .update(contentReports)
        .set({
          contentDeletedAt: new Date(),
          contentDeletedBy: deleted.by,
          deletedContent: {
            title: content.title,
            excerpt: content.excerpt,
            authorName: content.authorName,
            isAnonymous: content.isAnonymous,
          },
          deletedAuthorId: content.authorId,
        })
        .where(
          and(
            eq(contentReports.targetType, deleted.targetType),
            eq(contentReports.targetId, deleted.targetId),
            isNull(contentReports.contentDeletedAt),
          ),
        )
        .returning({ id: contentReports.id });
      if (kept.length === 0) return false;
      // An administrator's delete button is audited by its domain; an author's deletion here.
      if (deleted.by === 'author')
        await writeAudit(tx, {
          action: 'reported_content_deleted',
          adminId: null,
          targetUserId: auditedAuthor(content),
          details: {
            targetType: deleted.targetType,
            targetId: deleted.targetId,
            by: deleted.by,
            title: content.title,
            reports: kept.length,
          },
        });
      return true;
    },
    ...createReportQueue({ db, revision: () => filed }),
    registerTarget(target) {
      targets.set(target.type, target);
    },
    target: (type) => targets.get(type),
    async file(input) {
      await deps.memberLimits.take(reportsPerHour, input.reporterId);
      const [inserted] = await db
        .insert(contentReports)
        .values({
          targetType: input.targetType,
          targetId: input.targetId,
          reporterId: input.reporterId,
          reason: input.reason,
          note: input.note,
        })
        .onConflictDoNothing()
        .returning({ id: contentReports.id, createdAt: contentReports.createdAt });
      if (inserted) filed += 1;
      if (inserted)
        return { report: { id: inserted.id, createdAt: inserted.createdAt.toISOString() }, alreadyReported: false };
      const [existing] = await db
        .select({ id: contentReports.id, createdAt: contentReports.createdAt })
        .from(contentReports)
        .where(
          and(
            eq(contentReports.targetType, input.targetType),
            eq(contentReports.targetId, input.targetId),
            eq(contentReports.reporterId, input.reporterId),
          ),
        );
      if (!existing) throw new Error('content report: conflict without a row');
      return { report: { id: existing.id, createdAt: existing.createdAt.toISOString() }, alreadyReported: true };
    },
  };
}
