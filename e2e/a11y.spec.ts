import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newMember, signUpViaApi } from './support';

const publicPages = [
  '/',
  '/auth',
  '/auth?tab=signup',
  '/login',
  '/signup',
  '/reset-password?token=abcdefghijkl',
  '/admin-setup',
  '/no-such-page',
  '/about',
  '/offerings',
  '/community',
  '/support',
  '/donate',
  '/docs/platform',
  '/docs/donate',
  '/docs/rules',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
  '/contact',
];

// Every page in both languages: Hindi text is longer and wraps differently, and <html lang> changes.
for (const language of ['en', 'hi'] as const) {
  test.describe(language === 'hi' ? 'in Hindi' : 'in English', () => {
    test.use({ locale: language === 'hi' ? 'hi-IN' : 'en-IN' });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('fn-language', l), language);
    });

    for (const url of publicPages) {
      test(`${url} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(url);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'hi' ? 'hi-IN' : 'en-IN');
        // Sections that load their data (question, statistics, gallery) are checked as shown.
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
      });
    }

    test('signed-in pages have no serious or critical accessibility violation', async ({ page, request, baseURL }) => {
      // Seven pages, each loaded and scanned: longer than one page's budget.
      test.setTimeout(120_000);
      const other = await signUpViaApi(request, baseURL!, newMember('Deepa Raghunathan'));
      await signUpViaApi(page.request, baseURL!, newMember('Vikram Rao'));
      for (const url of ['/', '/profile', `/user/${other}`, '/admin-setup', '/community', '/support', '/chat']) {
        await page.goto(url);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'hi' ? 'hi-IN' : 'en-IN');
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
}
