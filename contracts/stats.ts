import { z } from 'zod';
import { freeText } from './text.js';
import { defineMessages, issueText, type Message } from './messages.js';
import { StatsLimits } from './stats-constants.js';

// Zod-free constants live apart so that the home page can use them without loading zod.
export * from './stats-constants.js';

export const StatsMessages = defineMessages('stats', {
  /** Community-admin §8: the admin dashboard's toasts. */
  created: 'Stat created successfully',
  updated: 'Stat updated successfully',
  deleted: 'Stat deleted successfully',
  createFailed: 'Error creating stat',
  updateFailed: 'Error updating stat',
  deleteFailed: 'Error deleting stat',
  keyRequired: 'Stat key is required.',
  keyTooLong: `Stat key must be at most ${StatsLimits.statKeyMax} characters.`,
  valueRequired: 'Stat value is required.',
  valueTooLong: `Stat value must be at most ${StatsLimits.statValueMax} characters.`,
  descriptionTooLong: `Description must be at most ${StatsLimits.descriptionMax} characters.`,
  sourceTooLong: `Source must be at most ${StatsLimits.sourceMax} characters.`,
  displayOrderWhole: 'Display order must be a whole number.',
  notFound: 'That statistic does not exist.',
  badCursor: 'That page cursor is not valid.',
});

export const AwarenessStat = z.object({
  id: z.string(),
  statKey: z.string(),
  statValue: z.string(),
  statDescription: z.string().nullable(),
  /** The Hindi (decision 0076): null until written. */
  statValueHi: z.string().nullable(),
  statDescriptionHi: z.string().nullable(),
  source: z.string().nullable(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
});
export type AwarenessStat = z.infer<typeof AwarenessStat>;

/** GET /api/stats/awareness: the active statistics by display order. */
export const AwarenessStatList = z.object({ items: z.array(AwarenessStat) });
export type AwarenessStatList = z.infer<typeof AwarenessStatList>;

export const AdminAwarenessStatPage = z.object({ items: z.array(AwarenessStat), nextCursor: z.string().nullable() });
export type AdminAwarenessStatPage = z.infer<typeof AdminAwarenessStatPage>;

export const ListAwarenessStatsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(StatsLimits.adminPageMax).default(StatsLimits.adminPageDefault),
});

/** Empty or blank optional text is saved as null. */
const optionalText = (max: number, message: Message, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
    freeText({ label, multiline: true }).max(max, issueText(message)).nullable(),
  );

const requiredText = (max: number, required: Message, tooLong: Message, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    freeText({ label, error: required }).min(1, issueText(required)).max(max, issueText(tooLong)),
  );

const DisplayOrder = z
  .number({ error: issueText(StatsMessages.displayOrderWhole) })
  .int(issueText(StatsMessages.displayOrderWhole))
  .min(StatsLimits.displayOrderMin, issueText(StatsMessages.displayOrderWhole))
  .max(StatsLimits.displayOrderMax, issueText(StatsMessages.displayOrderWhole));

export const CreateAwarenessStatBody = z.object({
  statKey: requiredText(StatsLimits.statKeyMax, StatsMessages.keyRequired, StatsMessages.keyTooLong, 'The key'),
  statValue: requiredText(
    StatsLimits.statValueMax,
    StatsMessages.valueRequired,
    StatsMessages.valueTooLong,
    'The value',
  ),
  statDescription: optionalText(
    StatsLimits.descriptionMax,
    StatsMessages.descriptionTooLong,
    'The description',
  ).default(null),
  statValueHi: optionalText(StatsLimits.statValueMax, StatsMessages.valueTooLong, 'The Hindi value').default(null),
  statDescriptionHi: optionalText(
    StatsLimits.descriptionMax,
    StatsMessages.descriptionTooLong,
    'The Hindi description',
  ).default(null),
  source: optionalText(StatsLimits.sourceMax, StatsMessages.sourceTooLong, 'The source').default(null),
  /** Community-admin §9: default 0. */
  displayOrder: DisplayOrder.default(0),
  isActive: z.boolean().default(true),
});
export type CreateAwarenessStatBody = z.input<typeof CreateAwarenessStatBody>;

export const UpdateAwarenessStatBody = z.object({
  statKey: requiredText(
    StatsLimits.statKeyMax,
    StatsMessages.keyRequired,
    StatsMessages.keyTooLong,
    'The key',
  ).optional(),
  statValue: requiredText(
    StatsLimits.statValueMax,
    StatsMessages.valueRequired,
    StatsMessages.valueTooLong,
    'The value',
  ).optional(),
  statDescription: optionalText(
    StatsLimits.descriptionMax,
    StatsMessages.descriptionTooLong,
    'The description',
  ).optional(),
  statValueHi: optionalText(StatsLimits.statValueMax, StatsMessages.valueTooLong, 'The Hindi value').optional(),
  statDescriptionHi: optionalText(
    StatsLimits.descriptionMax,
    StatsMessages.descriptionTooLong,
    'The Hindi description',
  ).optional(),
  source: optionalText(StatsLimits.sourceMax, StatsMessages.sourceTooLong, 'The source').optional(),
  displayOrder: DisplayOrder.optional(),
  isActive: z.boolean().optional(),
});
export type UpdateAwarenessStatBody = z.input<typeof UpdateAwarenessStatBody>;

export const AwarenessStatIdParams = z.object({ id: z.uuid(issueText(StatsMessages.notFound)) });

/**
 * GET /api/stats/community: the home page's, community hub's and support page's headline figures
 * (core §3 community_stats). totalDonations is the sum of completed support payments in rupees;
 * totalGroups counts the support groups anyone can join (not private), for the home page (decision 0064).
 */
export const CommunityStats = z.object({
  totalMembers: z.number().int(),
  totalStories: z.number().int(),
  totalEvents: z.number().int(),
  totalGroups: z.number().int(),
  totalDonations: z.number(),
});
export type CommunityStats = z.infer<typeof CommunityStats>;
