import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorMessages, type ErrorCode } from '../../contracts/errors.js';
import { messageKeyOf, type MessageParams } from '../../contracts/messages.js';
import { requestLanguage, translatedError } from './i18n.js';

/** One refused field: its path, the message, and the message's key and values when it has one. */
export interface FieldIssue {
  path: string;
  message: string;
  key?: string;
  params?: MessageParams;
}

/**
 * The one error type services throw: a stable code, a message for people, and an HTTP status.
 * The message is one of the contracts' defined messages (contracts/messages.ts), so the error
 * knows its key and values (`key`, `params`) and the answer is translated by key (decision 0041).
 */
export class AppError extends Error {
  readonly key?: string;
  readonly params?: MessageParams;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    /** Which fields were refused and why (validation answers only). */
    readonly issues?: ReadonlyArray<FieldIssue>,
  ) {
    super(message);
    this.name = 'AppError';
    const keyed = messageKeyOf(message);
    if (keyed) {
      this.key = keyed.key;
      if (keyed.params) this.params = keyed.params;
    }
  }
}

/** A 429 that says when the caller may try again: the error handler sends it as Retry-After (seconds). */
export class RateLimited extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message, 429);
  }
}

/**
 * A refusal whose message names a moment (a suspension's end): the error handler writes the moment
 * with the request language's date formatter (India time) before the message is translated.
 */
export class DatedRefusal extends AppError {
  constructor(
    readonly messageOf: (when: string) => string,
    readonly when: Date,
  ) {
    super('FORBIDDEN', messageOf(formatMoment(when, 'en')), 403);
  }
}

/** A moment as people in India read it, in their language: '3 December 2026, 5:30 pm' / '3 दिसंबर 2026, 5:30 pm'. */
export function formatMoment(when: Date, language: string): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(when);
}

export const notFound = (message: string = ErrorMessages.notFound) => new AppError('NOT_FOUND', message, 404);
export const forbidden = (message: string = ErrorMessages.forbidden) => new AppError('FORBIDDEN', message, 403);
export const unauthenticated = (message: string = ErrorMessages.unauthenticated) =>
  new AppError('UNAUTHENTICATED', message, 401);
export const badRequest = (message: string) => new AppError('VALIDATION_FAILED', message, 400);
export const conflict = (message: string) => new AppError('CONFLICT', message, 409);

/**
 * Input that a route reads itself (multipart text fields), checked with its contract: the parsed
 * value, or a 400 with every refused field, the same answer as a schema-checked body.
 */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = issues[0];
  throw new AppError('VALIDATION_FAILED', first?.message ?? ErrorMessages.invalidRequest, 400, issues);
}

/** Error codes of a database that cannot be reached or is going away (PostgreSQL SQLSTATE and Node). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '53300', // too_many_connections
]);
const UNAVAILABLE_MESSAGES =
  /connection terminated|connection timeout|timeout exceeded when trying to connect|client has encountered a connection error|not queryable|terminating connection|the database system is (starting up|shutting down)|pglite is closed|cannot use a pool after calling end/i;

/** True when an error, or one of its causes, says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // A refused connection to every address of a host comes as an AggregateError.
    if (Array.isArray(errors) && errors.some((x) => isDatabaseUnavailable(x))) return true;
  }
  return false;
}

/** How long a client should wait before trying again while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** One error handler: AppError as given, validation as 400 with field issues, an unreachable database as 503, anything else a plain 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // Each answer below in the language the request asks for (platform/i18n.ts).
    const send = (
      status: number,
      body: {
        error: { code: string; message: string; key?: string; params?: MessageParams; issues?: readonly FieldIssue[] };
      },
    ) => reply.status(status).send(translatedError(request.headers['accept-language'], body));
    if (err instanceof AppError) {
      if (err instanceof DatedRefusal)
        return send(err.status, {
          error: {
            code: err.code,
            message: err.messageOf(formatMoment(err.when, requestLanguage(request.headers['accept-language']))),
          },
        });
      if (err instanceof RateLimited)
        reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
      return send(err.status, {
        error: {
          code: err.code,
          message: err.message,
          ...(err.key ? { key: err.key } : {}),
          ...(err.params ? { params: err.params } : {}),
          ...(err.issues ? { issues: err.issues } : {}),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? ErrorMessages.invalidValue,
      }));
      const first = issues[0];
      return send(400, {
        error: {
          code: 'VALIDATION_FAILED',
          message: first
            ? first.path
              ? `${first.path}: ${first.message}`
              : first.message
            : ErrorMessages.invalidRequest,
          issues,
        },
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, reqId: request.id }, 'response did not match its schema');
      return send(500, { error: { code: 'INTERNAL', message: ErrorMessages.internal } });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return send(429, { error: { code: 'RATE_LIMITED', message: err.message || ErrorMessages.rateLimited } });
    }
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: ErrorMessages.payloadTooLarge } });
    }
    if (status >= 400 && status < 500) {
      if (status === 415)
        return send(415, { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: ErrorMessages.unsupportedMediaType } });
      const code = status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
      return send(status, { error: { code, message: err.message } });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err, reqId: request.id }, 'database unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return send(503, { error: { code: 'UNAVAILABLE', message: ErrorMessages.unavailable } });
    }
    request.log.error({ err, reqId: request.id }, 'unexpected error');
    return send(500, { error: { code: 'INTERNAL', message: ErrorMessages.internal } });
  });
}

/**
 * Requests Node refuses before Fastify sees them (headers over 16 KB, a request line it cannot
 * parse, a client too slow to send its headers) get the same { error: { code, message } } body as
 * every other error, on the raw socket, which is then closed. Fastify's `clientErrorHandler`.
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'HEADERS_TOO_LARGE', ErrorMessages.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'VALIDATION_FAILED', ErrorMessages.requestTimeout]
        : [400, 'Bad Request', 'VALIDATION_FAILED', ErrorMessages.unreadable];
  this.log.debug({ code: err.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ error: { code, message, ...messageKeyOf(message) } });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
