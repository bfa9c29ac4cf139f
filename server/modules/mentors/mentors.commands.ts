// Commands: what the mentors module changes, each a function of the service's context (decision 0069).
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MentorLanguages,
  MentorLimits,
  MentorMessages,
  MentorTreatments,
  type AskBody,
  type MentorRequest,
  type MentorRequestActionBody,
  type Offer,
  type OfferBody,
} from '../../../contracts/mentors.js';
import type { Database, Transaction } from '../../db/client.js';
import { mentorOffers, mentorRequests } from '../../db/schema/mentors.js';
import { assertMayContribute, type Viewer } from '../../platform/access.js';
import { writeAudit } from '../../platform/audit.js';
import { conflictOnUnique } from '../../platform/db-errors.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { defineMemberLimit, HOUR_SECONDS } from '../../platform/member-limits.js';
import type { MentorsContext } from './mentors.context.js';
import { canEndMentorship, mentorRules } from './mentors.policy.js';
import { authorize } from '../../platform/authorize.js';
import { otherMemberOf, presentOffer, toMask, type RequestRow } from './mentors.presenters.js';
import { findableOffer, requestsFor } from './mentors.queries.js';

type OfferInput = z.output<typeof OfferBody>;
type AskInput = z.output<typeof AskBody>;
type ActionInput = z.output<typeof MentorRequestActionBody>;

const requestsPerHour = defineMemberLimit({
  name: 'mentor-request',
  max: MentorLimits.requestsPerHour,
  windowSeconds: HOUR_SECONDS,
  message: MentorMessages.rateLimited,
});

const presentOne = async (ctx: MentorsContext, viewer: Viewer, row: RequestRow): Promise<MentorRequest> =>
  (await requestsFor(ctx, viewer, [row]))[0]!;

/** Requests still pending to a mentor who stops offering are declined (quietly: no notice). */
async function closePending(tx: Pick<Database, 'update'>, mentorId: string): Promise<void> {
  await tx
    .update(mentorRequests)
    .set({ status: 'declined', answeredAt: new Date() })
    .where(and(eq(mentorRequests.mentorId, mentorId), eq(mentorRequests.status, 'pending')));
}

/** A mentor's place freed (never below none). */
async function freePlace(tx: Pick<Database, 'update'>, mentorId: string): Promise<void> {
  await tx
    .update(mentorOffers)
    .set({ activeMentees: sql`greatest(${mentorOffers.activeMentees} - 1, 0)` })
    .where(eq(mentorOffers.userId, mentorId));
}

/** Offers to mentor, or changes the offer (survivors and caregivers; an offer saved is active). */
export async function saveOffer(ctx: MentorsContext, viewer: Viewer, input: OfferInput): Promise<Offer> {
  assertMayContribute(viewer);
  authorize(viewer, mentorRules.offer);
  const values = {
    cancerType: input.cancerType,
    subtype: input.subtype,
    treatmentMask: toMask(MentorTreatments, input.treatments),
    languageMask: toMask(MentorLanguages, input.languages),
    city: input.city,
    state: input.state,
    capacity: input.capacity,
    note: input.note,
    status: 'active',
    updatedAt: new Date(),
  };
  const [row] = await ctx.db
    .insert(mentorOffers)
    .values({ userId: viewer.id, ...values })
    .onConflictDoUpdate({ target: mentorOffers.userId, set: values })
    .returning();
  return presentOffer(row!);
}

/** Pauses the offer (no new requests; mentorships go on), or takes requests again. */
export async function setStatus(ctx: MentorsContext, viewer: Viewer, status: 'active' | 'paused'): Promise<Offer> {
  if (status === 'active') authorize(viewer, mentorRules.offer);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(mentorOffers)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(mentorOffers.userId, viewer.id), inArray(mentorOffers.status, ['active', 'paused'])))
      .returning();
    if (!updated) throw notFound(MentorMessages.noOffer);
    if (status === 'paused') await closePending(tx, viewer.id);
    return updated;
  });
  return presentOffer(row);
}

/** Withdraws the offer: pending requests are declined; mentorships already under way go on until ended. */
export async function withdraw(ctx: MentorsContext, viewer: Viewer): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(mentorOffers)
      .set({ status: 'withdrawn', updatedAt: new Date() })
      .where(and(eq(mentorOffers.userId, viewer.id), inArray(mentorOffers.status, ['active', 'paused'])))
      .returning({ id: mentorOffers.userId });
    if (!updated) throw notFound(MentorMessages.noOffer);
    await closePending(tx, viewer.id);
  });
}

/**
 * Asks a mentor, with a note. Refused to oneself, across a block, to a mentor the member may not
 * find, who is not taking requests or is at capacity, and when the two already have an open
 * request or mentorship (the unique index decides between two sent at once).
 */
