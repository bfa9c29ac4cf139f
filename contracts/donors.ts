import { z } from 'zod';
import { withSafetyNotice } from './crisis.js';
import { DonorPlaceCodes, pinFitsPlace } from './donor-places.js';
import { defineMessages, issueText } from './messages.js';
import { freeText } from './text.js';
import { BloodGroups, DonationKinds, DonorLimits, RequestComponents } from './donors-rules.js';

export {
  BloodGroups,
  Compatibility,
  CompatibilitySource,
  compatibilityTier,
  compatibleDonors,
  DonationKinds,
  DonationsFor,
  DonorLimits,
  EligibilityRules,
  EligibilitySource,
  eligibleFrom,
  RequestComponents,
  RolesThatCannotDonate,
  type EligibilityInput,
} from './donors-rules.js';

/** Blood and platelet donors (issue 43): donor profiles, requests, answers. Rules in donors-rules.ts. */

export const DonorMessages = defineMessages('donor', {
  cancerHistory:
    'A person who has ever had cancer cannot donate blood (National Blood Transfusion Council, 2017). Thank you for wanting to help: you can still share requests with family and friends.',
  confirmRequired: 'Please confirm that you have never had cancer and are in good health.',
  ageRange: 'Blood donors must be 18 to 65 years old (a first-time donor not above 60).',
  weightMin: 'Blood donors must weigh at least 45 kg.',
  givesRequired: 'Choose at least one thing you would give.',
  placeRequired: 'Choose your city.',
  pinFormat: 'Enter a six-digit PIN code.',
  pinPlace: 'This PIN code is not in the city you chose. Please check both.',
  reachRange: 'Choose how far you can travel.',
  dateFormat: 'Enter a date as YYYY-MM-DD.',
  futureDonation: 'The date of your last donation cannot be in the future.',
  noProfile: 'You have not registered as a donor.',
  hospitalRequired: 'Give the hospital or blood centre.',
  hospitalTooLong: `The hospital must be at most ${DonorLimits.hospitalMax} characters.`,
  noteTooLong: `The note must be at most ${DonorLimits.noteMax} characters.`,
  unitsRange: `Ask for 1 to ${DonorLimits.unitsMax} units.`,
  neededByRange: 'Choose a time from now until 14 days ahead.',
  money:
    'Requests can never ask for or mention money, fees or payment. Blood is given freely: please remove those words. If someone has asked you to pay for blood, please tell the blood centre.',
  phone: 'Please do not put a phone number in the request. Donors reply through the platform.',
  tooManyOpen: `You already have ${DonorLimits.openRequestsMax} open requests. Close one that is met before asking again.`,
  requestNotFound: 'This request no longer exists.',
  notOpen: 'This request is already closed.',
  askerOnly: 'Only the member who asked can do this.',
  notAsked: 'This request was not sent to you.',
  notYes: 'You can message a donor only after they said they can donate.',
  contactTooLong: `Contact details must be at most ${DonorLimits.contactMax} characters.`,
  messageRequired: 'Write a message.',
  messageTooLong: `The message must be at most ${DonorLimits.messageMax} characters.`,
  drivesNgoOnly: 'Only NGOs can post a donor drive.',
  rateLimited: 'You have made several requests in the last hour. Please try again in {{minutes}} minutes.',
});

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, issueText(DonorMessages.dateFormat));
const optionalDate = z
  .preprocess((v) => (v === '' ? null : v), isoDate.nullable())
  .optional()
  .transform((v) => v ?? null);

export const BloodGroup = z.enum(BloodGroups);
export type BloodGroup = z.infer<typeof BloodGroup>;
export const DonationKind = z.enum(DonationKinds);
export type DonationKind = z.infer<typeof DonationKind>;
export const RequestComponent = z.enum(RequestComponents);
export type RequestComponent = z.infer<typeof RequestComponent>;
export const DonorSex = z.enum(['male', 'female', 'other']);
export type DonorSex = z.infer<typeof DonorSex>;
export const DonorStatus = z.enum(['active', 'paused']);
export type DonorStatus = z.infer<typeof DonorStatus>;
export const DonorPlaceCode = z.enum(DonorPlaceCodes, { error: () => issueText(DonorMessages.placeRequired) });

