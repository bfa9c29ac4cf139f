import {
  createCompanionFilesService,
  type CompanionFilesRoutesService,
} from '../modules/companion/files/files.service.js';
import { createTestApp, type TestApp, type TestAppOptions } from './helpers.js';

/** The app (whose companion module serves the attachment routes) and a files service on the same database and storage. */
export async function createFilesTestApp(
  opts: TestAppOptions = {},
): Promise<TestApp & { files: CompanionFilesRoutesService }> {
  const t = await createTestApp(opts);
  return {
    ...t,
    files: createCompanionFilesService({ db: t.database.db, storage: t.app.services.storage, config: t.config }),
  };
}
