import { z } from 'zod';
import { withSafetyNotice } from './crisis.js';
import { freeText } from './text.js';
import { defineMessages, withParams } from './messages.js';

/** Support Groups (community-admin §2 Support Groups screen, §3 support_group, §5, §6, §8, §9). */
/** The administrators' form offers all five (§9: general, cancer type, treatment, caregiver, survivor). */
export const GroupTypes = ['general', 'cancer_specific', 'treatment', 'caregiver', 'survivor'] as const;
/** The public create form offers four (§9). */
export const PublicGroupTypes = [
  'general',
  'cancer_specific',
  'caregiver',
  'survivor',
] as const satisfies readonly (typeof GroupTypes)[number][];
export const GroupType = z.enum(GroupTypes);
export type GroupType = z.infer<typeof GroupType>;

export const GroupLimits = {
  nameMax: 120,
  descriptionMax: 2_000,
  /** max_members: 1 to 500; an invalid entry falls back to 20 (§5). */
  membersMin: 1,
  membersMax: 500,
  membersDefault: 20,
  pageDefault: 12,
  pageMax: 48,
  searchMax: 200,
  perHour: 5,
} as const;

export const GroupMessages = defineMessages('group', {
  /** The specification's words. */
  nameRequired: 'Group name is required.',
  nameTooLong: `The group name must be at most ${GroupLimits.nameMax} characters.`,
  descriptionTooLong: `The description must be at most ${GroupLimits.descriptionMax} characters.`,
  manageDenied: 'Admin or NGO access required to manage support groups.',
  deleteDenied: 'Only admins can delete support groups.',
  notFound: 'This support group no longer exists.',
  belowMembers: withParams(
    ['members'],
    (members: number) => `This group already has ${members} members. The limit cannot be lower than that.`,
  ),
  alreadyMember: 'You are already a member of this group.',
  full: 'This group is full. No places are left.',
  notMember: 'You are not a member of this group.',
  searchTooLong: `A search is at most ${GroupLimits.searchMax} characters.`,
  rateLimited: withParams(
    ['minutes'],
    (minutes: number) => `You have created several groups in the last hour. Please try again in ${minutes} minutes.`,
  ),
});

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** The specification's rule for max members: a whole number from 1 to 500, anything else 20. */
export function groupMaxMembers(value: unknown): number {
  const n =
    typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : typeof value === 'number' ? value : NaN;
  return Number.isInteger(n) && n >= GroupLimits.membersMin && n <= GroupLimits.membersMax
    ? n
    : GroupLimits.membersDefault;
}

/** POST /api/support-groups. */
export const CreateGroupBody = z.object({
  name: z.preprocess(
    trimmed,
    freeText({ label: 'Group name', error: GroupMessages.nameRequired })
      .min(1, GroupMessages.nameRequired)
      .max(GroupLimits.nameMax, GroupMessages.nameTooLong),
  ),
  description: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null)),
    freeText({ label: 'Description', multiline: true })
      .trim()
      .max(GroupLimits.descriptionMax, GroupMessages.descriptionTooLong)
      .nullable(),
  ),
  groupType: GroupType.default('general'),
  maxMembers: z.unknown().optional().transform(groupMaxMembers),
  isPrivate: z.boolean().default(false),
});
export type CreateGroupBody = z.input<typeof CreateGroupBody>;

/** PATCH /api/support-groups/:id: the fields sent change; an invalid max members falls back to 20, as on creation. */
export const UpdateGroupBody = z.object({
  name: CreateGroupBody.shape.name.optional(),
  description: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    freeText({ label: 'Description', multiline: true })
      .trim()
      .max(GroupLimits.descriptionMax, GroupMessages.descriptionTooLong)
      .nullable()
      .optional(),
  ),
  groupType: GroupType.optional(),
  maxMembers: z
    .unknown()
    .optional()
    .transform((v) => (v === undefined ? undefined : groupMaxMembers(v))),
  isPrivate: z.boolean().optional(),
});
export type UpdateGroupBody = z.input<typeof UpdateGroupBody>;

export const ListGroupsQuery = z.object({
  q: z
    .preprocess(trimmed, freeText({ label: 'Search' }).max(GroupLimits.searchMax, GroupMessages.searchTooLong))
    .optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(GroupLimits.pageMax).default(GroupLimits.pageDefault),
});
export type ListGroupsQuery = z.input<typeof ListGroupsQuery>;

export const GroupIdParams = z.object({ id: z.uuid(GroupMessages.notFound) });

export const SupportGroup = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  groupType: GroupType,
  isPrivate: z.boolean(),
  maxMembers: z.number().int(),
  memberCount: z.number().int(),
  joinedByMe: z.boolean(),
  isSample: z.boolean(),
  createdAt: z.string(),
});
export type SupportGroup = z.infer<typeof SupportGroup>;
/** POST and PATCH /api/support-groups: the group as saved (safety: the writer's own notice when its text signals a risk). */
export const SavedGroup = withSafetyNotice(SupportGroup);
export type SavedGroup = z.infer<typeof SavedGroup>;

export const GroupPage = z.object({ items: z.array(SupportGroup), nextCursor: z.string().nullable() });
export type GroupPage = z.infer<typeof GroupPage>;
