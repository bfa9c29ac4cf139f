import { z } from 'zod';
import { CancerType, Role } from './enums.js';
import { withSafetyNotice } from './crisis.js';
import { defineMessages, issueText, type Message } from './messages.js';
import { freeText } from './text.js';
import { IndianState } from './india.js';

/** Peer mentors (issue 25, part 3): survivors and caregivers offer, members find and ask, mentors accept. */

/** Treatments a mentor went through (and a member is going through). */
export const MentorTreatments = [
  'chemotherapy',
  'radiotherapy',
  'surgery',
  'immunotherapy',
  'targeted_therapy',
  'hormone_therapy',
  'transplant',
  'palliative_care',
  'other',
] as const;
export const MentorTreatment = z.enum(MentorTreatments);
export type MentorTreatment = z.infer<typeof MentorTreatment>;

/** English, Hindi and the major languages of India (the Eighth Schedule's most spoken), by ISO 639-1 code. */
export const MentorLanguages = ['en', 'hi', 'bn', 'te', 'mr', 'ta', 'ur', 'gu', 'kn', 'ml', 'or', 'pa', 'as'] as const;
export const MentorLanguage = z.enum(MentorLanguages);
export type MentorLanguage = z.infer<typeof MentorLanguage>;

/** Roles that may offer to mentor: they have been through it. */
export const MentorRoles = ['survivor', 'caregiver'] as const satisfies readonly Role[];

export const OfferStatuses = ['active', 'paused', 'withdrawn'] as const;
export const OfferStatus = z.enum(OfferStatuses);
export type OfferStatus = z.infer<typeof OfferStatus>;

export const MentorRequestStatuses = ['pending', 'accepted', 'declined', 'withdrawn', 'ended'] as const;
export const MentorRequestStatus = z.enum(MentorRequestStatuses);
export type MentorRequestStatus = z.infer<typeof MentorRequestStatus>;

export const MentorLimits = {
  subtypeMax: 80,
  cityMax: 80,
  noteMax: 500,
  requestNoteMax: 1_000,
  reasonMax: 300,
  capacityMin: 1,
  capacityMax: 10,
  matchDefault: 10,
  matchMax: 20,
  requestsPerHour: 10,
} as const;

export const MentorMessages = defineMessages('mentor', {
  rolesOnly: 'Only survivors and caregivers can offer to mentor. You can change your role on your profile.',
  treatmentsRequired: 'Choose at least one treatment.',
  languagesRequired: 'Choose at least one language.',
  placeRequired: 'Give your city or your state.',
  capacityRange: `Choose how many people you can support at once, from ${MentorLimits.capacityMin} to ${MentorLimits.capacityMax}.`,
  subtypeTooLong: `The subtype must be at most ${MentorLimits.subtypeMax} characters.`,
  cityTooLong: `The city must be at most ${MentorLimits.cityMax} characters.`,
  noteTooLong: `The note must be at most ${MentorLimits.noteMax} characters.`,
  requestNoteRequired: 'Write a few words about yourself for the mentor.',
  requestNoteTooLong: `The note must be at most ${MentorLimits.requestNoteMax} characters.`,
  reasonTooLong: `The reason must be at most ${MentorLimits.reasonMax} characters.`,
  noOffer: 'You have not offered to mentor.',
  mentorNotFound: 'This mentor is not available.',
  self: 'You cannot ask yourself to be your mentor.',
  notTaking: 'This mentor is not taking new requests just now.',
  atCapacity: 'This mentor is supporting as many people as they can just now.',
  alreadyAsked: 'You already have an open request or mentorship with this mentor.',
  requestNotFound: 'This request no longer exists.',
  mentorOnly: 'Only the mentor can answer this request.',
  askerOnly: 'Only the member who asked can withdraw this request.',
  notPending: 'This request has already been answered.',
  notActive: 'This mentorship has already ended.',
  rateLimited: 'You have sent several mentor requests in the last hour. Please try again in {{minutes}} minutes.',
});

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const optionalText = (label: string, max: number, message: Message, multiline = false) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : trimmed(v)),
      freeText({ label, multiline, error: message }).max(max, issueText(message)).nullable(),
    )
    .optional()
    .transform((v) => v ?? null);

