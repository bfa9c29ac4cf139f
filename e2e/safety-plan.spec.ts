import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newMember, signUpViaApi } from './support';

test('a member makes a safety plan, Forti shows it in a crisis, it is in their data and goes with their account', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const me = newMember('Kavya Rao');
  await signUpViaApi(page.request, baseURL!, me);

  // From the profile to an empty plan.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Open my safety plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My safety plan' })).toBeVisible();
  await expect(page.getByText('You have not written a plan yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
  await expect(page.getByRole('link', { name: '1-800-891-4416' })).toHaveAttribute('href', 'tel:18008914416');
  await expect(page.getByText(/KIRAN|1800-599-0019/)).toHaveCount(0);

  // Two sections and a person to call, written with the keyboard.
  await page.getByRole('button', { name: 'Add a warning sign' }).click();
  await page.keyboard.type('I stop answering the phone');
  await page.getByRole('button', { name: 'Add a reason' }).click();
  await page.getByRole('textbox', { name: 'Reason 1' }).fill('My granddaughter Tara');
  await page.getByRole('button', { name: 'Add a person', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name of person 1' }).fill('Meera (sister)');
  await page.getByRole('textbox', { name: 'Phone of person 1' }).fill('98765 43210');
  await expect(page.getByRole('link', { name: 'Call Meera (sister)' })).toHaveAttribute('href', 'tel:9876543210');
  await page.getByRole('button', { name: 'Save my plan' }).click();
  await expect(page.getByText('Your safety plan is saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Warning sign 1' })).toHaveValue('I stop answering the phone');
  await expect(page.getByRole('textbox', { name: 'Reason 1' })).toHaveValue('My granddaughter Tara');
  await expect(page.getByRole('textbox', { name: 'Name of person 1' })).toHaveValue('Meera (sister)');
  await expect(page.getByText(/^Last saved /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const width of [1280, 375, 360]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing wider than the screen, down to 360 px.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`safety-plan-${width}.png`), fullPage: true });
  }
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: testInfo.outputPath('safety-plan-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Forti's reply to a self-harm message shows the member's own person and the way to the plan.
  await page.goto('/chat');
  const box = page.getByRole('textbox', { name: 'Message Forti' });
  await expect(box).toBeEnabled({ timeout: 20_000 });
  await box.fill("I don't want to live anymore");
  await box.press('Enter');
  const reply = page
    .getByRole('region', { name: 'Messages' })
    .locator('ol > li')
    .filter({ hasText: 'Forti said:' })
    .last();
  await expect(reply).toContainText('Meera (sister): 98765 43210', { timeout: 15_000 });
  await expect(reply).toContainText('My granddaughter Tara');
  await reply.getByRole('link', { name: '/safety-plan' }).click();
  await expect(page).toHaveURL(/\/safety-plan$/);
  await expect(page.getByRole('textbox', { name: 'Reason 1' })).toHaveValue('My granddaughter Tara');

  // The copy of their data holds the plan.
  const started = await page.request.post('/api/me/exports', { headers: { origin: baseURL! } });
  expect(started.status()).toBe(202);
  let downloadUrl: string | null = null;
  await expect(async () => {
    downloadUrl = (await (await page.request.get('/api/me/exports/latest')).json()).export.downloadUrl;
    expect(downloadUrl).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  const file = await page.request.get(downloadUrl!);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-safety-export-'));
  writeFileSync(path.join(dir, 'export.zip'), await file.body());
  execFileSync('unzip', ['-q', '-o', path.join(dir, 'export.zip'), '-d', dir]);
  const data = JSON.parse(readFileSync(path.join(dir, 'data.json'), 'utf8'));
  expect(data.safetyPlan.plan).toMatchObject({
    warningSigns: ['I stop answering the phone'],
    helpers: [{ name: 'Meera (sister)', phone: '98765 43210' }],
  });

  // Erasing the account takes the plan with it: a new account with the same e-mail starts empty.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Erase my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase your account?' });
  await dialog.getByLabel('Password').fill(me.password);
  await dialog.getByRole('button', { name: 'Erase my account' }).click();
  await expect(page.getByText('Account erased')).toBeVisible();
  expect((await page.request.get('/api/me/safety-plan')).status()).toBe(401);
  await signUpViaApi(page.request, baseURL!, me);
  const fresh = await (await page.request.get('/api/me/safety-plan')).json();
  expect(fresh.updatedAt).toBeNull();
  expect(JSON.stringify(fresh.plan)).not.toContain('Meera');
});
