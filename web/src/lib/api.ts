import type { ApiErrorCode } from '@contracts/errors';
import type { MessageParams } from '@contracts/messages';
import { currentLocale } from './i18n';

/**
 * A failed API call: the server's stable code, its message for people (in the request's language),
 * and the message's key and values when it has one (decision 0041), by which the page translates it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly issues?: ApiIssue[],
    readonly key?: string,
    readonly params?: MessageParams,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The call that failed, as "METHOD /path" (no query): its error toast goes when the same call succeeds. */
  action?: string;
}

/** One field's problem: `path` is the field name (dotted for nested fields), `key` and `params` its message's key and values. */
export interface ApiIssue {
  path: string;
  message: string;
  key?: string;
  params?: MessageParams;
  /** A web catalog key (namespace:key) when the server gives one. */
  code?: string;
}

/** A call that never reached the server: the same value as contracts/errors.ts's, kept here so no schema module loads. */
export const NETWORK_ERROR_CODE = 'NETWORK' satisfies ApiErrorCode;

/** A call as "METHOD /path", without its query string. */
export const apiAction = (method: string | undefined, path: string) =>
  `${(method ?? 'GET').toUpperCase()} ${path.split('?')[0]}`;

const succeeded = new Set<(action: string) => void>();
/** Told of every call that succeeds (lib/error-toasts.ts dismisses that call's error toasts). */
export function onApiSuccess(listener: (action: string) => void): () => void {
  succeeded.add(listener);
  return () => succeeded.delete(listener);
}

/**
 * Calls the API with the session cookie. Non-2xx answers become ApiError; a network failure
 * becomes ApiError with code NETWORK and a message that mentions the network.
 */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const action = apiAction(rest.method, path);
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        accept: 'application/json',
        'accept-language': currentLocale(),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    const error = new ApiError(
      0,
      NETWORK_ERROR_CODE,
      'Network error: failed to fetch. Please check your internet connection.',
    );
    error.action = action;
    throw error;
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) {
    // Every API error, /api/auth included, is { error: { code, message, issues? } }.
    const body = (data ?? {}) as {
      error?: { code?: string; message?: string; issues?: ApiIssue[]; key?: string; params?: MessageParams };
    };
    // The API's error body (contracts/errors.ts ErrorBody) or Better Auth's carries one of ApiErrorCode.
    const code = (body.error?.code ?? String(response.status)) as ApiErrorCode;
    const message =
      body.error?.message ??
      (response.status === 429 ? 'Too many requests' : 'An unexpected error occurred. Please try again.');
    const error = new ApiError(response.status, code, message, body.error?.issues, body.error?.key, body.error?.params);
    error.action = action;
    throw error;
  }
  for (const listener of succeeded) listener(action);
  return data as T;
}