const treatments = z
  .array(MentorTreatment, { error: issueText(MentorMessages.treatmentsRequired) })
  .min(1, issueText(MentorMessages.treatmentsRequired))
  .max(MentorTreatments.length)
  .transform((list) => [...new Set(list)]);
const languages = z
  .array(MentorLanguage, { error: issueText(MentorMessages.languagesRequired) })
  .min(1, issueText(MentorMessages.languagesRequired))
  .max(MentorLanguages.length)
  .transform((list) => [...new Set(list)]);

/** PUT /api/mentors/offer: offering (or changing the offer). At least a city or a state. */
export const OfferBody = z
  .object({
    cancerType: CancerType,
    subtype: optionalText('Subtype', MentorLimits.subtypeMax, MentorMessages.subtypeTooLong),
    treatments,
    languages,
    city: optionalText('City', MentorLimits.cityMax, MentorMessages.cityTooLong),
    state: IndianState.nullish().transform((v) => v ?? null),
    capacity: z.coerce
      .number({ error: issueText(MentorMessages.capacityRange) })
      .int(issueText(MentorMessages.capacityRange))
      .min(MentorLimits.capacityMin, issueText(MentorMessages.capacityRange))
      .max(MentorLimits.capacityMax, issueText(MentorMessages.capacityRange)),
    note: optionalText('Note', MentorLimits.noteMax, MentorMessages.noteTooLong, true),
  })
  .refine((o) => o.city !== null || o.state !== null, {
    path: ['state'],
    message: issueText(MentorMessages.placeRequired),
  });
export type OfferBody = z.input<typeof OfferBody>;

/** PATCH /api/mentors/offer: pause or resume. */
export const OfferStatusBody = z.object({ status: z.enum(['active', 'paused']) });

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',').map((s) => s.trim())) : Array.isArray(v) ? v : []),
    z.array(item).max(20),
  );

/** GET /api/mentors/match: what the member is looking for (lists as comma-separated values). */
export const MatchQuery = z.object({
  cancerType: CancerType,
  subtype: optionalText('Subtype', MentorLimits.subtypeMax, MentorMessages.subtypeTooLong),
  treatments: csv(MentorTreatment).default([]),
  languages: csv(MentorLanguage).default([]),
  city: optionalText('City', MentorLimits.cityMax, MentorMessages.cityTooLong),
  state: z.preprocess((v) => (v === '' ? null : v), IndianState.nullish()).transform((v) => v ?? null),
  limit: z.coerce.number().int().min(1).max(MentorLimits.matchMax).default(MentorLimits.matchDefault),
});
export type MatchQuery = z.input<typeof MatchQuery>;

/** POST /api/mentors/requests. */
export const AskBody = z.object({
  mentorId: z
    .string()
    .min(1, issueText(MentorMessages.mentorNotFound))
    .max(100, issueText(MentorMessages.mentorNotFound)),
  note: z.preprocess(
    trimmed,
    freeText({ label: 'Note', multiline: true, error: MentorMessages.requestNoteRequired })
      .min(1, issueText(MentorMessages.requestNoteRequired))
      .max(MentorLimits.requestNoteMax, issueText(MentorMessages.requestNoteTooLong)),
  ),
});
export type AskBody = z.input<typeof AskBody>;

export const MentorRequestActions = ['accept', 'decline', 'withdraw', 'end'] as const;
/** PATCH /api/mentors/requests/:id: the reason (ending only) is never shown to the other. */
export const MentorRequestActionBody = z.object({
  action: z.enum(MentorRequestActions),
  reason: optionalText('Reason', MentorLimits.reasonMax, MentorMessages.reasonTooLong, true),
});
export type MentorRequestActionBody = z.input<typeof MentorRequestActionBody>;

export const MentorRequestIdParams = z.object({ id: z.uuid(issueText(MentorMessages.requestNotFound)) });
export const MentorIdParams = z.object({ userId: z.string().min(1).max(100) });

/** PATCH /api/admin/mentors/:userId. */
export const TrainedBody = z.object({ trained: z.boolean() });

