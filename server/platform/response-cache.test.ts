import { describe, expect, it } from 'vitest';
import { acceptedEncoding, createResponseCache, matchesEtag } from './response-cache.js';

describe('response cache', () => {
  it('returns a body only at the version it was stored at, and forgets an older one', () => {
    const cache = createResponseCache({ maxBytes: 1000, build: 'r1' });
    cache.set('a', 'v1', '{"n":1}');
    expect(cache.get('a', 'v1')?.identity.toString()).toBe('{"n":1}');
    expect(cache.get('a', 'v2')).toBeUndefined();
    // The stale body is gone, not just hidden.
    expect(cache.get('a', 'v1')).toBeUndefined();
    expect(cache.stats).toEqual({ entries: 0, bytes: 0 });
  });

  it('gives each key and version its own ETag', () => {
    const cache = createResponseCache({ maxBytes: 1000, build: 'r1' });
    const a1 = cache.set('a', 'v1', '{}').etag;
    const a2 = cache.set('a', 'v2', '{}').etag;
    const b1 = cache.set('b', 'v1', '{}').etag;
    expect(new Set([a1, a2, b1]).size).toBe(3);
    expect(a1).not.toContain('v1');
  });

  it('changes every ETag with the release, so a browser never keeps an answer of an older one', () => {
    const before = createResponseCache({ maxBytes: 1000, build: 'r1' }).set('a', 'v1', '{}').etag;
    const after = createResponseCache({ maxBytes: 1000, build: 'r2' }).set('a', 'v1', '{}').etag;
    expect(after).not.toBe(before);
    expect(createResponseCache({ maxBytes: 1000, build: 'r1' }).set('a', 'v1', '{}').etag).toBe(before);
  });

  it('keeps within its byte budget by dropping the least recently used', () => {
    const cache = createResponseCache({ maxBytes: 250, build: 'r1' });
    const body = (c: string) => `"${c.repeat(98)}"`; // 100 bytes
    cache.set('a', '1', body('a'));
    cache.set('b', '1', body('b'));
    expect(cache.get('a', '1')).toBeDefined(); // a is now the most recently used
    cache.set('c', '1', body('c'));
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBeDefined();
    expect(cache.get('c', '1')).toBeDefined();
    expect(cache.stats).toEqual({ entries: 2, bytes: 200 });
  });

  it('sends but does not keep a body larger than the whole budget', () => {
    const cache = createResponseCache({ maxBytes: 10, build: 'r1' });
    expect(cache.set('a', '1', '"this is too long"').identity.toString()).toBe('"this is too long"');
    expect(cache.get('a', '1')).toBeUndefined();
    expect(cache.stats.bytes).toBe(0);
  });
});

describe('content negotiation', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('GZIP')).toBe('gzip');
    expect(acceptedEncoding('deflate, identity')).toBeNull();
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('matches an If-None-Match list, weak or strong, and *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"xyz", "abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('kept bodies', () => {
  it('own their memory rather than a slice of a shared pool page', async () => {
    const cache = createResponseCache({ maxBytes: 100_000, build: 'r1' });
    const small = cache.set('/a', 'v1', JSON.stringify({ items: [1, 2, 3] }));
    expect(Buffer.from('x').buffer.byteLength).toBeGreaterThan(1); // Node pools small buffers
    expect(small.identity.buffer.byteLength).toBe(small.identity.length);
    expect(small.identity.toString()).toBe('{"items":[1,2,3]}');
  });
});
