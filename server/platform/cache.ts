/**
 * A small in-process map whose entries expire on their own: the store under cached-read.ts, which
 * modules use (it adds loading and the domain's events that drop entries in every process).
 */
export interface TtlCache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V, ttlMs?: number): void;
  delete(key: K): void;
  /** Drops every entry for which the predicate holds. */
  deleteWhere(predicate: (value: V, key: K) => boolean): void;
  clear(): void;
  readonly size: number;
}

/**
 * What tells a cache whether it would hear of changes made elsewhere: the event bus. While `live`
 * is false (the LISTEN connection is down, so other processes' changes go unheard) the cache serves
 * and keeps nothing; `epoch` changes whenever delivery was interrupted, and entries kept under an
 * older epoch are dropped, since the change that should have removed them may have been missed.
 */
export interface CacheGuard {
  readonly live: boolean;
  readonly epoch: number;
}

export function createTtlCache<K, V>(opts: { ttlMs: number; max: number; guard?: CacheGuard }): TtlCache<K, V> {
  const entries = new Map<K, { value: V; expiresAt: number; epoch: number }>();
  const guard = opts.guard;
  return {
    get(key) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.expiresAt <= Date.now() || (guard && (!guard.live || e.epoch !== guard.epoch))) {
        entries.delete(key);
        return undefined;
      }
      return e.value;
    },
    set(key, value, ttlMs = opts.ttlMs) {
      if (ttlMs <= 0) return;
      if (guard && !guard.live) return;
      if (entries.size >= opts.max && !entries.has(key)) {
        // Maps iterate in insertion order: the first key is the oldest.
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, expiresAt: Date.now() + Math.min(ttlMs, opts.ttlMs), epoch: guard?.epoch ?? 0 });
    },
    delete(key) {
      entries.delete(key);
    },
    deleteWhere(predicate) {
      for (const [k, e] of entries) if (predicate(e.value, k)) entries.delete(k);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
