import { z } from 'zod';
import { withSafetyNotice } from './crisis.js';
import { freeText } from './text.js';
import { defineMessages, issueText } from './messages.js';
import { Role } from './enums.js';
import { istInstant } from './events.js';

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
  linkMax: 500,
  messageMax: 2_000,
  messagesPageDefault: 30,
  messagesPageMax: 50,
  /** Messages a member may send to group conversations in an hour (as forum replies: 60). */
  messagesPerHour: 60,
  membersPageMax: 200,
} as const;

export const GroupMessages = defineMessages('group', {
  /** The specification's words. */
  nameRequired: 'Group name is required.',
  nameTooLong: `The group name must be at most ${GroupLimits.nameMax} characters.`,
  descriptionTooLong: `The description must be at most ${GroupLimits.descriptionMax} characters.`,
  manageDenied: 'Admin or NGO access required to manage support groups.',
  deleteDenied: 'Only admins can delete support groups.',
  notFound: 'This support group no longer exists.',
  belowMembers: 'This group already has {{members}} members. The limit cannot be lower than that.',
  alreadyMember: 'You are already a member of this group.',
  full: 'This group is full. No places are left.',
  notMember: 'You are not a member of this group.',
  searchTooLong: `A search is at most ${GroupLimits.searchMax} characters.`,
  rateLimited: 'You have created several groups in the last hour. Please try again in {{minutes}} minutes.',
  /** Issue 44: a group's page, its meeting and its conversation. */
  badMeetingDate: 'Please enter a real date and time for the meeting, or leave both empty.',
  badMeetingLink: 'Please enter a full web address starting with https:// or http://.',
  membersOnly: 'Only members of this group can read and write its conversation. Join the group to take part.',
  messageEmpty: 'Please write a message before sending it.',
  messageTooLong: `A message must be at most ${GroupLimits.messageMax} characters.`,
  messageNotFound: 'This message no longer exists.',
  messageRemoveDenied: "Only the message's author, the group's host or an administrator can remove this message.",
  messagesLimited: 'You have sent many messages in the last hour. Please try again in {{minutes}} minutes.',
});

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
/** '' is null; a field not sent stays undefined (PATCH changes only what is sent). */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

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
      .min(1, issueText(GroupMessages.nameRequired))
      .max(GroupLimits.nameMax, issueText(GroupMessages.nameTooLong)),
  ),
  description: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null)),
    freeText({ label: 'Description', multiline: true })
      .trim()
      .max(GroupLimits.descriptionMax, issueText(GroupMessages.descriptionTooLong))
      .nullable(),
  ),
  /** The Hindi, side by side (decision 0076): blank or left out is null, not written yet. */
  nameHi: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null)),
    freeText({ label: 'Hindi group name' })
      .trim()
      .max(GroupLimits.nameMax, issueText(GroupMessages.nameTooLong))
      .nullable(),
  ),
  descriptionHi: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null)),
    freeText({ label: 'Hindi description', multiline: true })
      .trim()
      .max(GroupLimits.descriptionMax, issueText(GroupMessages.descriptionTooLong))
      .nullable(),
  ),
  groupType: GroupType.default('general'),
  maxMembers: z.unknown().optional().transform(groupMaxMembers),
  isPrivate: z.boolean().default(false),
});
export type CreateGroupBody = z.input<typeof CreateGroupBody>;

