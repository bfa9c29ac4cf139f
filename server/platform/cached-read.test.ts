import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/helpers.js';
import { createCachedRead } from './cached-read.js';
import { createEventBus, type EventBus } from './events.js';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('a cached read', () => {
  let t: TestDatabase;
  let busA: EventBus;
  let busB: EventBus;
  beforeAll(async () => {
    t = await openTestDatabase();
    // Two buses with their own origins on one database: two server processes.
    busA = createEventBus(t.database);
    busB = createEventBus(t.database);
  });
  afterAll(async () => t.drop());

  function galleryCache(bus: EventBus | undefined, source: Map<string, number>, loads: string[]) {
    return createCachedRead<string, number>({
      ttlMs: 60_000,
      max: 10,
      bus,
      load: async (key) => {
        loads.push(key);
        return source.get(key) ?? 0;
      },
      invalidatedBy: [{ channel: 'fn_content_changed', drops: (p) => (p.domain === 'gallery' ? 'all' : null) }],
    });
  }

  it('loads once and serves the copy until it expires', async () => {
    const source = new Map([['a', 1]]);
    const loads: string[] = [];
    let now = 1_000_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    let ttl = 50;
    const cache = createCachedRead<string, number>({
      ttlMs: 60_000,
      max: 10,
      load: async (k) => (loads.push(k), source.get(k) ?? 0),
      invalidatedBy: [],
      ttlOf: () => ttl,
    });
    expect(await cache.get('a')).toBe(1);
    source.set('a', 2);
    expect(await cache.get('a')).toBe(1);
    expect(loads).toEqual(['a']);
    now += 60;
    ttl = 60_000;
    expect(await cache.get('a')).toBe(2);
    expect(loads).toEqual(['a', 'a']);
    now += 59_000;
    expect(await cache.get('a')).toBe(2);
    expect(loads).toHaveLength(2);
    clock.mockRestore();
  });

  it('shares one load between concurrent misses', async () => {
    const loads: string[] = [];
    const cache = galleryCache(undefined, new Map([['x', 5]]), loads);
    expect(await Promise.all([cache.get('x'), cache.get('x'), cache.get('x')])).toEqual([5, 5, 5]);
    expect(loads).toEqual(['x']);
  });

  it("is dropped in this process and another by its own domain's event, and not by another domain's", async () => {
    const source = new Map([['all', 1]]);
    const loadsA: string[] = [];
    const loadsB: string[] = [];
    const a = galleryCache(busA, source, loadsA);
    const b = galleryCache(busB, source, loadsB);
    await Promise.all([a.ready, b.ready]);
    expect(await a.get('all')).toBe(1);
    expect(await b.get('all')).toBe(1);
    source.set('all', 2);
    await a.changed('fn_content_changed', { domain: 'stats' });
    await new Promise((r) => setTimeout(r, 50));
    expect(await a.get('all')).toBe(1);
    expect(await b.get('all')).toBe(1);

    await a.changed('fn_content_changed', { domain: 'gallery' });
    // At once here; through NOTIFY in the other process.
    expect(a.size).toBe(0);
    await until(() => b.size === 0);
    expect(await a.get('all')).toBe(2);
    expect(await b.get('all')).toBe(2);
  });

  it('drops only the keys or entries an event names', async () => {
    const source = new Map([
      ['u1', 1],
      ['u2', 2],
    ]);
    const cache = createCachedRead<string, number>({
      ttlMs: 60_000,
      max: 10,
      load: async (k) => source.get(k) ?? 0,
      invalidatedBy: [
        { channel: 'fn_user_changed', drops: (p) => (p.all || !p.userId ? 'all' : [p.userId]) },
        { channel: 'fn_support_completed', drops: () => (value) => value > 1 },
      ],
    });
    await cache.get('u1');
    await cache.get('u2');
    await cache.changed('fn_user_changed', { userId: 'u1' });
    expect(cache.size).toBe(1);
    await cache.get('u1');
    await cache.changed('fn_support_completed', { amountRupees: 1 });
    expect(cache.size).toBe(1);
    await cache.changed('fn_user_changed', { all: true });
    expect(cache.size).toBe(0);
  });

  it('does not keep a value loaded while its key was dropped', async () => {
    let release!: (v: number) => void;
    const cache = createCachedRead<string, number>({
      ttlMs: 60_000,
      max: 10,
      load: () => new Promise<number>((r) => (release = r)),
      invalidatedBy: [{ channel: 'fn_content_changed', drops: () => 'all' }],
    });
    const pending = cache.get('k');
    await cache.changed('fn_content_changed', { domain: 'gallery' });
    release(1);
    expect(await pending).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('does not keep null unless asked, and lets a failed load be tried again', async () => {
    let fail = true;
    const cache = createCachedRead<string, number | null>({
      ttlMs: 60_000,
      max: 10,
      load: async () => {
        if (fail) throw new Error('db down');
        return null;
      },
      invalidatedBy: [],
    });
    await expect(cache.get('k')).rejects.toThrow('db down');
    fail = false;
    expect(await cache.get('k')).toBeNull();
    expect(cache.size).toBe(0);
  });
});
