import { z } from 'zod';
import { freeText } from './text.js';
import { defineMessages, issueText } from './messages.js';

/**
 * A member's personal safety plan (Stanley and Brown's Safety Planning Intervention): seven short
 * lists the member writes for a hard moment, private to them (issue 20). Two lists hold people with
 * a phone number; the others hold lines of free text.
 */
export const SafetyPlanLimits = {
  itemsPerSection: 10,
  itemMax: 200,
  nameMax: 80,
  phoneMax: 20,
} as const;

export const SafetyPlanMessages = defineMessages('safetyPlan', {
  emptyItem: 'Please write something on each line, or remove the empty line.',
  itemTooLong: `Each line can be at most ${SafetyPlanLimits.itemMax} characters.`,
  tooManyItems: `A section can hold at most ${SafetyPlanLimits.itemsPerSection} lines.`,
  nameRequired: 'Please write a name for each person or place.',
  nameTooLong: `A name can be at most ${SafetyPlanLimits.nameMax} characters.`,
  phoneTooLong: `A phone number can be at most ${SafetyPlanLimits.phoneMax} characters.`,
  badPhone: 'Please enter a phone number with digits, spaces, +, - or brackets only.',
});

/** The five lists of free text, in the order the plan shows them (the contact lists sit between). */
export const SafetyPlanTextSections = [
  'warningSigns',
  'copingStrategies',
  'distractions',
  'saferSurroundings',
  'reasonsForLiving',
] as const;
export type SafetyPlanTextSection = (typeof SafetyPlanTextSections)[number];
/** The two lists of people: those the member can ask for help, and professionals (their own doctor or hospital). */
export const SafetyPlanContactSections = ['helpers', 'professionals'] as const;
export type SafetyPlanContactSection = (typeof SafetyPlanContactSections)[number];
/** All seven sections in the plan's order. */
export const SafetyPlanSections = [
  'warningSigns',
  'copingStrategies',
  'distractions',
  'helpers',
  'professionals',
  'saferSurroundings',
  'reasonsForLiving',
] as const;
export type SafetyPlanSection = (typeof SafetyPlanSections)[number];

const item = freeText({ label: 'This line', error: SafetyPlanMessages.emptyItem })
  .trim()
  .min(1, issueText(SafetyPlanMessages.emptyItem))
  .max(SafetyPlanLimits.itemMax, issueText(SafetyPlanMessages.itemTooLong));
const items = z.array(item).max(SafetyPlanLimits.itemsPerSection, issueText(SafetyPlanMessages.tooManyItems));

export const SafetyPlanContact = z.object({
  name: freeText({ label: 'The name', error: SafetyPlanMessages.nameRequired })
    .trim()
    .min(1, issueText(SafetyPlanMessages.nameRequired))
    .max(SafetyPlanLimits.nameMax, issueText(SafetyPlanMessages.nameTooLong)),
  /** Empty when the member does not write one. */
  phone: freeText({ label: 'The phone number' })
    .trim()
    .max(SafetyPlanLimits.phoneMax, issueText(SafetyPlanMessages.phoneTooLong))
    .regex(/^[0-9+\-() ]*$/, issueText(SafetyPlanMessages.badPhone))
    .default(''),
});
export type SafetyPlanContact = z.infer<typeof SafetyPlanContact>;
const contacts = z
  .array(SafetyPlanContact)
  .max(SafetyPlanLimits.itemsPerSection, issueText(SafetyPlanMessages.tooManyItems));

/** PUT /api/me/safety-plan: the whole plan; a section left out is empty. */
export const SafetyPlanBody = z.object({
  warningSigns: items.default([]),
  copingStrategies: items.default([]),
  distractions: items.default([]),
  helpers: contacts.default([]),
  professionals: contacts.default([]),
  saferSurroundings: items.default([]),
  reasonsForLiving: items.default([]),
});
export type SafetyPlanBody = z.infer<typeof SafetyPlanBody>;

export const SafetyPlanContent = z.object({
  warningSigns: z.array(z.string()),
  copingStrategies: z.array(z.string()),
  distractions: z.array(z.string()),
  helpers: z.array(z.object({ name: z.string(), phone: z.string() })),
  professionals: z.array(z.object({ name: z.string(), phone: z.string() })),
  saferSurroundings: z.array(z.string()),
  reasonsForLiving: z.array(z.string()),
});
export type SafetyPlanContent = z.infer<typeof SafetyPlanContent>;

/** Helplines every plan shows beside the member's own professionals (numbers from the server's checked list). */
export const SafetyHelplineKeys = ['teleManas', 'emergency', 'ambulance'] as const;
export const SafetyHelpline = z.object({ key: z.enum(SafetyHelplineKeys), numbers: z.array(z.string()) });
export type SafetyHelpline = z.infer<typeof SafetyHelpline>;

/** GET and PUT /api/me/safety-plan: the plan (empty lists when the member has none yet). */
export const SafetyPlan = z.object({
  plan: SafetyPlanContent,
  /** Null when the member has not saved a plan. */
  updatedAt: z.string().nullable(),
  helplines: z.array(SafetyHelpline),
});
export type SafetyPlan = z.infer<typeof SafetyPlan>;

export function emptySafetyPlan(): SafetyPlanContent {
  return {
    warningSigns: [],
    copingStrategies: [],
    distractions: [],
    helpers: [],
    professionals: [],
    saferSurroundings: [],
    reasonsForLiving: [],
  };
}
