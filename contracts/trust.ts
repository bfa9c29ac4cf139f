import { z } from 'zod';
import { defineMessages, issueText } from './messages.js';
import { freeText } from './text.js';

/**
 * Trust levels (issue 41, decision 0079): what a member has earned by taking part, computed on the
 * server from what they did and recalculated by the scheduled work. Staff (administrators) stand
 * above the three levels and are never limited by them.
 */
export const TrustLevels = ['new', 'member', 'regular'] as const;
export const TrustLevel = z.enum(TrustLevels);
export type TrustLevel = z.infer<typeof TrustLevel>;

/** The level a member acts at: one of the three, or staff. */
export const TrustRank = z.enum([...TrustLevels, 'staff']);
export type TrustRank = z.infer<typeof TrustRank>;

/** The order of the ranks: a limit lifted at 'member' is lifted for 'regular' and 'staff' too. */
export const trustOrder = (rank: TrustRank): number => ['new', 'member', 'regular', 'staff'].indexOf(rank);

/** What a member did, as the levels read it. */
export const TrustActivity = z.object({
  daysSinceJoining: z.number().int(),
  /** Posts and replies written (a story or an event is not counted yet). */
  contributions: z.number().int(),
  replies: z.number().int(),
  heartsReceived: z.number().int(),
  /** Reports against them that a moderator upheld by removing the content. */
  upheldReports: z.number().int(),
});
export type TrustActivity = z.infer<typeof TrustActivity>;

/** The limits a new member has, each lifted at a level (the settings). */
/**
 * A private message to someone who is not a connection is refused to every member (the messages
 * module: only connections talk), so it needs no limit of its own here.
 */
export const TrustLimitNames = ['links', 'mentions', 'editIntoLink'] as const;
export type TrustLimitName = (typeof TrustLimitNames)[number];

/** Pre-moderation's modes: off, a New member's first posts, or only their posts with links. */
export const PreModerationModes = ['off', 'firstPosts', 'links'] as const;

/** The thresholds and limits: settings an administrator may change, each with a safe default. */
export const TrustSettings = z.object({
  memberAfterDays: z.number().int().min(0).max(365),
  memberAfterContributions: z.number().int().min(0).max(1000),
  regularAfterDays: z.number().int().min(0).max(3650),
  regularAfterReplies: z.number().int().min(0).max(10000),
  regularAfterHearts: z.number().int().min(0).max(10000),
  /** How many links or pictures a post may hold below the level that lifts the limit. */
  newMemberMaxLinks: z.number().int().min(0).max(20),
  /** How many members a post may @mention below the level that lifts the limit. */
  newMemberMaxMentions: z.number().int().min(0).max(20),
  /**
   * Pre-moderation, off by default: a New member's first posts, or only their posts with links,
   * wait for an administrator's approval. Whatever it says, a New member's post the abuse checks
   * would stop waits too (decision 0080).
   */
  preModeration: z.enum(PreModerationModes),
  /** How many of a New member's first posts wait, in 'firstPosts' mode. */
  preModerationPosts: z.number().int().min(1).max(20),
  /** How many members of the Member level or above must report a post for it to be hidden until reviewed. */
  flagsToHide: z.number().int().min(1).max(50),
  liftedAt: z.object({
    links: TrustLevel,
    mentions: TrustLevel,
    editIntoLink: TrustLevel,
  }),
});
export type TrustSettings = z.infer<typeof TrustSettings>;

export const DEFAULT_TRUST_SETTINGS: TrustSettings = {
  memberAfterDays: 3,
  memberAfterContributions: 2,
  regularAfterDays: 30,
  regularAfterReplies: 15,
  regularAfterHearts: 10,
  newMemberMaxLinks: 1,
  newMemberMaxMentions: 2,
  preModeration: 'off',
  preModerationPosts: 2,
  flagsToHide: 3,
  liftedAt: { links: 'member', mentions: 'member', editIntoLink: 'member' },
};

