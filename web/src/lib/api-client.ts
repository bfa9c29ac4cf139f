import type { RouteInput, RouteOutput } from '@contracts/http';
import type { ApiRoutes } from '@contracts/routes/index';
import { apiFetch } from './api';

/** A route the web may call, as "METHOD /path" in Fastify's syntax: "GET /api/forum/posts/:id". */
export type ApiKey = keyof ApiRoutes;
/** What a call of that route sends (path values, query, body), from the route's own schemas. */
export type ApiInput<K extends ApiKey> = RouteInput<ApiRoutes[K]>;
/** What a successful call of that route answers, from the route's own schemas. */
export type ApiOutput<K extends ApiKey> = RouteOutput<ApiRoutes[K]>;

/** How the browser makes the call: cancelled with the query, or past the HTTP cache. */
export interface CallOptions {
  signal?: AbortSignal;
  cache?: RequestCache;
}

type Args<K extends ApiKey> =
  object extends ApiInput<K> ? [input?: ApiInput<K> & CallOptions] : [input: ApiInput<K> & CallOptions];

type UrlInput<K extends ApiKey> = Omit<ApiInput<K>, 'body' | 'form'>;
type UrlArgs<K extends ApiKey> = object extends UrlInput<K> ? [input?: UrlInput<K>] : [input: UrlInput<K>];

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The URL of a call: each `:name` of the path replaced by its value (encoded), then the query's
 * defined values. Exported for links and event streams that name an API URL without fetching it.
 */
export function apiUrl<K extends ApiKey>(key: K, ...[input]: UrlArgs<K>): string {
  const path = key.slice(key.indexOf(' ') + 1);
  const values = (input as { params?: Record<string, string | number> } | undefined)?.params ?? {};
  // Every path value is there: the route's type asks for each.
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const query = (input as { query?: Record<string, QueryValue> } | undefined)?.query;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/**
 * Calls one API route, typed by its descriptor in contracts/routes (decision 0071): the path values,
 * query and body a route takes, and the answer it gives, are the server's own schemas. The server
 * checks every answer against that schema before it leaves (server/platform/serialize.ts), so the
 * answer is not parsed again here. Failures are ApiError, as with every call (lib/api.ts).
 */
export function api<K extends ApiKey>(key: K, ...args: Args<K>): Promise<ApiOutput<K>> {
  const [input] = args;
  const method = key.slice(0, key.indexOf(' '));
  const { body, form, signal, cache } = (input ?? {}) as { body?: unknown; form?: FormData } & CallOptions;
  return apiFetch<ApiOutput<K>>(apiUrl(key, ...(args as unknown as UrlArgs<K>)), {
    method,
    body: form,
    json: body,
    signal,
    cache,
  });
}
