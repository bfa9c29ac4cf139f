import { expect, test } from '@playwright/test';
import { newMember, signUpViaApi } from './support';

test('a visitor opening a protected page is sent to /auth and brought back after signing in', async ({ page, request, baseURL }) => {
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

test("a member sees another member's public profile, and 'Profile Not Found' for a missing one", async ({ page, request, baseURL }) => {
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

test('the header shows Login and Sign Up to visitors and Profile and Sign Out to members', async ({ page, baseURL }) => {
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

test('the skip link moves keyboard focus to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: /skip to (main )?content/i });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});
