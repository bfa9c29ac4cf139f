/**
 * Lighthouse on the built home page: `npm run bench` (or `tsx bench/lighthouse.ts`).
 *
 * Builds the web app when web/dist is missing, starts the real server on a fresh PGlite database
 * with the demo content, and runs the lighthouse CLI (from the npm package) on Debian's chromium
 * (CHROME_PATH, default /usr/bin/chromium) with its default mobile emulation and throttling.
 * Pages: BENCH_LIGHTHOUSE_PAGES (default "/"). Targets: performance ≥ 90, accessibility 100,
 * best practices ≥ 95. Scores are merged into bench/results/latest.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BenchError, cleanups, root, runBenchmark, startServer, writeLatest } from './lib.js';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '/')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);

async function main() {
  if (!existsSync(CHROME))
    throw new BenchError(`no chromium at ${CHROME} (apt-get install -y chromium, or set CHROME_PATH)`);
  if (!existsSync(path.join(root, 'web', 'dist', 'index.html'))) {
    console.log('Building the web app (web/dist is missing) …');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  }
  const server = await startServer('pglite', undefined);
  const out = mkdtempSync(path.join(os.tmpdir(), 'fn-lighthouse-'));
  cleanups.push(() => rmSync(out, { recursive: true, force: true }));
  const scenarios: Record<string, unknown> = {};
  const targets: Record<string, unknown> = {};
  try {
    // One visit first so that the server's caches are warm, as they are for real visitors.
    for (const page of PAGES) await (await fetch(`${server.base}${page}`)).text();
    for (const page of PAGES) {
      const file = path.join(out, `${page.replace(/\W+/g, '_') || 'home'}.json`);
      execFileSync(
        'npx',
        [
          'lighthouse',
          `${server.base}${page}`,
          '--quiet',
          '--output=json',
          `--output-path=${file}`,
          '--only-categories=performance,accessibility,best-practices',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
        ],
        { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: CHROME } },
      );
      const report = JSON.parse(readFileSync(file, 'utf8')) as {
        categories: Record<string, { score: number | null }>;
        audits: Record<string, { numericValue?: number; score?: number | null; title?: string }>;
      };
      const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
      const result = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((report.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      };
      scenarios[`lighthouse:${page}`] = result;
      const failing = Object.entries(report.audits)
        .filter(([, a]) => a.score !== null && a.score !== undefined && a.score < 0.9)
        .map(([id]) => id);
      console.log(
        `Lighthouse ${page}: performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices} (LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls})`,
      );
      if (failing.length > 0) console.log(`  audits below 0.9: ${failing.slice(0, 20).join(', ')}`);
      const checks = {
        performance: [result.performance, 90],
        accessibility: [result.accessibility, 100],
        'best-practices': [result.bestPractices, 95],
      } as const;
      for (const [name, [actual, min]] of Object.entries(checks)) {
        const pass = actual >= min;
        targets[`lighthouse:${page}:${name}`] = { min, actual, pass };
        console.log(`${pass ? 'PASS' : 'FAIL'}: ${page} ${name} ${actual} (target ≥ ${min})`);
      }
    }
    writeLatest(scenarios, {}, targets);
  } finally {
    await server.stop();
  }
}

runBenchmark(main);
