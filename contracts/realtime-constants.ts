// The realtime channel's limits and close codes, without zod: the header's live bell uses them without
// loading the contracts' validators (decision 0050). contracts/realtime.ts re-exports them.

/**
 * The realtime channel: one WebSocket per signed-in browser at /api/realtime (?since=<ISO time of
 * the last event seen>&lang=en|hi). The server sends JSON events; the browser sends nothing but pings.
 */
export const RealtimeLimits = {
  /** The server pings every 30 s and checks the session again. */
  pingSeconds: 30,
  /** The browser reconnects after 1 s, doubling to at most 30 s. */
  backoffMinMs: 1_000,
  backoffMaxMs: 30_000,
  /** Catch-up sends at most this many of each kind; beyond it, 'resync'. */
  catchUpMax: 100,
  /**
   * Open sockets per member on one server process; one more is closed with 4429. None per client
   * address: many members share one behind a hospital's Wi-Fi or a carrier's NAT (decision 0057).
   */
  socketsPerMember: 10,
  /** What a browser may send: frames of at most 4 KB (larger: 1009), at most 30 a minute (more: 4429). */
  frameMaxBytes: 4096,
  framesPerMinute: 30,
} as const;

/**
 * Close codes: the session ended, the origin is not the site's, the server is going away, too many
 * sockets or frames (the reason says which: 'too many connections', 'too many messages').
 */
export const RealtimeClose = { unauthenticated: 4401, forbidden: 4403, restart: 4001, tooMany: 4429 } as const;
