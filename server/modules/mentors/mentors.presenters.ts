// Presenters: a stored row turned into the answer the web gets (decision 0069). Nothing here reads
// the database; the queries and commands hand over what they read.
import type { z } from 'zod';
import { CancerType, Role } from '../../../contracts/enums.js';
import { IndianState } from '../../../contracts/india.js';
import {
  MentorLanguages,
  MentorTreatments,
  type AdminMentorList,
  type MatchQuery,
  type MentorLanguage,
  type MentorMatch,
  type MentorRequest,
  type MentorRequestStatus,
  type MentorTreatment,
  type Offer,
  type OfferStatus,
} from '../../../contracts/mentors.js';
import type { mentorOffers, mentorRequests } from '../../db/schema/mentors.js';
import type { Viewer } from '../../platform/access.js';

export type OfferRow = typeof mentorOffers.$inferSelect;
export type RequestRow = typeof mentorRequests.$inferSelect;
type MatchInput = z.output<typeof MatchQuery>;

/** A list of names as a bit mask (bit i: the i-th value of the contract's list), and back. */
export const toMask = <T extends string>(all: readonly T[], values: readonly T[]) =>
  values.reduce((mask, v) => mask | (1 << all.indexOf(v)), 0);
export const fromMask = <T extends string>(all: readonly T[], mask: number): T[] =>
  all.filter((_, i) => (mask & (1 << i)) !== 0);

const parseOr = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

export const presentOffer = (row: OfferRow): Offer => ({
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

/** The other member of a request, as the viewer sees them. */
export interface RequestOther {
  fullName: string;
  profileImageUrl: string | null;
  trained: boolean;
}

export const otherMemberOf = (viewer: Viewer, row: Pick<RequestRow, 'mentorId' | 'menteeId'>) =>
  row.mentorId === viewer.id ? row.menteeId : row.mentorId;

export const presentRequest = (viewer: Viewer, r: RequestRow, other: RequestOther): MentorRequest => ({
  id: r.id,
  mentorId: r.mentorId,
  menteeId: r.menteeId,
  note: r.note,
  status: r.status as MentorRequestStatus,
  createdAt: r.createdAt.toISOString(),
  answeredAt: r.answeredAt?.toISOString() ?? null,
  endedAt: r.endedAt?.toISOString() ?? null,
  other: { id: otherMemberOf(viewer, r), ...other },
  asMentor: r.mentorId === viewer.id,
});

/** A row of the match's statements: the offer's columns, its member's, and the viewer's open request. */
export interface MatchRow {
  userId: string;
  cancerType: string;
  subtype: string | null;
  treatmentMask: number;
  languageMask: number;
  city: string | null;
  state: string | null;
  note: string | null;
  trained: boolean;
  name: string;
  role: string;
  image: string | null;
  openRequestId: string | null;
}

/** A match, with what it shares with what the member asked for (the subtype and city compared in lower case). */
export function presentMatch(r: MatchRow, query: MatchInput, subtype: string | null, city: string | null): MentorMatch {
  const treatments = fromMask<MentorTreatment>(MentorTreatments, r.treatmentMask);
  const languages = fromMask<MentorLanguage>(MentorLanguages, r.languageMask);
  const sameCancerType = r.cancerType === query.cancerType;
  return {
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
  };
}

export const presentAdminOffer = (r: {
  offer: OfferRow;
  name: string;
  email: string;
  role: string | null;
}): AdminMentorList['items'][number] => ({
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
});

/** A request in the member's own copy: only the reason the member gave themselves. */
export const presentExportedRequest = (userId: string, r: RequestRow) => ({
  id: r.id,
  role: r.mentorId === userId ? 'mentor' : 'mentee',
  note: r.note,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  answeredAt: r.answeredAt?.toISOString() ?? null,
  endedAt: r.endedAt?.toISOString() ?? null,
  endReason: r.endedBy === userId ? r.endReason : null,
});
