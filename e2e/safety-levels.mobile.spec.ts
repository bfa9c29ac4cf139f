import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONCERN_POST, HINDI_MEDICAL_CRISIS_POST, memberIn, sharePost } from './safety-levels-support';

/** The two cards of safety-levels.spec.ts at a phone's width (375 px), in Hindi, the longer words. */
async function expectFitsTheScreen(page: Page, card: Locator) {
  const width = page.viewportSize()!.width;
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test('at 375 px the gentle card fits at the foot of the screen, leaves the page above it usable, and closes by touch', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const page = await memberIn(browser, baseURL!, 'Kavita Joshi', 'hi');
  await page.setViewportSize({ width: 375, height: 740 });
  const post = await sharePost(page, CONCERN_POST, 'hi');
  expect(post.safety).toEqual({ kind: 'self_harm', level: 'concern' });
  const card = page.getByTestId('concern-card');
  await expect(page.getByRole('region', { name: 'लगता है, इन दिनों आपके मन पर बहुत बोझ है' })).toBeVisible();
  await expect(card).toContainText('मुफ़्त');
  await expectFitsTheScreen(page, card);
  const box = (await card.boundingBox())!;
  // At the foot of the screen, and no taller than half of it: the post stays in view above it.
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  expect(box.height).toBeLessThanOrEqual(740 / 2);
  await expect(page.getByRole('heading', { name: CONCERN_POST.title, level: 1 })).toBeInViewport();
  const close = card.getByRole('button', { name: 'बंद करें' });
  const closeBox = (await close.boundingBox())!;
  expect(Math.min(closeBox.width, closeBox.height)).toBeGreaterThanOrEqual(44);
  await close.tap();
  await expect(card).toHaveCount(0);
});

test('at 375 px the emergency card fits, and its main button, Call 108, is in reach', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const page = await memberIn(browser, baseURL!, 'Suresh Pillai', 'hi');
  await page.setViewportSize({ width: 375, height: 740 });
  await sharePost(page, HINDI_MEDICAL_CRISIS_POST, 'hi');
  const card = page.getByTestId('crisis-card');
  await expect(page.getByRole('dialog', { name: 'यह मेडिकल इमरजेंसी हो सकती है' })).toBeVisible();
  await expectFitsTheScreen(page, card);
  const primary = card.locator('[data-primary-action]');
  await primary.scrollIntoViewIfNeeded();
  await expect(primary).toBeInViewport();
  await expect(primary).toHaveText('108 पर कॉल करें');
  await expect(primary).toHaveAttribute('href', 'tel:108');
});
