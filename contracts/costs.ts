import { z } from 'zod';
import { defineMessages, issueText } from './messages.js';
import { freeText } from './text.js';
import { IndianState, IndianStates } from './india.js';

/**
 * Help paying for treatment (issue 25 §2): the government schemes a family may be eligible for,
 * the questionnaire's answers that pick them, and the administrators' upkeep of the schemes.
 * Nothing about the person is stored: the answers travel in the address and the query only.
 */

/** The questionnaire's answers; 'unknown' (or a missing answer) never hides a scheme. */
export const CardAnswers = ['yes', 'no', 'unknown'] as const;
export const EmploymentAnswers = ['none', 'central', 'state', 'esic', 'unknown'] as const;
export const Employment = z.enum(['central', 'state', 'esic']);
export const InsuranceAnswers = ['yes', 'no', 'unknown'] as const;
export const HospitalKinds = ['government', 'empanelled', 'other'] as const;
export const HospitalAnswers = [...HospitalKinds, 'unknown'] as const;
export const HospitalKind = z.enum(HospitalKinds);

export const CostsLimits = {
  ageMax: 120,
  nameMax: 200,
  textMax: 4_000,
  slugMax: 80,
  urlMax: 500,
  helplineMax: 40,
  listMax: 40,
  searchMax: 200,
} as const;

export const CostsMessages = defineMessages('costs', {
  denied: 'Admin access required to manage the schemes.',
  notFound: 'This scheme no longer exists.',
  nameRequired: 'The name is required in English and in Hindi.',
  textRequired: 'This text is required in English and in Hindi.',
  tooLong: `This text must be at most ${CostsLimits.textMax.toLocaleString('en-IN')} characters.`,
  sourceRequired: 'The official source is required.',
  sourceHttps: 'The source must be a full https:// web address.',
  checkedOnRequired: 'The date the source was checked is required (YYYY-MM-DD).',
  checkedOnFuture: 'The date the source was checked cannot be in the future.',
  badSlug: 'The short name may hold only small letters, digits and hyphens.',
  slugTaken: 'Another scheme already has this short name.',
  badAge: `The age must be a whole number from 0 to ${CostsLimits.ageMax}.`,
  badState: 'Choose states from the list (their codes, separated by commas).',
  badHelpline: 'A helpline may hold only digits, spaces, + and -.',
  badChoice: 'Choose a value from the list.',
});

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** A comma-separated text (as the admin form types it) or a list: trimmed, blanks dropped, repeats once. */
const commaList = (v: unknown) => {
  const items = typeof v === 'string' ? v.split(',') : v;
  if (!Array.isArray(items)) return items;
  return [...new Set(items.map((i) => (typeof i === 'string' ? i.trim() : i)).filter((i) => i !== ''))];
};

// The match ----------------------------------------------------------------------------------------

/** GET /api/costs/match: every answer optional, as the address carries them. */
export const CostsMatchQuery = z.object({
  state: z.preprocess(blankToUndefined, IndianState.optional()),
  age: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: issueText(CostsMessages.badAge) })
      .int(issueText(CostsMessages.badAge))
      .min(0, issueText(CostsMessages.badAge))
      .max(CostsLimits.ageMax, issueText(CostsMessages.badAge))
      .optional(),
  ),
  card: z.preprocess(blankToUndefined, z.enum(CardAnswers).default('unknown')),
  employment: z.preprocess(blankToUndefined, z.enum(EmploymentAnswers).default('unknown')),
  insurance: z.preprocess(blankToUndefined, z.enum(InsuranceAnswers).default('unknown')),
  hospital: z.preprocess(blankToUndefined, z.enum(HospitalAnswers).default('unknown')),
});
export type CostsMatchQuery = z.input<typeof CostsMatchQuery>;
export type CostsAnswers = z.output<typeof CostsMatchQuery>;

