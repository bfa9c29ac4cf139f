import { expect, test } from '@playwright/test';

test('the service worker at /sw.js registers and controls the page', async ({ page }) => {
  await page.goto('/');
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
  expect(scriptUrl).toMatch(/\/sw\.js$/);
  // Served fresh every time, so a new version is picked up at once.
  const sw = await page.request.get('/sw.js');
  expect(sw.ok()).toBeTruthy();
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('the web manifest is linked and makes the site installable', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await page.request.get(href!);
  expect(res.ok()).toBeTruthy();
  expect(res.headers()['content-type']).toMatch(/^application\/(manifest\+)?json/);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Fortitude Network', start_url: '/', display: 'standalone' });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const [size, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['192x192', 'maskable'],
    ['512x512', 'maskable'],
  ]) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose && i.type === 'image/png');
    expect(icon, `${size} ${purpose}`).toBeDefined();
    const image = await page.request.get(icon!.src);
    expect(image.ok()).toBeTruthy();
    expect(image.headers()['content-type']).toBe('image/png');
    const bytes = await image.body();
    // The PNG's own width and height (IHDR) match the size the manifest declares.
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(size);
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
});

test('after one visit, a page opened without a network shows the offline page, and it returns to the page when back online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker takes control of the open page (clients.claim) before we cut the network.
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await context.setOffline(true);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  await context.setOffline(false);
  // Back online, the offline page returns to the page by itself (its 'online' listener) or on
  // Retry, whichever comes first; clicking a Retry that has just gone away must not hang the test.
  const about = page.getByRole('heading', { level: 1, name: 'About Fortitude Network' });
  await expect(async () => {
    if (await retry.isVisible()) await retry.click({ timeout: 1_000 }).catch(() => {});
    await expect(about).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});

test('a member who chose Hindi gets the offline page in Hindi, its helplines a tap away', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    localStorage.setItem('fn-language', 'hi');
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await context.setOffline(true);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
  await expect(page.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  await expect(page.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  await context.setOffline(false);
});

test('the service worker never answers API requests from its cache', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  const outcome = await page.evaluate(async () => {
    try {
      const res = await fetch('/api/health', { cache: 'no-store' });
      return `status ${res.status}`;
    } catch {
      return 'network error';
    }
  });
  expect(outcome).toBe('network error');
  await context.setOffline(false);
});

test('a page records how it was last used (keyboard, mouse) on <html>', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  await expect(page.locator('html')).toHaveAttribute('data-interaction', 'keyboard');
  await page.mouse.click(5, 300);
  await expect(page.locator('html')).toHaveAttribute('data-interaction', 'mouse');
});
