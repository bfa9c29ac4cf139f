import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { ConnectionLimits } from '../../contracts/connections.js';

/** How often the last-activity times held in memory are written to the database. */
const FLUSH_MS = 60_000;
export const ONLINE_WINDOW_MS = ConnectionLimits.onlineWindowMinutes * 60_000;

export interface Presence {
  /** The member is active now: kept in memory only (no database write per request). */
  touch(userId: string): void;
  /** When this process last saw the member, in ms since the epoch. */
  seenAt(userId: string): number | undefined;
  /** Online: active within the last 5 minutes, by this process's memory or the stored time. */
  isOnline(userId: string, storedLastActive: Date | null | undefined, now?: number): boolean;
  /** Writes what is in memory to member_settings.last_active_at (once a minute, and at close). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

export function createPresence(deps: { db: Database; log?: { warn: (obj: object, msg: string) => void } }): Presence {
  const seen = new Map<string, number>();
  const dirty = new Set<string>();
  let flushing: Promise<void> | null = null;

  async function flushNow(): Promise<void> {
    if (dirty.size === 0) return;
    const batch = [...dirty].map((id) => [id, new Date(seen.get(id) ?? Date.now()).toISOString()] as const);
    dirty.clear();
    const values = sql.join(
      batch.map(([id, at]) => sql`(${id}, ${at}::timestamptz)`),
      sql`, `,
    );
    try {
      await deps.db.execute(sql`
        insert into member_settings (user_id, last_active_at)
        select v.id, v.at from (values ${values}) as v(id, at) join "user" u on u.id = v.id
        on conflict (user_id) do update set last_active_at = greatest(member_settings.last_active_at, excluded.last_active_at)`);
    } catch (err) {
      deps.log?.warn({ err }, 'could not store last activity');
    }
    // Forget members not seen for a while: memory stays bounded by the active members.
    const old = Date.now() - 2 * ONLINE_WINDOW_MS;
    for (const [id, at] of seen) if (at < old) seen.delete(id);
  }

  const flush = () => (flushing ??= flushNow().finally(() => (flushing = null)));
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  return {
    touch(userId) {
      seen.set(userId, Date.now());
      dirty.add(userId);
    },
    seenAt: (userId) => seen.get(userId),
    isOnline(userId, stored, now = Date.now()) {
      const latest = Math.max(seen.get(userId) ?? 0, stored ? stored.getTime() : 0);
      return now - latest < ONLINE_WINDOW_MS;
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
