import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { secureDataDirs } from './db/data-dir.js';
import { claimDataDir } from './db/lock.js';
import { writeSetupTokenFile } from './modules/admin/index.js';
import { resolveAuthSecret } from './platform/secret.js';

// The repository's root: this file is server/serve.ts, or dist/server/serve.js once compiled.
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.basename(path.dirname(here)) === 'dist' ? path.resolve(here, '..', '..') : path.resolve(here, '..');

async function main() {
  const loaded = loadConfig();
  const config = { ...loaded, webDist: loaded.webDist ?? path.join(root, 'web', 'dist') };
  // Everything this process writes is its user's alone (umask 077); what an operator loosened is
  // closed again, with a warning (the database, uploads, archives, the outbox, the secret).
  const loosened = secureDataDirs(config.s3 ? [config.dataDir] : [config.dataDir, config.storageDir]);
  // One process at a time on the embedded database (db:backup and db:restore check this too).
  const embedded = !config.databaseUrl;
  const release = embedded ? claimDataDir(config.dataDir) : () => {};
  process.once('exit', release);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database, authSecret: resolveAuthSecret(config.authSecret, config.dataDir) });
  for (const warning of loosened) app.log.warn(warning);
  if (config.seedDemo) {
    for (const line of await app.services.modules.seed()) app.log.info(`seeded demo content: ${line}`);
  }
  const setupToken = await app.services.modules.get('admin').issueSetupToken();

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const db = database.driver === 'pg' ? 'PostgreSQL' : `embedded PGlite in ${path.resolve(config.dataDir, 'db')}`;
  const mail = config.smtpUrl ? 'SMTP' : `outbox ${path.resolve(config.dataDir, 'outbox')}`;
  console.log(
    `\n  ${config.siteName} is running at ${config.publicUrl}  (database: ${db}; mail: ${mail}; Node ${process.versions.node})`,
  );
  writeSetupTokenFile(config.dataDir, setupToken);
  if (setupToken) {
    console.log(
      `  No administrator yet. Sign up, then open this one-time link to become the administrator:\n  ${config.publicUrl}/admin-setup?token=${setupToken}\n`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
