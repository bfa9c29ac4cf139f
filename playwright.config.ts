import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3300);
// One fresh data directory per run; the tests read reset links from its outbox.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'fn-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The translation service's stand-in (e2e/translate-stand-in.mjs, the LibreTranslate API), beside the server.
const translatePort = Number(process.env.E2E_TRANSLATE_PORT ?? port + 9);
// A second server, as a site ships it (ALTCHA on), for e2e/altcha.spec.ts alone (decision 0081): started
// with the others before any test, while the machine is still quiet, with a data directory of its own.
const altchaPort = Number(process.env.E2E_ALTCHA_PORT ?? port + 2);
process.env.E2E_ALTCHA_PORT = String(altchaPort);
const altchaDataDir = mkdtempSync(path.join(os.tmpdir(), 'fn-e2e-altcha-'));
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // The run's administrator is made once, before any worker starts (e2e/global-setup.ts).
  globalSetup: './e2e/global-setup.ts',
  // Files are shared out between the workers; the tests of one file run in order, in one worker (but
  // the accessibility file's, which are independent and run in parallel mode).
  fullyParallel: false,
  // Three: a journey mostly waits (for the server, the network going quiet, a toast), so on two cores a
  // third worker keeps both busy; measured in decision 0051 (the run took 7 min at load 16 with three).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['json']],
  outputDir: 'test-results/playwright',
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs every test time; in CI a failed test is run again with one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: {
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions,
      },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: [
    {
      // A stand-in for a LibreTranslate service: members' posts translated deterministically (decision 0077).
      command: `node e2e/translate-stand-in.mjs ${translatePort}`,
      url: `http://127.0.0.1:${translatePort}/languages`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // The server as it ships (npm start): the compiled build in dist/, rebuilt first only if a source
      // changed since the last `npm run build` (a no-op in npm test, which has just built it).
      command: 'node scripts/build.mjs --if-changed && exec node dist/server/main.js',
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '200',
        SIGNIN_MAX_FAILURES: '50',
        // The journeys seed members through the API; e2e/altcha.spec.ts runs a server of its own with it on (decision 0081).
        ALTCHA: 'off',
        TRANSLATE_BASE_URL: `http://127.0.0.1:${translatePort}`,
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      },
    },
    {
      // Started after the one above, so the build it may have made is there.
      command: 'exec node dist/server/main.js',
      url: `http://localhost:${altchaPort}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: 'development',
        PORT: String(altchaPort),
        PUBLIC_URL: `http://localhost:${altchaPort}`,
        DATA_DIR: altchaDataDir,
        SEED_DEMO: 'false',
        JOBS: 'off',
        LOG_LEVEL: 'warn',
        ALTCHA: 'on',
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      },
    },
  ],
});
