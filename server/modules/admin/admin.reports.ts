import type { z } from 'zod';
import { ModerationMessages } from '../../../contracts/admin.js';
import {
  QueueMessages,
  type QueuedReport,
  type ReportActionBody,
  type ReportQueue,
  type ReportQueueQuery,
  type ReportReason,
  type ReportTargetType,
} from '../../../contracts/reports.js';
import type { RiskKind } from '../../../contracts/crisis.js';
import type { Database } from '../../db/client.js';
import type { Viewer } from '../../platform/access.js';
import { auditedAuthor, writeAudit } from '../../platform/audit.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import type { AccountsService } from '../accounts/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { DescribedContent, ReportsService } from '../reports/index.js';
import type { MemberModeration } from './admin.members.js';

/**
 * The moderation queue: a possible crisis first (filed by the system, urgent), then members' reports, oldest first, each with the reported content in context,
 * and the community guidelines' actions (Warning, Content Removal, Temporary Suspension, Permanent
 * Ban) or dismissal. An action closes every open report of the same content, is audited, and each
 * reporter is told the outcome. The reports themselves are the reports module's (decision 0036).
 */
export function createModerationQueue(deps: {
  reports: ReportsService;
  accounts: Pick<AccountsService, 'namesByIds'>;
  members: MemberModeration;
  notifications: NotificationsService;
  db: Database;
}) {
  const { db, reports } = deps;

  return {
    async list(query: z.output<typeof ReportQueueQuery>): Promise<ReportQueue> {
      const open = query.status === 'open';
      const page = await reports.queuePage(query);
      const targets = [
        ...new Map(page.items.map((row) => [`${row.report.targetType}:${row.report.targetId}`, row.report])).values(),
      ];
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
      const [countOf, totalsNow, reporterNames] = await Promise.all([
        reports.openCountsOf(targets),
        reports.queueTotals(),
        deps.accounts.namesByIds(page.items.map(({ report }) => report.reporterId)),
        describing,
      ]);
      const items = page.items.map(({ report: r, overdue }): QueuedReport => {
        const reporterName = r.reporterId ? reporterNames.get(r.reporterId) : null;
        const target = reports.target(r.targetType as ReportTargetType);
        const content = described.get(`${r.targetType}:${r.targetId}`) ?? null;
        // Deleted outside the queue: what it said when it went, and who deleted it (issue 44).
        const kept = !content && r.deletedContent && r.contentDeletedAt ? r.deletedContent : null;
        return {
          id: r.id,
          targetType: r.targetType as ReportTargetType,
          targetId: r.targetId,
          reason: r.reason as ReportReason,
          crisis: isSystemFlag(r.crisisKind) ? null : ((r.crisisKind as RiskKind | null) ?? null),
          flaggedBy: isSystemFlag(r.crisisKind) ? r.crisisKind : null,
          note: r.note,
          reporterName: reporterName ?? null,
          createdAt: r.createdAt.toISOString(),
          overdue: open && Boolean(overdue),
          reportsOfTarget: countOf.get(`${r.targetType}:${r.targetId}`) ?? (open ? 1 : 0),
          content: content
            ? {
                title: content.title,
                excerpt: content.excerpt,
                url: content.url,
                authorName: content.authorName,
                isAnonymous: content.isAnonymous,
                removable: Boolean(target?.remove),
                deletedBy: null,
                deletedAt: null,
              }
            : kept
              ? {
                  title: kept.title,
                  excerpt: kept.excerpt,
                  url: null,
                  authorName: kept.authorName,
                  isAnonymous: kept.isAnonymous,
                  removable: false,
                  deletedBy: r.contentDeletedBy === 'moderator' ? 'moderator' : 'author',
                  deletedAt: r.contentDeletedAt!.toISOString(),
                }
              : null,
          status: r.status,
          resolution: r.resolution,
          resolvedAt: r.resolvedAt?.toISOString() ?? null,
        };
      });
      return { items, nextCursor: page.nextCursor, openCount: totalsNow.open, overdueCount: totalsNow.overdue };
    },

    async act(actor: Viewer, id: string, body: z.output<typeof ReportActionBody>): Promise<{ resolved: number }> {
      const report = await reports.findReport(id);
      if (!report) throw notFound(QueueMessages.notFound);
      if (report.status !== 'open') throw conflict(QueueMessages.alreadyResolved);
      const target = reports.target(report.targetType as ReportTargetType);
      const live = target ? await target.describe(report.targetId) : null;
      // Content its author deleted is still theirs to answer for: the kept record names them (issue 44).
      const content: Pick<DescribedContent, 'authorId' | 'isAnonymous'> | null =
        live ??
        (report.deletedContent
          ? { authorId: report.deletedAuthorId, isAnonymous: report.deletedContent.isAnonymous }
          : null);
      const author = content?.authorId ?? null;
      const needsAuthor = body.action === 'warning' || body.action === 'suspend' || body.action === 'ban';
      if (needsAuthor && !author) throw conflict(QueueMessages.noAuthor);
      if ((body.action === 'suspend' || body.action === 'ban') && !body.message)
        throw badRequest(ModerationMessages.reasonRequired);
      if (body.action === 'suspend' && !body.until) throw badRequest(QueueMessages.untilRequired);
      // On anonymous content the sanction's own audit row and security event name the content, not the member.
      const origin = content?.isAnonymous
        ? { viaReport: report.id, targetType: report.targetType, targetId: report.targetId }
        : undefined;

      switch (body.action) {
        case 'dismiss':
          // Content hidden by members' flags until reviewed is shown again (issue 41).
          await target?.restore?.(report.targetId);
          break;
        case 'warning':
          await deps.notifications.notify({
            userId: author!,
            type: 'system',
            template: 'warning',
            params: { message: body.message ?? '' },
            actionUrl: '/docs/rules',
          });
          break;
        case 'remove':
          if (!target?.remove) throw badRequest(QueueMessages.cannotRemove);
          if (!live || !(await target.remove(report.targetId, actor.id))) throw conflict(QueueMessages.contentGone);
          break;
        case 'suspend':
          await deps.members.suspend(actor, author!, { reason: body.message!, until: body.until! }, origin);
          break;
        case 'ban':
          await deps.members.ban(actor, author!, { reason: body.message!, until: body.until ?? null }, origin);
          break;
      }

      const resolved = await reports.resolveReportsOf(report, {
        status: body.action === 'dismiss' ? 'dismissed' : 'actioned',
        resolution: body.action,
        resolvedBy: actor.id,
      });
      await writeAudit(db, {
        action: 'report_resolved',
        adminId: actor.id,
        targetUserId: auditedAuthor(content),
        details: {
          reportId: id,
          targetType: report.targetType,
          targetId: report.targetId,
          action: body.action,
          reports: resolved.length,
        },
      });
      // A possible crisis was filed by the system: nobody to tell.
      for (const reporterId of new Set(resolved.flatMap((r) => (r ? [r] : [])))) {
        await deps.notifications.notify({
          userId: reporterId,
          type: 'system',
          template: body.action === 'dismiss' ? 'reportDismissed' : 'reportActioned',
          params: {},
        });
      }
      return { resolved: resolved.length };
    },
  };
}

export type ModerationQueue = ReturnType<typeof createModerationQueue>;

/** A system item that is a flag for review (decision 0082), not a possible crisis. */
function isSystemFlag(kind: string | null): kind is 'watched_word' | 'abuse_checks' {
  return kind === 'watched_word' || kind === 'abuse_checks';
}
