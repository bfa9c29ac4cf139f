import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TextMessages } from '../../contracts/text.js';
import { badRequest } from './errors.js';

/**
 * The platform's guard for what no text column can hold (issue 10): a NUL character anywhere in a
 * request (a path parameter, the query, a JSON body's values or keys, a raw JSON body handed on to
 * Better Auth) is a 400 in words before any route runs, never a 500 from the database. A raw JSON
 * body with a `__proto__` key is refused the same way Fastify's own parser refuses it in others.
 * The contracts' freeText() carries the rest of the text rule field by field.
 */

const NUL_ESCAPE = /\\u0000/i;
const PROTO_KEY = /"(?:__proto__|\\u005f\\u005fproto\\u005f\\u005f)"\s*:/i;

/** The path of the first string or key holding a NUL, '' for the value itself, or null. */
function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at.split('\u0000').join('\\0');
    const found = findNul(inner, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function isJson(request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  return type.includes('json');
}

/** True when a parsed JSON value has a `__proto__` key, or a `constructor` key holding `prototype`, at any depth. */
function hasForbiddenKey(value: unknown, depth = 0): boolean {
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  for (const key of Object.keys(value)) {
    const inner = (value as Record<string, unknown>)[key];
    if (key === '__proto__') return true;
    if (key === 'constructor' && inner !== null && typeof inner === 'object' && Object.hasOwn(inner, 'prototype')) return true;
    if (hasForbiddenKey(inner, depth + 1)) return true;
  }
  return false;
}

export const JsonMessages = {
  invalid: 'The request body is not valid JSON.',
  empty: 'The request body is empty, but it says it is JSON.',
} as const;

export function registerInputGuard(app: FastifyInstance): void {
  // JSON bodies: JSON.parse makes a `__proto__` key an own property (no pollution); it is still
  // refused, in words that say which rule it broke rather than "not valid JSON".
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(badRequest(JsonMessages.empty), undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(badRequest(JsonMessages.invalid), undefined);
    }
    if (hasForbiddenKey(value)) return done(badRequest(TextMessages.forbiddenKey), undefined);
    done(null, value);
  });

  // A callback hook: the check is synchronous, and an async hook would cost every request a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [where, value] of [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const at = findNul(value, '');
      if (at !== null) return done(badRequest(at ? `${TextMessages.nul} (${where}: ${at})` : TextMessages.nul));
    }
    // A body kept as bytes (Better Auth's endpoints read it themselves).
    if (Buffer.isBuffer(request.body) && isJson(request)) {
      const text = request.body.toString('utf8');
      if (text.includes('\u0000') || NUL_ESCAPE.test(text)) return done(badRequest(TextMessages.nul));
      if (PROTO_KEY.test(text)) return done(badRequest(TextMessages.forbiddenKey));
    }
    done();
  });
}
