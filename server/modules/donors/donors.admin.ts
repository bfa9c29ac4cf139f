import { count, desc, inArray, sql } from 'drizzle-orm';
import type { AdminDonorOverview } from '../../../contracts/donors.js';
import { donorAsks, donorProfiles, donorRequests } from '../../db/schema/donors.js';
import type { ReportsService } from '../reports/index.js';
import type { DonorsContext } from './donors.context.js';
import { presentRequest } from './donors.presenters.js';

const ADMIN_LIST_MAX = 50;

/** The administrators' dashboard: donors active and paused, requests open and met, the latest requests (open first). */
export async function overview(
  ctx: DonorsContext,
  reports: Pick<ReportsService, 'reportedAmong'>,
): Promise<AdminDonorOverview> {
  const [donors, requests, rows] = await Promise.all([
    ctx.db.select({ status: donorProfiles.status, n: count() }).from(donorProfiles).groupBy(donorProfiles.status),
    ctx.db.select({ status: donorRequests.status, n: count() }).from(donorRequests).groupBy(donorRequests.status),
    ctx.db
      .select()
      .from(donorRequests)
      .orderBy(sql`${donorRequests.status} = 'open' desc`, desc(donorRequests.createdAt))
      .limit(ADMIN_LIST_MAX),
  ]);
  const ids = rows.map((r) => r.id);
  const [asks, reported, names] = await Promise.all([
    ids.length === 0
      ? []
      : ctx.db
          .select({
            id: donorAsks.requestId,
            asked: count(),
            yes: sql<number>`count(*) filter (where ${donorAsks.answer} = 'yes')`,
          })
          .from(donorAsks)
          .where(inArray(donorAsks.requestId, ids))
          .groupBy(donorAsks.requestId),
    reports.reportedAmong(ctx.db, 'donor_request', ids),
    ctx.accounts.namesByIds(rows.map((r) => r.askerId)),
  ]);
  const byId = new Map(asks.map((a) => [a.id, a]));
  const n = (list: { status: string; n: number }[], status: string) =>
    Number(list.find((r) => r.status === status)?.n ?? 0);
  return {
    donors: { active: n(donors, 'active'), paused: n(donors, 'paused') },
    requests: {
      open: n(requests, 'open'),
      fulfilled: n(requests, 'fulfilled'),
      closed: n(requests, 'cancelled') + n(requests, 'expired') + n(requests, 'closed'),
    },
    items: rows.map((r) => ({
      ...presentRequest(r, names.get(r.askerId) ?? '', Number(byId.get(r.id)?.yes ?? 0)),
      asked: Number(byId.get(r.id)?.asked ?? 0),
      reported: reported.has(r.id),
    })),
  };
}

/** How many donor profiles there are (the seed runs once). */
export async function countProfiles(ctx: DonorsContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(donorProfiles);
  return Number(row?.n ?? 0);
}
