/**
 * npm run db:backup [-- <file>]
 *
 * A consistent backup of the configured database (DATABASE_URL, or the embedded PGlite under
 * DATA_DIR) to one gzip-compressed file, by default DATA_DIR/backups/fortitude-<time>.jsonl.gz.
 * PostgreSQL is read in one snapshot while the site runs; the embedded database can be read only
 * while the server is stopped (one process at a time). See docs/operations.md.
 */
import { mkdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../server/config.js';
import { backupDatabase } from '../server/db/backup.js';
import { openDatabase } from '../server/db/client.js';
import { claimDataDir } from '../server/db/lock.js';

async function main() {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'backups', `fortitude-${stamp}.jsonl.gz`));
  mkdirSync(path.dirname(file), { recursive: true });
  const embedded = !config.databaseUrl || config.databaseUrl === ':memory:';
  const release = embedded ? claimDataDir(config.dataDir) : () => {};
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      const started = Date.now();
      const summary = await backupDatabase(database, file);
      const { size } = await stat(file);
      console.log(
        `Backed up ${summary.rows} rows of ${summary.tables} tables (${database.driver === 'pg' ? 'PostgreSQL' : 'embedded PGlite'}) to ${file} (${(size / 1024).toFixed(1)} KB, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
      );
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

main().catch((err) => {
  console.error(`db:backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
