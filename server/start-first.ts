// A first start on the embedded database runs in a child process of its own (decision 0044).
//
// Creating a PGlite database (initdb in a WebAssembly instance of its own), migrating it and
// seeding the demo content leave the process's memory far above a restart's: the instance that
// created the database and the compilers' buffers go back to the C heap and the allocator's arenas,
// which keep most of them, and PGlite's own WebAssembly heap, which never shrinks, stays touched in
// full. So when the data folder holds no database yet, this process first starts a short-lived
// child (the same Node, flags and environment) that creates, migrates and seeds it and exits; the
// server then opens the database as it would on any restart. `npm start` stays one command.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';

/** A folder where PGlite has created a database holds PostgreSQL's version file. */
export const hasEmbeddedDatabase = (dataDir: string) => existsSync(path.resolve(dataDir, 'db', 'PG_VERSION'));

/**
 * On the embedded database, when it does not exist yet: creates, migrates and seeds it in a child
 * process and waits for that process to end. Resolves at once otherwise (PostgreSQL, a restart).
 */
export async function createEmbeddedDatabaseFirst(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl || hasEmbeddedDatabase(config.dataDir)) return;
  const here = fileURLToPath(import.meta.url);
  // start-first-child.ts under tsx, start-first-child.js once compiled.
  const child = path.join(path.dirname(here), `start-first-child${path.extname(here)}`);
  const code = await new Promise<number | null>((resolve, reject) => {
    const proc = spawn(process.execPath, [...process.execArgv, child], { stdio: 'inherit', env: process.env });
    proc.once('error', reject);
    proc.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  if (code !== 0) throw new Error(`creating the embedded database failed (exit ${code ?? 'by signal'})`);
}
