import { createTestApp, type TestApp, type TestAppOptions } from '../../../test/helpers.js';
import { createCompanionFiles } from './index.js';
import { createCompanionFilesService, type CompanionFilesRoutesService } from './files.service.js';

/**
 * The app with the attachment routes: the companion module registers them; until it does, the
 * test registers them itself. `files` is a service on the same database and storage.
 */
export async function createFilesTestApp(opts: TestAppOptions = {}): Promise<TestApp & { files: CompanionFilesRoutesService }> {
  const t = await createTestApp({
    ...opts,
    beforeReady: async (app) => {
      if (!app.hasRoute({ method: 'POST', url: '/api/companion/files' })) await app.register(createCompanionFiles(app.moduleContext).routes);
    },
  });
  return { ...t, files: createCompanionFilesService({ db: t.database.db, storage: t.app.services.storage, config: t.config }) };
}
