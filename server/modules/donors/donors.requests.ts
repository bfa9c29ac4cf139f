import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DonorLimits,
  DonorMessages,
  type AskedDonorRequest,
  type CreateDonorRequestBody,
  type DonorAnswerBody,
  type DonorRequestLists,
  type DonorRequestView,
  type MyDonorRequest,
} from '../../../contracts/donors.js';
import { distanceKm } from '../../../contracts/donor-places.js';
import { donorAsks, donorProfiles, donorRequests } from '../../db/schema/donors.js';
import type { Viewer } from '../../platform/access.js';
import { assertMayContribute } from '../../platform/access.js';
import { authorize } from '../../platform/authorize.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { defineMemberLimit, HOUR_SECONDS } from '../../platform/member-limits.js';
import type { DonorsContext } from './donors.context.js';
import { mentionsMoney } from './donors.money.js';
import { canSeeDonorRequest, donorRules } from './donors.policy.js';
import { answerOf, presentMine, presentRequest, type AskRow, type RequestRow } from './donors.presenters.js';
import { sendWave, tellNotNeeded } from './donors.waves.js';

const requestsPerHour = defineMemberLimit({
  name: 'donor-request',
  max: DonorLimits.requestsPerHour,
  windowSeconds: HOUR_SECONDS,
  message: DonorMessages.rateLimited,
});

const LIST_MAX = 20;

/** Money and phone numbers never go into a request (the module's words, and the trust module's reading). */
export function refuseMoneyAndPhones(ctx: DonorsContext, text: string): void {
  const reading = ctx.trust.readAbuse(text);
  if (mentionsMoney(text) || reading.kinds.includes('money_scam') || reading.paymentDetails)
    throw badRequest(DonorMessages.money);
  if (reading.phones > 0) throw badRequest(DonorMessages.phone);
}

async function requestRow(ctx: DonorsContext, id: string): Promise<RequestRow> {
  const [row] = await ctx.db.select().from(donorRequests).where(eq(donorRequests.id, id));
  if (!row) throw notFound(DonorMessages.requestNotFound);
  return row;
}

async function asksOf(ctx: DonorsContext, requestIds: readonly string[]): Promise<AskRow[]> {
  if (requestIds.length === 0) return [];
  return ctx.db
    .select()
    .from(donorAsks)
    .where(inArray(donorAsks.requestId, [...requestIds]));
}

/** The asker's view of their requests: each with who was asked and who said yes. */
async function presentMineMany(ctx: DonorsContext, rows: readonly RequestRow[]): Promise<MyDonorRequest[]> {
  const asks = await asksOf(
    ctx,
    rows.map((r) => r.id),
  );
  const names = await ctx.accounts.namesByIds([
    ...rows.map((r) => r.askerId),
    ...asks.filter((a) => a.answer === 'yes').map((a) => a.donorId),
  ]);
  return rows.map((r) =>
    presentMine(
      r,
      names.get(r.askerId) ?? '',
      asks.filter((a) => a.requestId === r.id),
      names,
    ),
  );
}

export async function create(
  ctx: DonorsContext,
  viewer: Viewer,
  input: z.output<typeof CreateDonorRequestBody>,
  now = new Date(),
): Promise<MyDonorRequest> {
  assertMayContribute(viewer);
  if (input.isDrive) authorize(viewer, donorRules.drive);
  refuseMoneyAndPhones(ctx, [input.hospital, input.note ?? ''].join('\n'));
  const neededBy = new Date(input.neededBy);
  const latest = now.getTime() + DonorLimits.neededByMaxDays * 24 * 3_600_000;
  if (neededBy.getTime() <= now.getTime() || neededBy.getTime() > latest) throw badRequest(DonorMessages.neededByRange);
  const [open] = await ctx.db
    .select({ n: count() })
    .from(donorRequests)
    .where(and(eq(donorRequests.askerId, viewer.id), eq(donorRequests.status, 'open')));
  if (Number(open?.n ?? 0) >= DonorLimits.openRequestsMax) throw conflict(DonorMessages.tooManyOpen);
  await ctx.memberLimits.take(requestsPerHour, viewer.id);
  const [row] = await ctx.db
    .insert(donorRequests)
    .values({ ...input, askerId: viewer.id, neededBy })
    .returning();
  // The first wave goes now, so the best-matched donors hear of it while the asker is still here.
  await sendWave(ctx, row!);
  const [mine] = await presentMineMany(ctx, [await requestRow(ctx, row!.id)]);
  return mine!;
}

