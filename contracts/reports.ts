import { z } from 'zod';
import { freeText } from './text.js';

/**
 * A member's report of a post, a reply or a story (issue 11): a reason and an optional note, kept
 * for the moderation queue. The community guidelines promise a review within 24 hours.
 */
export const ReportReasons = ['harmful_advice', 'harassment', 'spam', 'private_information', 'at_risk', 'other'] as const;
export const ReportReason = z.enum(ReportReasons, { error: 'Please choose a reason for your report.' });
export type ReportReason = z.infer<typeof ReportReason>;

/** What can be reported; each domain names its own. */
export const ReportTargetTypes = ['forum_post', 'forum_reply', 'story', 'private_message', 'profile'] as const;
export type ReportTargetType = (typeof ReportTargetTypes)[number];

export const ReportLimits = {
  noteMax: 1000,
  /** Reports a member may file in an hour (every attempt counts). */
  perHour: 20,
} as const;

export const ReportMessages = {
  noteTooLong: `Your note must be at most ${ReportLimits.noteMax} characters.`,
  rateLimited: (minutes: number) => `You have sent many reports in the last hour. Please try again in ${minutes} minutes.`,
  notFound: 'That no longer exists, so it cannot be reported.',
} as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** POST /api/<domain>/<kind>/:id/reports. */
export const CreateReportBody = z.object({
  reason: ReportReason,
  note: z
    .preprocess(trimmed, freeText({ label: 'Note', multiline: true, error: ReportMessages.noteTooLong }).max(ReportLimits.noteMax, ReportMessages.noteTooLong))
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