/** One step still to take towards the next level: what, how far along, how far to go. */
export const TrustStep = z.object({
  what: z.enum(['days', 'contributions', 'replies', 'hearts', 'noUpheldReports']),
  have: z.number().int(),
  need: z.number().int(),
});
export type TrustStep = z.infer<typeof TrustStep>;

/** GET /api/me/trust: the member's level, what they can do next and what still waits. */
export const MyTrust = z.object({
  level: TrustRank,
  locked: z.boolean(),
  activity: TrustActivity,
  /** The next level and the steps still to take (null at the top, or when an administrator locked the level). */
  next: z.object({ level: TrustLevel, steps: z.array(TrustStep) }).nullable(),
  /** Each new-member limit: the level that lifts it and whether it still applies to the member. */
  limits: z.array(
    z.object({
      name: z.enum(TrustLimitNames),
      liftedAt: TrustLevel,
      applies: z.boolean(),
      max: z.number().int().nullable(),
    }),
  ),
});
export type MyTrust = z.infer<typeof MyTrust>;

/** A member's level as the administrators' Users tab shows it. */
export const MemberTrust = z.object({ level: TrustRank, locked: z.boolean() });
export type MemberTrust = z.infer<typeof MemberTrust>;

/** PUT /api/admin/users/:id/trust-level: a level to lock, or null to let the member's activity decide again. */
export const LockTrustBody = z.object({ level: TrustLevel.nullable() });
export type LockTrustBody = z.input<typeof LockTrustBody>;
export const LockedTrust = z.object({ userId: z.string(), level: TrustRank, locked: z.boolean() });
export type LockedTrust = z.infer<typeof LockedTrust>;

/** What a member is told when a new-member limit refuses what they wrote: why, kindly; their text is kept. */
export const TrustMessages = defineMessages('trust', {
  tooManyLinks:
    'New members can share up to {{count}} link or picture in a post for now. This keeps our community safe from spam. Please keep the one that matters most and post again. Your words are still here.',
  tooManyMentions:
    'New members can mention up to {{count}} people in a post for now. Please mention fewer people and post again. Your words are still here.',
  editIntoLink:
    'New members cannot add a link when editing a post. Please remove the link and save again, or write it in a new post. Your words are still here.',
  userNotFound: 'No such member.',
  staffLevel: 'An administrator is always staff: their trust level cannot be locked.',
});

/** Why a post waits for approval (issue 41, decisions 0080 and 0082: an administrator's watched word). */
export const HoldReasons = ['first_posts', 'links', 'abuse', 'watched_word'] as const;
export const HoldReason = z.enum(HoldReasons);
export type HoldReason = z.infer<typeof HoldReason>;

/** Kinds of content that can wait for approval. */
export const HeldTypes = ['forum_post', 'forum_reply', 'story'] as const;
export const HeldType = z.enum(HeldTypes);
export type HeldType = z.infer<typeof HeldType>;

/** One post waiting for approval, as the administrators' "Waiting for approval" list shows it. */
export const HeldItem = z.object({
  type: HeldType,
  id: z.string(),
  title: z.string().nullable(),
  content: z.string(),
  authorName: z.string(),
  reason: HoldReason,
  createdAt: z.string(),
});
export type HeldItem = z.infer<typeof HeldItem>;
export const HeldList = z.object({ items: z.array(HeldItem) });
export type HeldList = z.infer<typeof HeldList>;
export const HeldParams = z.object({ type: HeldType, id: z.string().min(1).max(64) });

export const ApprovalMessages = defineMessages('approval', {
  reasonRequired: 'Please say why. The author is told it.',
  reasonTooLong: 'A reason is at most 500 characters.',
  notWaiting: 'This post is no longer waiting for approval.',
});
/** POST /api/admin/held/:type/:id/reject: why, told to the author. */
export const RejectHeldBody = z.object({
  reason: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    freeText({ label: 'Reason', multiline: true, error: ApprovalMessages.reasonRequired })
      .min(1, issueText(ApprovalMessages.reasonRequired))
      .max(500, issueText(ApprovalMessages.reasonTooLong)),
  ),
});
export type RejectHeldBody = z.input<typeof RejectHeldBody>;
export const HeldDone = z.object({ done: z.literal(true) });
