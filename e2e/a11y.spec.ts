import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newMember, signUpViaApi } from './support';

const publicPages = ['/', '/auth', '/auth?tab=signup', '/login', '/signup', '/reset-password?token=abcdefghijkl', '/admin-setup', '/no-such-page'];

for (const url of publicPages) {
  test(`${url} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(url);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('signed-in pages have no serious or critical accessibility violation', async ({ page, request, baseURL }) => {
  const other = await signUpViaApi(request, baseURL!, newMember('Deepa Raghunathan'));
  await signUpViaApi(page.request, baseURL!, newMember('Vikram Rao'));
  for (const url of ['/', '/profile', `/user/${other}`, '/admin-setup']) {
    await page.goto(url);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
