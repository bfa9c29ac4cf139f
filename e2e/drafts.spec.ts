import { expect, test } from '@playwright/test';
import { blockScripts, postToReplyTo, shot } from './drafts-support';
import { newMember, signUpViaApi } from './support';

// Issue 44 items 2 and 3 (decision 0061): a screen that is never blank, and writing that is never lost.

test('index.html paints the site’s name, a line and a progress mark before any script, allowed by the CSP', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await blockScripts(page);
  await page.goto('/forum');
  const boot = page.locator('#root > #boot');
  await expect(boot).toBeVisible();
  await expect(boot.getByText('Fortitude Network')).toBeVisible();
  await expect(boot.getByText('A caring community for people affected by cancer. Opening the page…')).toBeVisible();
  await expect(boot.locator('.progress')).toBeVisible();
  // The Hindi line is there for a Hindi browser, hidden here.
  await expect(boot.locator('p[lang="hi"]')).toBeHidden();
  await shot(page, 'loading-1280-en');
  // The inline script that chose the language ran (its hash is in the policy): nothing was refused.
  expect(violations).toEqual([]);
});

test.describe('in a Hindi browser', () => {
  test.use({ locale: 'hi-IN' });
  test('the loading screen speaks Hindi before any script of the app', async ({ page }) => {
    await blockScripts(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByText('कैंसर से जूझ रहे लोगों और उनके अपनों का अपना साथ। पेज खुल रहा है…')).toBeVisible();
    await expect(page.locator('#boot p[lang="en"]')).toBeHidden();
    await shot(page, 'loading-1280-hi');
  });
});

test('the app replaces the loading screen with the page itself', async ({ page }) => {
  await page.goto('/forum');
  // The page's first render waits for its code, catalogs and data: slow on this shared machine.
  await expect(page.getByRole('heading', { name: 'Community Forum', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#boot')).toHaveCount(0);
  // The app's stylesheet is in force (it is only preloaded by the page, and applied before React draws).
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(248, 250, 252)');
  await expect(page.locator('#main-content h1')).toHaveCSS('font-weight', /^(600|700)$/);
});

test('a reply’s draft survives a reload, and a send offline says so at once and goes when the connection is back', async ({
  page,
  context,
  baseURL,
}) => {
  // A journey with reloads and a connection that drops: slow on a shared machine.
  test.setTimeout(90_000);
  await signUpViaApi(page.request, baseURL!, newMember('Meera Iyer'));
  const id = await postToReplyTo(page.request, baseURL!, `Sleep after surgery ${Date.now()}`);
  await page.goto(`/forum/${id}`);
  const box = page.getByLabel('Write a reply');
  await expect(box).toBeVisible({ timeout: 20_000 });
  await box.fill('A warm glass of milk and no screens after nine helped me.');
  await page.reload();
  // After a reload the page's first render waits for its code, catalogs and data: slow on a shared machine.
  await expect(box).toHaveValue('A warm glass of milk and no screens after nine helped me.', { timeout: 20_000 });
  await expect(page.getByTestId('draft-restored')).toContainText('Draft restored');
  await shot(page, 'draft-restored-1280-en');

  await context.setOffline(true);
  const started = Date.now();
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByTestId('composer-offline')).toHaveText(
    "You're offline. We'll send this when you're back online.",
    { timeout: 2_000 },
  );
  expect(Date.now() - started).toBeLessThan(2_000);
  await expect(box).toHaveValue('A warm glass of milk and no screens after nine helped me.');
  // No spinner: the button is free (a pending send disables it).
  await expect(page.getByRole('button', { name: 'Send reply' })).toBeEnabled();
  await shot(page, 'offline-waiting-1280-en');

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: '1 reply' })).toBeVisible();
  await expect(page.getByText('A warm glass of milk and no screens after nine helped me.')).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(page.getByTestId('composer-offline')).toHaveCount(0);
  // Sent: nothing is restored any more.
  await page.reload();
  await expect(page.getByRole('heading', { name: '1 reply' })).toBeVisible({ timeout: 20_000 });
  await expect(box).toHaveValue('');
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
});

test('a new post’s draft comes back when the dialog is opened after a reload, and can be discarded after asking', async ({
  page,
  baseURL,
}) => {
  // A journey with reloads and a connection that drops: slow on a shared machine.
  test.setTimeout(90_000);
  await signUpViaApi(page.request, baseURL!, newMember('Farhan Qureshi'));
  await page.goto('/forum');
  await page.getByRole('button', { name: 'New Post' }).click();
  let dialog = page.getByRole('dialog', { name: 'Share with the Community' });
  await dialog.getByLabel('Title').fill('Caring for my father after chemo');
  await dialog.getByLabel('What would you like to share?').fill('He does not want to eat. What worked for you?');
  await page.reload();
  await page.getByRole('button', { name: 'New Post' }).click({ timeout: 20_000 });
  dialog = page.getByRole('dialog', { name: 'Share with the Community' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Caring for my father after chemo');
  await expect(dialog.getByLabel('What would you like to share?')).toHaveValue(
    'He does not want to eat. What worked for you?',
  );
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog.getByText('Discard this draft? It cannot be brought back.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, discard' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await page.reload();
  await page.getByRole('button', { name: 'New Post' }).click({ timeout: 20_000 });
  await expect(page.getByRole('dialog').getByLabel('Title')).toHaveValue('');
});

test('a message to Forti is kept as a draft, and held while offline until the connection returns', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, baseURL!, newMember('Lakshmi Menon'));
  await page.goto('/chat');
  const box = page.getByRole('textbox', { name: 'Message Forti' });
  await expect(box).toBeEnabled({ timeout: 20_000 });
  await box.fill('What does stage 2 mean?');
  await page.reload();
  await expect(box).toHaveValue('What does stage 2 mean?', { timeout: 20_000 });
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await context.setOffline(true);
  await box.press('Enter');
  await expect(page.getByTestId('composer-offline')).toBeVisible({ timeout: 2_000 });
  await expect(box).toHaveValue('What does stage 2 mean?');
  await context.setOffline(false);
  await expect(page.getByText('What does stage 2 mean?').first()).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(page.getByTestId('composer-offline')).toHaveCount(0);
});