/** PUT /api/donors/me: register or change the donor profile. */
export const DonorProfileBody = z
  .object({
    bloodGroup: BloodGroup,
    gives: z
      .array(DonationKind, { error: issueText(DonorMessages.givesRequired) })
      .min(1, issueText(DonorMessages.givesRequired))
      .max(DonationKinds.length)
      .transform((l) => [...new Set(l)]),
    sex: DonorSex,
    birthYear: z.coerce
      .number({ error: issueText(DonorMessages.ageRange) })
      .int(issueText(DonorMessages.ageRange))
      .min(1900, issueText(DonorMessages.ageRange))
      .max(2100, issueText(DonorMessages.ageRange)),
    weightKg: z.coerce
      .number({ error: issueText(DonorMessages.weightMin) })
      .int(issueText(DonorMessages.weightMin))
      .min(DonorLimits.weightMinKg, issueText(DonorMessages.weightMin))
      .max(250, issueText(DonorMessages.weightMin)),
    hasDonatedBefore: z.boolean(),
    lastWholeBloodOn: optionalDate,
    lastApheresisOn: optionalDate,
    apheresisLastYear: z.coerce.number().int().min(0).max(60).default(0),
    placeCode: DonorPlaceCode,
    pin: z.preprocess(trimmed, z.string().regex(/^[1-9]\d{5}$/, issueText(DonorMessages.pinFormat))),
    reachKm: z.coerce
      .number({ error: issueText(DonorMessages.reachRange) })
      .refine((n) => (DonorLimits.reachChoicesKm as readonly number[]).includes(n), {
        message: issueText(DonorMessages.reachRange),
      }),
    wakeForUrgent: z.boolean().default(false),
    /** The donor says they have never had cancer and are well: the blood centre checks again. */
    confirmsNoCancer: z.literal(true, { error: () => issueText(DonorMessages.confirmRequired) }),
  })
  .refine((b) => pinFitsPlace(b.pin, b.placeCode), { path: ['pin'], message: issueText(DonorMessages.pinPlace) });
export type DonorProfileBody = z.input<typeof DonorProfileBody>;

export const DonorStatusBody = z.object({ status: DonorStatus });

export const DonorProfile = z.object({
  bloodGroup: BloodGroup,
  gives: z.array(DonationKind),
  sex: DonorSex,
  birthYear: z.number().int(),
  weightKg: z.number().int(),
  hasDonatedBefore: z.boolean(),
  lastWholeBloodOn: z.string().nullable(),
  lastApheresisOn: z.string().nullable(),
  apheresisLastYear: z.number().int(),
  placeCode: z.string(),
  pin: z.string(),
  reachKm: z.number().int(),
  wakeForUrgent: z.boolean(),
  status: DonorStatus,
  /** From when the donor may give each kind again (YYYY-MM-DD), null when the guidelines rule it out. */
  eligibleFrom: z.record(DonationKind, z.string().nullable()),
  updatedAt: z.string(),
});
export type DonorProfile = z.infer<typeof DonorProfile>;

/** GET /api/donors/me. `mayRegister` is false for patients and survivors (a history of cancer). */
export const MyDonorProfile = z.object({ profile: DonorProfile.nullable(), mayRegister: z.boolean() });
export type MyDonorProfile = z.infer<typeof MyDonorProfile>;

const hospital = z.preprocess(
  trimmed,
  freeText({ label: 'Hospital', error: DonorMessages.hospitalRequired })
    .min(2, issueText(DonorMessages.hospitalRequired))
    .max(DonorLimits.hospitalMax, issueText(DonorMessages.hospitalTooLong)),
);
const note = z
  .preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : trimmed(v)),
    freeText({ label: 'Note', multiline: true, error: DonorMessages.noteTooLong })
      .max(DonorLimits.noteMax, issueText(DonorMessages.noteTooLong))
      .nullable(),
  )
  .optional()
  .transform((v) => v ?? null);

/** POST /api/donors/requests. The server refuses money and phone numbers in the text (donors.money.ts). */
export const CreateDonorRequestBody = z.object({
  component: RequestComponent,
  patientGroup: BloodGroup,
  units: z.coerce
    .number({ error: issueText(DonorMessages.unitsRange) })
    .int(issueText(DonorMessages.unitsRange))
    .min(1, issueText(DonorMessages.unitsRange))
    .max(DonorLimits.unitsMax, issueText(DonorMessages.unitsRange)),
  hospital,
  placeCode: DonorPlaceCode,
  neededBy: z.iso.datetime({ offset: true, error: issueText(DonorMessages.neededByRange) }),
  note,
  urgent: z.boolean().default(false),
  /** An NGO's donor drive (NGOs only): shown on its dashboard. */
  isDrive: z.boolean().default(false),
});
export type CreateDonorRequestBody = z.input<typeof CreateDonorRequestBody>;

