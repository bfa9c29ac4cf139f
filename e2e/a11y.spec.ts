import { expect, test, type Page } from '@playwright/test';
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
  '/forum',
  '/stories',
  '/events',
  '/events?when=past',
  '/support-groups',
  '/resources',
  '/resources?tab=links',
  '/resources?tab=ngos',
  '/resources?tab=professionals',
  '/connect',
];

// The scans are independent of each other: they are shared out between the workers, so that this,
// the longest file, does not hold one worker after the others have finished (each worker opens its own
// tab per language in beforeAll).
test.describe.configure({ mode: 'parallel' });

test('the check itself finds a serious violation when there is one', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('h1').first()).toBeVisible();
  // A button with no name, and one whose visible words are not in its accessible name.
  await page.evaluate(() => {
    const unnamed = document.createElement('button');
    unnamed.innerHTML = '<svg aria-hidden="true" width="16" height="16"></svg>';
    const mislabelled = document.createElement('button');
    mislabelled.textContent = 'Send Request';
    mislabelled.setAttribute('aria-label', 'Connect with Asha');
    document.querySelector('main')?.append(unnamed, mislabelled);
  });
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => '',
    (error: unknown) => String(error),
  );
  expect(failure).toContain('button-name');
  expect(failure).toContain('label-content-name-mismatch');
});

// Every page in both languages: Hindi text is longer and wraps differently, and <html lang> changes.
for (const language of ['en', 'hi'] as const) {
  test.describe(language === 'hi' ? 'in Hindi' : 'in English', () => {
    test.use({ locale: language === 'hi' ? 'hi-IN' : 'en-IN' });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('fn-language', l), language);
    });

    // One tab for the public pages of a language, as a visitor moves from page to page: the app's
    // files are fetched once, not once per page (a fresh tab per page cost the run minutes).
    let tab: Page;
    test.beforeAll(async ({ browser }) => {
      const context = await browser.newContext({
        ...test.info().project.use,
        locale: language === 'hi' ? 'hi-IN' : 'en-IN',
      });
      tab = await context.newPage();
      await tab.addInitScript((l) => localStorage.setItem('fn-language', l), language);
    });
    test.afterAll(async () => {
      await tab?.context().close();
    });

    for (const url of publicPages) {
      test(`${url} has no serious or critical accessibility violation`, async () => {
        const page = tab;
        await page.goto(url);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'hi' ? 'hi-IN' : 'en-IN');
        // Sections that load their data (question, statistics, gallery) are checked as shown.
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
      });
    }

    test('a post, a story and an article (their own pages) have no serious or critical accessibility violation', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const post = (await (await request.get('/api/forum/posts?limit=1')).json()).items[0].id as string;
      const story = (await (await request.get('/api/stories?limit=1')).json()).items[0].id as string;
      const article = (await (await request.get('/api/resources/articles?limit=1')).json()).items[0].id as string;
      for (const url of [`/forum/${post}`, `/stories/${story}`, `/resources/articles/${article}`]) {
        await page.goto(url);
        await expect(page.locator('h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
      }
    });

    test('signed-in pages have no serious or critical accessibility violation', async ({ page, request, baseURL }) => {
      // Thirteen pages, each loaded and scanned: longer than one page's budget.
      test.setTimeout(180_000);
      const other = await signUpViaApi(request, baseURL!, newMember('Deepa Raghunathan'));
      await signUpViaApi(page.request, baseURL!, newMember('Vikram Rao'));
      for (const url of [
        '/',
        '/profile',
        `/user/${other}`,
        '/admin-setup',
        '/community',
        '/support',
        '/chat',
        '/forum',
        '/events',
        '/support-groups',
        '/connect',
        '/messages',
        `/messages/${other}`,
      ]) {
        await page.goto(url);
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'hi' ? 'hi-IN' : 'en-IN');
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
}