export async function ask(ctx: MentorsContext, viewer: Viewer, input: AskInput): Promise<MentorRequest> {
  assertMayContribute(viewer);
  if (input.mentorId === viewer.id) throw badRequest(MentorMessages.self);
  const found = await findableOffer(ctx, viewer, input.mentorId);
  if (!found || found.status === 'withdrawn') throw notFound(MentorMessages.mentorNotFound);
  if (found.status !== 'active') throw conflict(MentorMessages.notTaking);
  if (found.activeMentees >= found.capacity) throw conflict(MentorMessages.atCapacity);
  await ctx.memberLimits.take(requestsPerHour, viewer.id);
  const row = await conflictOnUnique(
    async () =>
      (
        await ctx.db
          .insert(mentorRequests)
          .values({ mentorId: input.mentorId, menteeId: viewer.id, note: input.note })
          .returning()
      )[0]!,
    MentorMessages.alreadyAsked,
    'mentor_requests_open_pair_uq',
  );
  await ctx.notifications.notify({
    userId: input.mentorId,
    type: 'connection_request',
    kind: 'connections',
    template: 'mentorRequest',
    params: { name: viewer.name },
    actorId: viewer.id,
    actionUrl: '/mentors?tab=requests',
    dedupeKey: `mentor-request:${row.id}`,
  });
  return presentOne(ctx, viewer, row);
}

/**
 * The mentor accepts: their room is re-checked under a lock on their offer, and in the same
 * transaction the mentee is counted in and the two connected; the mentee's note then opens their
 * conversation in Messages.
 */
async function accept(ctx: MentorsContext, viewer: Viewer, current: RequestRow): Promise<MentorRequest> {
  authorize(viewer, mentorRules.answer, current);
  if (await ctx.connections.isBlocked(current.mentorId, current.menteeId))
    throw notFound(MentorMessages.requestNotFound);
  const { row, announce } = await ctx.db.transaction(async (tx) => {
    const [offer] = await tx.select().from(mentorOffers).where(eq(mentorOffers.userId, current.mentorId)).for('update');
    const [accepted] = await tx
      .update(mentorRequests)
      .set({ status: 'accepted', answeredAt: new Date() })
      .where(and(eq(mentorRequests.id, current.id), eq(mentorRequests.status, 'pending')))
      .returning();
    if (!accepted) throw badRequest(MentorMessages.notPending);
    if (!offer || offer.activeMentees >= offer.capacity) throw conflict(MentorMessages.atCapacity);
    await tx
      .update(mentorOffers)
      .set({ activeMentees: sql`${mentorOffers.activeMentees} + 1` })
      .where(eq(mentorOffers.userId, current.mentorId));
    const connected = await ctx.connections.connectAccepted(current.mentorId, current.menteeId, tx);
    return { row: accepted, announce: connected.announce };
  });
  await announce();
  const mentee = (await ctx.profiles.cardsByIds([current.menteeId])).get(current.menteeId);
  await ctx.messages.open({ id: current.menteeId, name: mentee?.name ?? '' }, current.mentorId, current.note);
  await ctx.notifications.notify({
    userId: current.menteeId,
    type: 'connection_accepted',
    kind: 'connections',
    template: 'mentorAccepted',
    params: { name: viewer.name },
    actorId: viewer.id,
    actionUrl: `/messages/${current.mentorId}`,
  });
  return presentOne(ctx, viewer, row);
}

/** The mentor declines (the asker hears of it) or the asker withdraws a request still pending. */
async function closeRequest(
  ctx: MentorsContext,
  viewer: Viewer,
  current: RequestRow,
  action: 'decline' | 'withdraw',
): Promise<MentorRequest> {
  if (action === 'decline') authorize(viewer, mentorRules.answer, current);
  if (action === 'withdraw') authorize(viewer, mentorRules.withdraw, current);
  const [row] = await ctx.db
    .update(mentorRequests)
    .set({ status: action === 'decline' ? 'declined' : 'withdrawn', answeredAt: new Date() })
    .where(and(eq(mentorRequests.id, current.id), eq(mentorRequests.status, 'pending')))
    .returning();
  if (!row) throw badRequest(MentorMessages.notPending);
  if (action === 'decline')
    await ctx.notifications.notify({
      userId: current.menteeId,
      type: 'system',
      kind: 'connections',
      template: 'mentorDeclined',
      params: { name: viewer.name },
      actorId: viewer.id,
      actionUrl: '/mentors',
    });
  return presentOne(ctx, viewer, row);
}

