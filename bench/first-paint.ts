/**
 * The first paint of a first visit on a slow phone: `npm run bench:first-paint` (or
 * `tsx bench/first-paint.ts`).
 *
 * Builds the web app when its sources changed, starts the real server on a fresh PGlite database with
 * the demo content, and opens each page (BENCH_FIRST_PAINT_PAGES, default "/,/forum") as a visitor who
 * has never been to the site (a new browser context each time: empty cache, no service worker, no
 * storage) in Debian's chromium (CHROME_PATH, default /usr/bin/chromium) through playwright-core, with
 * Chrome DevTools' network presets applied through CDP (Network.emulateNetworkConditions, per request)
 * and the CPU slowed four times (Emulation.setCPUThrottlingRate, rate 4, as Lighthouse's mobile
 * emulation does), at Lighthouse's mobile screen (412 x 823 CSS px):
 *
 * | preset  | latency    | download            | upload             |
 * |---------|------------|---------------------|--------------------|
 * | Fast 3G | 562.5 ms   | 180,000 B/s (1.44 Mbit/s) | 84,375 B/s (675 kbit/s) |
 * | Slow 3G | 2,000 ms   | 50,000 B/s (400 kbit/s)   | 50,000 B/s (400 kbit/s) |
 *
 * (Chrome DevTools' `Fast 3G` and `Slow 3G`, front_end/core/sdk/NetworkManager.ts: Fast 3G is also
 * Lighthouse's devtools-throttling `mobileSlow4G`, 150 ms RTT x 3.75 and 1.6 Mbit/s x 0.9.)
 *
 * For each visit it records First Contentful Paint (the browser's own `first-contentful-paint` paint
 * timing: the first text or image drawn, which is the loading screen of web/index.html when it has
 * one) and `appMs`, when the app's own page is there (the start of the first frame after the page's
 * main region holds its heading, `#main-content h1`: a frame's work, under 4x slowdown up to a few
 * hundred ms, may still come before its pixels, so it can read a little below an FCP drawn by it). Each figure is the median of BENCH_FIRST_PAINT_RUNS
 * (7) visits: on a 2-core machine one visit's paint moves by half a second with what else runs. `firstPaint:floor` is
 * the same figure for a page of one heading served from this process (see FLOOR_PAGE). Targets (issue 44): something meaningful within 1.5 s on Fast 3G and 3 s on Slow 3G.
 * BENCH_FIRST_PAINT_HINDI_PAGES (default "/") are visited again by a phone set to Hindi (hi-IN), whose first
 * paint is the loading screen's Hindi line (`firstPaint:<page>:hi`).
 * Merged into bench/results/latest.json as `firstPaint:<page>` with `fast3gMs` and `slow3gMs` (FCP),
 * `fast3gAppMs` and `slow3gAppMs`, and targets `firstPaint:<page>:fast3g` / `:slow3g`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { BenchError, positiveNumber, root, runBenchmark, startServer, writeLatest } from './lib.js';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = (process.env.BENCH_FIRST_PAINT_PAGES ?? '/,/forum')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
/** Pages also visited by a phone whose language is Hindi (hi-IN): the loading screen's Hindi line, in Devanagari. */
const HINDI_PAGES = (process.env.BENCH_FIRST_PAINT_HINDI_PAGES ?? '/')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const RUNS = positiveNumber('BENCH_FIRST_PAINT_RUNS', 7);
const CPU_SLOWDOWN = 4;
/** The pause between visits (see visit). */
const SETTLE_MS = 2000;

/** Chrome DevTools' presets (bytes per second; latency added to every request). */
export const PRESETS = {
  fast3g: {
    latency: 562.5,
    downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
    uploadThroughput: ((750 * 1000) / 8) * 0.9,
  },
  slow3g: { latency: 2000, downloadThroughput: ((500 * 1000) / 8) * 0.8, uploadThroughput: ((500 * 1000) / 8) * 0.8 },
} as const;
type Preset = keyof typeof PRESETS;
const TARGET_MS: Record<Preset, number> = { fast3g: 1500, slow3g: 3000 };

interface Visit {
  fcpMs: number;
  appMs: number;
  /** What the first paint showed: the loading screen's text or the page's heading. */
  firstText: string;
}

/** Records, from the first script of the document, when the page's heading first has a frame. */
const RECORD_APP = `(() => {
  const seen = () => {
    if (window.__appMs !== undefined) return true;
    if (!document.querySelector('#main-content h1')) return false;
    requestAnimationFrame(() => { window.__appMs = performance.now(); });
    window.__appMs = null;
    return true;
  };
  const observer = new MutationObserver(() => { if (seen()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    const boot = document.getElementById('boot');
    if (!boot) return;
    window.__bootText = [...boot.querySelectorAll('.name, .line')]
      .filter((el) => getComputedStyle(el).display !== 'none')
      .map((el) => el.textContent)
      .join(' / ');
  });
})();`;

