// npm run admin -- promote EMAIL
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createAccountsService } from '../modules/accounts/index.js';
import { createAdminService } from '../modules/admin/index.js';
import { AppError } from '../platform/errors.js';
import { createEventBus } from '../platform/events.js';

const USAGE = 'Usage: npm run admin -- promote EMAIL';

async function run(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command === '--help' || command === '-h') {
    console.log(USAGE);
    return 0;
  }
  if (command !== 'promote' || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    // Through the accounts service, as the API does; on PostgreSQL the running servers hear of the change.
    const accounts = createAccountsService({ db: database.db, bus: createEventBus(database) });
    const result = await createAdminService({ db: database.db, accounts }).promoteByEmail(null, email);
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
