import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ModerationMessages } from '../../../contracts/admin.js';
import { QueueMessages, REVIEW_TARGET_HOURS, type QueuedReport, type ReportActionBody, type ReportQueue, type ReportQueueQuery, type ReportReason, type ReportTargetType } from '../../../contracts/reports.js';
import type { RiskKind } from '../../../contracts/crisis.js';
import type { Database } from '../../db/client.js';
import { contentReports, user } from '../../db/schema/index.js';
import type { Viewer } from '../../platform/access.js';
import { auditedAuthor, writeAudit } from '../../platform/audit.js';
import { keyset } from '../../platform/cursor.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import type { NotificationsService } from '../notifications/index.js';
import type { DescribedContent, ReportsService } from '../reports/index.js';
import type { MemberModeration } from './admin.members.js';

/** Open items: a possible crisis (rank 0) before members' reports (rank 1), then oldest first (the partial index content_reports_open_queue_idx). */
const urgentThenOldest = keyset({ columns: [contentReports.queueRank, contentReports.createdAt, contentReports.id], kinds: ['int', 'timestamp', 'uuid'], direction: 'asc' });
const newestFirst = keyset({ columns: [contentReports.createdAt, contentReports.id], kinds: ['timestamp', 'uuid'], direction: 'desc' });
const overdueSql = sql`${contentReports.createdAt} < now() - make_interval(hours => ${REVIEW_TARGET_HOURS})`;

/**
 * The moderation queue: a possible crisis first (filed by the system, urgent), then members' reports, oldest first, each with the reported content in context,
 * and the community guidelines' actions (Warning, Content Removal, Temporary Suspension, Permanent
 * Ban) or dismissal. An action closes every open report of the same content, is audited, and each
 * reporter is told the outcome.
 */
/** How long the queue's open and overdue counts are reused (another process's new reports show within it). */
const TOTALS_TTL_MS = 5_000;

