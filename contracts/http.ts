import type { z } from 'zod';

/**
 * One HTTP route as both sides see it (decision 0071): its method and path, and the schemas of what
 * it takes and answers. The server registers every route from its descriptor
 * (server/platform/serve.ts), so the schemas it validates and serialises with are these; the web calls
 * through one client typed from the same descriptors (web/src/lib/api-client.ts), so a call's input
 * and answer types are never picked by hand.
 *
 * The descriptors live in `contracts/routes/`, one file per module; the web imports them as types
 * only, so no schema reaches a browser bundle through them.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDescriptor {
  readonly method: Method;
  /** Fastify's path syntax: `/api/forum/posts/:id`. */
  readonly path: string;
  /** One line for the API's documentation (/api/docs). */
  readonly summary: string;
  readonly tags?: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Every status the route answers with, each with the shape of its body. */
  readonly response: { readonly [status: number]: z.ZodType };
  /** A multipart upload: the client sends a FormData body, and `body` is not a JSON schema. */
  readonly multipart?: true;
  /** Served by Better Auth's handler under /api/auth, not registered from this descriptor. */
  readonly servedBy?: 'better-auth';
}

/**
 * A module's routes, with the module's tag added to each. `const` keeps every method and path a
 * literal type, which is what the web's client keys on.
 */
export function defineRoutes<const T extends Record<string, RouteDescriptor>>(
  tag: string,
  routes: T,
): { readonly [K in keyof T]: T[K] & { readonly tags: readonly string[] } } {
  const out: Record<string, RouteDescriptor> = {};
  for (const [name, route] of Object.entries(routes)) out[name] = { ...route, tags: route.tags ?? [tag] };
  return out as { readonly [K in keyof T]: T[K] & { readonly tags: readonly string[] } };
}

/** A route's key, as the web's client names it: "GET /api/forum/posts/:id". */
export type RouteKey<R> = R extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What a call of route R sends: its path's values, its query and its body, each only when it has one. */
export type RouteInput<R extends RouteDescriptor> = (R['params'] extends z.ZodType
  ? { params: InputOf<R['params']> }
  : { params?: never }) &
  (R['query'] extends z.ZodType ? { query?: InputOf<R['query']> } : { query?: never }) &
  (R['multipart'] extends true
    ? { form: FormData }
    : R['body'] extends z.ZodType
      ? { body: InputOf<R['body']> }
      : { body?: never });

/** A value as it arrives over JSON: a schema's Date is an ISO string on the wire. */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/**
 * What a successful call of route R answers: the output of its 2xx schemas as JSON carries it (204:
 * null). Of one of several routes (a key chosen at run time), one of their answers.
 */
export type RouteOutput<R extends RouteDescriptor> = R extends RouteDescriptor
  ? {
      [S in keyof R['response']]: S extends SuccessStatus
        ? R['response'][S] extends z.ZodType
          ? Wire<z.output<R['response'][S]>>
          : never
        : never;
    }[keyof R['response']]
  : never;

/** Every route of a set of modules' descriptor objects, keyed as the client names them. */
export type RouteTable<Modules extends Record<string, Record<string, RouteDescriptor>>> = {
  [K in AllRoutes<Modules> as RouteKey<K>]: K;
};

type AllRoutes<Modules extends Record<string, Record<string, RouteDescriptor>>> = {
  [M in keyof Modules]: Modules[M][keyof Modules[M]];
}[keyof Modules];
