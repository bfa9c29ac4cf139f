import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { toast } from '@/components/ui/toaster';
import { messageOfIssue, type Message } from '@contracts/messages';
import { ApiError, issueMessage, NETWORK_ERROR_CODE, type ApiIssue } from './api';
import { messageText } from './contract-messages';
import { activeForm, dismissAction, dismissWhenFixed } from './error-toasts';

/** The language a translator speaks: a fixed t (getFixedT, useTranslation) knows it. */
const languageOf = (t: TFunction) => (t as { lng?: string }).lng || undefined;

/**
 * What a person reads for a failed call: the catalog's text for the error's code when the catalog
 * has one (common:errors.<CODE>), otherwise the server's message put into words here by its key and
 * values (decision 0073), or its text as the server wrote it (in the language the request asked for)
 * when the page has no words for it.
 */
export function describeApiError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    if (t(key, { defaultValue: '' })) return t(key);
    if (error.status >= 500 || !error.message) return t('errors.INTERNAL');
    return error.userMessage ? messageText(error.userMessage, languageOf(t), error.message) : error.message;
  }
  if (error instanceof TypeError) return t(`errors.${NETWORK_ERROR_CODE}`);
  return t('errors.unexpected');
}

/**
 * A field's message in the person's language: a web catalog key (namespace:key, from a form or the
 * server's issue code), else a contract message (the one given, or the one a contract's check wrote
 * into the text, contracts/messages.ts `issueText`) put into words, else the text as given.
 */
export function describeIssue(t: TFunction, text: string | undefined, code?: string, message?: Message): string {
  for (const candidate of [code, text]) {
    if (candidate && /^[a-z][\w-]*:[\w.-]+$/i.test(candidate)) {
      const words = t(candidate, { defaultValue: '' });
      if (words) return words;
    }
  }
  const said = message ?? messageOfIssue(text);
  return said ? messageText(said, languageOf(t), text) : (text ?? '');
}

/** A server's field issue in the person's language, by its key and values. */
export const describeApiIssue = (t: TFunction, issue: ApiIssue): string =>
  describeIssue(t, issue.message, issue.code, issueMessage(issue));

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