export function createModerationQueue(deps: { db: Database; reports: ReportsService; members: MemberModeration; notifications: NotificationsService }) {
  const { db, reports } = deps;
  // Counting every open report costs a read of all of them: the figures are kept a few seconds,
  // and dropped at once when this process files or resolves a report.
  let totalsCache: { at: number; revision: number; value: { open: number; overdue: number } } | null = null;
  async function totals(): Promise<{ open: number; overdue: number }> {
    const revision = reports.revision();
    if (totalsCache && totalsCache.revision === revision && Date.now() - totalsCache.at < TOTALS_TTL_MS) return totalsCache.value;
    const [row] = await db
      .select({ open: sql<number>`count(*)::int`, overdue: sql<number>`count(*) filter (where ${overdueSql})::int` })
      .from(contentReports)
      .where(eq(contentReports.status, 'open'));
    const value = { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
    totalsCache = { at: Date.now(), revision, value };
    return value;
  }

  return {
    async list(query: z.output<typeof ReportQueueQuery>): Promise<ReportQueue> {
      const open = query.status === 'open';
      const order = open ? urgentThenOldest : newestFirst;
      const rows = await db
        .select({ r: contentReports, reporterName: user.name, cursorAt: sql<string>`${contentReports.createdAt}::text`, overdue: sql<boolean>`${overdueSql}` })
        .from(contentReports)
        .leftJoin(user, eq(user.id, contentReports.reporterId))
        .where(and(open ? eq(contentReports.status, 'open') : ne(contentReports.status, 'open'), order.after(query.cursor)))
        .orderBy(...order.orderBy)
        .limit(query.limit + 1);
      const page = open
        ? urgentThenOldest.page(rows, query.limit, (row) => [row.r.queueRank, row.cursorAt, row.r.id])
        : newestFirst.page(rows, query.limit, (row) => [row.cursorAt, row.r.id]);
      const targets = [...new Map(page.items.map((row) => [`${row.r.targetType}:${row.r.targetId}`, row.r])).values()];
      const targetIds = targets.map((r) => r.targetId);
      // The reported content, one query per kind where the kind can (the forum's), else one each.
      const described = new Map<string, DescribedContent | null>();
      const describing = Promise.all(
        [...new Set(targets.map((r) => r.targetType))].map(async (type) => {
          const target = reports.target(type as ReportTargetType);
          const ids = targets.filter((r) => r.targetType === type).map((r) => r.targetId);
          if (!target) return;
          if (target.describeMany) {
            const found = await target.describeMany(ids);
            for (const id of ids) described.set(`${type}:${id}`, found.get(id) ?? null);
          } else {
            await Promise.all(ids.map(async (id) => described.set(`${type}:${id}`, await target.describe(id))));
          }
        }),
      );
      const [counts, totalsNow] = await Promise.all([
        targetIds.length
          ? db
              .select({ type: contentReports.targetType, id: contentReports.targetId, n: sql<number>`count(*)::int` })
              .from(contentReports)
              // (type, id) pairs, so that the unique index on (type, id, reporter) answers.
              .where(and(eq(contentReports.status, 'open'), sql`(${contentReports.targetType}, ${contentReports.targetId}) in (${sql.join(targets.map((r) => sql`(${r.targetType}, ${r.targetId})`), sql`, `)})`))
              .groupBy(contentReports.targetType, contentReports.targetId)
          : Promise.resolve([]),
        totals(),
        describing,
      ]);
      const countOf = new Map(counts.map((c) => [`${c.type}:${c.id}`, Number(c.n)]));
      const items = page.items.map(({ r, reporterName, overdue }): QueuedReport => {
        const target = reports.target(r.targetType as ReportTargetType);
        const content = described.get(`${r.targetType}:${r.targetId}`) ?? null;
        return {
          id: r.id,
          targetType: r.targetType as ReportTargetType,
          targetId: r.targetId,
          reason: r.reason as ReportReason,
          crisis: (r.crisisKind as RiskKind | null) ?? null,
          note: r.note,
          reporterName: reporterName ?? null,
          createdAt: r.createdAt.toISOString(),
          overdue: open && Boolean(overdue),
          reportsOfTarget: countOf.get(`${r.targetType}:${r.targetId}`) ?? (open ? 1 : 0),
          content: content ? { title: content.title, excerpt: content.excerpt, url: content.url, authorName: content.authorName, isAnonymous: content.isAnonymous, removable: Boolean(target?.remove) } : null,
          status: r.status,
          resolution: r.resolution,
          resolvedAt: r.resolvedAt?.toISOString() ?? null,
        };
      });
      return { items, nextCursor: page.nextCursor, openCount: totalsNow.open, overdueCount: totalsNow.overdue };
    },

    async act(actor: Viewer, id: string, body: z.output<typeof ReportActionBody>): Promise<{ resolved: number }> {
      const [report] = await db.select().from(contentReports).where(eq(contentReports.id, id));
      if (!report) throw notFound(QueueMessages.notFound);
      if (report.status !== 'open') throw conflict(QueueMessages.alreadyResolved);
      const target = reports.target(report.targetType as ReportTargetType);
      const content = target ? await target.describe(report.targetId) : null;
      const author = content?.authorId ?? null;
      const needsAuthor = body.action === 'warning' || body.action === 'suspend' || body.action === 'ban';
      if (needsAuthor && !author) throw conflict(QueueMessages.noAuthor);
      if ((body.action === 'suspend' || body.action === 'ban') && !body.message) throw badRequest(ModerationMessages.reasonRequired);
      if (body.action === 'suspend' && !body.until) throw badRequest(QueueMessages.untilRequired);

      switch (body.action) {
        case 'dismiss':
          break;
        case 'warning':
          await deps.notifications.notify({ userId: author!, type: 'system', template: 'warning', params: { message: body.message ?? '' }, actionUrl: '/docs/rules' });
          break;
        case 'remove':
          if (!target?.remove) throw badRequest(QueueMessages.cannotRemove);
          if (!content || !(await target.remove(report.targetId, actor.id))) throw conflict(QueueMessages.contentGone);
          break;
        case 'suspend':
          await deps.members.suspend(actor, author!, { reason: body.message!, until: body.until! });
          break;
        case 'ban':
          await deps.members.ban(actor, author!, { reason: body.message!, until: body.until ?? null });
          break;
      }

      const resolved = await db
        .update(contentReports)
        .set({ status: body.action === 'dismiss' ? 'dismissed' : 'actioned', resolution: body.action, resolvedBy: actor.id, resolvedAt: new Date() })
        .where(and(eq(contentReports.targetType, report.targetType), eq(contentReports.targetId, report.targetId), eq(contentReports.status, 'open')))
        .returning({ reporterId: contentReports.reporterId });
      totalsCache = null;
      await writeAudit(db, { action: 'report_resolved', adminId: actor.id, targetUserId: auditedAuthor(content), details: { reportId: id, targetType: report.targetType, targetId: report.targetId, action: body.action, reports: resolved.length } });
      // A possible crisis was filed by the system: nobody to tell.
      for (const reporterId of new Set(resolved.flatMap((r) => (r.reporterId ? [r.reporterId] : [])))) {
        await deps.notifications.notify({ userId: reporterId, type: 'system', template: body.action === 'dismiss' ? 'reportDismissed' : 'reportActioned', params: {} });
      }
      return { resolved: resolved.length };
    },
  };
}

export type ModerationQueue = ReturnType<typeof createModerationQueue>;
