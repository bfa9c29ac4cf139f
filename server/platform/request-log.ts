import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
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
    redact: ['req.headers.cookie', 'req.headers.authorization', 'password', 'newPassword', 'token', 'body.password', 'body.newPassword', 'body.token'],
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
 *
 * The lines are gathered and handed to the log stream together, at least every `flushMs` (100 ms)
 * and whenever 256 lines are waiting: handed over one by one, each line cost the stream a size
 * computation and often a write of its own, a sixth of a trivial request's CPU (bench/README.md).
 * Closing the app and the process's exit (a crash included) write what is waiting; only a kill -9
 * can lose the last 100 ms of request lines. Other log lines (warnings, errors) are not held.
 */
const FIELDS = 7;
export class OneLinePerRequest extends LogController {
  private readonly enabled: boolean;
  private readonly flushMs: number;
  /** The waiting lines' fields, FIELDS per line: time, the parent logger's bindings (as text), the request's bindings, method, URL, status, tenths of a millisecond. */
  private pending: Array<string | number | pino.Bindings | null> = [];
  private stream: LineStream | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(level: string, options: { flushMs?: number } = {}) {
    super();
    // At warn and above nothing is built at all: the quiet path costs nothing.
    this.enabled = (pino.levels.values[level] ?? Infinity) <= pino.levels.values.info!;
    this.flushMs = options.flushMs ?? 100;
    if (this.enabled) waitingAtExit.add(this);
  }

  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!this.enabled) return;
    // Tenths of a millisecond, kept as an integer (written as "0.1", "12", "3.5").
    const tenths = Math.round(reply.elapsedTime * 10);
    if (error) {
      reply.log.error({ method: request.method, path: loggablePath(request.url), status: reply.statusCode, ms: tenths / 10, err: error }, 'request failed');
      return;
    }
    // The common line is written as pino would write it, without pino's generic walk over an
    // object: it holds only a method, a status, a number and the loggable path (escaped as JSON),
    // so nothing in it needs a serializer or redaction. About a quarter of a trivial request's CPU
    // went into building this line through the logger (bench/README.md). Only its fields are kept
    // here; the lines are built together when they are handed over. The request's own logger is
    // not made for it: its parent's fields and the request's bindings are enough.
    const requestLog = reply.log as unknown;
    const lazy = requestLog instanceof RequestLogger ? requestLog : undefined;
    // The parent's fields and the request's bindings, or the request's logger's when it was made.
    const log = (lazy ? (lazy.madeLogger ?? lazy.parent) : requestLog) as PinoInternals;
    const bindings = lazy && !lazy.madeLogger ? lazy.bindings : null;
    const stream = log[pino.symbols.streamSym];
    if (!stream || typeof stream.write !== 'function' || !(lazy ? lazy.infoEnabled() : log.isLevelEnabled('info'))) return;
    if (stream !== this.stream) {
      this.flush();
      this.stream = stream;
    }
    const pending = this.pending;
    pending.push(Date.now(), log[pino.symbols.chindingsSym] ?? '', bindings, request.method, request.url, reply.statusCode, tenths);
    if (pending.length >= FIELDS * 256) this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), this.flushMs);
      this.timer.unref();
    }
  }

  /** Hands the waiting lines to the log stream in one write. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const pending = this.pending;
    if (pending.length === 0 || !this.stream) return;
    this.pending = [];
    let text = '';
    // Lines of one batch mostly share their millisecond: its text is made once.
    let time = -1;
    let timeText = '';
    for (let i = 0; i < pending.length; i += FIELDS) {
      const bindings = pending[i + 2] as pino.Bindings | null;
      if (pending[i] !== time) {
        time = pending[i] as number;
        timeText = String(time);
      }
      const tenths = pending[i + 6] as number;
      const rest = tenths % 10;
      text +=
        '{"level":30,"time":' + timeText + (pending[i + 1] as string) + (bindings ? bindingsText(bindings) : '') +
        ',"method":"' + (pending[i + 3] as string) + '","path":' + jsonString(loggablePath(pending[i + 4] as string)) +
        ',"status":' + (pending[i + 5] as number) + ',"ms":' + (rest === 0 ? tenths / 10 : (tenths - rest) / 10 + '.' + rest) + ',"msg":"request"}\n';
    }
    this.stream.write(text);
  }

  /** At exit: writes the waiting lines and makes the stream write them out before the process ends. */
  flushSync(): void {
    this.flush();
    try {
      this.stream?.flushSync?.();
    } catch {
      // nothing left to flush, or stdout is gone
    }
  }

  /** The app closed: nothing more will come. */
  close(): void {
    this.flush();
    waitingAtExit.delete(this);
  }
}

