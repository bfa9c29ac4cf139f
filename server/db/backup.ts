import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import readline from 'node:readline';
import { once } from 'node:events';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from './client.js';

/**
 * Backups of either database in one format (`npm run db:backup` / `npm run db:restore`): every
 * table's rows as JSON, read in one REPEATABLE READ transaction (a consistent snapshot while the
 * site runs, on PostgreSQL), gzip-compressed, one JSON value per line. A backup of PGlite restores
 * into PostgreSQL and back. The schema is not in the file: restore migrates the empty target
 * first, then loads the rows in one transaction, so a failed restore leaves nothing behind.
 *
 * Lines: a header { format, version, createdAt, driver, migrations }, then { table, columns } and
 * { rows: [...] } batches, then { sequence, value }, and last { end: true, tables, rows } (a file
 * without it was cut off and is refused).
 */

export const BACKUP_FORMAT = 'fortitude-network-backup';
const BATCH = 500;

interface Header {
  format: string;
  version: 1;
  createdAt: string;
  driver: DatabaseHandle['driver'];
  /** The applied migrations' hashes, oldest first. */
  migrations: string[];
}

export interface BackupSummary {
  tables: number;
  rows: number;
  bytes?: number;
}

type Row = Record<string, unknown>;

const rowsOf = async (tx: Transaction | DatabaseHandle['db'], query: ReturnType<typeof sql>): Promise<Row[]> => {
  const result = (await tx.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
};

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The application's tables (every schema but PostgreSQL's own and Drizzle's bookkeeping), parents before children. */
async function tablesInLoadOrder(tx: Transaction | DatabaseHandle['db']): Promise<string[]> {
  const tables = (
    await rowsOf(
      tx,
      sql`select table_schema as s, table_name as t from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema', 'drizzle') order by 1, 2`,
    )
  ).map((r) => `${ident(String(r.s))}.${ident(String(r.t))}`);
  const edges = await rowsOf(
    tx,
    sql`select conrelid::regclass::text as child, confrelid::regclass::text as parent from pg_constraint where contype = 'f'`,
  );
  const qualified = (name: string) =>
    name.includes('.') ? name : `"public".${name.startsWith('"') ? name : ident(name)}`;
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const e of edges) {
    const child = qualified(String(e.child));
    const parent = qualified(String(e.parent));
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (seen.has(t) || path.has(t)) return;
    path.add(t);
    for (const p of parents.get(t) ?? []) if (parents.has(p)) visit(p, path);
    seen.add(t);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/** Columns that can be written (generated columns are computed again on restore), with their types. */
async function columnsOf(
  tx: Transaction | DatabaseHandle['db'],
  table: string,
): Promise<Array<{ name: string; type: string }>> {
  const [schema, name] = table.split('.').map((p) => p.slice(1, -1).replace(/""/g, '"'));
  const rows = await rowsOf(
    tx,
    sql`select column_name as c, data_type as t from information_schema.columns
    where table_schema = ${schema} and table_name = ${name} and is_generated = 'NEVER' order by ordinal_position`,
  );
  return rows.map((r) => ({ name: String(r.c), type: String(r.t) }));
}

const writableColumns = async (tx: Transaction | DatabaseHandle['db'], table: string) =>
  (await columnsOf(tx, table)).map((c) => c.name);

/**
 * Each value as PostgreSQL writes it as text (numbers keep every digit, times their zone), except
 * JSON, kept as JSON: json_populate_recordset feeds strings to each type's input function.
 */
const asStored = (c: { name: string; type: string }) =>
  c.type === 'json' || c.type === 'jsonb' ? `t.${ident(c.name)}` : `t.${ident(c.name)}::text`;

async function appliedMigrations(tx: Transaction | DatabaseHandle['db']): Promise<string[]> {
  try {
    return (await rowsOf(tx, sql`select hash from drizzle.__drizzle_migrations order by created_at, id`)).map((r) =>
      String(r.hash),
    );
  } catch {
    return [];
  }
}

/** Writes a consistent backup of the whole database to `file` (written aside, then renamed). */
export async function backupDatabase(database: DatabaseHandle, file: string): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial, { mode: 0o600 });
  const done = once(out, 'finish');
  gzip.pipe(out);
  const write = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain');
  };
  const summary: BackupSummary = { tables: 0, rows: 0 };
  try {
    await database.db.transaction(
      async (tx) => {
        const header: Header = {
          format: BACKUP_FORMAT,
          version: 1,
          createdAt: new Date().toISOString(),
          driver: database.driver,
          migrations: await appliedMigrations(tx),
        };
        await write(header);
        for (const table of await tablesInLoadOrder(tx)) {
          const described = await columnsOf(tx, table);
          const columns = described.map((c) => c.name);
          await write({ table, columns });
          summary.tables += 1;
          const list = described.map(asStored).join(', ');
          // A cursor keeps memory flat however large the table.
          await tx.execute(
            sql.raw(
              `declare fn_backup no scroll cursor for select json_build_array(${list})::text as r from ${table} t`,
            ),
          );
          for (;;) {
            const batch = await rowsOf(tx, sql.raw(`fetch ${BATCH} from fn_backup`));
            if (batch.length === 0) break;
            await write({ rows: batch.map((r) => JSON.parse(String(r.r)) as unknown[]) });
            summary.rows += batch.length;
          }
          await tx.execute(sql.raw('close fn_backup'));
        }
        for (const s of await rowsOf(
          tx,
          sql`select schemaname as s, sequencename as n, last_value as v from pg_sequences where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
        )) {
          if (s.v !== null)
            await write({ sequence: `${ident(String(s.s))}.${ident(String(s.n))}`, value: String(s.v) });
        }
        await write({ end: true, tables: summary.tables, rows: summary.rows });
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    gzip.end();
    await done;
    await rename(partial, file);
  } catch (err) {
    gzip.destroy();
    out.destroy();
    await rm(partial, { force: true });
    throw err;
  }
  return summary;
}

async function* linesOf(file: string): AsyncGenerator<Record<string, unknown>> {
  const input = createReadStream(file).pipe(createGunzip());
  const rl = readline.createInterface({ input, crlfDelay: Infinity });
  for await (const line of rl) {
    if (line.trim() === '') continue;
    yield JSON.parse(line) as Record<string, unknown>;
  }
}

export class RestoreRefused extends Error {}

/**
 * Tables a migration writes rows into (the default watched words, migration 0022, decision 0082): a
 * new database holds those rows before anything is restored, and the backup carries the table as it
 * was, so it is emptied in the restore's transaction rather than taken for a database in use.
 */
const SEEDED_BY_MIGRATIONS = new Set(['"public"."watched_words"']);

/**
 * Loads a backup into `database`, which must be migrated and hold no rows. Everything happens in
 * one transaction: on any error nothing is written. Refuses a backup from a newer version of the
 * application (a migration this one does not know) and a file that was cut off.
 */
export async function restoreDatabase(database: DatabaseHandle, file: string): Promise<BackupSummary> {
  const known = await appliedMigrations(database.db);
  const summary: BackupSummary = { tables: 0, rows: 0 };
  await database.db.transaction(async (tx) => {
    const tables = new Set(await tablesInLoadOrder(tx));
    for (const table of tables) {
      if (SEEDED_BY_MIGRATIONS.has(table)) continue;
      const [row] = await rowsOf(tx, sql.raw(`select exists (select 1 from ${table}) as any`));
      if (row?.any)
        throw new RestoreRefused(
          `The target database is not empty (${table} has rows). Restore into a new, empty database.`,
        );
    }
    for (const table of SEEDED_BY_MIGRATIONS) if (tables.has(table)) await tx.execute(sql.raw(`delete from ${table}`));
    let header: Header | null = null;
    let current: { table: string; columns: string[]; insert: string } | null = null;
    let ended = false;
    for await (const line of linesOf(file)) {
      if (!header) {
        if (line.format !== BACKUP_FORMAT || line.version !== 1)
          throw new RestoreRefused('This file is not a Fortitude Network backup (npm run db:backup).');
        header = line as unknown as Header;
        const unknown = header.migrations.filter((m) => !known.includes(m));
        if (unknown.length > 0)
          throw new RestoreRefused(
            `This backup comes from a newer version of the application (${unknown.length} migration(s) unknown here). Update the application first.`,
          );
        continue;
      }
      if (typeof line.table === 'string') {
        if (!tables.has(line.table))
          throw new RestoreRefused(`The backup has a table this database does not: ${line.table}.`);
        const columns = line.columns as string[];
        const writable = new Set(await writableColumns(tx, line.table));
        const missing = columns.filter((c) => !writable.has(c));
        if (missing.length > 0) throw new RestoreRefused(`${line.table} has no column ${missing.join(', ')} here.`);
        const list = columns.map(ident).join(', ');
        current = { table: line.table, columns, insert: list };
        summary.tables += 1;
        continue;
      }
      if (Array.isArray(line.rows)) {
        if (!current) throw new RestoreRefused('The backup is damaged (rows before their table).');
        const objects = (line.rows as unknown[][]).map((values) =>
          Object.fromEntries(current!.columns.map((c, i) => [c, values[i]])),
        );
        await tx.execute(
          sql`${sql.raw(`insert into ${current.table} (${current.insert}) overriding system value select ${current.insert} from json_populate_recordset(null::${current.table}, `)}${JSON.stringify(objects)}${sql.raw('::json)')}`,
        );
        summary.rows += objects.length;
        continue;
      }
      if (typeof line.sequence === 'string') {
        await tx.execute(sql`select setval(${line.sequence}::regclass, ${String(line.value)}::bigint, true)`);
        continue;
      }
      if (line.end === true) {
        if (line.rows !== summary.rows || line.tables !== summary.tables)
          throw new RestoreRefused('The backup is damaged (its totals do not match its contents).');
        ended = true;
      }
    }
    if (!header) throw new RestoreRefused('The backup file is empty.');
    if (!ended) throw new RestoreRefused('The backup file is incomplete (it was cut off). Nothing was restored.');
  });
  return summary;
}
