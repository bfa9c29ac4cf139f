import { prepareTemplates } from './helpers.js';

/**
 * Vitest's global setup for the server tests: the migrated database template is made once here,
 * before the workers start, instead of by the first file of each worker at the same time.
 */
export default async function setup(): Promise<void> {
  await prepareTemplates();
}
