import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { PRIVATE_DIR_MODE, tightenTree } from './data-dir.js';
import { DurableNodeFS } from '../internals/pglite-durable-fs.js';

/** Both drivers expose the same query builder; code is written against this one type. */
export type Database = NodePgDatabase<typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  migrate(): Promise<void>;
  /** LISTEN on a channel; every process listening on this database receives each NOTIFY. */
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  /** Whether LISTEN is in place now (always, on PGlite), and who to tell when that changes. */
  listener: ListenerStatus;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface ListenerStatus {
  /** True while the LISTEN connection is up and listening on every channel asked for. */
  readonly live: boolean;
  onChange(fn: (live: boolean) => void): void;
}

/** How the LISTEN connection retries: the first wait, doubled after each failure up to the last. */
export interface ListenerBackoff {
  firstDelayMs: number;
  maxDelayMs: number;
  /** How often the connection is checked with `select 1` (a silently dropped one is noticed). */
  heartbeatMs: number;
}

/** The LISTEN connection's application_name in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'fortitude-listener';

const DEFAULT_BACKOFF: ListenerBackoff = { firstDelayMs: 250, maxDelayMs: 10_000, heartbeatMs: 15_000 };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * A PostgreSQL URL opens a pool through `pg`; no URL opens the embedded PGlite under dataDir;
 * ':memory:' opens an in-memory PGlite (tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  listenerBackoff?: Partial<ListenerBackoff>;
}): Promise<DatabaseHandle> {
  const url = opts.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 20 });
    // An idle pooled connection that the server ends (restart, failover, admin command) emits
    // 'error'; unheard, that would end the whole process. The pool replaces the connection.
    pool.on('error', (err) => {
      console.warn(
        `database: an idle connection was closed (${(err as { code?: string }).code ?? err.message}); it will be replaced`,
      );
    });
    const db = drizzlePg(pool, { schema });
    const listener = createPgListener(url, { ...DEFAULT_BACKOFF, ...opts.listenerBackoff });
    return {
      db,
      driver: 'pg',
      migrate: () => migratePg(db, { migrationsFolder }),
      listen: listener.listen,
      listener: listener.status,
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  if (url === ':memory:') {
    const client = new PGlite({
      extensions: PGLITE_EXTENSIONS,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_PARAMS],
    });
    await client.waitReady;
    return wrapPglite(client);
  }
  const client = await openPgliteDir(path.resolve(opts.dataDir, 'db'));
  return wrapPglite(client);
}

/** The extensions the migrations use (pg_trgm: the member search), loaded into every embedded database. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PostgreSQL's memory settings for the embedded database (decision 0044). PGlite runs one backend
 * in a WebAssembly heap that grows and never shrinks, so every buffer PostgreSQL sizes for a server
 * of many connections stays resident for the life of the process: its defaults (128 MB of shared
 * buffers, 64 MB for index builds, room for 100 connections) made most of the server's 790 MB.
 * One backend needs room for one connection; the site's hot data fits in 16 MB of buffers, and
 * the operating system's page cache holds the rest of the files.
 */
export const PGLITE_MEMORY_PARAMS: readonly string[] = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'max_connections=4',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'work_mem=4MB',
  '-c',
  'temp_buffers=4MB',
];

/** PGlite's options for a data directory on disk: durable commits unless `durable` is false. */
export function pgliteDirOptions(dir: string, durable = true): PGliteOptions {
  if (!durable) return { fs: new NodeFS(dir), startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_PARAMS] };
  return {
    fs: new DurableNodeFS(dir),
    // PGlite's start parameters without -F (fsync off); fdatasync is a no-op in its file system layer.
    startParams: [
      ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
      '-c',
      'wal_sync_method=fsync',
      ...PGLITE_MEMORY_PARAMS,
    ],
  };
}