export const Offer = z.object({
  userId: z.string(),
  cancerType: CancerType,
  subtype: z.string().nullable(),
  treatments: z.array(MentorTreatment),
  languages: z.array(MentorLanguage),
  city: z.string().nullable(),
  state: IndianState.nullable(),
  capacity: z.number().int(),
  activeMentees: z.number().int(),
  note: z.string().nullable(),
  status: OfferStatus,
  trained: z.boolean(),
  updatedAt: z.string(),
});
export type Offer = z.infer<typeof Offer>;

export const SavedOffer = withSafetyNotice(Offer);
export type SavedOffer = z.infer<typeof SavedOffer>;

/** GET /api/mentors/offer: the member's own offer (null when none), and whether their role may offer. */
export const MyOffer = z.object({ offer: Offer.nullable(), mayOffer: z.boolean() });
export type MyOffer = z.infer<typeof MyOffer>;

export const PlaceMatch = z.enum(['city', 'state', 'none']);

export const MentorMatch = z.object({
  mentorId: z.string(),
  fullName: z.string(),
  role: Role,
  profileImageUrl: z.string().nullable(),
  cancerType: CancerType,
  subtype: z.string().nullable(),
  treatments: z.array(MentorTreatment),
  languages: z.array(MentorLanguage),
  city: z.string().nullable(),
  state: IndianState.nullable(),
  note: z.string().nullable(),
  trained: z.boolean(),
  sameCancerType: z.boolean(),
  sameSubtype: z.boolean(),
  sharedTreatments: z.number().int(),
  sharedLanguages: z.number().int(),
  place: PlaceMatch,
  /** The asker's open request to this mentor, if any. */
  openRequestId: z.string().nullable(),
});
export type MentorMatch = z.infer<typeof MentorMatch>;

export const MatchList = z.object({ items: z.array(MentorMatch) });
export type MatchList = z.infer<typeof MatchList>;

export const MentorParty = z.object({
  id: z.string(),
  fullName: z.string(),
  profileImageUrl: z.string().nullable(),
  trained: z.boolean(),
});

export const MentorRequest = z.object({
  id: z.string(),
  mentorId: z.string(),
  menteeId: z.string(),
  note: z.string(),
  status: MentorRequestStatus,
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** The other member (the mentor for the asker, the asker for the mentor). */
  other: MentorParty,
  /** Whether the viewer is the mentor of this request. */
  asMentor: z.boolean(),
});
export type MentorRequest = z.infer<typeof MentorRequest>;

export const SentMentorRequest = withSafetyNotice(MentorRequest);
export type SentMentorRequest = z.infer<typeof SentMentorRequest>;
/** PATCH /api/mentors/requests/:id: the request as it now stands (safety: when the reason for ending signals a risk). */
export const ActedMentorRequest = withSafetyNotice(MentorRequest);
export type ActedMentorRequest = z.infer<typeof ActedMentorRequest>;

/** GET /api/mentors/requests: open requests in and out, and active mentorships either way. */
export const MentorRequestLists = z.object({
  incoming: z.array(MentorRequest),
  outgoing: z.array(MentorRequest),
  mentorships: z.array(MentorRequest),
});
export type MentorRequestLists = z.infer<typeof MentorRequestLists>;

/**
 * GET /api/mentors/badge/:userId: the badge on a profile, and whether the caller can ask this mentor
 * from there in one step (`canAsk`: taking requests, with room, not oneself, no open request or
 * mentorship between them; `request`: the caller's open one). Asking is still checked in full.
 */
export const MentorBadge = z.object({
  offering: z.boolean(),
  trained: z.boolean(),
  canAsk: z.boolean(),
  request: z.enum(['none', 'pending', 'accepted']),
});
export type MentorBadge = z.infer<typeof MentorBadge>;

/** GET /api/admin/mentors. */
export const AdminMentor = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: Role,
  cancerType: CancerType,
  status: OfferStatus,
  capacity: z.number().int(),
  activeMentees: z.number().int(),
  trained: z.boolean(),
  updatedAt: z.string(),
});
export type AdminMentor = z.infer<typeof AdminMentor>;
export const AdminMentorList = z.object({ items: z.array(AdminMentor) });
export type AdminMentorList = z.infer<typeof AdminMentorList>;
