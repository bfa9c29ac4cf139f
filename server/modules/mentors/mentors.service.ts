import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { CancerType, Role } from '../../../contracts/enums.js';
import { IndianState } from '../../../contracts/india.js';
import {
  MentorLanguages,
  MentorLimits,
  MentorMessages,
  MentorTreatments,
  type AdminMentorList,
  type AskBody,
  type MatchList,
  type MatchQuery,
  type MentorBadge,
  type MentorLanguage,
  type MentorMatch,
  type MentorRequest,
  type MentorRequestActionBody,
  type MentorRequestLists,
  type MentorRequestStatus,
  type MentorTreatment,
  type MyOffer,
  type Offer,
  type OfferBody,
  type OfferStatus,
} from '../../../contracts/mentors.js';
import type { Database, Transaction } from '../../db/client.js';
import { mentorOffers, mentorRequests } from '../../db/schema/mentors.js';
import { assertMayContribute, type Viewer } from '../../platform/access.js';
import { writeAudit } from '../../platform/audit.js';
import { conflictOnUnique } from '../../platform/db-errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { defineMemberLimit, HOUR_SECONDS, type MemberLimits } from '../../platform/member-limits.js';
import type { AccountsService } from '../accounts/index.js';
import type { ConnectionsService } from '../connections/index.js';
import type { MessagesService } from '../messages/index.js';
import type { NotificationsService } from '../notifications/index.js';
import type { ProfilesService } from '../profiles/index.js';
import {
  canAnswerMentorRequest,
  canEndMentorship,
  canMarkTrained,
  canOffer,
  canWithdrawMentorRequest,
} from './mentors.policy.js';

type OfferInput = z.output<typeof OfferBody>;
type MatchInput = z.output<typeof MatchQuery>;
type AskInput = z.output<typeof AskBody>;
type ActionInput = z.output<typeof MentorRequestActionBody>;

/** Offers read at a time (beyond the number asked for), closest first, before the members' own rules keep those the viewer may find. */
const MATCH_SLACK = 10;

const requestsPerHour = defineMemberLimit({
  name: 'mentor-request',
  max: MentorLimits.requestsPerHour,
  windowSeconds: HOUR_SECONDS,
  message: MentorMessages.rateLimited,
});

/** A list of names as a bit mask (bit i: the i-th value of the contract's list), and back. */
export const toMask = <T extends string>(all: readonly T[], values: readonly T[]) =>
  values.reduce((mask, v) => mask | (1 << all.indexOf(v)), 0);
export const fromMask = <T extends string>(all: readonly T[], mask: number): T[] =>
  all.filter((_, i) => (mask & (1 << i)) !== 0);
/** The number of bits two masks share, in SQL (both fit in 16 bits). */
const sharedBits = (column: unknown, mask: unknown) => sql<number>`bit_count((${column} & ${mask}::int)::bit(16))::int`;

const parseOr = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

type OfferRow = typeof mentorOffers.$inferSelect;
type RequestRow = typeof mentorRequests.$inferSelect;

const shapeOffer = (row: OfferRow): Offer => ({
  userId: row.userId,
  cancerType: parseOr(CancerType, row.cancerType, 'other'),
  subtype: row.subtype,
  treatments: fromMask<MentorTreatment>(MentorTreatments, row.treatmentMask),
  languages: fromMask<MentorLanguage>(MentorLanguages, row.languageMask),
  city: row.city,
  state: parseOr(IndianState.nullable(), row.state, null),
  capacity: row.capacity,
  activeMentees: row.activeMentees,
  note: row.note,
  status: row.status as OfferStatus,
  trained: row.trained,
  updatedAt: row.updatedAt.toISOString(),
});

