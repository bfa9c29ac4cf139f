import { expect, test } from '@playwright/test';
import { blockScripts, postToReplyTo, shot } from './drafts-support';
import { newMember, signUpViaApi } from './support';

// Issue 44 items 2 and 3 on a 375 px phone (decision 0061).

test('the loading screen fits a phone before any script', async ({ page }) => {
  await blockScripts(page);
  await page.goto('/');
  await expect(page.locator('#boot').getByText('Fortitude Network')).toBeVisible();
  await expect(page.getByText('A caring community for people affected by cancer. Opening the page…')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'loading-375-en');
});

test('opening the menu offline leaves the page and the half-written reply in place, with "Try again"', async ({
  page,
  context,
  baseURL,
}) => {
  // A journey with reloads and a connection that drops: slow on a shared machine.
  test.setTimeout(90_000);
  await signUpViaApi(page.request, baseURL!, newMember('Rekha Pandey'));
  const id = await postToReplyTo(page.request, baseURL!, `Hair loss ${Date.now()}`);
  await page.goto(`/forum/${id}`);
  const box = page.getByLabel('Write a reply');
  await box.fill('I wore a soft cotton scarf for the first months.');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  // The menu's links could not load: said inside the menu, and the page is still there.
  await expect(page.getByText("This part didn't load")).toBeVisible();
  await expect(box).toHaveValue('I wore a soft cotton scarf for the first months.');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hair loss');
  await shot(page, 'menu-offline-375-en');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Discussion Forum' }).first()).toBeVisible();
  await expect(page.getByText("This part didn't load")).toHaveCount(0);
});

test.describe('in Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('the loading screen speaks Hindi on a phone', async ({ page }) => {
    await blockScripts(page);
    await page.goto('/forum');
    await expect(page.getByText('कैंसर से जूझ रहे लोगों और उनके अपनों का अपना साथ। पेज खुल रहा है…')).toBeVisible();
    await shot(page, 'loading-375-hi');
  });

  test('a restored draft and an offline send, in Hindi', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await signUpViaApi(page.request, baseURL!, newMember('Sarita Devi'));
    const id = await postToReplyTo(page.request, baseURL!, `कीमो के बाद भूख ${Date.now()}`);
    await page.goto(`/forum/${id}`);
    const box = page.getByLabel('जवाब लिखें');
    await box.fill('मुझे थोड़ी-थोड़ी देर में खिचड़ी खाने से आराम मिला।');
    await page.reload();
    await expect(box).toHaveValue('मुझे थोड़ी-थोड़ी देर में खिचड़ी खाने से आराम मिला।', { timeout: 20_000 });
    await expect(page.getByTestId('draft-restored')).toContainText('ड्राफ़्ट वापस आ गया');
    await shot(page, 'draft-restored-375-hi');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'जवाब भेजें' }).click();
    await expect(page.getByTestId('composer-offline')).toHaveText('आप अभी ऑफ़लाइन हैं। इंटरनेट लौटते ही हम इसे भेज देंगे।', {
      timeout: 2_000,
    });
    await shot(page, 'offline-waiting-375-hi');
    await context.setOffline(false);
    await expect(page.getByText('मुझे थोड़ी-थोड़ी देर में खिचड़ी खाने से आराम मिला।').last()).toBeVisible();
    await expect(box).toHaveValue('');
  });
});