/** The member's own requests (newest first) and the requests that reached them as a donor. */
export async function lists(ctx: DonorsContext, viewer: Viewer): Promise<DonorRequestLists> {
  const mineRows = await ctx.db
    .select()
    .from(donorRequests)
    .where(eq(donorRequests.askerId, viewer.id))
    .orderBy(desc(donorRequests.createdAt))
    .limit(LIST_MAX);
  const askedRows = await ctx.db
    .select({ request: donorRequests, ask: donorAsks })
    .from(donorAsks)
    .innerJoin(donorRequests, eq(donorRequests.id, donorAsks.requestId))
    .where(eq(donorAsks.donorId, viewer.id))
    .orderBy(desc(donorAsks.askedAt))
    .limit(LIST_MAX);
  const [profile] = await ctx.db
    .select({ placeCode: donorProfiles.placeCode })
    .from(donorProfiles)
    .where(eq(donorProfiles.userId, viewer.id));
  const names = await ctx.accounts.namesByIds(askedRows.map((r) => r.request.askerId));
  const yes = await yesCounts(
    ctx,
    askedRows.map((r) => r.request.id),
  );
  const asked: AskedDonorRequest[] = askedRows.map(({ request, ask }) => ({
    ...presentRequest(request, names.get(request.askerId) ?? '', yes.get(request.id) ?? 0),
    answer: answerOf(ask)!,
    distanceKm: profile ? distanceKm(profile.placeCode, request.placeCode) : null,
  }));
  return { mine: await presentMineMany(ctx, mineRows), asked };
}

