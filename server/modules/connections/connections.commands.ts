// Commands: what the connections module changes, each a function of the service's context (decision 0069).
import { and, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ConnectionLimits,
  ConnectionMessages,
  type Connection,
  type PrivacySettings,
  type SendRequestBody,
  type UpdatePrivacyBody,
} from '../../../contracts/connections.js';
import { MemberActionLimits, MemberActionMessages } from '../../../contracts/member-actions.js';
import type { Database } from '../../db/client.js';
import { connections, memberBlocks } from '../../db/schema/connections.js';
import { assertMayContribute, type Viewer } from '../../platform/access.js';
import { conflictOnUnique } from '../../platform/db-errors.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { defineMemberLimit, HOUR_SECONDS } from '../../platform/member-limits.js';
import type { ConnectionsContext } from './connections.context.js';
import { canAnswerRequest, isPartyTo } from './connections.policy.js';
import { absentParty, otherOf, presentConnection, type ConnectionRow } from './connections.presenters.js';
import { ACTIVE, facts, isBlocked, party, privacyOf, samePair, shares } from './connections.queries.js';

type SendInput = z.output<typeof SendRequestBody>;

const requestsPerHour = defineMemberLimit({
  name: 'connection-request',
  max: ConnectionLimits.requestsPerHour,
  windowSeconds: HOUR_SECONDS,
  message: ConnectionMessages.rateLimited,
});
const blocksPerHour = defineMemberLimit({
  name: 'member-block',
  max: MemberActionLimits.blocksPerHour,
  windowSeconds: HOUR_SECONDS,
  message: MemberActionMessages.blocksLimited,
});

/** Tells both members' open pages that a connection changed. */
async function announce(ctx: ConnectionsContext, row: ConnectionRow): Promise<void> {
  const event = { type: 'connection' as const, at: row.updatedAt.toISOString(), connection: presentConnection(row) };
  await Promise.all([ctx.realtime.send(row.requesterId, event), ctx.realtime.send(row.receiverId, event)]);
}

/**
 * Connects two members at another domain's word (a mentor accepting a mentee, issue 25): an
 * existing pending request between them is accepted, an accepted connection stays, and otherwise
 * an accepted connection is made (`a` the receiver). Refused across a block. Pass the transaction
 * of the change it belongs to; call the returned `announce` once it is committed (both open pages
 * are told).
 */
export async function connectAccepted(
  ctx: ConnectionsContext,
  a: string,
  b: string,
  executor: Pick<Database, 'select' | 'insert' | 'update'> = ctx.db,
): Promise<{ announce: () => Promise<void> }> {
  if (a === b) throw badRequest(ConnectionMessages.self);
  const [blocked] = await executor
    .select({ blocker: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, a), eq(memberBlocks.blockedId, b)),
        and(eq(memberBlocks.blockerId, b), eq(memberBlocks.blockedId, a)),
      ),
    );
  if (blocked) throw forbidden(ConnectionMessages.notAccepting);
  const now = new Date();
  const [pending] = await executor
    .update(connections)
    .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
    .where(and(eq(connections.status, 'pending'), samePair(a, b)))
    .returning();
  const row =
    pending ??
    (
      await executor
        .insert(connections)
        .values({ requesterId: b, receiverId: a, status: 'accepted', acceptedAt: now })
        .onConflictDoNothing()
        .returning()
    )[0];
  return { announce: async () => (row ? announce(ctx, row) : undefined) };
}

/** A request refused when the receiver is blocked either way, or takes none from the viewer. */
async function assertAccepting(ctx: ConnectionsContext, viewer: Viewer, receiverId: string): Promise<void> {
  const [theirs, mine] = await Promise.all([facts(ctx, receiverId), facts(ctx, viewer.id)]);
  if (!theirs) throw notFound(ConnectionMessages.memberNotFound);
  if ((await isBlocked(ctx, viewer.id, receiverId)).either) throw forbidden(ConnectionMessages.notAccepting);
  const privacy = await privacyOf(ctx, receiverId);
  if (
    privacy.requestsFrom === 'nobody' ||
    (privacy.requestsFrom === 'shared' && !shares(theirs, mine ?? { role: viewer.role, cancerType: 'other' }))
  ) {
    throw forbidden(ConnectionMessages.notAccepting);
  }
}

/**
 * Sends a request. Refused to oneself, to a member who blocked the viewer or whom the viewer
 * blocked, to one who takes no requests from the viewer, and when the two already have a
 * pending or accepted connection (the unique index decides between two requests sent at once).
 */