interface LineStream {
  write(line: string): unknown;
  flushSync?: () => void;
}

const waitingAtExit = new Set<OneLinePerRequest>();
process.once('exit', () => {
  for (const controller of waitingAtExit) controller.flushSync();
});

/** The parts of a pino logger the request line uses (pino exports the symbols, not their types). */
interface PinoInternals {
  isLevelEnabled(level: string): boolean;
  [pino.symbols.streamSym]?: LineStream;
  [pino.symbols.chindingsSym]?: string;
}

/** A request logger's bindings as pino writes them after the parent's: `,"reqId":"req-1"`. */
function bindingsText(bindings: pino.Bindings): string {
  let text = '';
  for (const key of Object.keys(bindings)) {
    const value: unknown = bindings[key];
    if (value !== undefined) text += ',' + jsonString(key) + ':' + (typeof value === 'string' ? jsonString(value) : JSON.stringify(value));
  }
  return text;
}

/** Printable ASCII without a quote or a backslash: a JSON string as it is, between quotes. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** A string as JSON: quoted as it is when nothing in it needs escaping (paths, request ids). */
function jsonString(value: string): string {
  return PLAIN.test(value) ? '"' + value + '"' : JSON.stringify(value);
}

type LogArgs = Parameters<pino.LogFn>;

/**
 * The logger of one request (`request.log`, `reply.log`), made only when something logs through
 * it. Fastify gives every request a child logger, and making one (pino serialises its bindings to
 * text) cost every request about 2% of a trivial route's CPU, though most requests log nothing
 * but their request line, which OneLinePerRequest builds from the parent's fields. Whatever logs
 * through this one gets the same child, with the same bindings, as before (`childLoggerFactory`
 * in app.ts).
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: pino.Logger | undefined;

  constructor(
    readonly parent: pino.Logger,
    readonly bindings: pino.Bindings,
    private readonly options: pino.ChildLoggerOptions,
  ) {}

  /** Whether the child logger has been made (something logged through it). */
  get made(): boolean {
    return this.#child !== undefined;
  }

  /** The child logger, if it has been made. */
  get madeLogger(): pino.Logger | undefined {
    return this.#child;
  }

  /** Whether this request's info lines are written, without making the child for it. */
  infoEnabled(): boolean {
    return this.#child ? this.#child.isLevelEnabled('info') : this.options.level === undefined ? this.parent.isLevelEnabled('info') : this.logger().isLevelEnabled('info');
  }

  private logger(): pino.Logger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level(): pino.LevelWithSilentOrString {
    return this.#child ? this.#child.level : (this.options.level ?? this.parent.level);
  }

  set level(level: pino.LevelWithSilentOrString) {
    this.logger().level = level;
  }

  fatal(...args: LogArgs): void {
    this.logger().fatal(...args);
  }

  error(...args: LogArgs): void {
    this.logger().error(...args);
  }

  warn(...args: LogArgs): void {
    this.logger().warn(...args);
  }

  info(...args: LogArgs): void {
    this.logger().info(...args);
  }

  debug(...args: LogArgs): void {
    this.logger().debug(...args);
  }

  trace(...args: LogArgs): void {
    this.logger().trace(...args);
  }

  silent(...args: LogArgs): void {
    this.logger().silent(...args);
  }

  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made on first use. */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: pino.Bindings, options: pino.ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(logger as pino.Logger, bindings, options);
}
