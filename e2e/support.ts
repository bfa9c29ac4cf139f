import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const dataDir = () => process.env.E2E_DATA_DIR as string;

export function newMember(name = 'Priya Sharma') {
  return { name, email: `e2e-${randomUUID().slice(0, 8)}@example.com`, password: 'Monsoon-garden-42' };
}

/**
 * Signs a member up through the API (for journeys that do not test sign-up itself), and says who
 * they are as the welcome would (decision 0062: a new account has no role until it is said), a
 * patient unless `role` says otherwise; `role: null` leaves it unsaid.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  baseURL: string,
  m: { name: string; email: string; password: string },
  role: 'patient' | 'survivor' | 'caregiver' | 'volunteer' | null = 'patient',
) {
  const res = await request.post('/api/auth/sign-up/email', {
    data: { name: m.name, email: m.email, password: m.password },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBeTruthy();
  if (role) {
    const said = await request.put('/api/profiles/me/welcome/role', { data: { role }, headers: { origin: baseURL } });
    expect(said.ok(), await said.text()).toBeTruthy();
  }
  return (await res.json()).user.id as string;
}

/** The newest link in the outbox e-mail sent to this address (waits for it to arrive). */
export async function latestMailLink(email: string, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(dataDir(), 'outbox');
  const safe = email.replace(/[^a-zA-Z0-9@._-]/g, '_');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith(`${safe}.eml`))
        .sort();
    } catch {
      // no outbox yet
    }
    const last = files.at(-1);
    if (last) {
      // Quoted-printable soft line breaks (=\n) and =3D must be undone before reading the link.
      const text = readFileSync(path.join(dir, last), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const match = text.match(/https?:\/\/[^\s"<>]+/);
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail for ${email} in ${dir}`);
}

let axeScript: string | undefined;
/** axe-core's script, read once per worker. */
const axeSource = () =>
  (axeScript ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/** axe-core on the current page: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A settled page: text in the middle of a fade (a toast sliding behind a newer one) is measured
  // at its passing opacity. Endless animations (spinners) are not waited for.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  // label-content-name-mismatch (WCAG 2.5.3, 'label in name') is one of axe's experimental rules, so
  // it is switched on by name: a control's accessible name must contain the words it shows, so that a
  // person using voice control can say what they see.
  // resultTypes: only the violations are read here, so axe keeps every node of a violation and one
  // node of each passed, incomplete or inapplicable rule (every rule still runs on every element;
  // what is skipped is building and sending the full list of passing nodes, decision 0051).
  // axe-core is run as its README shows (its script in the page, then axe.run), not through
  // @axe-core/playwright: that wrapper opens a second, blank page for every scan to put the results
  // together, which cost about 0.8 s a scan, four times the scan itself (decision 0051).
  const options: RunOptions = {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    resultTypes: ['violations'],
    rules: { 'label-content-name-mismatch': { enabled: true } },
  };
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  const results = await page.evaluate(
    (o) =>
      (window as unknown as { axe: { run: (c: Document, o: unknown) => Promise<AxeResults> } }).axe.run(document, o),
    options,
  );
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/** Where the global setup (e2e/global-setup.ts) keeps the run's administrator. */
export const adminFile = () => path.join(dataDir(), 'e2e-admin.json');

/**
 * Signs this request context in as the run's one administrator, made once by the global setup
 * (e2e/global-setup.ts) with the one-time setup token the server keeps in DATA_DIR/admin-setup-token.
 */
export async function signInAsAdmin(request: APIRequestContext, baseURL: string) {
  const admin = JSON.parse(readFileSync(adminFile(), 'utf8')) as ReturnType<typeof newMember>;
  const res = await request.post('/api/auth/sign-in/email', {
    data: { email: admin.email, password: admin.password },
    headers: { origin: baseURL },
  });
  expect(res.ok()).toBeTruthy();
  return admin;
}
