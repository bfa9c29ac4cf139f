// npm run admin -- promote EMAIL
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createAdminService } from '../modules/admin/admin.service.js';
import { AppError } from '../platform/errors.js';

async function run(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command !== 'promote' || !email) {
    console.error('Usage: npm run admin -- promote EMAIL');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const result = await createAdminService({ db: database.db }).promoteByEmail(null, email);
    console.log(`${email} is now an administrator (user ${result.userId}); the change is in the audit log.`);
    return 0;
  } catch (err) {
    console.error(err instanceof AppError ? err.message : err);
    return 1;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then((code) => process.exit(code));