/** Either ends a mentorship: the mentor's place is freed, the reason stays with the one who gave it, and the other gets a gentle notice. */
async function endMentorship(
  ctx: MentorsContext,
  viewer: Viewer,
  current: RequestRow,
  reason: ActionInput['reason'],
): Promise<MentorRequest> {
  if (!canEndMentorship(viewer, current)) throw notFound(MentorMessages.requestNotFound);
  const row = await ctx.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(mentorRequests)
      .set({ status: 'ended', endedAt: new Date(), endedBy: viewer.id, endReason: reason })
      .where(and(eq(mentorRequests.id, current.id), eq(mentorRequests.status, 'accepted')))
      .returning();
    if (!ended) throw badRequest(MentorMessages.notActive);
    await freePlace(tx, current.mentorId);
    return ended;
  });
  await ctx.notifications.notify({
    userId: otherMemberOf(viewer, current),
    type: 'system',
    kind: 'connections',
    template: 'mentorshipEnded',
    params: { name: viewer.name },
    actorId: viewer.id,
    actionUrl: '/mentors',
  });
  return presentOne(ctx, viewer, row);
}

/** Accept or decline (the mentor), withdraw (the asker), end (either), on a request the viewer is party to. */
export async function act(ctx: MentorsContext, viewer: Viewer, id: string, input: ActionInput): Promise<MentorRequest> {
  const [current] = await ctx.db.select().from(mentorRequests).where(eq(mentorRequests.id, id));
  if (!current || (current.mentorId !== viewer.id && current.menteeId !== viewer.id))
    throw notFound(MentorMessages.requestNotFound);
  if (input.action === 'accept') return accept(ctx, viewer, current);
  if (input.action === 'decline' || input.action === 'withdraw')
    return closeRequest(ctx, viewer, current, input.action);
  return endMentorship(ctx, viewer, current, input.reason);
}

/** Marks a mentor trained, or not (administrators; audited). */
export async function setTrained(
  ctx: MentorsContext,
  viewer: Viewer,
  userId: string,
  trained: boolean,
): Promise<Offer> {
  authorize(viewer, mentorRules.markTrained);
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(mentorOffers)
      .set({ trained, trainedBy: trained ? viewer.id : null })
      .where(eq(mentorOffers.userId, userId))
      .returning();
    if (!updated) throw notFound(MentorMessages.mentorNotFound);
    await writeAudit(tx, {
      action: trained ? 'mentor_trained' : 'mentor_training_removed',
      adminId: viewer.id,
      targetUserId: userId,
    });
    return updated;
  });
  return presentOffer(row);
}

/** Erasure: the member's offer goes and their mentees' places with it; as a mentee, the mentor's place is freed. */
export async function erase(tx: Transaction, userId: string): Promise<Set<string>> {
  // Everyone the member asked or was asked by: their notices naming the member go too.
  const others = await tx
    .select({ mentorId: mentorRequests.mentorId, menteeId: mentorRequests.menteeId })
    .from(mentorRequests)
    .where(or(eq(mentorRequests.menteeId, userId), eq(mentorRequests.mentorId, userId)));
  const asMentee = await tx
    .update(mentorRequests)
    .set({ status: 'ended', endedAt: new Date() })
    .where(and(eq(mentorRequests.menteeId, userId), eq(mentorRequests.status, 'accepted')))
    .returning({ mentorId: mentorRequests.mentorId });
  for (const { mentorId } of asMentee) await freePlace(tx, mentorId);
  await tx.delete(mentorRequests).where(or(eq(mentorRequests.menteeId, userId), eq(mentorRequests.mentorId, userId)));
  await tx.delete(mentorOffers).where(eq(mentorOffers.userId, userId));
  await tx.update(mentorRequests).set({ endedBy: null }).where(eq(mentorRequests.endedBy, userId));
  await tx.update(mentorOffers).set({ trainedBy: null }).where(eq(mentorOffers.trainedBy, userId));
  return new Set(others.map((o) => (o.mentorId === userId ? o.menteeId : o.mentorId)));
}

/** Demo offers (seeded once). */
export async function seedSample(
  ctx: MentorsContext,
  offers: (OfferInput & { userId: string; trained: boolean })[],
): Promise<number> {
  let n = 0;
  for (const o of offers) {
    const inserted = await ctx.db
      .insert(mentorOffers)
      .values({
        userId: o.userId,
        cancerType: o.cancerType,
        subtype: o.subtype,
        treatmentMask: toMask(MentorTreatments, o.treatments),
        languageMask: toMask(MentorLanguages, o.languages),
        city: o.city,
        state: o.state,
        capacity: o.capacity,
        note: o.note,
        trained: o.trained,
      })
      .onConflictDoNothing()
      .returning({ id: mentorOffers.userId });
    n += inserted.length;
  }
  return n;
}
