import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptedEncoding } from './response-cache.js';

/**
 * JSON answers that the response cache does not hold (a member's own lists, the forum's first page
 * for a signed-in member, Discover) are compressed when the browser accepts it: a forum page of
 * 6.8 KB travels as about 2 KB, which on a slow 2G/3G connection is most of a second. Answers the
 * cache sends are compressed once per version there and left alone here; under 1 KB the saving is
 * smaller than a packet and nothing is done. zlib's asynchronous functions run on the thread pool,
 * so the event loop stays free; the levels are the cache's fast ones.
 */
export const COMPRESS_MIN_BYTES = 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function withVary(current: unknown): string {
  const text = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(text)) return text;
  return text ? `${text}, accept-encoding` : 'accept-encoding';
}

export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
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
  });
}
