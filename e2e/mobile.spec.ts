import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newMember, signUpViaApi } from './support';

async function expectNoHorizontalScroll(page: import('@playwright/test').Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('at phone width the menu opens, mirrors the navigation and closes on navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('banner');
  const support = menu.getByRole('link', { name: 'Support Us', exact: true });
  await expect(support).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await menu.getByRole('link', { name: 'Login', exact: true }).last().click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth/);
});

test('the auth and profile pages fit a 375 px screen', async ({ page, baseURL }) => {
  for (const url of ['/auth', '/login', '/signup']) {
    await page.goto(url);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  }
  await signUpViaApi(page.request, baseURL!, newMember('Sunita Kulkarni'));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
