import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newMember, signUpViaApi } from './support';

async function expectNoHorizontalScroll(page: import('@playwright/test').Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
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

test('on a slow phone the frame stays still while the home page loads (no footer pushed down)', async ({ page }) => {
  // A mid-range phone on a slow network, as Lighthouse's mobile run emulates it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The home page (its sections below the fold load later; the frame must not move while they do).
  for (const url of ['/']) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('h1').first()).toBeVisible();
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, `cumulative layout shift on ${url}`).toBeLessThanOrEqual(0.05);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
