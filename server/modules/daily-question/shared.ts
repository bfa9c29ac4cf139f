import {
  DailyQuestionLimits,
  DailyQuestionMessages,
  type DailyQuestion,
  type QuestionType,
} from '../../../contracts/daily-question.js';
import { dailyQuestions } from '../../db/schema/daily-question.js';
import { badRequest } from '../../platform/errors.js';

/** The columns every reader of a question selects. */
export const questionColumns = {
  id: dailyQuestions.id,
  question: dailyQuestions.question,
  questionType: dailyQuestions.questionType,
  options: dailyQuestions.options,
  questionHi: dailyQuestions.questionHi,
  optionsHi: dailyQuestions.optionsHi,
  featuredDate: dailyQuestions.featuredDate,
  isActive: dailyQuestions.isActive,
};

export type QuestionRow = { [K in keyof typeof questionColumns]: (typeof dailyQuestions.$inferSelect)[K] };

export function presentQuestion(row: QuestionRow): DailyQuestion {
  return {
    id: row.id,
    question: row.question,
    questionType: row.questionType as QuestionType,
    options: row.questionType === 'poll' ? row.options : [],
    questionHi: row.questionHi,
    optionsHi: row.questionType === 'poll' ? row.optionsHi : [],
    featuredDate: row.featuredDate,
    isActive: row.isActive,
  };
}

/** A poll has 2 to 10 distinct, non-empty options (trimmed); an open question has none. */
export function normaliseOptions(type: QuestionType, options: readonly string[]): string[] {
  const trimmed = options.map((o) => o.trim());
  if (type === 'open') {
    if (trimmed.some((o) => o !== '')) throw badRequest(DailyQuestionMessages.openHasOptions);
    return [];
  }
  if (trimmed.some((o) => o === '')) throw badRequest(DailyQuestionMessages.pollOptionEmpty);
  if (trimmed.length < DailyQuestionLimits.pollOptionsMin || trimmed.length > DailyQuestionLimits.pollOptionsMax) {
    throw badRequest(DailyQuestionMessages.pollOptionsCount);
  }
  if (trimmed.some((o) => o.length > DailyQuestionLimits.optionMax))
    throw badRequest(DailyQuestionMessages.pollOptionTooLong);
  if (new Set(trimmed.map((o) => o.toLocaleLowerCase('en-IN'))).size !== trimmed.length)
    throw badRequest(DailyQuestionMessages.pollOptionsDistinct);
  return trimmed;
}

/**
 * A poll's Hindi options (decision 0076): trimmed, cut to as many as the English, blanks kept as ''
 * so each stays beside its English; none when none is written.
 */
export function normaliseOptionsHi(type: QuestionType, english: readonly string[], hindi: readonly string[]): string[] {
  if (type === 'open') return [];
  const trimmed = english.map((_, i) => (hindi[i] ?? '').trim());
  if (trimmed.some((o) => o.length > DailyQuestionLimits.optionMax))
    throw badRequest(DailyQuestionMessages.pollOptionTooLong);
  return trimmed.every((o) => o === '') ? [] : trimmed;
}