async function visit(browser: Browser, url: string, preset: Preset, locale = 'en-IN'): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, locale });
  try {
    const page = await context.newPage();
    await page.addInitScript(RECORD_APP);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PRESETS[preset] });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(
      () =>
        typeof (window as unknown as { __appMs?: number | null }).__appMs === 'number' &&
        performance.getEntriesByName('first-contentful-paint').length > 0,
      undefined,
      { timeout: 120_000, polling: 250 },
    );
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      const win = window as unknown as { __appMs: number; __bootText?: string };
      return {
        fcpMs: Math.round(fcp),
        appMs: Math.round(win.__appMs),
        // The loading screen's name and line when the page has one, else the page's own heading.
        firstText: (win.__bootText ?? document.querySelector('#main-content h1')?.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 80),
      };
    });
  } finally {
    await context.close();
    // The closed visit's renderer goes away in the background; a phone opening the site is not also
    // tearing down the last visit, so the next visit starts once that is done.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  }
}

/**
 * The floor: a page of one heading, served from this process under the same emulation with the
 * site's opener policy. No page of the site can paint before it, so the gap between it and a page is what that page itself costs; on a busy
 * 2-core machine the floor moves by hundreds of milliseconds from run to run.
 */
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Floor</title></head><body><main id="main-content"><h1>Fortitude Network</h1></main></body></html>';

async function startFloor(): Promise<{ base: string; server: Server }> {
  const server = createServer((_, res) => {
    // With the site's own opener policy (server/platform/security-headers.ts): it puts the page in a
    // process of its own, which a first visit pays for (about 0.2 s on Fast 3G here).
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'cross-origin-opener-policy': 'same-origin',
    });
    res.end(FLOOR_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new BenchError('the floor page did not start');
  return { base: `http://127.0.0.1:${address.port}`, server };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

async function main() {
  if (!existsSync(CHROME))
    throw new BenchError(`no chromium at ${CHROME} (apt-get install -y chromium, or set CHROME_PATH)`);
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--only=web', '--if-changed'], {
    cwd: root,
    stdio: 'inherit',
  });
  const server = await startServer('pglite', undefined);
  const floor = await startFloor();
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  const scenarios: Record<string, unknown> = {};
  const targets: Record<string, unknown> = {};
  try {
    // One visit first so that the server's caches are warm, as they are for real visitors.
    for (const page of PAGES) await (await fetch(`${server.base}${page}`)).text();
    const loadAvg1m = Math.round(os.loadavg()[0]! * 100) / 100;
    const visited = [
      ...PAGES.map((page) => ({ page, name: page, locale: 'en-IN' })),
      ...HINDI_PAGES.map((page) => ({ page, name: `${page}:hi`, locale: 'hi-IN' })),
      { page: 'floor', name: 'floor', locale: 'en-IN' },
    ];
    for (const { page: path_, name: page, locale } of visited) {
      const url = path_ === 'floor' ? `${floor.base}/` : `${server.base}${path_}`;
      const result: Record<string, unknown> = {};
      for (const preset of Object.keys(PRESETS) as Preset[]) {
        const visits: Visit[] = [];
        for (let run = 0; run < RUNS; run++) visits.push(await visit(browser, url, preset, locale));
        const fcp = median(visits.map((v) => v.fcpMs));
        const app = median(visits.map((v) => v.appMs));
        result[`${preset}Ms`] = fcp;
        result[`${preset}AppMs`] = app;
        result[`${preset}Runs`] = visits.map((v) => ({ fcpMs: v.fcpMs, appMs: v.appMs }));
        const pass = fcp <= TARGET_MS[preset];
        if (page !== 'floor') targets[`firstPaint:${page}:${preset}`] = { max: TARGET_MS[preset], actual: fcp, pass };
        console.log(
          `${page} ${preset}: first contentful paint ${fcp} ms, the page itself ${app} ms (runs: ${visits
            .map((v) => `${v.fcpMs}/${v.appMs}`)
            .join(', ')}); first paint showed "${visits[0]!.firstText}"`,
        );
        if (page !== 'floor')
          console.log(
            `${pass ? 'PASS' : 'FAIL'}: ${page} ${preset} first paint ${fcp} ms (target ≤ ${TARGET_MS[preset]} ms)`,
          );
      }
      scenarios[`firstPaint:${page}`] = {
        ...result,
        locale,
        cpuSlowdown: CPU_SLOWDOWN,
        viewport: '412x823',
        presets: 'Chrome DevTools Fast 3G (562.5 ms, 1.44/0.675 Mbit/s) and Slow 3G (2000 ms, 0.4/0.4 Mbit/s)',
        runs: RUNS,
        loadAvg1m,
      };
    }
    writeLatest(scenarios, {}, targets);
  } finally {
    await browser.close();
    floor.server.close();
    await server.stop();
  }
}

runBenchmark(main);