export const DonorRequestIdParams = z.object({ id: z.uuid(issueText(DonorMessages.requestNotFound)) });
export const DonorAnswers = ['yes', 'no'] as const;
export const DonorAnswerBody = z.object({
  answer: z.enum(DonorAnswers),
  /** What the donor chooses to share with the asker (a phone number), nothing by default. */
  contact: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : trimmed(v)),
      freeText({ label: 'Contact', error: DonorMessages.contactTooLong })
        .max(DonorLimits.contactMax, issueText(DonorMessages.contactTooLong))
        .nullable(),
    )
    .optional()
    .transform((v) => v ?? null),
});
export type DonorAnswerBody = z.input<typeof DonorAnswerBody>;

export const CloseDonorRequestBody = z.object({ outcome: z.enum(['fulfilled', 'cancelled']) });

const message = z.preprocess(
  trimmed,
  freeText({ label: 'Message', multiline: true, error: DonorMessages.messageRequired })
    .min(1, issueText(DonorMessages.messageRequired))
    .max(DonorLimits.messageMax, issueText(DonorMessages.messageTooLong)),
);
export const DonorMessageBody = z.object({ donorId: z.string().min(1).max(100), content: message });
export type DonorMessageBody = z.input<typeof DonorMessageBody>;
export const DonorThanksBody = z.object({ content: message });
export type DonorThanksBody = z.input<typeof DonorThanksBody>;

export const DonorRequestStatus = z.enum(['open', 'fulfilled', 'cancelled', 'expired', 'closed']);
export type DonorRequestStatus = z.infer<typeof DonorRequestStatus>;
export const AskAnswer = z.enum(['pending', 'yes', 'no', 'not_needed']);
export type AskAnswer = z.infer<typeof AskAnswer>;

export const DonorRequest = z.object({
  id: z.string(),
  component: RequestComponent,
  patientGroup: BloodGroup,
  units: z.number().int(),
  hospital: z.string(),
  placeCode: z.string(),
  neededBy: z.string(),
  note: z.string().nullable(),
  urgent: z.boolean(),
  isDrive: z.boolean(),
  status: DonorRequestStatus,
  createdAt: z.string(),
  askerName: z.string(),
  /** How many donors said yes. */
  yesCount: z.number().int(),
});
export type DonorRequest = z.infer<typeof DonorRequest>;

/** A donor who said yes, as the asker sees them (what the donor chose to share). */
export const YesDonor = z.object({
  donorId: z.string(),
  name: z.string(),
  contact: z.string().nullable(),
  answeredAt: z.string(),
});
export type YesDonor = z.infer<typeof YesDonor>;

export const MyDonorRequest = DonorRequest.extend({ asked: z.number().int(), yes: z.array(YesDonor) });
export type MyDonorRequest = z.infer<typeof MyDonorRequest>;
export const CreatedDonorRequest = withSafetyNotice(MyDonorRequest);

/** A request a donor was asked about, with their own answer. */
export const AskedDonorRequest = DonorRequest.extend({ answer: AskAnswer, distanceKm: z.number().nullable() });
export type AskedDonorRequest = z.infer<typeof AskedDonorRequest>;

export const DonorRequestView = z.object({
  request: DonorRequest,
  /** The asker's own view: who was asked and who said yes. */
  mine: MyDonorRequest.nullable(),
  /** The donor's own answer, when they were asked. */
  answer: AskAnswer.nullable(),
});
export type DonorRequestView = z.infer<typeof DonorRequestView>;

export const DonorRequestLists = z.object({ mine: z.array(MyDonorRequest), asked: z.array(AskedDonorRequest) });
export type DonorRequestLists = z.infer<typeof DonorRequestLists>;

export const AdminDonorRequest = DonorRequest.extend({
  asked: z.number().int(),
  /** Someone reported the request (the moderation queue has the reports). */
  reported: z.boolean(),
});
export const AdminDonorOverview = z.object({
  donors: z.object({ active: z.number().int(), paused: z.number().int() }),
  requests: z.object({
    open: z.number().int(),
    fulfilled: z.number().int(),
    closed: z.number().int(),
  }),
  items: z.array(AdminDonorRequest),
});
export type AdminDonorOverview = z.infer<typeof AdminDonorOverview>;

export const NgoDonorDrives = z.object({ items: z.array(MyDonorRequest) });
export const MessagedDonor = z.object({ userId: z.string() });
export const DonorThanked = z.object({ thanked: z.number().int() });
export type NgoDonorDrives = z.infer<typeof NgoDonorDrives>;