async function yesCounts(ctx: DonorsContext, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: donorAsks.requestId, n: count() })
    .from(donorAsks)
    .where(and(inArray(donorAsks.requestId, [...ids]), eq(donorAsks.answer, 'yes')))
    .groupBy(donorAsks.requestId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

async function ownAsk(ctx: DonorsContext, requestId: string, donorId: string): Promise<AskRow | undefined> {
  const [ask] = await ctx.db
    .select()
    .from(donorAsks)
    .where(and(eq(donorAsks.requestId, requestId), eq(donorAsks.donorId, donorId)));
  return ask;
}

/** One request, for its asker, a donor it reached, or an administrator; nobody else learns it exists. */
export async function view(ctx: DonorsContext, viewer: Viewer, id: string): Promise<DonorRequestView> {
  const row = await requestRow(ctx, id);
  const ask = await ownAsk(ctx, id, viewer.id);
  if (!canSeeDonorRequest(viewer, { askerId: row.askerId, wasAsked: ask !== undefined }))
    throw notFound(DonorMessages.requestNotFound);
  const [mine] = await presentMineMany(ctx, [row]);
  return {
    request: presentRequest(row, mine!.askerName, mine!.yesCount),
    mine: row.askerId === viewer.id ? mine! : null,
    answer: answerOf(ask),
  };
}

/** That the viewer may see (and so report) the request: 404 otherwise. */
export async function requireVisible(ctx: DonorsContext, viewer: Viewer, id: string): Promise<void> {
  await view(ctx, viewer, id);
}

/** A donor answers: "I can donate" (the asker is told, and may then message them) or "Not this time". */
export async function answer(
  ctx: DonorsContext,
  viewer: Viewer,
  id: string,
  input: z.output<typeof DonorAnswerBody>,
): Promise<DonorRequestView> {
  assertMayContribute(viewer);
  const row = await requestRow(ctx, id);
  const ask = await ownAsk(ctx, id, viewer.id);
  if (!ask) throw notFound(DonorMessages.requestNotFound);
  if (row.status !== 'open') throw conflict(DonorMessages.notOpen);
  if (input.contact) refuseMoneyAndPhones(ctx, input.contact.replace(/[\d\s+()-]/g, ''));
  await ctx.db
    .update(donorAsks)
    .set({ answer: input.answer, contact: input.answer === 'yes' ? input.contact : null, answeredAt: sql`now()` })
    .where(and(eq(donorAsks.requestId, id), eq(donorAsks.donorId, viewer.id)));
  await ctx.db
    .update(donorProfiles)
    .set({ lastActiveAt: sql`now()` })
    .where(eq(donorProfiles.userId, viewer.id));
  if (input.answer === 'yes' && ask.answer !== 'yes')
    await ctx.notifications.notify({
      userId: row.askerId,
      type: 'other',
      kind: 'donors',
      template: 'donorYes',
      params: { name: viewer.name },
      actorId: viewer.id,
      actionUrl: `/donors/requests/${id}`,
    });
  return view(ctx, viewer, id);
}

/** The asker closes: fulfilled or no longer needed; every donor still pending is told. */
export async function close(
  ctx: DonorsContext,
  viewer: Viewer,
  id: string,
  outcome: 'fulfilled' | 'cancelled' | 'closed',
): Promise<DonorRequestView> {
  const row = await requestRow(ctx, id);
  if (outcome === 'closed') {
    if (viewer.role !== 'admin') throw forbidden();
  } else authorize(viewer, donorRules.manage, row);
  const [closed] = await ctx.db
    .update(donorRequests)
    .set({ status: outcome, closedAt: sql`now()`, closedBy: viewer.id })
    .where(and(eq(donorRequests.id, id), eq(donorRequests.status, 'open')))
    .returning({ id: donorRequests.id });
  if (!closed) throw conflict(DonorMessages.notOpen);
  await tellNotNeeded(ctx, id, true);
  if (outcome === 'closed')
    await ctx.notifications.notify({
      userId: row.askerId,
      type: 'system',
      kind: 'donors',
      template: 'donorRequestClosed',
      params: {},
      actionUrl: `/donors/requests/${id}`,
    });
  return view(ctx, viewer, id);
}

async function yesDonor(ctx: DonorsContext, viewer: Viewer, id: string, donorId: string): Promise<RequestRow> {
  const row = await requestRow(ctx, id);
  authorize(viewer, donorRules.manage, row);
  const ask = await ownAsk(ctx, id, donorId);
  if (ask?.answer !== 'yes') throw forbidden(DonorMessages.notYes);
  return row;
}

/** The asker writes to a donor who said yes: the two are connected and the conversation opens with this message. */
export async function message(
  ctx: DonorsContext,
  viewer: Viewer,
  id: string,
  donorId: string,
  content: string,
): Promise<{ userId: string }> {
  assertMayContribute(viewer);
  await yesDonor(ctx, viewer, id, donorId);
  const { announce } = await ctx.connections.connectAccepted(viewer.id, donorId);
  await announce();
  await ctx.messages.open({ id: viewer.id, name: viewer.name }, donorId, content);
  return { userId: donorId };
}

/** The asker thanks every donor who said yes. */
export async function thank(ctx: DonorsContext, viewer: Viewer, id: string, content: string): Promise<number> {
  assertMayContribute(viewer);
  const row = await requestRow(ctx, id);
  authorize(viewer, donorRules.manage, row);
  const yes = (await asksOf(ctx, [id])).filter((a) => a.answer === 'yes');
  const short = content.length > 200 ? `${content.slice(0, 199)}…` : content;
  await ctx.notifications.notifyMany(
    yes.map((a) => ({
      userId: a.donorId,
      type: 'other' as const,
      kind: 'donors' as const,
      template: 'donorThanks' as const,
      params: { name: viewer.name, message: short },
      actorId: viewer.id,
      actionUrl: `/donors/requests/${id}`,
      dedupeKey: `donor-thanks:${id}`,
    })),
  );
  return yes.length;
}

/** An NGO's own donor drives (its dashboard). */
export async function drives(ctx: DonorsContext, viewer: Viewer): Promise<MyDonorRequest[]> {
  const rows = await ctx.db
    .select()
    .from(donorRequests)
    .where(and(eq(donorRequests.askerId, viewer.id), eq(donorRequests.isDrive, true)))
    .orderBy(desc(donorRequests.createdAt))
    .limit(50);
  return presentMineMany(ctx, rows);
}
