import type { TFunction } from 'i18next';
import { DailyQuestionLimits, DailyQuestionMessages } from '@contracts/daily-question-constants';
import { ApiError } from '@/lib/api';
import { describeApiError } from '@/lib/api-errors';

/** The server's refusals of an answer (the contract's words) with their catalog keys. */
const refusals = new Map<string, { key: string; values?: Record<string, unknown> }>([
  [DailyQuestionMessages.responseTooLong, { key: 'refusals.responseTooLong', values: { max: DailyQuestionLimits.responseMax } }],
  [DailyQuestionMessages.alreadyAnswered, { key: 'refusals.alreadyAnswered' }],
  [DailyQuestionMessages.notOpen, { key: 'refusals.notOpen' }],
  [DailyQuestionMessages.notFound, { key: 'refusals.notFound' }],
]);

/**
 * Why an answer was not saved, in the person's language: the daily question's own refusals from
 * its catalog, a failure the platform knows (network, server) in its words, else 'Failed to submit response.'.
 */
export function describeAnswerFailure(t: TFunction, tCommon: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const refusal = refusals.get(error.message);
    if (refusal) return t(`dailyQuestion:${refusal.key}`, refusal.values);
    if (error.status >= 400 && error.status < 500 && error.message) return describeApiError(tCommon, error);
  }
  if (error instanceof ApiError && error.code === 'NETWORK') return describeApiError(tCommon, error);
  return t('dailyQuestion:toasts.submitFailed');
}
