import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { toast } from '@/components/ui/toaster';
import { ApiError, NETWORK_ERROR_CODE } from './api';
import { translateContractMessage } from './i18n';

/**
 * What a person reads for a failed call: the catalog's text for the error's code when the catalog
 * has one (common:errors.<CODE>), otherwise the server's own message, which the server writes in
 * the language the request asked for.
 */
export function describeApiError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    if (t(key, { defaultValue: '' })) return t(key);
    if (error.status >= 500 || !error.message) return t('errors.INTERNAL');
    return translateContractMessage(error.message);
  }
  if (error instanceof TypeError) return t(`errors.${NETWORK_ERROR_CODE}`);
  return t('errors.unexpected');
}

/** A field's message: a catalog key (from a contract or the server's issue code) in the person's language, else the text as given. */
export function describeIssue(t: TFunction, message: string | undefined, code?: string): string {
  for (const candidate of [code, message]) {
    if (candidate && /^[a-z][\w-]*:[\w.-]+$/i.test(candidate)) {
      const text = t(candidate, { defaultValue: '' });
      if (text) return text;
    }
  }
  // A fixed t (getFixedT, useTranslation) knows its language; the message follows it.
  return message ? translateContractMessage(message, (t as { lng?: string }).lng ?? undefined) : '';
}

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
 * server's (or the catalog's) text. Returns the text shown, for pages that also show it inline.
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
          options.setError(issue.path as Path<F>, { type: 'server', message: describeIssue(t, issue.message, issue.code) }, { shouldFocus: placed === 0 });
          placed += 1;
        }
        if (placed > 0) return text;
      }
      if (options.title) toast.error(options.title, text);
      else toast.error(text);
      return text;
    },
    [t, navigate, location.pathname, location.search, location.hash],
  );
}