export async function send(ctx: ConnectionsContext, viewer: Viewer, input: SendInput): Promise<Connection> {
  assertMayContribute(viewer);
  if (input.receiverId === viewer.id) throw badRequest(ConnectionMessages.self);
  await assertAccepting(ctx, viewer, input.receiverId);
  await ctx.memberLimits.take(requestsPerHour, viewer.id);
  const row = await conflictOnUnique(
    async () =>
      (
        await ctx.db
          .insert(connections)
          .values({ requesterId: viewer.id, receiverId: input.receiverId, message: input.message })
          .returning()
      )[0]!,
    ConnectionMessages.duplicate,
    'connections_active_pair_uq',
  );
  // One notification per pair a day: cancelling and sending again does not notify again.
  await ctx.notifications.notify({
    userId: input.receiverId,
    type: 'connection_request',
    template: 'connectionRequest',
    params: { name: viewer.name },
    actorId: viewer.id,
    actionUrl: '/connect?tab=requests',
    dedupeKey: `connection-request:${viewer.id}:${row.createdAt.toISOString().slice(0, 10)}`,
  });
  await announce(ctx, row);
  const other = (await party(ctx, viewer.id, input.receiverId))!;
  return { ...presentConnection(row), other };
}

/** Accept or decline (the receiver), cancel (the requester); only while pending. */
export async function update(
  ctx: ConnectionsContext,
  viewer: Viewer,
  id: string,
  action: 'accept' | 'decline' | 'cancel',
): Promise<Connection> {
  const [current] = await ctx.db.select().from(connections).where(eq(connections.id, id));
  if (!current || !isPartyTo(viewer, current)) throw notFound(ConnectionMessages.notFound);
  if (!canAnswerRequest(viewer, current, action))
    throw forbidden(action === 'cancel' ? ConnectionMessages.requesterOnly : ConnectionMessages.receiverOnly);
  const status = action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : 'cancelled';
  const [row] = await ctx.db
    .update(connections)
    .set({ status, updatedAt: new Date(), ...(status === 'accepted' ? { acceptedAt: new Date() } : {}) })
    .where(and(eq(connections.id, id), eq(connections.status, 'pending')))
    .returning();
  if (!row) throw badRequest(ConnectionMessages.notPending);
  if (status === 'accepted') {
    await ctx.notifications.notify({
      userId: row.requesterId,
      type: 'connection_accepted',
      template: 'connectionAccepted',
      params: { name: viewer.name },
      actorId: viewer.id,
      actionUrl: `/messages/${row.receiverId}`,
    });
  }
  await announce(ctx, row);
  const otherId = otherOf(viewer.id, row);
  return { ...presentConnection(row), other: (await party(ctx, viewer.id, otherId)) ?? absentParty(otherId) };
}

/** Blocks a member: any pending or accepted connection between the two ends, and nothing passes either way. */
export async function block(ctx: ConnectionsContext, viewer: Viewer, userId: string): Promise<void> {
  if (userId === viewer.id) throw badRequest(ConnectionMessages.blockSelf);
  if (!(await facts(ctx, userId)) && !(await party(ctx, viewer.id, userId)))
    throw notFound(ConnectionMessages.memberNotFound);
  await ctx.memberLimits.take(blocksPerHour, viewer.id);
  const ended = await ctx.db.transaction(async (tx) => {
    await tx.insert(memberBlocks).values({ blockerId: viewer.id, blockedId: userId }).onConflictDoNothing();
    return tx
      .update(connections)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(inArray(connections.status, ACTIVE), samePair(viewer.id, userId)))
      .returning();
  });
  for (const row of ended) await announce(ctx, row);
}

export async function unblock(ctx: ConnectionsContext, viewer: Viewer, userId: string): Promise<void> {
  await ctx.memberLimits.take(blocksPerHour, viewer.id);
  await ctx.db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, viewer.id), eq(memberBlocks.blockedId, userId)));
}

export async function updatePrivacy(
  ctx: ConnectionsContext,
  viewer: Viewer,
  change: z.output<typeof UpdatePrivacyBody>,
): Promise<PrivacySettings> {
  await ctx.accounts.updateSettings(viewer.id, change);
  return privacyOf(ctx, viewer.id);
}

/** Demo members' sample connections (seeded once). */
export async function seedSample(
  ctx: ConnectionsContext,
  pairs: { a: string; b: string; status: 'pending' | 'accepted'; message: string | null }[],
): Promise<number> {
  let n = 0;
  for (const p of pairs) {
    const inserted = await ctx.db
      .insert(connections)
      .values({
        requesterId: p.a,
        receiverId: p.b,
        status: p.status,
        message: p.message,
        acceptedAt: p.status === 'accepted' ? new Date() : null,
      })
      .onConflictDoNothing()
      .returning({ id: connections.id });
    n += inserted.length;
  }
  return n;
}
