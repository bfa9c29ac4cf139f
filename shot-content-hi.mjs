import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [locale, width] of [['hi-IN', 1280], ['hi-IN', 375], ['en-IN', 375]]) {
  const ctx = await browser.newContext({ locale, viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  for (const path of ['/resources', '/events']) {
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/content-hi/${path.slice(1)}-${locale}-${width}.png` });
  }
  await ctx.close();
}
await browser.close();
