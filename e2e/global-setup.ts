import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request, type FullConfig } from '@playwright/test';
import { adminFile, newMember } from './support';

/**
 * Playwright's global setup (it runs after the web server answers, before any worker starts): the
 * run's one administrator is made here, once, with the one-time setup token the server left in
 * DATA_DIR. Journeys in two workers then only sign in as it (signInAsAdmin), and none of them can
 * race another for the token.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]!.use.baseURL!;
  const dataDir = process.env.E2E_DATA_DIR as string;
  const context = await request.newContext({ baseURL });
  try {
    const admin = newMember('Meera Iyer');
    const headers = { origin: baseURL };
    const signUp = await context.post('/api/auth/sign-up/email', { data: admin, headers });
    if (!signUp.ok()) throw new Error(`e2e setup: sign-up failed: ${signUp.status()} ${await signUp.text()}`);
    const token = readFileSync(path.join(dataDir, 'admin-setup-token'), 'utf8').trim();
    const claimed = await context.post('/api/admin/setup', { data: { token }, headers });
    if (!claimed.ok()) throw new Error(`e2e setup: admin setup failed: ${claimed.status()} ${await claimed.text()}`);
    writeFileSync(adminFile(), JSON.stringify(admin));
  } finally {
    await context.dispose();
  }
}
