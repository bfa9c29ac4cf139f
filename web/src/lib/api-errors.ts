import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { toast } from '@/components/ui/toaster';
import { messageKeyOf, type KeyedMessage } from '@contracts/messages';
import { ApiError, NETWORK_ERROR_CODE, type ApiIssue } from './api';
import { translateContractMessage } from './contract-messages';
import { activeForm, dismissAction, dismissWhenFixed } from './error-toasts';

/** The language a translator speaks: a fixed t (getFixedT, useTranslation) knows it. */
const languageOf = (t: TFunction) => (t as { lng?: string }).lng || undefined;

/**
 * What a person reads for a failed call: the catalog's text for the error's code when the catalog
 * has one (common:errors.<CODE>), otherwise the server's message by its key and values (decision
 * 0041), or as the server wrote it (in the language the request asked for) when it has no key.
 */
export function describeApiError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    if (t(key, { defaultValue: '' })) return t(key);
    if (error.status >= 500 || !error.message) return t('errors.INTERNAL');
    const keyed = error.key ? { key: error.key, ...(error.params ? { params: error.params } : {}) } : undefined;
    return translateContractMessage(error.message, languageOf(t), keyed);
  }
  if (error instanceof TypeError) return t(`errors.${NETWORK_ERROR_CODE}`);
  return t('errors.unexpected');
}

/**
 * A field's message in the person's language: a web catalog key (namespace:key, from a form or the
 * server's issue code), else a contract message by its key and values (the issue's, or those of the
 * contract message the text was made from), else the text as given.
 */
export function describeIssue(t: TFunction, message: string | undefined, code?: string, keyed?: KeyedMessage): string {
  for (const candidate of [code, message]) {
    if (candidate && /^[a-z][\w-]*:[\w.-]+$/i.test(candidate)) {
      const text = t(candidate, { defaultValue: '' });
      if (text) return text;
    }
  }
  return message ? translateContractMessage(message, languageOf(t), keyed ?? messageKeyOf(message)) : '';
}

/** A server's field issue in the person's language, by its key and values. */
export const describeApiIssue = (t: TFunction, issue: ApiIssue): string =>
  describeIssue(
    t,
    issue.message,
    issue.code,
    issue.key ? { key: issue.key, ...(issue.params ? { params: issue.params } : {}) } : undefined,
  );

interface HandleOptions<F extends FieldValues> {
  /** The form whose fields receive the server's field issues, by field name. */
  setError?: UseFormSetError<F>;
  /** A toast title; the error's text becomes its description. Without it the text is the title. */
  title?: string;
  /** What a signed-out person is told before being sent to sign in (the page's own words). */
  signInText?: string;
}

/**
 * The one place an API failure becomes what the person sees: a 401 sends them to sign in and
 * back here afterwards; field issues land on their form fields; anything else is a toast with the
 * server's (or the catalog's) text, dismissed once the same call succeeds or the form that sent it
 * is changed (error-toasts.ts). Returns the text shown, for pages that also show it inline.
 */
export function useApiErrorHandler() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    <F extends FieldValues>(error: unknown, options: HandleOptions<F> = {}): string => {
      const text = describeApiError(t, error);
      if (error instanceof ApiError && error.status === 401) {
        toast.info(options.signInText ?? t('errors.UNAUTHENTICATED'));
        navigate('/auth', { state: { from: `${location.pathname}${location.search}${location.hash}` } });
        return text;
      }
      if (error instanceof ApiError && options.setError && error.issues?.length) {
        let placed = 0;
        for (const issue of error.issues) {
          if (!issue.path) continue;
          options.setError(
            issue.path as Path<F>,
            { type: 'server', message: describeApiIssue(t, issue) },
            { shouldFocus: placed === 0 },
          );
          placed += 1;
        }
        if (placed > 0) {
          // The problem is now shown on the fields themselves: an earlier toast for this call goes.
          dismissAction(error.action);
          return text;
        }
      }
      const id = options.title ? toast.error(options.title, text) : toast.error(text);
      dismissWhenFixed(id, { action: error instanceof ApiError ? error.action : undefined, form: activeForm() });
      return text;
    },
    [t, navigate, location.pathname, location.search, location.hash],
  );
}
