import { createTtlCache } from './cache.js';
import type { Channels, EventBus } from './events.js';

/**
 * A read kept for a short time in this process, the one way modules cache (issue 9). The database
 * stays the truth: entries expire on their own, and the domain's own events (server/platform/events.ts,
 * PostgreSQL NOTIFY between processes) drop them at once in every process. Concurrent misses of one
 * key share one load, and a load that was running when its key was dropped is not kept, so a
 * change is never hidden behind a copy read just before it.
 */

/** What an event drops: everything, some keys, the entries a predicate picks, or nothing. */
export type Dropped<K, V> = 'all' | readonly K[] | ((value: V, key: K) => boolean) | null;

export type Invalidation<K, V> = {
  [C in keyof Channels]: { channel: C; drops: (payload: Channels[C]) => Dropped<K, V> };
}[keyof Channels];

/** An event that changes kept values in place (a count that moved) instead of dropping them. */
export type Update<K, V> = {
  [C in keyof Channels]: { channel: C; update: (payload: Channels[C]) => ((value: V, key: K) => void) | null };
}[keyof Channels];

export interface CachedReadOptions<K, V> {
  ttlMs: number;
  max: number;
  load: (key: K) => Promise<V>;
  /** The events of the domain that drop entries, in this process and the others. */
  invalidatedBy: readonly Invalidation<K, V>[];
  /** The events that change kept values in place, in this process and the others. */
  updatedBy?: readonly Update<K, V>[];
  /** Absent in some unit tests: then only this process's changes drop entries. */
  bus?: EventBus;
  /** Whether a loaded value is kept (default: every value but undefined and null). */
  keep?: (value: V) => boolean;
  /** A shorter lifetime for one value (e.g. until the session it describes ends), in ms. */
  ttlOf?: (value: V) => number;
  log?: { warn: (obj: object, msg: string) => void };
}

export interface CachedRead<K, V> {
  /** The kept value, or a fresh load. */
  get(key: K): Promise<V>;
  /**
   * Announces a change of the domain: the event drops entries here at once and, through the bus,
   * in every other process.
   */
  changed<C extends keyof Channels>(channel: C, payload: Channels[C]): Promise<void>;
  /** Drops entries in this process only (tests; handlers of the events do this themselves). */
  drop(what?: Dropped<K, V>): void;
  /** Resolves once the events are listened to across processes. */
  readonly ready: Promise<void>;
  readonly size: number;
}

export function createCachedRead<K, V>(options: CachedReadOptions<K, V>): CachedRead<K, V> {
  // While the bus cannot hear other processes, the cache serves and keeps nothing (issue 10, item 15).
  const entries = createTtlCache<K, V>({ ttlMs: options.ttlMs, max: options.max, guard: options.bus });
  const loading = new Map<K, Promise<V>>();
  // Bumped by every drop: a load that began under an older generation is returned but not kept.
  let generation = 0;
  const keep = options.keep ?? ((v: V) => v !== undefined && v !== null);

  function drop(what: Dropped<K, V> = 'all'): void {
    if (what === null) return;
    generation++;
    if (what === 'all') {
      entries.clear();
      loading.clear();
    } else if (typeof what === 'function') {
      entries.deleteWhere(what);
      loading.clear();
    } else {
      for (const key of what) {
        entries.delete(key);
        loading.delete(key);
      }
    }
  }

  function apply(channel: keyof Channels, payload: unknown): void {
    for (const rule of options.invalidatedBy) {
      if (rule.channel === channel) drop((rule.drops as (p: unknown) => Dropped<K, V>)(payload));
    }
    for (const rule of options.updatedBy ?? []) {
      if (rule.channel !== channel) continue;
      const update = (rule.update as (p: unknown) => ((value: V, key: K) => void) | null)(payload);
      if (!update) continue;
      // A load that began before the change is returned but not kept (it may predate it).
      generation++;
      loading.clear();
      entries.deleteWhere((value, key) => {
        update(value, key);
        return false;
      });
    }
  }

  const channels = [...new Set([...options.invalidatedBy, ...(options.updatedBy ?? [])].map((r) => r.channel))];
  const ready = options.bus
    ? Promise.all(
        channels.map((channel) => options.bus!.subscribe(channel, (payload) => apply(channel, payload))),
      ).then(() => undefined)
    : Promise.resolve();
  ready.catch((err: unknown) =>
    options.log?.warn({ err }, 'a cache could not listen to its events; entries still expire'),
  );

  return {
    async get(key) {
      const hit = entries.get(key);
      if (hit !== undefined) return hit;
      const running = loading.get(key);
      if (running) return running;
      const startedAt = generation;
      const load = options.load(key).then(
        (value) => {
          if (loading.get(key) === load) loading.delete(key);
          if (startedAt === generation && keep(value))
            entries.set(key, value, options.ttlOf ? Math.min(options.ttlMs, options.ttlOf(value)) : undefined);
          return value;
        },
        (err: unknown) => {
          if (loading.get(key) === load) loading.delete(key);
          throw err;
        },
      );
      loading.set(key, load);
      return load;
    },
    async changed(channel, payload) {
      // The bus delivers to this process at once, then to the others; without one, apply it here.
      if (options.bus) await options.bus.publish(channel, payload);
      else apply(channel, payload);
    },
    drop,
    ready,
    get size() {
      return entries.size;
    },
  };
}
