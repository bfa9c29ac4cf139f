import { expect, test } from '@playwright/test';

/**
 * Every link a visitor can follow from the public pages leads to a page of the product, not to
 * 'Page not found': the header and its menus, the footer, the community hub's buttons, the home
 * page's 'Browse resources' and the offerings cards. Paths of screens still being built are listed
 * apart, each with the issue that builds it, so that this list only ever shrinks.
 */
const notBuiltYet = new Map<string, string>();

const startPages = ['/', '/community', '/offerings', '/about', '/docs/platform'];
// Menus (Community, Documentation) render their links only when opened; their paths are named here.
const menuPaths = [
  '/connect',
  '/forum',
  '/support-groups',
  '/events',
  '/stories',
  '/resources',
  '/docs/platform',
  '/docs/donate',
  '/docs/rules',
];

test('every internal link on the public pages leads to a page, not to Page not found', async ({ page }) => {
  test.setTimeout(120_000);
  const paths = new Set<string>(menuPaths);
  for (const start of startPages) {
    await page.goto(start);
    await expect(page.locator('main h1').first()).toBeVisible();
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
    for (const href of hrefs) paths.add(href.split(/[?#]/)[0]!);
  }
  const broken: string[] = [];
  for (const path of [...paths].sort()) {
    if (notBuiltYet.has(path) || path.startsWith('/api/')) continue;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (await page.getByRole('heading', { name: 'Oops! Page not found' }).isVisible()) broken.push(path);
  }
  expect(broken).toEqual([]);
  expect(paths.size).toBeGreaterThan(15);
});
