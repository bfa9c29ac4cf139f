// Queries: what the mentors module reads, each a function of the service's context (decision 0069).
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MentorLanguages,
  MentorTreatments,
  type AdminMentorList,
  type MatchList,
  type MatchQuery,
  type MentorBadge,
  type MentorMatch,
  type MentorRequest,
  type MentorRequestLists,
  type MyOffer,
} from '../../../contracts/mentors.js';
import type { Database } from '../../db/client.js';
import { mentorOffers, mentorRequests } from '../../db/schema/mentors.js';
import type { Viewer } from '../../platform/access.js';
import type { MentorsContext } from './mentors.context.js';
import { canOffer } from './mentors.policy.js';
import {
  otherMemberOf,
  presentAdminOffer,
  presentExportedRequest,
  presentMatch,
  presentOffer,
  presentRequest,
  toMask,
  type OfferRow,
  type RequestRow,
} from './mentors.presenters.js';

type MatchInput = z.output<typeof MatchQuery>;

/** Offers read at a time (beyond the number asked for), closest first, before the members' own rules keep those the viewer may find. */
const MATCH_SLACK = 10;

/** The number of bits two masks share, in SQL (both fit in 16 bits). */
const sharedBits = (column: unknown, mask: unknown) => sql<number>`bit_count((${column} & ${mask}::int)::bit(16))::int`;
const placeholder = (name: string) => sql`${sql.placeholder(name)}`;

/** One number per offer says how close it is to what was asked for. */
function matchScore() {
  const subtype = sql`${placeholder('subtype')}::text`;
  const city = sql`${placeholder('city')}::text`;
  const state = sql`${placeholder('state')}::text`;
  return sql<number>`(
        (case when ${subtype} is not null and ${mentorOffers.cancerType} = ${placeholder('cancerType')}::text and lower(coalesce(${mentorOffers.subtype}, '')) = ${subtype} then 524288 else 0 end)
        + ${sharedBits(mentorOffers.treatmentMask, placeholder('treatmentMask'))} * 16384
        + ${sharedBits(mentorOffers.languageMask, placeholder('languageMask'))} * 512
        + (case when ${city} is not null and lower(coalesce(${mentorOffers.city}, '')) = ${city} then 256
                when ${state} is not null and ${mentorOffers.state} = ${state} then 128 else 0 end)
        + (case when ${mentorOffers.trained} then 1 else 0 end))`;
}

/** A batch of the closest offers of one tier, as a subquery. */
function rankedOffers(ctx: MentorsContext, tier: SQL) {
  const score = matchScore();
  return ctx.db
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
        sql`${mentorOffers.userId} <> ${placeholder('viewerId')}`,
        tier,
      ),
    )
    .orderBy(desc(score), mentorOffers.userId)
    .limit(sql.placeholder('batch'))
    .offset(sql.placeholder('offset'))
    .as('ranked');
}

