import type { ApiErrorCode } from '@contracts/errors';
import type { Message, MessageParams } from '@contracts/messages';
import { currentLocale } from './i18n';

/**
 * A failed API call: the server's stable code, its text (in the request's language, for when the
 * page has no words of its own), and its message as a value, `{ key, params }` (decision 0073),
 * which the page puts into words in its own language where it shows it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly issues?: ApiIssue[],
    readonly userMessage?: Message,
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

/** A field issue's message as a value, when the server gave its key. */
export const issueMessage = (issue: ApiIssue): Message | undefined =>
  issue.key ? { key: issue.key, ...(issue.params ? { params: issue.params } : {}) } : undefined;

/** An error answer's body as the API sends it (contracts/errors.ts ErrorBody); Better Auth's passes through the same shape. */
interface WireError {
  error?: { code?: string; message?: string; issues?: ApiIssue[]; key?: string; params?: MessageParams };
}

/** A failed answer as an ApiError: its code (one of ApiErrorCode, else the bare status), text, issues and message value. */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const error = (body && typeof body === 'object' ? (body as WireError).error : undefined) ?? {};
  return new ApiError(
    status,
    (error.code ?? String(status)) as ApiErrorCode,
    error.message ?? (status === 429 ? 'Too many requests' : 'An unexpected error occurred. Please try again.'),
    error.issues,
    typeof error.key === 'string' ? { key: error.key, ...(error.params ? { params: error.params } : {}) } : undefined,
  );
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
    const error = apiErrorOf(response.status, data);
    error.action = action;
    throw error;
  }
  for (const listener of succeeded) listener(action);
  return data as T;
}
