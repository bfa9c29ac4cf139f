import { createTestApp, type TestApp } from '../../../test/helpers.js';

/** An app on an embedded database with the demo library seeded (the companion's sourced resources and the resources library). */
export async function libraryApp(): Promise<TestApp> {
  const t = await createTestApp();
  await t.app.services.modules.seed('companion');
  await t.app.services.modules.seed('resources');
  return t;
}
