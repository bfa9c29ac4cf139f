import type { FastifyInstance } from 'fastify';
import type { AuthHandler } from '../../platform/auth.js';
import type { SessionAbilities } from '../../platform/authorize.js';
import type { SessionReader } from '../../platform/session.js';
import type { OriginRule, Viewer } from '../../platform/access.js';
import { errorBody, type Refusal } from '../../platform/errors.js';
import { originAllowed } from '../../platform/origins.js';
import { ErrorMessages } from '../../../contracts/errors.js';
import { englishTemplate, isMessage } from '../../../contracts/messages.js';

/** Better Auth answers everything under /api/auth; the raw body is handed over untouched. */
export async function accountsRoutes(
  app: FastifyInstance,
  {
    authHandler,
    origins,
    sessions,
    abilities,
  }: { authHandler: AuthHandler; origins: OriginRule; sessions: SessionReader; abilities: SessionAbilities },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    // On arrival, before the body is read: a foreign origin is told which address this server
    // answers to (PUBLIC_URL), not Better Auth's bare 'Invalid origin'.
    async onRequest(request, reply) {
      if (request.method === 'POST' && !originAllowed(request.headers, origins.trusted)) {
        return reply
          .status(403)
          .header('cache-control', 'no-store')
          .send(errorBody(request.headers['accept-language'], { code: 'FORBIDDEN', message: origins.message }));
      }
    },
    async handler(request, reply) {
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        if (value === undefined) continue;
        headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
      }
      // The client address Better Auth rate-limits on is the one Fastify trusts, never one the client chose.
      headers.set('x-forwarded-for', request.ip);
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      const response = await authHandler(
        new Request(new URL(request.url, 'http://internal'), {
          method: request.method,
          headers,
          body: request.method === 'GET' || !body || body.length === 0 ? undefined : new Uint8Array(body),
        }),
      );
      reply.status(response.status);
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      reply.header('cache-control', 'no-store');
      if (response.status >= 400) {
        const retryAfter = response.headers.get('x-retry-after');
        if (retryAfter) reply.header('retry-after', retryAfter);
        return reply
          .type('application/json')
          .send(errorBody(request.headers['accept-language'], await authRefusal(response)));
      }
      const bytes = response.body ? Buffer.from(await response.arrayBuffer()) : null;
      if (bytes && (response.headers.get('content-type') ?? '').includes('application/json')) {
        const answer = withoutSessionTokens(bytes);
        // The session carries what its member may do anywhere, from the rules that enforce it (issue 40).
        if (request.method === 'GET' && request.url.split('?')[0] === '/api/auth/get-session')
          return reply.send(await withAbilities(answer, () => sessions.read(request.headers.cookie), abilities));
        return reply.send(answer);
      }
      return reply.send(bytes);
    },
  });
}

/** A signed-in session's answer gains `can`, its member's abilities (a visitor's answer, null, is left alone). */
async function withAbilities(
  answer: Buffer,
  viewerOf: () => Promise<Viewer | null>,
  abilities: SessionAbilities,
): Promise<Buffer> {
  let body: unknown;
  try {
    body = JSON.parse(answer.toString('utf8'));
  } catch {
    return answer;
  }
  if (!body || typeof body !== 'object' || !('user' in body)) return answer;
  const viewer = await viewerOf();
  return Buffer.from(JSON.stringify({ ...body, can: abilities.of(viewer) }));
}

/**
 * A session's token lives in the HttpOnly cookie alone: Better Auth also puts it in the JSON of
 * sign-in, sign-up, get-session and the session list, where any script on the page could read it.
 * Every `token` goes; sign-in's and sign-up's becomes `signedIn` (whether a session was started).
 */
export function withoutSessionTokens(bytes: Buffer): Buffer {
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    return bytes;
  }
  const strip = (value: unknown, depth: number): unknown => {
    if (depth > 4 || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((v) => strip(v, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) if (key !== 'token') out[key] = strip(v, depth + 1);
    return out;
  };
  const stripped = strip(body, 0);
  if (body && typeof body === 'object' && !Array.isArray(body) && 'token' in body) {
    (stripped as Record<string, unknown>).signedIn = typeof (body as { token: unknown }).token === 'string';
  }
  return Buffer.from(JSON.stringify(stripped));
}

/**
 * Better Auth's { code, message } as the API's one error: its code, and the platform's message when
 * one of our hooks refused (it carries `key` and `params`, platform/auth.ts), else Better Auth's words.
 */
async function authRefusal(response: Response): Promise<Refusal> {
  let body: { code?: string; message?: string; key?: unknown; params?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // no JSON body
  }
  const fallback =
    response.status === 429
      ? 'RATE_LIMITED'
      : response.status === 401
        ? 'UNAUTHENTICATED'
        : response.status === 403
          ? 'FORBIDDEN'
          : response.status >= 500
            ? 'INTERNAL'
            : 'VALIDATION_FAILED';
  const ours = { key: body.key, params: body.params };
  const message =
    response.status >= 500
      ? ErrorMessages.internal
      : isMessage(ours) && englishTemplate(ours.key) !== undefined
        ? ours
        : (body.message ?? ErrorMessages.notCompleted);
  // Every 429 is the platform's one answer to a limit, Better Auth's and the sign-in lock's alike (decision 0039).
  const code = response.status >= 500 ? 'INTERNAL' : response.status === 429 ? 'RATE_LIMITED' : (body.code ?? fallback);
  return { code, message };
}
