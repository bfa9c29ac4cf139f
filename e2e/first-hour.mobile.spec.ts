import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newMember, signUpViaApi } from './support';

// Issue 44, item 8 on a phone, in Hindi where it is text: the phone menu, the bell's panel, the
// costs results in view, and Forti's answer about stage 2.
const catalog = (file: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, '..', file), 'utf8'));
const common = catalog('web/src/locales/hi/common.json');
const costs = catalog('web/src/locales/hi/costs.json');
const companion = catalog('web/src/locales/hi/companion.json');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('fn-language', 'hi'));
});

test('on a 360 x 640 phone the menu shows Login above the fold, and help paying for treatment and mentors', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  await page.getByRole('button', { name: common.nav.openMenu }).click();
  const menu = page.getByRole('banner').getByRole('navigation', { name: common.nav.main });
  const login = menu.getByRole('link', { name: common.nav.login, exact: true });
  await expect(login).toBeVisible();
  const box = (await login.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(640);
  const help = menu.getByRole('list', { name: common.nav.help });
  await expect(help.getByRole('link', { name: common.nav.helpWithCosts })).toHaveAttribute('href', '/help/costs');
  await expect(help.getByRole('link', { name: common.nav.mentors })).toHaveAttribute('href', '/mentors');
  // Everything in the menu can be reached: it scrolls within the screen.
  const support = menu.getByRole('link', { name: common.nav.supportUs });
  await support.scrollIntoViewIfNeeded();
  await expect(support).toBeInViewport();
  await help.getByRole('link', { name: common.nav.helpWithCosts }).click();
  await expect(page).toHaveURL(/\/help\/costs$/);
});

test("a member's menu has the safety plan, and the bell's panel stays inside a 375 px screen", async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page.request, baseURL!, newMember('Geeta Verma'));
  await page.goto('/');
  await page.getByRole('button', { name: common.nav.openMenu }).click();
  const menu = page.getByRole('banner').getByRole('navigation', { name: common.nav.main });
  await expect(menu.getByRole('link', { name: common.nav.safetyPlan })).toHaveAttribute('href', '/safety-plan');
  await page.getByRole('button', { name: common.nav.closeMenu }).click();

  const bell = page.getByRole('banner').getByRole('button', { name: common.notifications.title, exact: true });
  await bell.click();
  const panel = page.locator(`[id="${await bell.getAttribute('aria-controls')}"]`);
  await expect(panel.getByRole('heading', { name: common.notifications.title, level: 2 })).toBeVisible();
  const box = (await panel.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(width).toBe(375);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
});

test('after "Show schemes" the results are in view on a phone, in Hindi', async ({ page }) => {
  await page.goto('/help/costs');
  await expect(page.getByRole('heading', { name: costs.title, level: 1 })).toBeVisible();
  await page.getByLabel(costs.form.state).selectOption('uttar-pradesh');
  await page.getByLabel(costs.form.age).fill('52');
  await page.getByRole('button', { name: costs.form.submit }).click();
  const heading = page.locator('#costs-results');
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

test("Forti answers 'स्टेज 2 का क्या मतलब है?' in Hindi with general information and the library", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, baseURL!, newMember('Kamla Devi'));
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: companion.header })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('textbox', { name: companion.composer.label }).fill('स्टेज 2 का क्या मतलब है?');
  await page.getByRole('button', { name: companion.composer.send }).click();
  const reply = page
    .getByRole('region', { name: companion.messages.region })
    .locator('ol > li')
    .filter({ hasText: companion.messages.fortiSaid.trim() })
    .last();
  await expect(reply).toContainText('स्टेज 2 का आम तौर पर मतलब', { timeout: 20_000 });
  await expect(reply.getByRole('list', { name: companion.citations.heading }).getByRole('link').first()).toBeVisible();
});
