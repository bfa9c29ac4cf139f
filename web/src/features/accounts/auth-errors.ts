import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AuthMessages } from '@contracts/accounts';
import { describeIssue } from '@/lib/api-errors';
import { describeAuthError } from '@/lib/auth-client';

/** Each of the specification's auth texts (core §8) by what it says, to find its catalog key. */
const authMessageKeys = new Map<string, keyof typeof AuthMessages>(Object.entries(AuthMessages).map(([key, text]) => [text, key as keyof typeof AuthMessages]));

/**
 * A failed sign-in, sign-up or reset in the person's language: the specification's mapping
 * (describeAuthError) picks the text, the catalog (accounts:authErrors.*) says it; a message the
 * server wrote itself is shown as given (the server writes in the language the request asked for).
 */
export function translateAuthError(t: TFunction, error: unknown): string {
  const text = describeAuthError(error);
  const key = authMessageKeys.get(text);
  return key ? t(`accounts:authErrors.${key}`) : describeIssue(t, text);
}

export function useAuthErrorText() {
  const { t } = useTranslation('accounts');
  return useCallback((error: unknown) => translateAuthError(t, error), [t]);
}
