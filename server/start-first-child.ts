// The child of a first start on the embedded database (start-first.ts): creates the database,
// migrates it and seeds the demo content, as serve.ts would, then closes everything and exits, so
// that what creating the database cost leaves with this process. Writes nothing else.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { secureDataDirs } from './db/data-dir.js';
import { claimDataDir } from './db/lock.js';
import { resolveAuthSecret } from './platform/secret.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.basename(path.dirname(here)) === 'dist' ? path.resolve(here, '..', '..') : path.resolve(here, '..');

async function main() {
  const loaded = loadConfig();
  const config = { ...loaded, webDist: loaded.webDist ?? path.join(root, 'web', 'dist') };
  // The umask and the folders' modes, as the server sets them (it reports what was loosened).
  secureDataDirs(config.s3 ? [config.dataDir] : [config.dataDir, config.storageDir]);
  const release = claimDataDir(config.dataDir);
  try {
    const database = await openDatabase({ dataDir: config.dataDir });
    await database.migrate();
    const app = await buildApp({ config, database, authSecret: resolveAuthSecret(config.authSecret, config.dataDir) });
    if (config.seedDemo) {
      for (const line of await app.services.modules.seed()) app.log.info(`seeded demo content: ${line}`);
    }
    await app.close();
    await database.close();
  } finally {
    release();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