/** Why a scheme may apply: a key of the web catalog (costs:reasons.<key>) and its values. */
export const SchemeReason = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type SchemeReason = z.infer<typeof SchemeReason>;

const SchemeTexts = z.object({
  name: z.string(),
  covers: z.string(),
  who: z.string(),
  documents: z.string(),
  how: z.string(),
});
export type SchemeTexts = z.infer<typeof SchemeTexts>;

/** The rules the questionnaire's answers are checked against; an empty list means any. */
export const SchemeRules = z.object({
  /** Empty: national. */
  states: z.array(IndianState),
  minAge: z.number().int().nullable(),
  /** For families holding a PM-JAY or state health card. */
  needsCard: z.boolean(),
  /** Only for these kinds of employment (ESIC, CGHS). */
  employment: z.array(Employment),
  /** Not for central or state government employees (RAN, HMDG). */
  excludesGovtEmployees: z.boolean(),
  /** Only at these kinds of hospital. */
  hospitalKinds: z.array(HospitalKind),
});
export type SchemeRules = z.infer<typeof SchemeRules>;

/** A scheme as the page shows it, in both languages (the page picks the reader's). */
export const SchemeView = z.object({
  id: z.string(),
  slug: z.string(),
  en: SchemeTexts,
  hi: SchemeTexts,
  helplines: z.array(z.string()),
  sourceUrl: z.string(),
  checkedOn: z.string(),
  states: z.array(IndianState),
  reasons: z.array(SchemeReason),
});
export type SchemeView = z.infer<typeof SchemeView>;

/** An NGO of the library that helps with paperwork or financial aid. */
export const CostsHelper = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  contactPhone: z.string().nullable(),
  servicesOffered: z.array(z.string()),
});
export type CostsHelper = z.infer<typeof CostsHelper>;

export const CostsMatch = z.object({
  /** Schemes the answers leave open: "may be eligible", never a promise. */
  matches: z.array(SchemeView),
  /** Every other published scheme, shown collapsed: a wrong answer hides nobody from a scheme. */
  others: z.array(SchemeView),
  helpers: z.array(CostsHelper),
});
export type CostsMatch = z.infer<typeof CostsMatch>;

// Administration -----------------------------------------------------------------------------------

export const AdminScheme = SchemeRules.extend({
  id: z.string(),
  slug: z.string(),
  nameEn: z.string(),
  nameHi: z.string(),
  coversEn: z.string(),
  coversHi: z.string(),
  whoEn: z.string(),
  whoHi: z.string(),
  documentsEn: z.string(),
  documentsHi: z.string(),
  howEn: z.string(),
  howHi: z.string(),
  helplines: z.array(z.string()),
  sourceUrl: z.string(),
  checkedOn: z.string(),
  sortOrder: z.number().int(),
  isPublished: z.boolean(),
  updatedAt: z.string(),
});
export type AdminScheme = z.infer<typeof AdminScheme>;
export const AdminSchemePage = z.object({ items: z.array(AdminScheme), nextCursor: z.string().nullable() });
export type AdminSchemePage = z.infer<typeof AdminSchemePage>;
export const AdminSchemesQuery = z.object({
  q: z.preprocess(trimmed, freeText({ label: 'Search' }).max(CostsLimits.searchMax)).optional(),
  cursor: z.string().max(200).optional(),
});
export const SchemeIdParams = z.object({ id: z.uuid(issueText(CostsMessages.notFound)) });