/** Opens (creating when missing) the embedded database in a folder, with durable commits. */
export async function openPgliteDir(
  dir: string,
  opts: { durable?: boolean; loadDataDir?: Blob } = {},
): Promise<PGlite> {
  // PGlite does not create missing parent folders of its data directory.
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const client = new PGlite({
    extensions: PGLITE_EXTENSIONS,
    ...pgliteDirOptions(dir, opts.durable ?? true),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  await client.waitReady;
  // PGlite writes a new database's files (and its write-ahead log) world-readable and writable
  // (0666) whatever the umask: they hold every message, session token and password hash, so they
  // become the server's user's alone (files it creates later follow the process's umask).
  tightenTree(dir);
  // A database just created (or loaded) was written with fsync off: flush all of it once.
  if (opts.durable ?? true) await client.exec('checkpoint');
  return client;
}

/** The handle over an open PGlite client (also used by tests that load a prepared snapshot). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    listen: async (channel, handler) => {
      await client.listen(channel, handler);
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // One process, one database in memory: notifications cannot be missed.
    listener: { live: true, onChange: () => {} },
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * One dedicated connection for LISTEN (a pooled one would be handed back). When it fails (the
 * server restarted, the network dropped, an administrator ended it) it reconnects with backoff for
 * as long as it takes, and listens again on every channel. Notifications sent while it was down are
 * lost: `status.live` is false meanwhile, and caches guarded by the event bus serve nothing.
 */
function createPgListener(url: string, backoff: ListenerBackoff) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const watchers = new Set<(live: boolean) => void>();
  let client: pg.Client | null = null;
  /** The channels the current connection listens on. */
  let listening = new Set<string>();
  let live = false;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  /** The attempt under way, if any; listen() waits for it so start-up listens before it serves. */
  let attempt: Promise<void> | null = null;
  /**
   * One query at a time on the listener's connection: modules subscribe to several channels at once
   * (and the heartbeat may fall in between), and pg will refuse a query sent while another runs
   * (deprecated in pg 8, removed in pg 9). Each waits for the one before, whatever its outcome.
   */
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };

  const setLive = (next: boolean) => {
    if (live === next) return;
    live = next;
    for (const fn of watchers) fn(next);
  };

  const lost = (c: pg.Client, why: string) => {
    if (client !== c) return;
    client = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    setLive(false);
    c.end().catch(() => undefined);
    if (closed) return;
    console.warn(`database: the event listener lost its connection (${why}); reconnecting`);
    schedule();
  };

  const schedule = () => {
    if (closed || retryTimer || attempt || client) return;
    const delay = Math.min(backoff.maxDelayMs, backoff.firstDelayMs * 2 ** Math.min(failures, 20));
    // Jitter: processes that lost the server together do not all knock at the same moment.
    retryTimer = setTimeout(
      () => {
        retryTimer = null;
        void connect();
      },
      Math.round(delay * (0.75 + Math.random() * 0.25)),
    );
    retryTimer.unref();
  };

  const connect = (): Promise<void> => {
    if (client || closed) return Promise.resolve();
    if (attempt) return attempt;
    attempt = (async () => {
      // Named, so an operator sees it in pg_stat_activity (and the outage tests can end it).
      const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: LISTENER_APPLICATION_NAME });
      c.on('notification', (msg) => handlers.get(msg.channel)?.forEach((h) => h(msg.payload ?? '')));
      c.on('error', (err) => lost(c, (err as { code?: string }).code ?? err.message));
      c.on('end', () => lost(c, 'connection ended'));
      const done = new Set<string>();
      try {
        await c.connect();
        // A channel added while this runs is still visited: a Map's iteration includes new keys.
        for (const channel of handlers.keys()) {
          await c.query(`listen ${pg.escapeIdentifier(channel)}`);
          done.add(channel);
        }
      } catch (err) {
        c.removeAllListeners('end');
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
        failures += 1;
        if (failures === 1 || failures % 10 === 0) {
          console.warn(
            `database: the event listener could not connect (${(err as { code?: string }).code ?? (err as Error).message}); attempt ${failures}, trying again`,
          );
        }
        return;
      }
      if (closed) {
        await c.end().catch(() => undefined);
        return;
      }
      if (failures > 0) console.warn(`database: the event listener is back after ${failures} failed attempt(s)`);
      failures = 0;
      client = c;
      listening = done;
      heartbeat = setInterval(() => {
        const timeout = setTimeout(() => lost(c, 'no answer to the heartbeat'), backoff.heartbeatMs);
        timeout.unref();
        inTurn(() => c.query('select 1')).then(
          () => clearTimeout(timeout),
          (err: Error) => {
            clearTimeout(timeout);
            lost(c, err.message);
          },
        );
      }, backoff.heartbeatMs);
      heartbeat.unref();
      setLive(true);
    })().finally(() => {
      attempt = null;
      if (!client) schedule();
    });
    return attempt;
  };

  return {
    status: {
      get live() {
        return live;
      },
      onChange(fn: (live: boolean) => void) {
        watchers.add(fn);
      },
    } satisfies ListenerStatus,
    async listen(channel: string, handler: (payload: string) => void) {
      if (!handlers.has(channel)) handlers.set(channel, new Set());
      handlers.get(channel)!.add(handler);
      // The first attempt (or the one under way) listens on every channel known by then; when it
      // fails, retries continue in the background and the bus reports itself not live.
      if (!client) await connect();
      const c = client;
      if (!c || listening.has(channel)) return;
      listening.add(channel);
      try {
        await inTurn(() => c.query(`listen ${pg.escapeIdentifier(channel)}`));
      } catch (err) {
        lost(c, (err as Error).message);
      }
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (heartbeat) clearInterval(heartbeat);
      const c = client;
      client = null;
      setLive(false);
      await c?.end().catch(() => undefined);
    },
  };
}