/** The next meeting's fields (PATCH /api/support-groups/:id), as the host's meeting form sends them. */
const GroupMeetingFields = {
  /** The next meeting, India's date and time (both empty: no meeting planned). */
  meetingDate: z.preprocess(
    blankToNull,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, issueText(GroupMessages.badMeetingDate))
      .nullable()
      .optional(),
  ),
  meetingTime: z.preprocess(
    blankToNull,
    z
      .string()
      .regex(/^\d{2}:\d{2}$/, issueText(GroupMessages.badMeetingDate))
      .nullable()
      .optional(),
  ),
  /** Shown to the group's members only. */
  meetingLink: z.preprocess(
    blankToNull,
    freeText({ label: 'Meeting link' })
      .trim()
      .max(GroupLimits.linkMax, issueText(GroupMessages.badMeetingLink))
      .refine((v) => {
        try {
          const u = new URL(v);
          return u.protocol === 'https:' || u.protocol === 'http:';
        } catch {
          return false;
        }
      }, issueText(GroupMessages.badMeetingLink))
      .nullable()
      .optional(),
  ),
};

/** The meeting's date and time change together: both (a real IST instant), or both empty. */
function meetingTogether(v: { meetingDate?: string | null; meetingTime?: string | null }, ctx: z.RefinementCtx) {
  if (v.meetingDate === undefined && v.meetingTime === undefined) return;
  if (!v.meetingDate && !v.meetingTime) return;
  if (!v.meetingDate || !v.meetingTime || !istInstant(v.meetingDate, v.meetingTime))
    ctx.addIssue({
      code: 'custom',
      path: [v.meetingDate && !v.meetingTime ? 'meetingTime' : 'meetingDate'],
      message: issueText(GroupMessages.badMeetingDate),
    });
}

/** The host's meeting form: the three fields alone, checked as the PATCH checks them. */
export const GroupMeetingBody = z.object(GroupMeetingFields).superRefine(meetingTogether);

/** PATCH /api/support-groups/:id: the fields sent change; an invalid max members falls back to 20, as on creation. */
export const UpdateGroupBody = z
  .object({
    name: CreateGroupBody.shape.name.optional(),
    description: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      freeText({ label: 'Description', multiline: true })
        .trim()
        .max(GroupLimits.descriptionMax, issueText(GroupMessages.descriptionTooLong))
        .nullable()
        .optional(),
    ),
    nameHi: CreateGroupBody.shape.nameHi.optional(),
    descriptionHi: CreateGroupBody.shape.descriptionHi.optional(),
    groupType: GroupType.optional(),
    maxMembers: z
      .unknown()
      .optional()
      .transform((v) => (v === undefined ? undefined : groupMaxMembers(v))),
    isPrivate: z.boolean().optional(),
    ...GroupMeetingFields,
  })
  .superRefine(meetingTogether);
export type UpdateGroupBody = z.input<typeof UpdateGroupBody>;

export const ListGroupsQuery = z.object({
  q: z
    .preprocess(
      trimmed,
      freeText({ label: 'Search' }).max(GroupLimits.searchMax, issueText(GroupMessages.searchTooLong)),
    )
    .optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(GroupLimits.pageMax).default(GroupLimits.pageDefault),
});
export type ListGroupsQuery = z.input<typeof ListGroupsQuery>;

export const GroupIdParams = z.object({ id: z.uuid(issueText(GroupMessages.notFound)) });

export const SupportGroup = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The Hindi (decision 0076): null until written. */
  nameHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
  groupType: GroupType,
  isPrivate: z.boolean(),
  maxMembers: z.number().int(),
  memberCount: z.number().int(),
  joinedByMe: z.boolean(),
  isSample: z.boolean(),
  createdAt: z.string(),
  /** The next meeting (ISO), or null when none is planned. */
  meetingAt: z.string().nullable(),
  /** The meeting link: only in the answers of its members, its host and administrators; null to anyone else. */
  meetingLink: z.string().nullable(),
  /** Whether the group has a link (so a visitor learns to join for it, never the link itself). */
  hasMeetingLink: z.boolean(),
  /** What the reader may do with it, by the rules that enforce it (its host and administrators edit; administrators delete). */
  can: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type SupportGroup = z.infer<typeof SupportGroup>;
/** POST and PATCH /api/support-groups: the group as saved (safety: the writer's own notice when its text signals a risk). */
export const SavedGroup = withSafetyNotice(SupportGroup);
export type SavedGroup = z.infer<typeof SavedGroup>;

