import { z } from 'zod';
import { RiskKind } from './crisis.js';
import { freeText } from './text.js';
import { defineMessages, issueText } from './messages.js';

/**
 * A member's report of a post, a reply or a story (issue 11): a reason and an optional note, kept
 * for the moderation queue. The community guidelines promise a review within 24 hours.
 */
export const ReportReasons = [
  'harmful_advice',
  'harassment',
  'spam',
  'private_information',
  'at_risk',
  'other',
] as const;
export const ReportReason = z.enum(ReportReasons, { error: () => issueText(ReportMessages.reasonRequired) });
export type ReportReason = z.infer<typeof ReportReason>;

/**
 * What can be reported or filed as a possible crisis; each domain names its own. Daily answers,
 * events and support groups are never reported by members: they reach the queue only when the
 * screening of public text finds a crisis in them (decision 0059).
 */
export const ReportTargetTypes = [
  'forum_post',
  'forum_reply',
  'story',
  'private_message',
  'profile',
  'daily_answer',
  'event',
  'support_group',
  'group_message',
  'donor_request',
] as const;
export type ReportTargetType = (typeof ReportTargetTypes)[number];

export const ReportLimits = {
  noteMax: 1000,
  /** Reports a member may file in an hour (every attempt counts). */
  perHour: 20,
} as const;

export const ReportMessages = defineMessages('report', {
  noteTooLong: `Your note must be at most ${ReportLimits.noteMax} characters.`,
  rateLimited: 'You have sent many reports in the last hour. Please try again in {{minutes}} minutes.',
  notFound: 'That no longer exists, so it cannot be reported.',
  reasonRequired: 'Please choose a reason for your report.',
});

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** POST /api/<domain>/<kind>/:id/reports. */
export const CreateReportBody = z.object({
  reason: ReportReason,
  note: z
    .preprocess(
      trimmed,
      freeText({ label: 'Note', multiline: true, error: ReportMessages.noteTooLong }).max(
        ReportLimits.noteMax,
        issueText(ReportMessages.noteTooLong),
      ),
    )
    .optional()
    .transform((v) => (v ? v : null)),
});
export type CreateReportBody = z.input<typeof CreateReportBody>;

/** The answer to a report: filed now, or already filed by this member for this target. */
export const ReportFiled = z.object({
  report: z.object({ id: z.string(), createdAt: z.string() }),
  alreadyReported: z.boolean(),
});
export type ReportFiled = z.infer<typeof ReportFiled>;

/** The moderation queue (issue 13): the community guidelines' actions, and dismissal. */
export const ModerationActions = ['dismiss', 'warning', 'remove', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof ModerationActions)[number];
/** The guidelines promise a review within 24 hours. */
export const REVIEW_TARGET_HOURS = 24;

export const QueueMessages = defineMessages('queue', {
  notFound: 'This report no longer exists.',
  alreadyResolved: 'This report has already been handled.',
  cannotRemove: 'A profile cannot be removed; warn, suspend or ban its owner instead.',
  contentGone: 'The reported content no longer exists, so it cannot be removed.',
  noAuthor: 'The author of this content is no longer a member.',
  untilRequired: 'A suspension needs an end date.',
});

export const ReportQueueQuery = z.object({
  status: z.enum(['open', 'resolved']).default('open'),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const QueuedReport = z.object({
  id: z.string(),
  targetType: z.enum(ReportTargetTypes),
  targetId: z.string(),
  reason: ReportReason,
  /** A possible crisis filed by the system (urgent, first in the open queue): its kind; null for a member's report. */
  crisis: RiskKind.nullable(),
  /**
   * Published text filed by the system for a look (decision 0082): it met an administrator's watched
   * words, or the abuse checks would stop it though its author is a Member (note: the patterns or harms).
   */
  flaggedBy: z.enum(['watched_word', 'abuse_checks']).nullable(),
  note: z.string().nullable(),
  /** Null for a possible crisis (no member reported it). */
  reporterName: z.string().nullable(),
  createdAt: z.string(),
  /** Past the 24-hour review target. */
  overdue: z.boolean(),
  /** Open reports of the same content, this one included. */
  reportsOfTarget: z.number().int(),
  /** The content in context: null when it no longer exists. */
  content: z
    // isAnonymous: the author is not shown; an administrator may ask who wrote it (audited).
    .object({
      title: z.string().nullable(),
      excerpt: z.string(),
      url: z.string().nullable(),
      authorName: z.string().nullable(),
      isAnonymous: z.boolean(),
      removable: z.boolean(),
      /**
       * Deleted outside the queue (issue 44): by its author, or by an administrator's delete
       * button. The title and excerpt are then what it said when it was deleted; null while it exists.
       */
      deletedBy: z.enum(['author', 'moderator']).nullable(),
      deletedAt: z.string().nullable(),
    })
    .nullable(),
  status: z.string(),
  resolution: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type QueuedReport = z.infer<typeof QueuedReport>;
export const ReportQueue = z.object({
  items: z.array(QueuedReport),
  nextCursor: z.string().nullable(),
  openCount: z.number().int(),
  overdueCount: z.number().int(),
});
export type ReportQueue = z.infer<typeof ReportQueue>;

export const ReportActionBody = z.object({
  action: z.enum(ModerationActions),
  /** Told to the author with a warning, a suspension or a ban. */
  message: z
    .preprocess((v) => (typeof v === 'string' ? v.trim() : v), freeText({ label: 'Message', multiline: true }).max(500))
    .optional()
    .transform((v) => v || null),
  until: z.iso.datetime({ offset: true }).optional(),
});
export type ReportActionBody = z.input<typeof ReportActionBody>;
export const ReportIdParams = z.object({ id: z.uuid(issueText(QueueMessages.notFound)) });