export function createMentorsService(deps: {
  db: Database;
  memberLimits: MemberLimits;
  accounts: Pick<AccountsService, 'memberRelation'>;
  profiles: Pick<ProfilesService, 'profileRelation' | 'cardsByIds'>;
  connections: Pick<ConnectionsService, 'findableBy' | 'facts' | 'isBlocked' | 'connectAccepted'>;
  messages: Pick<MessagesService, 'open'>;
  notifications: Pick<NotificationsService, 'notify'>;
}) {
  const { db, connections, notifications } = deps;
  const member = deps.accounts.memberRelation('mentor_members');
  const profile = deps.profiles.profileRelation('mentor_profiles');
  const asker = deps.accounts.memberRelation('asker_members');
  const askerProfile = deps.profiles.profileRelation('asker_profiles');
  /** Not suspended now (a suspended or banned member is not offered). */
  const inGoodStanding = sql`${member.inGoodStanding}`;
  const mentorRole = sql`${member.role} in ('survivor', 'caregiver')`;

  /**
   * The match's two statements (the asker's own cancer type, then the others), prepared once: the
   * values change, the plan does not. One number per offer says how close it is; a batch of the
   * closest is joined to its members, each marked whether the asker may find them.
   */
  const matchStatements = (() => {
    const p = (name: string) => sql`${sql.placeholder(name)}`;
    const viewerId = p('viewerId');
    // The asker's role and cancer type, read inside the query (once: PostgreSQL runs them as init plans).
    const mine = {
      role: sql`coalesce((select ${asker.role} from ${asker} where ${asker.id} = ${viewerId}), ${p('viewerRole')}::text)`,
      cancerType: sql`coalesce((select ${askerProfile.cancerType} from ${askerProfile} where ${askerProfile.userId} = ${viewerId}), 'other')`,
    };
    const subtype = sql`${p('subtype')}::text`;
    const city = sql`${p('city')}::text`;
    const state = sql`${p('state')}::text`;
    const score = sql<number>`(
        (case when ${subtype} is not null and ${mentorOffers.cancerType} = ${p('cancerType')}::text and lower(coalesce(${mentorOffers.subtype}, '')) = ${subtype} then 524288 else 0 end)
        + ${sharedBits(mentorOffers.treatmentMask, p('treatmentMask'))} * 16384
        + ${sharedBits(mentorOffers.languageMask, p('languageMask'))} * 512
        + (case when ${city} is not null and lower(coalesce(${mentorOffers.city}, '')) = ${city} then 256
                when ${state} is not null and ${mentorOffers.state} = ${state} then 128 else 0 end)
        + (case when ${mentorOffers.trained} then 1 else 0 end))`;
    const statement = (name: string, tier: SQL) => {
      const ranked = db
        .select({
          userId: mentorOffers.userId,
          cancerType: mentorOffers.cancerType,
          subtype: mentorOffers.subtype,
          treatmentMask: mentorOffers.treatmentMask,
          languageMask: mentorOffers.languageMask,
          city: mentorOffers.city,
          state: mentorOffers.state,
          note: mentorOffers.note,
          trained: mentorOffers.trained,
          score: score.as('score'),
        })
        .from(mentorOffers)
        .where(
          and(
            sql`${mentorOffers.status} = 'active' and ${mentorOffers.activeMentees} < ${mentorOffers.capacity}`,
            sql`${mentorOffers.userId} <> ${viewerId}`,
            tier,
          ),
        )
        .orderBy(desc(score), mentorOffers.userId)
        .limit(sql.placeholder('batch'))
        .offset(sql.placeholder('offset'))
        .as('ranked');
      const findable = and(
        inGoodStanding,
        mentorRole,
        connections.findableBy(
          { id: viewerId, role: mine.role, cancerType: mine.cancerType },
          {
            id: ranked.userId,
            role: member.role,
            cancerType: profile.cancerType,
            discoverable: member.discoverable,
            bannedNow: member.bannedNow,
          },
        ),
      );
      return db
        .select({
          userId: ranked.userId,
          cancerType: ranked.cancerType,
          subtype: ranked.subtype,
          treatmentMask: ranked.treatmentMask,
          languageMask: ranked.languageMask,
          city: ranked.city,
          state: ranked.state,
          note: ranked.note,
          trained: ranked.trained,
          name: member.name,
          role: member.role,
          image: profile.profileImageUrl,
          findable: sql<boolean>`coalesce(${findable}, false)`,
          openRequestId: sql<
            string | null
          >`(select ${mentorRequests.id} from ${mentorRequests} where ${mentorRequests.mentorId} = ${ranked.userId} and ${mentorRequests.menteeId} = ${viewerId} and ${mentorRequests.status} in ('pending', 'accepted') limit 1)`,
        })
        .from(ranked)
        .innerJoin(member, eq(member.id, ranked.userId))
        .leftJoin(profile, eq(profile.userId, ranked.userId))
        .orderBy(desc(ranked.score), ranked.userId)
        .prepare(name);
    };
    const sameType = sql`${mentorOffers.cancerType} = ${p('cancerType')}::text`;
    const sameSubtype = sql`lower(coalesce(${mentorOffers.subtype}, '')) = ${subtype}`;
    return {
      sameType: statement('mentor_match_same_type', sameType),
      // With a subtype asked for, its offers are read first (they outrank the rest of their type), so
      // that a batch is ranked from them alone, not from every offer of the type.
      sameSubtype: statement('mentor_match_same_subtype', sql`${sameType} and ${sameSubtype}`),
      sameTypeOtherSubtypes: statement(
        'mentor_match_same_type_other_subtypes',
        sql`${sameType} and not (${sameSubtype})`,
      ),
      otherTypes: statement('mentor_match_other_types', sql`${mentorOffers.cancerType} <> ${p('cancerType')}::text`),
    };
  })();

  async function offerOf(userId: string, executor: Pick<Database, 'select'> = db): Promise<OfferRow | null> {
    const [row] = await executor.select().from(mentorOffers).where(eq(mentorOffers.userId, userId));
    return row ?? null;
  }

  /**
   * The offer of a mentor in good standing whom this viewer may find ("Who can find me", blocks),
   * or null: the same rule for asking and for the badge.
   */
  async function findableOffer(viewer: Viewer, mentorId: string): Promise<OfferRow | null> {
    const mine = (await connections.facts(viewer.id)) ?? { role: viewer.role, cancerType: 'other' };
    const [found] = await db
      .select({ offer: mentorOffers })
      .from(mentorOffers)
      .innerJoin(member, eq(member.id, mentorOffers.userId))
      .leftJoin(profile, eq(profile.userId, mentorOffers.userId))
      .where(
        and(
          eq(mentorOffers.userId, mentorId),
          inGoodStanding,
          mentorRole,
          connections.findableBy(
            // A role not said yet (null) shares no audience with anyone (decision 0062).
            { id: viewer.id, role: mine.role ?? sql`null::text`, cancerType: mine.cancerType },
            {
              id: mentorOffers.userId,
              role: member.role,
              cancerType: profile.cancerType,
              discoverable: member.discoverable,
              bannedNow: member.bannedNow,
            },
          ),
        ),
      );
    return found?.offer ?? null;
  }

  async function shapeRequests(viewer: Viewer, rows: RequestRow[]): Promise<MentorRequest[]> {
    const otherIds = rows.map((r) => (r.mentorId === viewer.id ? r.menteeId : r.mentorId));
    const cards = await deps.profiles.cardsByIds(otherIds);
    const trained = otherIds.length
      ? new Set(
          (
            await db
              .select({ id: mentorOffers.userId })
              .from(mentorOffers)
              .where(and(inArray(mentorOffers.userId, otherIds), eq(mentorOffers.trained, true)))
          ).map((r) => r.id),
        )
      : new Set<string>();
    return rows.map((r) => {
      const otherId = r.mentorId === viewer.id ? r.menteeId : r.mentorId;
      const card = cards.get(otherId);
      return {
        id: r.id,
        mentorId: r.mentorId,
        menteeId: r.menteeId,
        note: r.note,
        status: r.status as MentorRequestStatus,
        createdAt: r.createdAt.toISOString(),
        answeredAt: r.answeredAt?.toISOString() ?? null,
        endedAt: r.endedAt?.toISOString() ?? null,
        other: {
          id: otherId,
          fullName: card?.name ?? '',
          profileImageUrl: card?.profileImageUrl ?? null,
          trained: trained.has(otherId),
        },
        asMentor: r.mentorId === viewer.id,
      };
    });
  }

  /** Requests still pending to a mentor who stops offering are declined (quietly: no notice). */
  async function closePending(tx: Pick<Database, 'update'>, mentorId: string): Promise<void> {
    await tx
      .update(mentorRequests)
      .set({ status: 'declined', answeredAt: new Date() })
      .where(and(eq(mentorRequests.mentorId, mentorId), eq(mentorRequests.status, 'pending')));
  }

  return {
    async myOffer(viewer: Viewer): Promise<MyOffer> {
      const row = await offerOf(viewer.id);
      return { offer: row && row.status !== 'withdrawn' ? shapeOffer(row) : null, mayOffer: canOffer(viewer) };
    },

    /** Offers to mentor, or changes the offer (survivors and caregivers; an offer saved is active). */
    async saveOffer(viewer: Viewer, input: OfferInput): Promise<Offer> {
      assertMayContribute(viewer);
      if (!canOffer(viewer)) throw forbidden(MentorMessages.rolesOnly);
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
      const [row] = await db
        .insert(mentorOffers)
        .values({ userId: viewer.id, ...values })
        .onConflictDoUpdate({ target: mentorOffers.userId, set: values })
        .returning();
      return shapeOffer(row!);
    },

    /** Pauses the offer (no new requests; mentorships go on), or takes requests again. */
    async setStatus(viewer: Viewer, status: 'active' | 'paused'): Promise<Offer> {
      if (status === 'active' && !canOffer(viewer)) throw forbidden(MentorMessages.rolesOnly);
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(mentorOffers)
          .set({ status, updatedAt: new Date() })
          .where(and(eq(mentorOffers.userId, viewer.id), inArray(mentorOffers.status, ['active', 'paused'])))
          .returning();
        if (!updated) throw notFound(MentorMessages.noOffer);
        if (status === 'paused') await closePending(tx, viewer.id);
        return updated;
      });
      return shapeOffer(row);
    },

    /** Withdraws the offer: pending requests are declined; mentorships already under way go on until ended. */
    async withdraw(viewer: Viewer): Promise<void> {
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(mentorOffers)
          .set({ status: 'withdrawn', updatedAt: new Date() })
          .where(and(eq(mentorOffers.userId, viewer.id), inArray(mentorOffers.status, ['active', 'paused'])))
          .returning({ id: mentorOffers.userId });
        if (!updated) throw notFound(MentorMessages.noOffer);
        await closePending(tx, viewer.id);
      });
    },

    /**
     * The mentors who best match what the member is looking for, closest first: the same cancer type,
     * then the same subtype, then the most treatments in common, then languages, then place (the same
     * city, then the same state); trained mentors first among equals. The closeness is one number
     * per offer, computed in SQL over the offers that take people (a partial index); the offers are
     * read in that order a batch at a time, and each batch is joined to its members to keep those
     * the viewer may find (visibility.ts), in good standing and still a survivor or caregiver, until
     * enough are found. Nothing is loaded but a batch of the closest.
     */
    async match(viewer: Viewer, query: MatchInput): Promise<MatchList> {
      const subtype = query.subtype?.toLowerCase() ?? null;
      const city = query.city?.toLowerCase() ?? null;
      const found: MentorMatch[] = [];
      const batch = query.limit + MATCH_SLACK;
      // The same cancer type always comes first: those offers (an index holds them by type), then the
      // rest; within the type, the subtype asked for first.
      const tiers =
        subtype === null
          ? [matchStatements.sameType, matchStatements.otherTypes]
          : [matchStatements.sameSubtype, matchStatements.sameTypeOtherSubtypes, matchStatements.otherTypes];
      for (const statement of tiers)
        for (let offset = 0; found.length < query.limit; offset += batch) {
          const rows = await statement.execute({
            viewerId: viewer.id,
            viewerRole: viewer.role,
            cancerType: query.cancerType,
            subtype,
            treatmentMask: toMask(MentorTreatments, query.treatments),
            languageMask: toMask(MentorLanguages, query.languages),
            city,
            state: query.state,
            batch,
            offset,
          });
          for (const r of rows) {
            if (!r.findable || found.length >= query.limit) continue;
            const treatments = fromMask<MentorTreatment>(MentorTreatments, r.treatmentMask);
            const languages = fromMask<MentorLanguage>(MentorLanguages, r.languageMask);
            const sameCancerType = r.cancerType === query.cancerType;
            found.push({
              mentorId: r.userId,
              fullName: r.name,
              role: parseOr(Role, r.role, 'survivor'),
              profileImageUrl: r.image ?? null,
              cancerType: parseOr(CancerType, r.cancerType, 'other'),
              subtype: r.subtype,
              treatments,
              languages,
              city: r.city,
              state: parseOr(IndianState.nullable(), r.state, null),
              note: r.note,
              trained: r.trained,
              sameCancerType,
              sameSubtype: sameCancerType && subtype !== null && (r.subtype ?? '').toLowerCase() === subtype,
              sharedTreatments: treatments.filter((x) => query.treatments.includes(x)).length,
              sharedLanguages: languages.filter((x) => query.languages.includes(x)).length,
              place:
                city !== null && (r.city ?? '').toLowerCase() === city
                  ? 'city'
                  : query.state !== null && r.state === query.state
                    ? 'state'
                    : 'none',
              openRequestId: r.openRequestId ?? null,
            });
          }
          if (rows.length < batch) break;
        }
      return { items: found };
    },

    /**
     * Asks a mentor, with a note. Refused to oneself, across a block, to a mentor the member may not
     * find, who is not taking requests or is at capacity, and when the two already have an open
     * request or mentorship (the unique index decides between two sent at once).
     */
    async ask(viewer: Viewer, input: AskInput): Promise<MentorRequest> {
      assertMayContribute(viewer);
      if (input.mentorId === viewer.id) throw badRequest(MentorMessages.self);
      const found = await findableOffer(viewer, input.mentorId);
      if (!found || found.status === 'withdrawn') throw notFound(MentorMessages.mentorNotFound);
      if (found.status !== 'active') throw conflict(MentorMessages.notTaking);
      if (found.activeMentees >= found.capacity) throw conflict(MentorMessages.atCapacity);
      await deps.memberLimits.take(requestsPerHour, viewer.id);
      const row = await conflictOnUnique(
        async () =>
          (
            await db
              .insert(mentorRequests)
              .values({ mentorId: input.mentorId, menteeId: viewer.id, note: input.note })
              .returning()
          )[0]!,
        MentorMessages.alreadyAsked,
        'mentor_requests_open_pair_uq',
      );
      await notifications.notify({
        userId: input.mentorId,
        type: 'connection_request',
        kind: 'connections',
        template: 'mentorRequest',
        params: { name: viewer.name },
        actorId: viewer.id,
        actionUrl: '/mentors?tab=requests',
        dedupeKey: `mentor-request:${row.id}`,
      });
      return (await shapeRequests(viewer, [row]))[0]!;
    },

    /** Open requests in and out, and the viewer's active mentorships (as mentor and as mentee). */
    async lists(viewer: Viewer): Promise<MentorRequestLists> {
      const rows = await db
        .select()
        .from(mentorRequests)
        .where(
          and(
            inArray(mentorRequests.status, ['pending', 'accepted']),
            or(eq(mentorRequests.mentorId, viewer.id), eq(mentorRequests.menteeId, viewer.id)),
          ),
        )
        .orderBy(desc(mentorRequests.createdAt))
        .limit(100);
      const shaped = await shapeRequests(viewer, rows);
      return {
        incoming: shaped.filter((r) => r.status === 'pending' && r.asMentor),
        outgoing: shaped.filter((r) => r.status === 'pending' && !r.asMentor),
        mentorships: shaped.filter((r) => r.status === 'accepted'),
      };
    },

    /**
     * Accept or decline (the mentor), withdraw (the asker), end (either). Accepting re-checks the
     * mentor's room under a lock on their offer, and in the same transaction counts the mentee in and
     * connects the two; the mentee's note then opens their conversation in Messages. Ending frees the
     * mentor's place; the reason stays with the one who gave it, and the other gets a gentle notice.
     */
    async act(viewer: Viewer, id: string, input: ActionInput): Promise<MentorRequest> {
      const [current] = await db.select().from(mentorRequests).where(eq(mentorRequests.id, id));
      if (!current || (current.mentorId !== viewer.id && current.menteeId !== viewer.id))
        throw notFound(MentorMessages.requestNotFound);
      const now = new Date();
      if (input.action === 'accept') {
        if (!canAnswerMentorRequest(viewer, current)) throw forbidden(MentorMessages.mentorOnly);
        if (await connections.isBlocked(current.mentorId, current.menteeId))
          throw notFound(MentorMessages.requestNotFound);
        const { row, announce } = await db.transaction(async (tx) => {
          const [offer] = await tx
            .select()
            .from(mentorOffers)
            .where(eq(mentorOffers.userId, current.mentorId))
            .for('update');
          const [accepted] = await tx
            .update(mentorRequests)
            .set({ status: 'accepted', answeredAt: now })
            .where(and(eq(mentorRequests.id, id), eq(mentorRequests.status, 'pending')))
            .returning();
          if (!accepted) throw badRequest(MentorMessages.notPending);
          if (!offer || offer.activeMentees >= offer.capacity) throw conflict(MentorMessages.atCapacity);
          await tx
            .update(mentorOffers)
            .set({ activeMentees: sql`${mentorOffers.activeMentees} + 1` })
            .where(eq(mentorOffers.userId, current.mentorId));
          const connected = await connections.connectAccepted(current.mentorId, current.menteeId, tx);
          return { row: accepted, announce: connected.announce };
        });
        await announce();
        const mentee = (await deps.profiles.cardsByIds([current.menteeId])).get(current.menteeId);
        await deps.messages.open({ id: current.menteeId, name: mentee?.name ?? '' }, current.mentorId, current.note);
        await notifications.notify({
          userId: current.menteeId,
          type: 'connection_accepted',
          kind: 'connections',
          template: 'mentorAccepted',
          params: { name: viewer.name },
          actorId: viewer.id,
          actionUrl: `/messages/${current.mentorId}`,
        });
        return (await shapeRequests(viewer, [row]))[0]!;
      }
      if (input.action === 'decline' || input.action === 'withdraw') {
        if (input.action === 'decline' && !canAnswerMentorRequest(viewer, current))
          throw forbidden(MentorMessages.mentorOnly);
        if (input.action === 'withdraw' && !canWithdrawMentorRequest(viewer, current))
          throw forbidden(MentorMessages.askerOnly);
        const [row] = await db
          .update(mentorRequests)
          .set({ status: input.action === 'decline' ? 'declined' : 'withdrawn', answeredAt: now })
          .where(and(eq(mentorRequests.id, id), eq(mentorRequests.status, 'pending')))
          .returning();
        if (!row) throw badRequest(MentorMessages.notPending);
        if (input.action === 'decline')
          await notifications.notify({
            userId: current.menteeId,
            type: 'system',
            kind: 'connections',
            template: 'mentorDeclined',
            params: { name: viewer.name },
            actorId: viewer.id,
            actionUrl: '/mentors',
          });
        return (await shapeRequests(viewer, [row]))[0]!;
      }
      // end
      if (!canEndMentorship(viewer, current)) throw notFound(MentorMessages.requestNotFound);
      const row = await db.transaction(async (tx) => {
        const [ended] = await tx
          .update(mentorRequests)
          .set({ status: 'ended', endedAt: now, endedBy: viewer.id, endReason: input.reason })
          .where(and(eq(mentorRequests.id, id), eq(mentorRequests.status, 'accepted')))
          .returning();
        if (!ended) throw badRequest(MentorMessages.notActive);
        await tx
          .update(mentorOffers)
          .set({ activeMentees: sql`greatest(${mentorOffers.activeMentees} - 1, 0)` })
          .where(eq(mentorOffers.userId, current.mentorId));
        return ended;
      });
      const otherId = current.mentorId === viewer.id ? current.menteeId : current.mentorId;
      await notifications.notify({
        userId: otherId,
        type: 'system',
        kind: 'connections',
        template: 'mentorshipEnded',
        params: { name: viewer.name },
        actorId: viewer.id,
        actionUrl: '/mentors',
      });
      return (await shapeRequests(viewer, [row]))[0]!;
    },

    /**
     * Whether a member offers to mentor, and is trained (the badge on their profile). Only a viewer
     * who may find the member (the match's rule: no block either way, their 'Who can find me' choice)
     * learns it, and only while the mentor is in good standing, as when asking; anyone else hears
     * 'not offering', as if there were nothing to tell.
     */
    async badge(viewer: Viewer, userId: string): Promise<MentorBadge> {
      const own = userId === viewer.id;
      const row = own ? await offerOf(userId) : await findableOffer(viewer, userId);
      const offering = row?.status === 'active';
      const trained = row ? row.trained && row.status !== 'withdrawn' : false;
      if (!row || !offering || own) return { offering, trained, canAsk: false, request: 'none' };
      // The profile asks in one step: whether the viewer already has a request or mentorship open with them.
      const [open] = await db
        .select({ status: mentorRequests.status })
        .from(mentorRequests)
        .where(
          and(
            eq(mentorRequests.mentorId, userId),
            eq(mentorRequests.menteeId, viewer.id),
            inArray(mentorRequests.status, ['pending', 'accepted']),
          ),
        )
        .limit(1);
      const request = open?.status === 'pending' || open?.status === 'accepted' ? open.status : 'none';
      return { offering, trained, canAsk: request === 'none' && row.activeMentees < row.capacity, request };
    },

    /** The administrators' list of offers, newest change first. */
    async adminList(): Promise<AdminMentorList> {
      const rows = await db
        .select({
          offer: mentorOffers,
          name: member.name,
          email: member.email,
          role: member.role,
        })
        .from(mentorOffers)
        .innerJoin(member, eq(member.id, mentorOffers.userId))
        .orderBy(desc(mentorOffers.updatedAt))
        .limit(500);
      return {
        items: rows.map((r) => ({
          userId: r.offer.userId,
          fullName: r.name,
          email: r.email,
          role: parseOr(Role, r.role, 'patient'),
          cancerType: parseOr(CancerType, r.offer.cancerType, 'other'),
          status: r.offer.status as OfferStatus,
          capacity: r.offer.capacity,
          activeMentees: r.offer.activeMentees,
          trained: r.offer.trained,
          updatedAt: r.offer.updatedAt.toISOString(),
        })),
      };
    },

    /** Marks a mentor trained, or not (administrators; audited). */
    async setTrained(viewer: Viewer, userId: string, trained: boolean): Promise<Offer> {
      if (!canMarkTrained(viewer)) throw forbidden(MentorMessages.mentorNotFound);
      const row = await db.transaction(async (tx) => {
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
      return shapeOffer(row);
    },

    /** Erasure: the member's offer goes and their mentees' places with it; as a mentee, the mentor's place is freed. */
    async erase(tx: Transaction, userId: string): Promise<Set<string>> {
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
      for (const { mentorId } of asMentee)
        await tx
          .update(mentorOffers)
          .set({ activeMentees: sql`greatest(${mentorOffers.activeMentees} - 1, 0)` })
          .where(eq(mentorOffers.userId, mentorId));
      await tx
        .delete(mentorRequests)
        .where(or(eq(mentorRequests.menteeId, userId), eq(mentorRequests.mentorId, userId)));
      await tx.delete(mentorOffers).where(eq(mentorOffers.userId, userId));
      await tx.update(mentorRequests).set({ endedBy: null }).where(eq(mentorRequests.endedBy, userId));
      await tx.update(mentorOffers).set({ trainedBy: null }).where(eq(mentorOffers.trainedBy, userId));
      return new Set(others.map((o) => (o.mentorId === userId ? o.menteeId : o.mentorId)));
    },

    /** What a member's copy holds: their offer, and the requests they sent and received. */
    async exportOf(userId: string) {
      const offer = await offerOf(userId);
      const requests = await db
        .select()
        .from(mentorRequests)
        .where(or(eq(mentorRequests.menteeId, userId), eq(mentorRequests.mentorId, userId)))
        .orderBy(mentorRequests.createdAt);
      return {
        offer: offer ? shapeOffer(offer) : null,
        requests: requests.map((r) => ({
          id: r.id,
          role: r.mentorId === userId ? 'mentor' : 'mentee',
          note: r.note,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
          answeredAt: r.answeredAt?.toISOString() ?? null,
          endedAt: r.endedAt?.toISOString() ?? null,
          // Only the reason the member gave themselves.
          endReason: r.endedBy === userId ? r.endReason : null,
        })),
      };
    },

    /** Demo offers (seeded once). */
    async seedSample(offers: (OfferInput & { userId: string; trained: boolean })[]): Promise<number> {
      let n = 0;
      for (const o of offers) {
        const inserted = await db
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
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(mentorOffers);
      return Number(row?.n ?? 0);
    },
  };
}

export type MentorsService = ReturnType<typeof createMentorsService>;
