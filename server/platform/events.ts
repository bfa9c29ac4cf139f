import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/client.js';
import type { RealtimeEvent } from '../../contracts/realtime.js';

/** Events whose content stays in the database: they cross between processes as an id (decision 0034). */
export type LoadedKind = 'message';

/**
 * What crosses between processes on the bus: the event in English, its Hindi if it differs; or,
 * for private content, only the kind and id of the row, loaded by the process that delivers it
 * (a NOTIFY payload is readable by any client of the database role, and logged by log_statement=all).
 */
export interface RealtimeEnvelope {
  u: string;
  e?: RealtimeEvent;
  hi?: RealtimeEvent;
  ref?: { k: LoadedKind; id: string };
  /** Set when the full event was already delivered here and others get a 'resync' instead. */
  skip?: string;
}

/** The channels of the event bus and what each carries. */
export interface Channels {
  /** A member's sessions, role or profile changed (all: every member, e.g. after a password reset). */
  fn_user_changed: { userId?: string; all?: boolean };
  /** A support payment completed (community totals change). */
  fn_support_completed: { amountRupees: number };
  /** Content changed (daily questions, awareness statistics, gallery, forum): caches drop the domain. */
  fn_content_changed: { domain: 'daily-question' | 'stats' | 'gallery' | 'forum' };
  /** A forum post's heart count moved: cached copies change that number, nothing is dropped. */
  fn_forum_hearts: { postId: string; heartCount: number };
  /** An event for one member's open sockets, on whichever process holds them (platform/realtime.ts). */
  fn_realtime: RealtimeEnvelope;
}

export interface EventBus {
  /**
   * True while this process hears every other process's events. False while the LISTEN connection
   * is down: caches guarded by the bus (platform/cache.ts) then serve nothing.
   */
  readonly live: boolean;
  /** Changes each time delivery from other processes stops or resumes (see CacheGuard). */
  readonly epoch: number;
  /** Delivers to this process at once, then to every other process through PostgreSQL NOTIFY. */
  publish<C extends keyof Channels>(channel: C, payload: Channels[C]): Promise<void>;
  subscribe<C extends keyof Channels>(channel: C, handler: (payload: Channels[C]) => void): Promise<void>;
}

/** Events between server processes over PostgreSQL LISTEN/NOTIFY (PGlite and pg alike). */
export function createEventBus(
  database: Pick<DatabaseHandle, 'listen' | 'notify'> & Partial<Pick<DatabaseHandle, 'listener'>>,
  log?: { warn: (obj: object, msg: string) => void },
): EventBus {
  const origin = randomUUID();
  const listener = database.listener;
  let epoch = 0;
  // Anything cached before an interruption may have missed the event that should have dropped it.
  listener?.onChange(() => {
    epoch += 1;
  });
  const local = new Map<string, Set<(payload: never) => void>>();
  const listening = new Set<string>();

  const deliver = (channel: string, payload: unknown) => {
    for (const h of local.get(channel) ?? []) {
      try {
        (h as (p: unknown) => void)(payload);
      } catch (err) {
        log?.warn({ err, channel }, 'event handler failed');
      }
    }
  };

  return {
    get live() {
      return listener ? listener.live : true;
    },
    get epoch() {
      return epoch;
    },
    async publish(channel, payload) {
      deliver(channel, payload);
      try {
        await database.notify(channel, JSON.stringify({ o: origin, p: payload }));
      } catch (err) {
        // Other processes fall back on their caches' expiry.
        log?.warn({ err, channel }, 'could not notify other processes');
      }
    },
    async subscribe(channel, handler) {
      if (!local.has(channel)) local.set(channel, new Set());
      local.get(channel)!.add(handler as (payload: never) => void);
      if (listening.has(channel)) return;
      listening.add(channel);
      await database.listen(channel, (raw) => {
        try {
          const msg = JSON.parse(raw) as { o: string; p: unknown };
          if (msg.o !== origin) deliver(channel, msg.p);
        } catch {
          // not ours
        }
      });
    },
  };
}
