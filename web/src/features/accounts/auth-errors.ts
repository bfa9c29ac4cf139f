import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { messageKeyOf } from '@contracts/messages';
import { ApiError } from '@/lib/api';
import { describeIssue } from '@/lib/api-errors';
import { describeAuthError } from '@/lib/auth-client';

/**
 * A failed sign-in, sign-up or reset in the person's language: the specification's mapping
 * (describeAuthError) picks the message (AuthMessages), which is translated by its key like every
 * contract message (decision 0041); a message the server wrote itself keeps the key it came with,
 * or is shown as given (the server writes in the language the request asked for).
 */
export function translateAuthError(t: TFunction, error: unknown): string {
  const text = describeAuthError(error);
  const fromServer = error instanceof ApiError && error.key && text === error.message;
  const keyed = fromServer
    ? { key: error.key!, ...(error.params ? { params: error.params } : {}) }
    : messageKeyOf(text);
  return describeIssue(t, text, undefined, keyed);
}

export function useAuthErrorText() {
  const { t } = useTranslation('accounts');
  return useCallback((error: unknown) => translateAuthError(t, error), [t]);
}
