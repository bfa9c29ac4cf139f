import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorMessages, type ErrorBody, type ErrorCode } from '../../contracts/errors.js';
import type { Language } from '../../contracts/enums.js';
import { messageOfIssue, type Message, type MessageParams } from '../../contracts/messages.js';
import { messageIn, requestLanguage } from './i18n.js';

/** One refused field: its path, and the message (a contract's, or zod's own words when the check gave none). */
export interface FieldIssue {
  path: string;
  message: Message | string;
}

/**
 * The one error type services throw: a stable code, a message for people as a value (its key and
 * values, contracts/messages.ts), and an HTTP status. The message is put into words once, in the
 * language of the request, by the error handler (decision 0073); `Error.message` is its English, for
 * logs and the operator's terminal, never what a person is shown.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly userMessage: Message,
    readonly status: number,
    /** Which fields were refused and why (validation answers only). */
    readonly issues?: ReadonlyArray<FieldIssue>,
  ) {
    super(messageIn('en', userMessage));
    this.name = 'AppError';
  }
}

/** A 429 that says when the caller may try again: the error handler sends it as Retry-After (seconds). */
export class RateLimited extends AppError {
  constructor(
    message: Message,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message, 429);
  }
}

/**
 * A refusal whose message names a moment (a suspension's end): the error handler writes the moment
 * with the request language's date formatter (India time) when it puts the message into words.
 */
export class DatedRefusal extends AppError {
  constructor(
    readonly messageOf: (when: string) => Message,
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

export const notFound = (message: Message = ErrorMessages.notFound) => new AppError('NOT_FOUND', message, 404);
export const forbidden = (message: Message = ErrorMessages.forbidden) => new AppError('FORBIDDEN', message, 403);
export const unauthenticated = (message: Message = ErrorMessages.unauthenticated) =>
  new AppError('UNAUTHENTICATED', message, 401);
export const badRequest = (message: Message) => new AppError('VALIDATION_FAILED', message, 400);
export const conflict = (message: Message) => new AppError('CONFLICT', message, 409);

/** A zod issue as a refused field: the contract's message it carries (contracts/messages.ts), else zod's own words. */
export const fieldIssue = (path: string, text: string | undefined): FieldIssue => ({
  path,
  message: messageOfIssue(text) ?? text ?? ErrorMessages.invalidValue,
});

/**
 * Input that a route reads itself (multipart text fields), checked with its contract: the parsed
 * value, or a 400 with every refused field, the same answer as a schema-checked body.
 */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new ValidationFailed(parsed.error.issues.map((i) => fieldIssue(i.path.join('.'), i.message)));
}

/** A 400 with its refused fields: the answer's message is the first field's, after its name. */
export class ValidationFailed extends AppError {
  constructor(issues: readonly FieldIssue[]) {
    const first = issues[0]?.message;
    super('VALIDATION_FAILED', first && typeof first !== 'string' ? first : ErrorMessages.invalidRequest, 400, issues);
  }
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

/** What an error answer says before it is put into words: a code, a message, and any refused fields. */
export interface Refusal {
  code: string;
  /** A message value; a string only for words the platform did not write (a library's, zod's own). */
  message: Message | string;
  issues?: readonly FieldIssue[];
}

/** A message put into words: its text in the language, and its key and values beside it. */
function said(
  language: Language,
  message: Message | string,
): { message: string; key?: string; params?: MessageParams } {
  if (typeof message === 'string') return { message };
  return {
    message: messageIn(language, message),
    key: message.key,
    ...(message.params ? { params: message.params } : {}),
  };
}

/**
 * The one error body, `{ error: { code, message, key, params, issues } }`, put into words once, in
 * the language the request asks for (for callers other than our web app, which shows the key in its
 * own language). A validation failure's message is its first field's, after the field's name.
 */
export function errorBody(acceptLanguage: string | string[] | undefined, refusal: Refusal): ErrorBody {
  const language = requestLanguage(acceptLanguage);
  const issues = refusal.issues?.map((issue) => ({ path: issue.path, ...said(language, issue.message) }));
  const first = refusal.code === 'VALIDATION_FAILED' ? issues?.[0] : undefined;
  let summary = said(language, refusal.message);
  if (first) {
    const { path: field, ...words } = first;
    summary = { ...words, message: field ? `${field}: ${words.message}` : words.message };
  }
  return { error: { code: refusal.code, ...summary, ...(issues ? { issues } : {}) } };
}

/** One error handler: AppError as given, validation as 400 with field issues, an unreachable database as 503, anything else a plain 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const send = (status: number, refusal: Refusal) =>
      reply.status(status).send(errorBody(request.headers['accept-language'], refusal));
    if (err instanceof AppError) {
      if (err instanceof RateLimited)
        reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
      const message =
        err instanceof DatedRefusal
          ? err.messageOf(formatMoment(err.when, requestLanguage(request.headers['accept-language'])))
          : err.userMessage;
      return send(err.status, { code: err.code, message, ...(err.issues ? { issues: err.issues } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) =>
        fieldIssue((v.instancePath || '').replace(/^\//, '').replace(/\//g, '.'), v.message),
      );
      return send(400, { code: 'VALIDATION_FAILED', message: ErrorMessages.invalidRequest, issues });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, reqId: request.id }, 'response did not match its schema');
      return send(500, { code: 'INTERNAL', message: ErrorMessages.internal });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return send(429, { code: 'RATE_LIMITED', message: err.message || ErrorMessages.rateLimited });
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(413, { code: 'PAYLOAD_TOO_LARGE', message: ErrorMessages.payloadTooLarge });
    }
    if (status >= 400 && status < 500) {
      if (status === 415)
        return send(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: ErrorMessages.unsupportedMediaType });
      return send(status, { code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message: err.message });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err, reqId: request.id }, 'database unavailable');
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return send(503, { code: 'UNAVAILABLE', message: ErrorMessages.unavailable });
    }
    request.log.error({ err, reqId: request.id }, 'unexpected error');
    return send(500, { code: 'INTERNAL', message: ErrorMessages.internal });
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
    // No request was read, so no language was asked for: English.
    const body = JSON.stringify(errorBody(undefined, { code, message }));
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
