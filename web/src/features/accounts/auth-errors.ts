import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api';
import { describeIssue } from '@/lib/api-errors';
import { describeAuthError } from '@/lib/auth-client';

/**
 * A failed sign-in, sign-up or reset in the person's language: the specification's mapping
 * (describeAuthError) picks the message (AuthMessages), or the server's own message value, which is
 * put into words here like every contract message (decision 0073); a text the server wrote without
 * a key is shown as given (in the language the request asked for).
 */
export function translateAuthError(t: TFunction, error: unknown): string {
  const said = describeAuthError(error);
  if (typeof said === 'string') return describeIssue(t, said);
  // The server's own message keeps its text beside it, for a key this page has no words for.
  const text = error instanceof ApiError && said === error.userMessage ? error.message : undefined;
  return describeIssue(t, text, undefined, said);
}

export function useAuthErrorText() {
  const { t } = useTranslation('accounts');
  return useCallback((error: unknown) => translateAuthError(t, error), [t]);
}
