import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serialised JSON responses kept in memory under a version read from the database on every request
 * (decision 0015). A request still checks access and reads the version; only the expensive part,
 * reading, serialising and compressing a large body, is skipped while the version is unchanged.
 * A version must change in the same transaction as anything the body shows, so a cached body is
 * never older than the data: nothing needs to be told to forget it, in this process or another.
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Fast levels: a body is compressed once per version, on the request that first wants it. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

export type Encoding = 'br' | 'gzip';

export interface CachedBody {
  readonly etag: string;
  readonly identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

interface Entry {
  version: string;
  body: CachedBody;
  bytes: number;
}

export interface ResponseCache {
  /** The body stored for `key` when it was stored at `version`; an older one is dropped. */
  get(key: string, version: string): CachedBody | undefined;
  /** Stores the serialised JSON for `key` at `version`, evicting the least recently used. */
  set(key: string, version: string, json: string | Buffer | ArrayBuffer): CachedBody;
  delete(key: string): void;
  /** Sends the body with an ETag, as 304 when the client holds it, compressed when accepted. */
  send(request: FastifyRequest, reply: FastifyReply, key: string, body: CachedBody): Promise<FastifyReply>;
  readonly stats: { entries: number; bytes: number };
}

/** The best encoding the client accepts (`br`, then `gzip`), or null for none. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (token) accepted.add(token.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** True when an If-None-Match header names this (weak) ETag or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/**
 * A buffer that owns its memory. Node carves small buffers (under 4 KB: Buffer.from, zlib's
 * results) out of shared 8 KB pages, and one slice kept keeps its whole page alive: thousands of
 * small cached pages kept far more memory than the bytes counted (a 5-minute soak grew the server
 * by 230 MB under a 32 MB budget).
 */
export function unpooled(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.length) return buffer;
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}

/** `build`: the release (config.buildId), part of every ETag: an answer of an older release never matches. */
export function createResponseCache(options: { maxBytes: number; build: string }): ResponseCache {
  // A Map keeps insertion order: re-inserting on use makes the first entry the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function grow(entry: Entry, by: number) {
    entry.bytes += by;
    bytes += by;
    for (const [key] of entries) {
      if (bytes <= options.maxBytes) break;
      drop(key);
    }
  }

  return {
    get(key, version) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },

    set(key, version, json) {
      drop(key);
      const identity = unpooled(
        typeof json === 'string' ? Buffer.from(json) : Buffer.isBuffer(json) ? json : Buffer.from(json),
      );
      // The version is not shown as it is: hashed with the key, it reveals nothing about the database.
      // The build is in it too: the same data may be shaped differently by another release.
      const etag = `W/"${createHash('sha256').update(options.build).update('\0').update(key).update('\0').update(version).digest('base64url').slice(0, 27)}"`;
      const body: CachedBody = { etag, identity };
      // A body larger than the whole budget is sent but not kept.
      if (identity.length > options.maxBytes) return body;
      const entry: Entry = { version, body, bytes: 0 };
      entries.set(key, entry);
      grow(entry, identity.length);
      return body;
    },

    delete: drop,

    async send(request, reply, key, body) {
      // Cache-Control is the platform's rule for personalised answers (private-answers.ts).
      reply.header('etag', body.etag).header('vary', 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.status(304).send();
      reply.type('application/json; charset=utf-8');
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(body.identity);
      let compressed = body[encoding];
      if (!compressed) {
        // zlib's asynchronous functions run on the thread pool, so the event loop stays free.
        compressed =
          encoding === 'br'
            ? await brotli(body.identity, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: body.identity.length,
                },
              })
            : await gzipAsync(body.identity, { level: GZIP_LEVEL });
        compressed = unpooled(compressed);
        body[encoding] = compressed;
        const entry = entries.get(key);
        if (entry?.body === body) grow(entry, compressed.length);
      }
      return reply.header('content-encoding', encoding).send(compressed);
    },

    get stats() {
      return { entries: entries.size, bytes };
    },
  };
}
