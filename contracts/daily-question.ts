import { z } from 'zod';
import { issueText } from './messages.js';
import { freeText } from './text.js';
import { withSafetyNotice } from './crisis.js';
import { DailyQuestionLimits } from './daily-question-constants.js';
import { DailyQuestionMessages } from './daily-question-messages.js';

// Zod-free constants live apart so that the home page can use them without loading zod.
export * from './daily-question-constants.js';
export * from './daily-question-messages.js';

export const QuestionType = z.enum(['open', 'poll']);
export type QuestionType = z.infer<typeof QuestionType>;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** A day that exists (2026-02-30 does not) and that PostgreSQL stores. */
export function isRealDay(s: string): boolean {
  const day = new Date(`${s}T00:00:00Z`);
  return isoDay.test(s) && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === s && s >= '1900-01-01';
}
const FeaturedDate = z
  .string({ error: issueText(DailyQuestionMessages.featuredDateInvalid) })
  .refine(isRealDay, issueText(DailyQuestionMessages.featuredDateInvalid));

export const DailyQuestion = z.object({
  id: z.string(),
  question: z.string(),
  questionType: QuestionType,
  /** The poll's choices in display order; empty for an open question. */
  options: z.array(z.string()),
  /** The Hindi (decision 0076): null until written; the options' Hindi index for index (answers name the English). */
  questionHi: z.string().nullable(),
  optionsHi: z.array(z.string()),
  featuredDate: z.string().describe('The day in India (Asia/Kolkata) the question is featured, YYYY-MM-DD'),
  isActive: z.boolean(),
});
export type DailyQuestion = z.infer<typeof DailyQuestion>;

/** One option of a poll's results (core §3 poll aggregate row), percentage rounded to a whole number. */
export const PollOptionResult = z.object({ option: z.string(), count: z.number().int(), percentage: z.number().int() });
export type PollOptionResult = z.infer<typeof PollOptionResult>;

export const PollResults = z.object({ total: z.number().int(), options: z.array(PollOptionResult) });
export type PollResults = z.infer<typeof PollResults>;

/** An answer shared anonymously (core §3 anonymous response row): never a name or user id. */
export const AnonymousResponse = z.object({
  id: z.string(),
  responseText: z.string().nullable(),
  selectedOption: z.string().nullable(),
  createdAt: z.string(),
});
export type AnonymousResponse = z.infer<typeof AnonymousResponse>;

/** GET /api/daily-questions/today: the same for every caller, so browsers and proxies may cache it. */
export const TodayQuestion = z.object({
  /** Today's day in India. */
  date: z.string(),
  question: DailyQuestion.nullable(),
  totalResponses: z.number().int(),
  /** Polls with at least one answer; null otherwise. Every option is listed, with 0 for none. */
  results: PollResults.nullable(),
  /** Newest first, at most 20. */
  anonymousResponses: z.array(AnonymousResponse),
});
export type TodayQuestion = z.infer<typeof TodayQuestion>;

/** The signed-in member's own answer. */
export const MyResponse = z.object({
  id: z.string(),
  questionId: z.string(),
  isAnonymous: z.boolean(),
  responseText: z.string().nullable(),
  selectedOption: z.string().nullable(),
  createdAt: z.string(),
});
export type MyResponse = z.infer<typeof MyResponse>;

export const MyResponseResult = z.object({ response: MyResponse.nullable() });
export type MyResponseResult = z.infer<typeof MyResponseResult>;

export const QuestionIdParams = z.object({ id: z.uuid(issueText(DailyQuestionMessages.notFound)) });

/** POST /api/daily-questions/:id/responses. Text is trimmed on the server; the service gives the spec's messages. */
export const AnswerBody = z.object({
  responseText: freeText({ label: 'Your answer', multiline: true })
    .max(DailyQuestionLimits.responseMax * 2, issueText(DailyQuestionMessages.responseTooLong))
    .nullish(),
  selectedOption: freeText({ label: 'The option' })
    .max(DailyQuestionLimits.optionMax * 2, issueText(DailyQuestionMessages.noOption))
    .nullish(),
  isAnonymous: z.boolean().default(false),
});
export type AnswerBody = z.input<typeof AnswerBody>;

/**
 * The answer just saved, and today's results that already count it; `safety` when an open answer
 * signals a risk (the author's own notice, decision 0059).
 */
export const AnswerResult = withSafetyNotice(z.object({ response: MyResponse, today: TodayQuestion }));
export type AnswerResult = z.infer<typeof AnswerResult>;

// --- Administration -----------------------------------------------------------------------------

export const AdminDailyQuestion = DailyQuestion.extend({
  responseCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDailyQuestion = z.infer<typeof AdminDailyQuestion>;

export const AdminDailyQuestionPage = z.object({
  items: z.array(AdminDailyQuestion),
  nextCursor: z.string().nullable(),
});
export type AdminDailyQuestionPage = z.infer<typeof AdminDailyQuestionPage>;

export const ListDailyQuestionsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(DailyQuestionLimits.adminPageMax)
    .default(DailyQuestionLimits.adminPageDefault),
});

const QuestionText = freeText({ label: 'The question', error: DailyQuestionMessages.questionRequired })
  .trim()
  .min(1, issueText(DailyQuestionMessages.questionRequired))
  .max(DailyQuestionLimits.questionMax, issueText(DailyQuestionMessages.questionTooLong));

/** Options are checked together with the type in the service (2 to 10 distinct, non-empty; none for open). */
const Options = z
  .array(
    freeText({ label: 'An option' }).max(
      DailyQuestionLimits.optionMax * 2,
      issueText(DailyQuestionMessages.pollOptionTooLong),
    ),
  )
  .max(50);

/** The Hindi of the question: blank is null, not written yet (decision 0076). */
const QuestionTextHi = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  freeText({ label: 'The Hindi question' })
    .trim()
    .max(DailyQuestionLimits.questionMax, issueText(DailyQuestionMessages.questionTooLong))
    .nullable(),
);

export const CreateDailyQuestionBody = z.object({
  question: QuestionText,
  questionType: QuestionType,
  options: Options.default([]),
  questionHi: QuestionTextHi.default(null),
  optionsHi: Options.default([]),
  featuredDate: FeaturedDate,
  isActive: z.boolean().default(true),
});
export type CreateDailyQuestionBody = z.input<typeof CreateDailyQuestionBody>;

export const UpdateDailyQuestionBody = z.object({
  question: QuestionText.optional(),
  questionType: QuestionType.optional(),
  options: Options.optional(),
  questionHi: QuestionTextHi.optional(),
  optionsHi: Options.optional(),
  featuredDate: FeaturedDate.optional(),
  isActive: z.boolean().optional(),
});
export type UpdateDailyQuestionBody = z.input<typeof UpdateDailyQuestionBody>;