const name = z.preprocess(
  trimmed,
  freeText({ label: 'The name', error: CostsMessages.nameRequired })
    .min(1, issueText(CostsMessages.nameRequired))
    .max(CostsLimits.nameMax, issueText(CostsMessages.tooLong)),
);
const longText = z.preprocess(
  trimmed,
  freeText({ label: 'This text', multiline: true, error: CostsMessages.textRequired })
    .min(1, issueText(CostsMessages.textRequired))
    .max(CostsLimits.textMax, issueText(CostsMessages.tooLong)),
);
const isHttps = (v: string) => {
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
};
/** The official source: required, https only. */
const sourceUrl = z.preprocess(
  trimmed,
  z
    .string({ error: issueText(CostsMessages.sourceRequired) })
    .min(1, issueText(CostsMessages.sourceRequired))
    .max(CostsLimits.urlMax, issueText(CostsMessages.sourceHttps))
    .refine(isHttps, issueText(CostsMessages.sourceHttps)),
);
const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
/** The day the source was read: required, a real date, not after today (a day's grace for time zones). */
const checkedOn = z.preprocess(
  trimmed,
  z
    .string({ error: issueText(CostsMessages.checkedOnRequired) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, issueText(CostsMessages.checkedOnRequired))
    .refine(isRealDate, issueText(CostsMessages.checkedOnRequired))
    .refine(
      (v) => new Date(`${v}T00:00:00Z`).getTime() <= Date.now() + 86_400_000,
      issueText(CostsMessages.checkedOnFuture),
    ),
);
const slug = z.preprocess(
  trimmed,
  z
    .string({ error: issueText(CostsMessages.badSlug) })
    .min(1, issueText(CostsMessages.badSlug))
    .max(CostsLimits.slugMax, issueText(CostsMessages.badSlug))
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, issueText(CostsMessages.badSlug)),
);
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(commaList, z.array(item).max(CostsLimits.listMax, issueText(CostsMessages.badChoice)));
const minAge = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce
    .number({ error: issueText(CostsMessages.badAge) })
    .int(issueText(CostsMessages.badAge))
    .min(0, issueText(CostsMessages.badAge))
    .max(CostsLimits.ageMax, issueText(CostsMessages.badAge))
    .nullable(),
);
const sortOrder = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce
    .number({ error: issueText(CostsMessages.badChoice) })
    .int(issueText(CostsMessages.badChoice))
    .min(0)
    .max(10_000),
);

const schemeFields = {
  slug,
  nameEn: name,
  nameHi: name,
  coversEn: longText,
  coversHi: longText,
  whoEn: longText,
  whoHi: longText,
  documentsEn: longText,
  documentsHi: longText,
  howEn: longText,
  howHi: longText,
  helplines: list(
    z
      .string()
      .max(CostsLimits.helplineMax, issueText(CostsMessages.badHelpline))
      .regex(/^[0-9+\- ]+$/, issueText(CostsMessages.badHelpline)),
  ),
  sourceUrl,
  checkedOn,
  states: list(z.enum(IndianStates, { error: issueText(CostsMessages.badState) })),
  minAge,
  needsCard: z.boolean(),
  employment: list(z.enum(['central', 'state', 'esic'], { error: issueText(CostsMessages.badChoice) })),
  excludesGovtEmployees: z.boolean(),
  hospitalKinds: list(z.enum(HospitalKinds, { error: issueText(CostsMessages.badChoice) })),
  sortOrder,
  isPublished: z.boolean(),
};
/** A new scheme: its texts in both languages, its source and the day it was checked are required. */
export const CreateSchemeBody = z.object({
  ...schemeFields,
  helplines: schemeFields.helplines.default([]),
  states: schemeFields.states.default([]),
  minAge: minAge.default(null),
  needsCard: z.boolean().default(false),
  employment: schemeFields.employment.default([]),
  excludesGovtEmployees: z.boolean().default(false),
  hospitalKinds: schemeFields.hospitalKinds.default([]),
  sortOrder: sortOrder.default(100),
  isPublished: z.boolean().default(true),
});
export type CreateSchemeBody = z.input<typeof CreateSchemeBody>;
/** An edit changes what it names; the source and date cannot be emptied. */
export const UpdateSchemeBody = z.object(schemeFields).partial();
export type UpdateSchemeBody = z.input<typeof UpdateSchemeBody>;
