import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { acceptedEncoding } from './response-cache.js';

/**
 * JSON answers that the response cache does not hold are compressed when the browser accepts it,
 * and only when they hold no private data (decision 0056). A forum page of 6.8 KB travels as about
 * 2 KB, which on a slow 2G/3G connection is most of a second. But a compressed body's length tells
 * an observer of the encrypted traffic whether text they managed to put in it (a message, a post, a
 * report's note) repeats something else in it (BREACH): beside a member's other conversations in
 * their inbox, that recovered an Aadhaar number one guess at a time. So compressed are:
 * - a public route's answer to a caller without a session (`request.viewer` null): what anyone gets;
 * - a public route's answer it declares the same for everyone (`Cache-Control: public`), whoever asks;
 * - the answers of the routes listed in `COMPRESSED_WHOEVER_ASKS`, whoever asks.
 * Everything else goes as it is: member, NGO and admin routes (the inbox, connections, notifications,
 * the reports queue), Better Auth's, and a public route's answer to a member (the forum list names a
 * member's own anonymous posts as theirs). Answers the cache sends are compressed once per version
 * there and left alone here; under 1 KB the saving is smaller than a packet and nothing is done.
 * zlib's asynchronous functions run on the thread pool, so the event loop stays free; the levels are
 * the cache's fast ones.
 */
export const COMPRESS_MIN_BYTES = 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Routes ('GET /api/…') whose answer is compressed whoever asks, signed in or not: the answer holds
 * only public data (it does not depend on who asks: the resources library), or the caller's own
 * data that is no secret from anyone who could put text beside it. The forum list and Discover are
 * not: the first names the caller's own anonymous posts as theirs, the second carries their
 * relation to each member and cards other members may not see. A route that declares its answer the
 * same for everyone (`Cache-Control: public`) needs no entry here.
 */
export const COMPRESSED_WHOEVER_ASKS: readonly string[] = [
  'GET /api/resources/articles',
  'GET /api/resources/articles/:id',
  'GET /api/resources/links',
  'GET /api/resources/ngos',
  'GET /api/resources/professionals',
];

function withVary(current: unknown): string {
  const text = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(text)) return text;
  return text ? `${text}, accept-encoding` : 'accept-encoding';
}

async function compressed(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.hasHeader('content-encoding')) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  const length = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (length < COMPRESS_MIN_BYTES) return payload;
  // The answer differs by what the browser accepts, compressed or not: a shared cache must know.
  reply.header('vary', withVary(reply.getHeader('vary')));
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const body =
    encoding === 'br'
      ? await brotli(payload, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: length },
        })
      : await gzipAsync(payload, { level: GZIP_LEVEL });
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return body;
}

const always: onSendHookHandler = async (request, reply, payload) => compressed(request, reply, payload);
const whenPublic: onSendHookHandler = async (request, reply, payload) =>
  !request.viewer || String(reply.getHeader('cache-control') ?? '').startsWith('public')
    ? compressed(request, reply, payload)
    : payload;

/**
 * Gives each route its compression hook when it is registered (none for a route whose answers are
 * personal), so a request never looks its route's options up. `whoeverAsks` is for tests.
 */
export function registerJsonCompression(
  app: FastifyInstance,
  { whoeverAsks = COMPRESSED_WHOEVER_ASKS }: { whoeverAsks?: readonly string[] } = {},
): void {
  const listed = new Set(whoeverAsks);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    const hook = methods.some((method) => listed.has(`${method} ${route.url}`))
      ? always
      : route.url.startsWith('/api/auth/') || (access !== undefined && access !== 'public')
        ? null
        : whenPublic;
    if (!hook) return;
    const existing = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    if (existing.includes(hook)) return;
    route.onSend = [...existing, hook];
  });
}
