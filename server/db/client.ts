import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

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
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * A PostgreSQL URL opens a pool through `pg`; no URL opens the embedded PGlite under dataDir;
 * ':memory:' opens an in-memory PGlite (tests).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  const url = opts.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 20 });
    // An idle pooled connection that the server ends (restart, failover, admin command) emits
    // 'error'; unheard, that would end the whole process. The pool replaces the connection.
    pool.on('error', (err) => {
      console.warn(`database: an idle connection was closed (${(err as { code?: string }).code ?? err.message}); it will be replaced`);
    });
    const db = drizzlePg(pool, { schema });
    const listener = createPgListener(url);
    return {
      db,
      driver: 'pg',
      migrate: () => migratePg(db, { migrationsFolder }),
      listen: listener.listen,
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
  let client: PGlite;
  if (url === ':memory:') {
    client = new PGlite();
  } else {
    const dir = path.resolve(opts.dataDir, 'db');
    // PGlite does not create missing parent folders of its data directory.
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  return wrapPglite(client);
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
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * One dedicated connection for LISTEN (a pooled one would be handed back). It reconnects after a
 * failure and listens again on every channel; notifications sent while it was down are lost, which
 * is why everything built on it also expires on its own.
 */
function createPgListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    if (connecting) return connecting;
    connecting = (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (msg) => handlers.get(msg.channel)?.forEach((h) => h(msg.payload ?? '')));
      const reconnect = () => {
        if (client !== c) return;
        client = null;
        if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
      };
      c.on('error', reconnect);
      c.on('end', reconnect);
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      client = c;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async listen(channel: string, handler: (payload: string) => void) {
      const isNew = !handlers.has(channel);
      if (isNew) handlers.set(channel, new Set());
      handlers.get(channel)!.add(handler);
      const c = await connect();
      if (isNew) await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    },
    async close() {
      closed = true;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
