import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * What the logs may hold. A request is one line: method, path, status and milliseconds. The path
 * is logged without its query string (searches over private chats, links' tokens) and with every
 * segment that looks like a token replaced by `:token` (password-reset links carry theirs in the
 * path). Errors are logged by name, code and message, never with a query's parameters, a row's
 * values or a request body.
 */

/** A path segment that could be a secret: long, and made of letters and digits (not a UUID). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function looksLikeToken(segment: string): boolean {
  if (segment.length < 16 || UUID.test(segment)) return false;
  return /[0-9]/.test(segment) || /[A-Z]/.test(segment) || /%[0-9a-f]{2}/i.test(segment) || segment.length >= 40;
}

/** The path of a request URL as it may be logged: no query, no fragment, no token-like segment. */
export function loggablePath(url: string): string {
  let end = url.length;
  const q = url.indexOf('?');
  if (q >= 0) end = q;
  const h = url.indexOf('#');
  if (h >= 0 && h < end) end = h;
  const path = url.slice(0, end);
  // The common case (no segment long enough to be a token, such as /api/health/live) is returned
  // as it is, without splitting it.
  if (!hasLongSegment(path)) return path;
  return path
    .split('/')
    .map((segment) => (looksLikeToken(segment) ? ':token' : segment))
    .join('/');
}

/** Whether a path has a segment of 16 characters or more (the shortest a token can be). */
function hasLongSegment(path: string): boolean {
  let start = 0;
  for (let i = 0; i <= path.length; i++) {
    if (i === path.length || path.charCodeAt(i) === 47 /* / */) {
      if (i - start >= 16) return true;
      start = i + 1;
    }
  }
  return false;
}

interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  [key: string]: unknown;
}

/** Fields of a database error that name things (never the values of a row). */
const SAFE_DB_FIELDS = ['severity', 'table', 'column', 'constraint', 'routine', 'schema', 'dataType'] as const;

/** A database message without the value it quotes at its end (`invalid input syntax for type uuid: "…"`). */
function withoutQuotedValue(message: string): string {
  return message.replace(/: ".*"$/s, ': "…"').replace(/\n[\s\S]*$/, '');
}

/**
 * The `err` serializer of every log line: the error's name, code, message and stack frames, and
 * its causes the same way. Drizzle's "Failed query" errors lose their `params` (the values a member
 * typed); a database error loses its `detail` and `where`, which quote rows.
 */
export function loggableError(err: unknown, depth = 0): LoggedError | unknown {
  if (!(err instanceof Error) && (typeof err !== 'object' || err === null)) return err;
  const e = err as Error & Record<string, unknown>;
  const type = e.constructor?.name ?? e.name ?? 'Error';
  let message = typeof e.message === 'string' ? e.message : String(e.message);
  // Drizzle's wrapper names its parameters after the query; PGlite's own errors carry them too.
  if ('params' in e) message = message.replace(/\nparams: [\s\S]*$/, '');
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) message = withoutQuotedValue(message);
  const out: LoggedError = { type, message };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = String(e.code);
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  for (const field of SAFE_DB_FIELDS) if (typeof e[field] === 'string') out[field] = e[field];
  if (typeof e.stack === 'string') {
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (depth < 3 && e.cause !== undefined) out.cause = loggableError(e.cause, depth + 1);
  if (depth < 3 && Array.isArray(e.errors)) out.errors = e.errors.slice(0, 5).map((x) => loggableError(x, depth + 1));
  return out;
}

/** The logger's options: level, the error serializer, redaction, and where lines go. */
export function loggerOptions(level: string, override?: object): { level: string } & Record<string, unknown> {
  const base = {
    level,
    serializers: {
      err: loggableError,
      error: loggableError,
      // Should anything log a request object, it shows the method and the loggable path only.
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: loggablePath(req.url ?? '') }),
    },
    // Named paths only: a wildcard ('*.password') makes pino walk every key of every line, which
    // cost a quarter of a trivial request's time (bench/README.md). Nothing logs a body: lines are
    // built from chosen fields, and errors pass through loggableError.
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'password',
      'newPassword',
      'token',
      'body.password',
      'body.newPassword',
      'body.token',
    ],
  };
  if (override) return { ...base, ...override };
  // Lines are written to stdout asynchronously: a burst of requests never waits on the terminal or
  // the pipe, and lines written while one write is in flight go out together with the next. Should
  // the reader of stdout stop reading, lines beyond 16 MB are dropped rather than filling memory.
  const stream = pino.destination({ dest: 1, sync: false, maxLength: 16 * 1024 * 1024 });
  const flush = () => {
    try {
      stream.flushSync();
    } catch {
      // nothing left to flush, or stdout is gone
    }
  };
  process.once('exit', flush);
  return { ...base, stream };
}

/**
 * One line per request, after the answer is sent: method, loggable path, status, milliseconds
 * (Fastify's own "incoming request" and "request completed" pair, with the full URL, is not written).
 * Written through the request's own pino child logger (`reply.log`), so the line carries the
 * request id and whatever else the request's logger is bound to (decision 0043: the hand-built
 * line writer and the lazily made request logger gained less than 5% on a database-backed route).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // pino's info is a no-op below its level; the line's fields are not built for it either. (A
    // disabled logger, as in tests, is Fastify's silent one, which has no isLevelEnabled.)
    const log = reply.log as Partial<pino.Logger>;
    if (!error && typeof log.isLevelEnabled === 'function' && !log.isLevelEnabled('info')) return;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    if (error) {
      reply.log.error(
        { method: request.method, path: loggablePath(request.url), status: reply.statusCode, ms, err: error },
        'request failed',
      );
      return;
    }
    reply.log.info(
      { method: request.method, path: loggablePath(request.url), status: reply.statusCode, ms },
      'request',
    );
  }
}
