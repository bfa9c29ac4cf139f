import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../contracts/errors.js';

/** The one error type services throw: a stable code, a message for people, and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    /** Which fields were refused and why (validation answers only). */
    readonly issues?: ReadonlyArray<{ path: string; message: string }>,
  ) {
    super(message);
    this.name = 'AppError';
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

export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message, 404);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError('FORBIDDEN', message, 403);
export const unauthenticated = (message = 'Please sign in to continue.') => new AppError('UNAUTHENTICATED', message, 401);
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
  throw new AppError('VALIDATION_FAILED', first?.message ?? 'The request is not valid.', 400, issues);
}

/** One error handler: AppError as given, validation as 400 with field issues, anything else a plain 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err instanceof RateLimited) reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
      return reply.status(err.status).send({ error: { code: err.code, message: err.message, ...(err.issues ? { issues: err.issues } : {}) } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      return reply.status(400).send({
        error: {
          code: 'VALIDATION_FAILED',
          message: first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'The request is not valid.',
          issues,
        },
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, reqId: request.id }, 'response did not match its schema');
      return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: { code: 'RATE_LIMITED', message: err.message || 'Too many requests. Please wait a moment and try again.' } });
    }
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'That file or request is too large.' } });
    }
    if (status >= 400 && status < 500) {
      const code = status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
      return reply.status(status).send({ error: { code, message: err.message } });
    }
    request.log.error({ err, reqId: request.id }, 'unexpected error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
  });
}
