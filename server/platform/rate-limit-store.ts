import { createClient } from 'redis';

/** What Better Auth's rate limiter asks of a store: count one request, say whether it is allowed. */
export interface RateLimitStore {
  consume(key: string, rule: { window: number; max: number }): Promise<{ allowed: boolean; retryAfter: number | null }>;
  close(): Promise<void>;
}

/**
 * A fixed-window counter in Redis, shared by every server process: INCR, and on the first
 * request of a window set its expiry. The remaining time to live is the Retry-After.
 */
export async function createRedisRateLimitStore(url: string, prefix = 'fn:rl:'): Promise<RateLimitStore> {
  const client = createClient({ url });
  client.on('error', () => {
    // Reconnects on its own; a failed call below is answered by failing open (see consume).
  });
  await client.connect();
  return {
    async consume(key, rule) {
      const k = `${prefix}${key}`;
      try {
        const [count, ttl] = (await client.multi().incr(k).pExpire(k, rule.window * 1000, 'NX').pTTL(k).exec()) as unknown as [number, number, number];
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

/**
 * The same fixed window in this process's memory, for a server without Redis: each process counts
 * on its own (as Better Auth's own limiter does then). Expired windows are swept once a minute.
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
