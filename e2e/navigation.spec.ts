import { expect, test } from '@playwright/test';
import { newMember, signInAsAdmin, signUpViaApi } from './support';

test('a visitor opening a protected page is sent to /auth and brought back after signing in', async ({
  page,
  request,
  baseURL,
}) => {
  const m = newMember('Rahul Mehta');
  await signUpViaApi(request, baseURL!, m);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await login.getByLabel('Email').fill(m.email);
  await login.getByLabel('Password', { exact: true }).fill(m.password);
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
});

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).last().click();
  await expect(page).toHaveURL(/\/$/);
});

test('a reset link without its token says it is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Invalid Reset Link').first()).toBeVisible();
});

test("a member sees another member's public profile, and 'Profile Not Found' for a missing one", async ({
  page,
  request,
  baseURL,
}) => {
  const other = newMember('Lakshmi Venkatesan');
  const otherId = await signUpViaApi(request, baseURL!, other);
  const me = newMember('Imran Qureshi');
  await signUpViaApi(page.request, baseURL!, me);
  await page.goto(`/user/${otherId}`);
  await expect(page.getByRole('heading', { name: 'Lakshmi Venkatesan' })).toBeVisible();
  await expect(page.getByText(other.email)).toHaveCount(0);
  await page.goto('/user/no-such-member');
  await expect(page.getByText('Profile Not Found').first()).toBeVisible();
});

test('the header shows Login and Sign Up to visitors and Profile and Sign Out to members', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Forti', exact: true })).toHaveCount(0);
  await signUpViaApi(page.request, baseURL!, newMember('Neha Joshi'));
  await page.reload();
  await expect(header.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Forti', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
});

test('the header keeps one row from 1024 px, in English and Hindi, with Messages in it', async ({
  browser,
  baseURL,
}) => {
  // Six pages in two languages at three widths: more than one page's time on a busy machine.
  test.setTimeout(90_000);
  // An administrator sees the most: the dashboards join the account's side.
  const context = await browser.newContext({ baseURL });
  await signInAsAdmin(context.request, baseURL!);
  const page = await context.newPage();
  for (const language of ['en', 'hi']) {
    await page.addInitScript((lng) => localStorage.setItem('fn-language', lng), language);
    for (const width of [1024, 1280, 1536]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const header = page.getByRole('banner');
      const nav = header.getByRole('navigation', { name: language === 'en' ? 'Main' : 'मुख्य' });
      // The first page in a newly chosen language waits for its catalogs behind the loading screen.
      await expect(nav).toBeVisible({ timeout: 20_000 });
      await expect(nav.getByRole('link', { name: language === 'en' ? /^Messages/ : /^संदेश/ })).toHaveAttribute(
        'href',
        '/messages',
      );
      // The member's side of the header loads after the page: measure once it is there.
      await expect(header.getByRole('button', { name: language === 'en' ? 'Sign Out' : 'साइन आउट' })).toBeVisible();
      await expect(
        header.getByRole('link', { name: language === 'en' ? 'Admin Dashboard' : /एडमिन/ }).first(),
      ).toBeVisible();
      const box = (await header.boundingBox())!;
      expect(box.height, `one row at ${width} px (${language})`).toBeLessThan(80);
      // Every item of the navigation is whole on screen, none pushed under the account's side.
      const clipped = await page.evaluate(() => {
        const navEl = document.querySelector('header nav')!;
        const limit = Math.min(
          navEl.getBoundingClientRect().right,
          (document.querySelector('header nav + div') as HTMLElement).getBoundingClientRect().left,
        );
        return [...navEl.querySelectorAll(':scope > ul > li')]
          .filter((li) => li.getBoundingClientRect().right > limit + 1)
          .map((li) => li.textContent);
      });
      expect(clipped, `cut off at ${width} px (${language})`).toEqual([]);
    }
  }
  // Below 1024 px the navigation folds into the menu.
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: /मेनू खोलें|Open menu/ })).toBeVisible();
  await context.close();
});

test('the skip link moves keyboard focus to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /skip to (main )?content/i });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('a new page starts at the top, and Back returns to where the visitor was on the list', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/forum');
  const posts = page.locator('main a[href^="/forum/"]');
  await expect(posts.nth(2)).toBeVisible();
  await posts.nth(2).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const onList = await page.evaluate(() => window.scrollY);
  await posts.nth(2).click();
  await expect(page).toHaveURL(/\/forum\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/forum$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(onList - 50);
});
