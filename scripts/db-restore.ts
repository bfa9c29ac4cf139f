/**
 * npm run db:restore -- <file>
 *
 * Loads a backup made by `npm run db:backup` into the configured database (DATABASE_URL, or the
 * embedded PGlite under DATA_DIR), which must be new or empty: it is migrated first, then every row
 * is loaded in one transaction, so a failed restore writes nothing. Either database's backup
 * restores into either. The embedded database can be restored only while the server is stopped.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config.js';
import { restoreDatabase } from '../server/db/backup.js';
import { openDatabase } from '../server/db/client.js';
import { claimDataDir } from '../server/db/lock.js';

async function main() {
  const given = process.argv[2];
  if (!given) throw new Error('name the backup file: npm run db:restore -- <file>');
  const file = path.resolve(given);
  if (!existsSync(file)) throw new Error(`no such file: ${file}`);
  const config = loadConfig();
  const embedded = !config.databaseUrl || config.databaseUrl === ':memory:';
  const release = embedded ? claimDataDir(config.dataDir) : () => {};
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await database.migrate();
      const started = Date.now();
      const summary = await restoreDatabase(database, file);
      console.log(
        `Restored ${summary.rows} rows of ${summary.tables} tables from ${file} into ${database.driver === 'pg' ? 'PostgreSQL' : `the embedded PGlite in ${path.resolve(config.dataDir, 'db')}`} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
      );
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

main().catch((err) => {
  console.error(`db:restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
