import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { TextMessages } from '../../contracts/text.js';
import { badRequest } from './errors.js';
import { defineMessages } from '../../contracts/messages.js';

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
    if (key === 'constructor' && inner !== null && typeof inner === 'object' && Object.hasOwn(inner, 'prototype'))
      return true;
    if (hasForbiddenKey(inner, depth + 1)) return true;
  }
  return false;
}

export const JsonMessages = defineMessages('json', {
  invalid: 'The request body is not valid JSON.',
  empty: 'The request body is empty, but it says it is JSON.',
});

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

  // Parts with a schema are checked by the validator (requestValidatorCompiler); a route gets a
  // hook of its own only for the parts it reads without one: path parameters without a params
  // schema, and bodies without a body schema (Better Auth's raw bodies, uploads). A route reads its
  // query only through its querystring schema (the type provider gives it no type otherwise). Most
  // GET routes thus run no hook here at all: a hook stage on every request cost more than the check.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = route.schema as { params?: unknown; body?: unknown } | undefined;
    const rawParams = /[:*]/.test(route.url) && !schema?.params;
    const rawBody = methods.some((m) => BODY_METHODS.has(m)) && !schema?.body;
    if (!rawParams && !rawBody) return;
    const existing =
      route.preValidation === undefined
        ? []
        : Array.isArray(route.preValidation)
          ? route.preValidation
          : [route.preValidation];
    if (existing.includes(guardUnvalidated)) return;
    route.preValidation = [guardUnvalidated, ...existing];
  });
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The parts a route reads without a schema: a NUL anywhere in them, or a raw JSON body with a `__proto__` key, is a 400. */
function guardUnvalidated(request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
  for (const [where, value] of [
    ['path', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const at = findNul(value, '');
    if (at !== null) return done(nulRefusal(where, at));
  }
  // A body kept as bytes (Better Auth's endpoints read it themselves).
  if (Buffer.isBuffer(request.body) && isJson(request)) {
    const text = request.body.toString('utf8');
    if (text.includes('\u0000') || NUL_ESCAPE.test(text)) return done(badRequest(TextMessages.nul));
    if (PROTO_KEY.test(text)) return done(badRequest(TextMessages.forbiddenKey));
  }
  done();
}

function nulRefusal(where: string, at: string): Error {
  return badRequest(at ? TextMessages.nulAt({ where, at }) : TextMessages.nul);
}

const PART_NAMES: Record<string, string> = { params: 'path', querystring: 'query', body: 'body', headers: 'headers' };

/**
 * zod's validator for each part of a request with a schema, after the NUL check: the check costs
 * nothing where there is nothing to validate, and needs no hook of its own.
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const where = PART_NAMES[route.httpPart ?? ''] ?? route.httpPart ?? 'request';
  return (data: unknown) => {
    const at = findNul(data, '');
    if (at !== null) return { error: nulRefusal(where, at) };
    return validate(data);
  };
};