/** One tier's statement: a batch of the closest joined to its members, each marked whether the asker may find them. */
function matchStatement(ctx: MentorsContext, name: string, tier: SQL) {
  const { db, member, profile, asker, askerProfile } = ctx;
  const viewerId = placeholder('viewerId');
  // The asker's role and cancer type, read inside the query (once: PostgreSQL runs them as init plans).
  const mine = {
    role: sql`coalesce((select ${asker.role} from ${asker} where ${asker.id} = ${viewerId}), ${placeholder('viewerRole')}::text)`,
    cancerType: sql`coalesce((select ${askerProfile.cancerType} from ${askerProfile} where ${askerProfile.userId} = ${viewerId}), 'other')`,
  };
  const ranked = rankedOffers(ctx, tier);
  const findable = and(
    ctx.inGoodStanding,
    ctx.mentorRole,
    ctx.connections.findableBy(
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
}

/**
 * The match's statements (the asker's own cancer type, then the others), prepared once: the values
 * change, the plan does not.
 */
export function prepareMatchStatements(ctx: MentorsContext) {
  const sameType = sql`${mentorOffers.cancerType} = ${placeholder('cancerType')}::text`;
  const sameSubtype = sql`lower(coalesce(${mentorOffers.subtype}, '')) = ${placeholder('subtype')}::text`;
  return {
    sameType: matchStatement(ctx, 'mentor_match_same_type', sameType),
    // With a subtype asked for, its offers are read first (they outrank the rest of their type), so
    // that a batch is ranked from them alone, not from every offer of the type.
    sameSubtype: matchStatement(ctx, 'mentor_match_same_subtype', sql`${sameType} and ${sameSubtype}`),
    sameTypeOtherSubtypes: matchStatement(
      ctx,
      'mentor_match_same_type_other_subtypes',
      sql`${sameType} and not (${sameSubtype})`,
    ),
    otherTypes: matchStatement(
      ctx,
      'mentor_match_other_types',
      sql`${mentorOffers.cancerType} <> ${placeholder('cancerType')}::text`,
    ),
  };
}

export type MatchStatements = ReturnType<typeof prepareMatchStatements>;

export async function offerOf(
  ctx: MentorsContext,
  userId: string,
  executor: Pick<Database, 'select'> = ctx.db,
): Promise<OfferRow | null> {
  const [row] = await executor.select().from(mentorOffers).where(eq(mentorOffers.userId, userId));
  return row ?? null;
}

/**
 * The offer of a mentor in good standing whom this viewer may find ("Who can find me", blocks),
 * or null: the same rule for asking and for the badge.
 */
export async function findableOffer(ctx: MentorsContext, viewer: Viewer, mentorId: string): Promise<OfferRow | null> {
  const { db, member, profile } = ctx;
  const mine = (await ctx.connections.facts(viewer.id)) ?? { role: viewer.role, cancerType: 'other' };
  const [found] = await db
    .select({ offer: mentorOffers })
    .from(mentorOffers)
    .innerJoin(member, eq(member.id, mentorOffers.userId))
    .leftJoin(profile, eq(profile.userId, mentorOffers.userId))
    .where(
      and(
        eq(mentorOffers.userId, mentorId),
        ctx.inGoodStanding,
        ctx.mentorRole,
        ctx.connections.findableBy(
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

/** Requests as the viewer sees them: the other member's card, and whether they are a trained mentor. */
export async function requestsFor(ctx: MentorsContext, viewer: Viewer, rows: RequestRow[]): Promise<MentorRequest[]> {
  const otherIds = rows.map((r) => otherMemberOf(viewer, r));
  const cards = await ctx.profiles.cardsByIds(otherIds);
  const trained = otherIds.length
    ? new Set(
        (
          await ctx.db
            .select({ id: mentorOffers.userId })
            .from(mentorOffers)
            .where(and(inArray(mentorOffers.userId, otherIds), eq(mentorOffers.trained, true)))
        ).map((r) => r.id),
      )
    : new Set<string>();
  return rows.map((r) => {
    const otherId = otherMemberOf(viewer, r);
    const card = cards.get(otherId);
    return presentRequest(viewer, r, {
      fullName: card?.name ?? '',
      profileImageUrl: card?.profileImageUrl ?? null,
      trained: trained.has(otherId),
    });
  });
}

export async function myOffer(ctx: MentorsContext, viewer: Viewer): Promise<MyOffer> {
  const row = await offerOf(ctx, viewer.id);
  return { offer: row && row.status !== 'withdrawn' ? presentOffer(row) : null, mayOffer: canOffer(viewer) };
}

/**
 * The mentors who best match what the member is looking for, closest first: the same cancer type,
 * then the same subtype, then the most treatments in common, then languages, then place (the same
 * city, then the same state); trained mentors first among equals. The closeness is one number
 * per offer, computed in SQL over the offers that take people (a partial index); the offers are
 * read in that order a batch at a time, and each batch is joined to its members to keep those
 * the viewer may find (visibility.ts), in good standing and still a survivor or caregiver, until
 * enough are found. Nothing is loaded but a batch of the closest.
 */
export async function match(
  ctx: MentorsContext,
  statements: MatchStatements,
  viewer: Viewer,
  query: MatchInput,
): Promise<MatchList> {
  const subtype = query.subtype?.toLowerCase() ?? null;
  const city = query.city?.toLowerCase() ?? null;
  const found: MentorMatch[] = [];
  const batch = query.limit + MATCH_SLACK;
  // The same cancer type always comes first: those offers (an index holds them by type), then the
  // rest; within the type, the subtype asked for first.
  const tiers =
    subtype === null
      ? [statements.sameType, statements.otherTypes]
      : [statements.sameSubtype, statements.sameTypeOtherSubtypes, statements.otherTypes];
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
        found.push(presentMatch(r, query, subtype, city));
      }
      if (rows.length < batch) break;
    }
  return { items: found };
}

/** Open requests in and out, and the viewer's active mentorships (as mentor and as mentee). */
export async function lists(ctx: MentorsContext, viewer: Viewer): Promise<MentorRequestLists> {
  const rows = await ctx.db
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
  const shaped = await requestsFor(ctx, viewer, rows);
  return {
    incoming: shaped.filter((r) => r.status === 'pending' && r.asMentor),
    outgoing: shaped.filter((r) => r.status === 'pending' && !r.asMentor),
    mentorships: shaped.filter((r) => r.status === 'accepted'),
  };
}

/**
 * Whether a member offers to mentor, and is trained (the badge on their profile). Only a viewer
 * who may find the member (the match's rule: no block either way, their 'Who can find me' choice)
 * learns it, and only while the mentor is in good standing, as when asking; anyone else hears
 * 'not offering', as if there were nothing to tell.
 */
export async function badge(ctx: MentorsContext, viewer: Viewer, userId: string): Promise<MentorBadge> {
  const own = userId === viewer.id;
  const row = own ? await offerOf(ctx, userId) : await findableOffer(ctx, viewer, userId);
  const offering = row?.status === 'active';
  const trained = row ? row.trained && row.status !== 'withdrawn' : false;
  if (!row || !offering || own) return { offering, trained, canAsk: false, request: 'none' };
  // The profile asks in one step: whether the viewer already has a request or mentorship open with them.
  const [open] = await ctx.db
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
}

/** The administrators' list of offers, newest change first. */
export async function adminList(ctx: MentorsContext): Promise<AdminMentorList> {
  const { member } = ctx;
  const rows = await ctx.db
    .select({ offer: mentorOffers, name: member.name, email: member.email, role: member.role })
    .from(mentorOffers)
    .innerJoin(member, eq(member.id, mentorOffers.userId))
    .orderBy(desc(mentorOffers.updatedAt))
    .limit(500);
  return { items: rows.map(presentAdminOffer) };
}

/** What a member's copy holds: their offer, and the requests they sent and received. */
export async function exportOf(ctx: MentorsContext, userId: string) {
  const offer = await offerOf(ctx, userId);
  const requests = await ctx.db
    .select()
    .from(mentorRequests)
    .where(or(eq(mentorRequests.menteeId, userId), eq(mentorRequests.mentorId, userId)))
    .orderBy(mentorRequests.createdAt);
  return {
    offer: offer ? presentOffer(offer) : null,
    requests: requests.map((r) => presentExportedRequest(userId, r)),
  };
}

export async function count(ctx: MentorsContext): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(mentorOffers);
  return Number(row?.n ?? 0);
}