export const GroupPage = z.object({ items: z.array(SupportGroup), nextCursor: z.string().nullable() });
export type GroupPage = z.infer<typeof GroupPage>;

/** A member as others see them on a group's page: the public face a forum author shows. */
export const GroupPerson = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: Role.nullable(),
});
export type GroupPerson = z.infer<typeof GroupPerson>;

/** GET /api/support-groups/:id: a group's page. */
export const GroupDetail = SupportGroup.extend({
  /** Who hosts it (its creator); null when the administrators hold it (a host who lost the role). */
  host: GroupPerson.nullable(),
  /** The reader may edit it, see all members and remove messages (its host, administrators). */
  canManage: z.boolean(),
  /** The reader's own 'Show me in the member list', or null when the reader is not a member. */
  showMe: z.boolean().nullable(),
});
export type GroupDetail = z.infer<typeof GroupDetail>;

/** GET /api/support-groups/:id/members: members who chose to be shown (members and hosts read it). */
export const GroupMemberList = z.object({
  items: z.array(GroupPerson),
  /** All members, shown or not. */
  total: z.number().int(),
});
export type GroupMemberList = z.infer<typeof GroupMemberList>;

/** GET /api/ngo/groups/:id/members: every member, for the group's host and administrators. */
export const HostedGroupMembers = z.object({
  items: z.array(GroupPerson.extend({ joinedAt: z.string(), showInList: z.boolean() })),
});
export type HostedGroupMembers = z.infer<typeof HostedGroupMembers>;

/** PATCH /api/support-groups/:id/membership: the member's own choices in a group. */
export const MembershipChoiceBody = z.object({ showInList: z.boolean() });
export type MembershipChoiceBody = z.input<typeof MembershipChoiceBody>;
export const MembershipChoice = z.object({ showInList: z.boolean() });
export type MembershipChoice = z.infer<typeof MembershipChoice>;

/** POST /api/support-groups/:id/messages. */
export const CreateGroupMessageBody = z.object({
  content: z.preprocess(
    trimmed,
    freeText({ label: 'Message', multiline: true, error: GroupMessages.messageEmpty })
      .min(1, issueText(GroupMessages.messageEmpty))
      .max(GroupLimits.messageMax, issueText(GroupMessages.messageTooLong)),
  ),
});
export type CreateGroupMessageBody = z.input<typeof CreateGroupMessageBody>;

export const GroupMessageIdParams = z.object({
  id: z.uuid(issueText(GroupMessages.notFound)),
  messageId: z.uuid(issueText(GroupMessages.messageNotFound)),
});

export const ListGroupMessagesQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(GroupLimits.messagesPageMax).default(GroupLimits.messagesPageDefault),
});

export const GroupMessage = z.object({
  id: z.string(),
  groupId: z.string(),
  author: GroupPerson,
  content: z.string(),
  createdAt: z.string(),
  /** The reader wrote it. */
  isMine: z.boolean(),
  /** The reader may remove it (its author, the group's host, administrators). */
  canRemove: z.boolean(),
});
export type GroupMessage = z.infer<typeof GroupMessage>;
/** The new message, and the writer's own safety notice when it signals a risk. */
export const CreatedGroupMessage = withSafetyNotice(GroupMessage);
export type CreatedGroupMessage = z.infer<typeof CreatedGroupMessage>;

/** Newest first; the page shows them oldest at the top. */
export const GroupMessagePage = z.object({ items: z.array(GroupMessage), nextCursor: z.string().nullable() });
export type GroupMessagePage = z.infer<typeof GroupMessagePage>;

/** GET /api/support-groups/mine: the groups the member joined ('My groups'), the newest membership first. */
export const MyGroups = z.object({ items: z.array(SupportGroup) });
export type MyGroups = z.infer<typeof MyGroups>;
