import type { TFunction } from 'i18next';
import { DailyQuestionLimits } from '@contracts/daily-question-constants';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/api';

/** The server's refusals of an answer, by their message key (decision 0073), with this catalog's keys. */
const refusals = new Map<string, { key: string; values?: Record<string, unknown> }>([
  [
    'dailyQuestion.responseTooLong',
    { key: 'refusals.responseTooLong', values: { max: DailyQuestionLimits.responseMax } },
  ],
  ['dailyQuestion.alreadyAnswered', { key: 'refusals.alreadyAnswered' }],
  ['dailyQuestion.notOpen', { key: 'refusals.notOpen' }],
  ['dailyQuestion.notFound', { key: 'refusals.notFound' }],
]);

/**
 * Why an answer was not saved, in the person's language: the daily question's own refusals from
 * its catalog, signed out or offline in the common catalog's words, another refusal as the server
 * wrote it, else 'Failed to submit response.'. (The home page loads this: it stays small, without
 * the API error handler.)
 */
export function describeAnswerFailure(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const refusal = error.userMessage ? refusals.get(error.userMessage.key) : undefined;
    if (refusal) return t(`dailyQuestion:${refusal.key}`, refusal.values);
    if (error.status === 401) return t('common:errors.UNAUTHENTICATED');
    if (error.code === NETWORK_ERROR_CODE) return t('common:errors.NETWORK');
    if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  }
  return t('dailyQuestion:toasts.submitFailed');
}
