import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * The one store of every rate limit counted by window (decision 0039): Better Auth's per-address
 * limits on its own endpoints (plugged in as its `customStorage`) and every limit of
 * `memberLimits` (per member, or per address for the public forms). Its shape is the one Better
 * Auth's limiter asks of a store: count one request, say whether it is allowed.
 */
export interface RateLimitStore {
  consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }>;
  close(): Promise<void>;
}

/**
 * A fixed-window counter in Redis, shared by every server process: INCR, and on the first
 * request of a window set its expiry. The remaining time to live is the Retry-After.
 */
export async function createRedisRateLimitStore(url: string, prefix = 'fn:rl:'): Promise<RateLimitStore> {
  // Loaded only when REDIS_URL is set (decision 0044: a module's memory only when its feature runs).
  const { createClient } = await import('redis');
  const client = createClient({ url });
  client.on('error', () => {
    // Reconnects on its own; a failed call below is answered by failing open (see consume).
  });
  await client.connect();
  return {
    async consume(key, rule) {
      const k = `${prefix}${key}`;
      try {
        const [count, ttl] = (await client
          .multi()
          .incr(k)
          .pExpire(k, rule.window * 1000, 'NX')
          .pTTL(k)
          .exec()) as unknown as [number, number, number];
        if (count <= rule.max) return { allowed: true, retryAfter: null };
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(Number(ttl) / 1000)) };
      } catch {
        // Redis unreachable: let the request through rather than lock everybody out; the
        // per-account failure limit in the database still applies to sign-in.
        return { allowed: true, retryAfter: null };
      }
    },
    async close() {
      await client.quit().catch(() => undefined);
    },
  };
}

/** How often the database store's expired windows are removed (a scheduled job, platform/jobs.ts). */
export const RATE_LIMIT_SWEEP = { name: 'rate-limit-windows-sweep', everyMs: 60 * 60 * 1000 } as const;

/**
 * The same fixed window in the database, for a server without Redis: one row per key
 * (`rate_limit_windows`), counted and renewed by one atomic statement, so every process on the
 * database counts together and exactly. `sweep` removes the windows that have ended.
 */
export function createDatabaseRateLimitStore(db: Database): RateLimitStore & { sweep(): Promise<void> } {
  return {
    async consume(key, rule) {
      const result = await db.execute(sql`
        insert into rate_limit_windows as w (key, count, ends_at) values (${key}, 1, now() + make_interval(secs => ${rule.window}))
        on conflict (key) do update set
          count = case when w.ends_at <= now() then 1 else w.count + 1 end,
          ends_at = case when w.ends_at <= now() then excluded.ends_at else w.ends_at end
        returning count, extract(epoch from (ends_at - now()))::float8 as seconds_left`);
      const row = (result as unknown as { rows: Array<{ count: number; seconds_left: number }> }).rows[0];
      if (!row || Number(row.count) <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil(Number(row.seconds_left))) };
    },
    async sweep() {
      await db.execute(sql`delete from rate_limit_windows where ends_at <= now()`);
    },
    async close() {},
  };
}

/**
 * The same fixed window in this process's memory, for unit tests with their own clock: each
 * process would count on its own. Expired windows are swept once a minute.
 */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweepAt = 0;
  return {
    async consume(key, rule) {
      const t = now();
      if (t >= sweepAt) {
        for (const [k, w] of windows) if (w.endsAt <= t) windows.delete(k);
        sweepAt = t + 60_000;
      }
      let w = windows.get(key);
      if (!w || w.endsAt <= t) {
        w = { count: 0, endsAt: t + rule.window * 1000 };
        windows.set(key, w);
      }
      w.count++;
      if (w.count <= rule.max) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((w.endsAt - t) / 1000)) };
    },
    async close() {},
  };
}
