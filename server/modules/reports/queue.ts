import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REVIEW_TARGET_HOURS, type ReportQueueQuery } from '../../../contracts/reports.js';
import type { Database } from '../../db/client.js';
import { contentReports } from '../../db/schema/reports.js';
import { keyset } from '../../platform/cursor.js';

/** A stored report as the moderation queue reads it. */
export type StoredReport = typeof contentReports.$inferSelect;

/** Open items: a possible crisis (rank 0) before members' reports (rank 1), then oldest first (the partial index content_reports_open_queue_idx). */
const urgentThenOldest = keyset({
  columns: [contentReports.queueRank, contentReports.createdAt, contentReports.id],
  kinds: ['int', 'timestamp', 'uuid'],
  direction: 'asc',
});
const newestFirst = keyset({
  columns: [contentReports.createdAt, contentReports.id],
  kinds: ['timestamp', 'uuid'],
  direction: 'desc',
});
const overdueSql = sql`${contentReports.createdAt} < now() - make_interval(hours => ${REVIEW_TARGET_HOURS})`;

/** How long the queue's open and overdue counts are reused (another process's new reports show within it). */
const TOTALS_TTL_MS = 5_000;

/**
 * The reports table as the administrators' moderation queue (admin module) reads and resolves it
 * (decision 0036): pages of reports, counts, and the resolution of every open report of one content.
 */
export function createReportQueue(deps: { db: Database; revision: () => number }) {
  const { db } = deps;
  // Counting every open report costs a read of all of them: the figures are kept a few seconds,
  // and dropped at once when this process files or resolves a report.
  let totalsCache: { at: number; revision: number; value: { open: number; overdue: number } } | null = null;

  return {
    /** One page of the queue: open reports (urgent, then oldest first) or resolved ones (newest first). */
    async queuePage(
      query: z.output<typeof ReportQueueQuery>,
    ): Promise<{ items: { report: StoredReport; overdue: boolean }[]; nextCursor: string | null }> {
      const open = query.status === 'open';
      const order = open ? urgentThenOldest : newestFirst;
      const rows = await db
        .select({
          r: contentReports,
          cursorAt: sql<string>`${contentReports.createdAt}::text`,
          overdue: sql<boolean>`${overdueSql}`,
        })
        .from(contentReports)
        .where(
          and(open ? eq(contentReports.status, 'open') : ne(contentReports.status, 'open'), order.after(query.cursor)),
        )
        .orderBy(...order.orderBy)
        .limit(query.limit + 1);
      const page = open
        ? urgentThenOldest.page(rows, query.limit, (row) => [row.r.queueRank, row.cursorAt, row.r.id])
        : newestFirst.page(rows, query.limit, (row) => [row.cursorAt, row.r.id]);
      return {
        items: page.items.map((row) => ({ report: row.r, overdue: Boolean(row.overdue) })),
        nextCursor: page.nextCursor,
      };
    },

    /** Open reports of each content, keyed `type:id`, one query. */
    async openCountsOf(targets: readonly { targetType: string; targetId: string }[]): Promise<Map<string, number>> {
      if (targets.length === 0) return new Map();
      const counts = await db
        .select({ type: contentReports.targetType, id: contentReports.targetId, n: sql<number>`count(*)::int` })
        .from(contentReports)
        // (type, id) pairs, so that the unique index on (type, id, reporter) answers.
        .where(
          and(
            eq(contentReports.status, 'open'),
            sql`(${contentReports.targetType}, ${contentReports.targetId}) in (${sql.join(
              targets.map((r) => sql`(${r.targetType}, ${r.targetId})`),
              sql`, `,
            )})`,
          ),
        )
        .groupBy(contentReports.targetType, contentReports.targetId);
      return new Map(counts.map((c) => [`${c.type}:${c.id}`, Number(c.n)]));
    },

    /** How many reports are open and how many of them are past the review target. */
    async queueTotals(): Promise<{ open: number; overdue: number }> {
      const revision = deps.revision();
      if (totalsCache && totalsCache.revision === revision && Date.now() - totalsCache.at < TOTALS_TTL_MS)
        return totalsCache.value;
      const [row] = await db
        .select({ open: sql<number>`count(*)::int`, overdue: sql<number>`count(*) filter (where ${overdueSql})::int` })
        .from(contentReports)
        .where(eq(contentReports.status, 'open'));
      const value = { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
      totalsCache = { at: Date.now(), revision, value };
      return value;
    },

    async findReport(id: string): Promise<StoredReport | null> {
      const [report] = await db.select().from(contentReports).where(eq(contentReports.id, id));
      return report ?? null;
    },

    /** Closes every open report of the content; returns each closed report's reporter (null: filed by the system). */
    async resolveReportsOf(
      report: Pick<StoredReport, 'targetType' | 'targetId'>,
      resolution: { status: 'dismissed' | 'actioned'; resolution: string; resolvedBy: string },
    ): Promise<(string | null)[]> {
      const resolved = await db
        .update(contentReports)
        .set({ ...resolution, resolvedAt: new Date() })
        .where(
          and(
            eq(contentReports.targetType, report.targetType),
            eq(contentReports.targetId, report.targetId),
            eq(contentReports.status, 'open'),
          ),
        )
        .returning({ reporterId: contentReports.reporterId });
      totalsCache = null;
      return resolved.map((r) => r.reporterId);
    },
  };
}

export type ReportQueue = ReturnType<typeof createReportQueue>;
