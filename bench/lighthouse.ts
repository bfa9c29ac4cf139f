/**
 * Lighthouse on the built pages: `npm run bench:lighthouse` (or `tsx bench/lighthouse.ts`).
 *
 * Builds the web app when its sources changed (scripts/build.mjs --if-changed, which also checks the
 * home page's JavaScript budget), starts the real server on a fresh PGlite database with the demo
 * content, and runs the lighthouse CLI (from the npm package) on Debian's chromium (CHROME_PATH,
 * default /usr/bin/chromium) with its default mobile emulation and throttling.
 * Pages: BENCH_LIGHTHOUSE_PAGES (default "/,/forum,/chat,/connect"). The pages in
 * BENCH_LIGHTHOUSE_MEMBER_PAGES (default "/chat,/connect") are measured as a signed-in member sees
 * them (a new member's session cookie on every request): a visitor who is not signed in is sent
 * from /chat to the sign-in page, which is not the page being measured. The others are measured as
 * a visitor who is not signed in. Targets: performance ≥ 90, accessibility 100, best practices ≥ 95.
 * Scores, with the machine's load average when each page was measured, are merged into
 * bench/results/latest.json as scenarios `lighthouse:<page>`. BENCH_LIGHTHOUSE_OUT=<folder> keeps each
 * page's full Lighthouse report there (to read the audits behind a score).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BenchError, cleanups, root, runBenchmark, signUp, startServer, writeLatest } from './lib.js';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const list = (value: string) =>
  value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
const PAGES = list(process.env.BENCH_LIGHTHOUSE_PAGES ?? '/,/forum,/chat,/connect');
const MEMBER_PAGES = new Set(list(process.env.BENCH_LIGHTHOUSE_MEMBER_PAGES ?? '/chat,/connect'));

async function main() {
  if (!existsSync(CHROME))
    throw new BenchError(`no chromium at ${CHROME} (apt-get install -y chromium, or set CHROME_PATH)`);
  // Never a stale build: the web app is rebuilt whenever one of its sources changed.
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--only=web', '--if-changed'], {
    cwd: root,
    stdio: 'inherit',
  });
  const server = await startServer('pglite', undefined);
  const memberCookie = PAGES.some((page) => MEMBER_PAGES.has(page)) ? await signUp(server, 'Lighthouse Member') : '';
  // BENCH_LIGHTHOUSE_OUT keeps each page's full report (JSON) in that folder, to read its audits.
  const keep = process.env.BENCH_LIGHTHOUSE_OUT;
  const out = keep ? path.resolve(keep) : mkdtempSync(path.join(os.tmpdir(), 'fn-lighthouse-'));
  if (keep) mkdirSync(out, { recursive: true });
  else cleanups.push(() => rmSync(out, { recursive: true, force: true }));
  const scenarios: Record<string, unknown> = {};
  const targets: Record<string, unknown> = {};
  try {
    // One visit first so that the server's caches are warm, as they are for real visitors.
    for (const page of PAGES) await (await fetch(`${server.base}${page}`)).text();
    for (const page of PAGES) {
      const asMember = MEMBER_PAGES.has(page);
      const file = path.join(out, `${page.replace(/\W+/g, '_') || 'home'}.json`);
      const loadAvg1m = Math.round(os.loadavg()[0]! * 100) / 100;
      execFileSync(
        'npx',
        [
          'lighthouse',
          `${server.base}${page}`,
          '--quiet',
          '--output=json',
          `--output-path=${file}`,
          '--only-categories=performance,accessibility,best-practices',
          ...(asMember ? [`--extra-headers=${JSON.stringify({ Cookie: memberCookie })}`] : []),
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
        ],
        { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: CHROME } },
      );
      const report = JSON.parse(readFileSync(file, 'utf8')) as {
        categories: Record<string, { score: number | null }>;
        finalDisplayedUrl?: string;
        audits: Record<
          string,
          {
            numericValue?: number;
            score?: number | null;
            title?: string;
            details?: { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] };
          }
        >;
      };
      const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
      const result = {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((report.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        fcpMs: Math.round(report.audits['first-contentful-paint']?.numericValue ?? 0),
        visitor: asMember ? 'signed-in member' : 'signed-out visitor',
        finalUrl: new URL(report.finalDisplayedUrl ?? `${server.base}${page}`).pathname,
        loadAvg1m,
      };
      const lcpNode = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      scenarios[`lighthouse:${page}`] = result;
      const failing = Object.entries(report.audits)
        .filter(([, a]) => a.score !== null && a.score !== undefined && a.score < 0.9)
        .map(([id]) => id);
      console.log(
        `Lighthouse ${page} (${result.visitor}, load ${loadAvg1m}): performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices} (FCP ${result.fcpMs} ms, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls})`,
      );
      if (lcpNode) console.log(`  LCP element: ${lcpNode.nodeLabel ?? ''} ${lcpNode.snippet ?? ''}`.slice(0, 240));
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
