// npm test: type check, lint, unit and integration tests (PGlite; and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests when a Chromium is present.
// REQUIRE_POSTGRES=1 and REQUIRE_E2E=1 (set by .ci/run) turn "skipped" into "failed".
// On two cores the steps are paired where one leaves a core idle: the type check, the format check
// and the build beside the lint, and (only with TEST_OVERLAP=1) the PostgreSQL run beside the
// browser tests. TEST_SEQUENTIAL=1 runs every step alone, one after another.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { databaseTestFiles } from './database-tests.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Named again at the very end, so that the last lines of a CI log say what failed.
const failedTests = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(label);
  return ok;
}

/**
 * Like run, but in the background; its output goes to a file (the parent waits in spawnSync
 * meanwhile and reads no pipe) and is printed whole when it ends.
 */
function runAside(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label} (alongside)`);
  const started = Date.now();
  const log = path.join(out, `${label.replace(/[^a-zA-Z]+/g, '-')}.log`);
  const fd = openSync(log, 'w');
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  closeSync(fd);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      console.log(`\n▶ ${label}: its output`);
      process.stdout.write(readFileSync(log));
      const ok = code === 0;
      console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s, alongside)`);
      if (!ok) failures.push(label);
      resolve(ok);
    });
  });
}

const sequential = process.env.TEST_SEQUENTIAL === '1';
/** Runs a step beside the ones that follow it, or at once when TEST_SEQUENTIAL=1. */
const beside = (label, cmd, args, env) =>
  sequential ? Promise.resolve(run(label, cmd, args, env)) : runAside(label, cmd, args, env);

function countVitest(file, label) {
  if (!existsSync(file)) return;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += j.numPassedTests ?? 0;
  totals.failed += (j.numFailedTests ?? 0) + (j.numFailedTestSuites && !j.numFailedTests ? j.numFailedTestSuites : 0);
  totals.skipped += (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0);
  for (const suite of j.testResults ?? []) {
    const file = path.relative(root, suite.name ?? '');
    const failed = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed)
      failedTests.push(
        `${label}: ${file} › ${t.fullName ?? t.title}: ${(t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200)}`,
      );
    if (!failed.length && suite.status === 'failed')
      failedTests.push(`${label}: ${file} (${(suite.message ?? 'failed to run').split('\n')[0]})`);
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats ?? {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected') failedTests.push(`browser: ${spec.file}:${spec.line} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
}

const browsers = existsSync(chromium);
// ESLint, the longest of the checks, takes one core; the type check, the format check and the build
// take the other one after another (each is one process on one core but the build, which is short).
// Neither the lint, the type check nor the format check reads what the build writes (dist/, web/dist).
const lint = beside('lint', 'npx', ['eslint', '.']);
run('type check', 'npx', ['tsc', '--noEmit']);
// The code's layout is Prettier's (.prettierrc.json); `npm run format` rewrites it.
run('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
const built = browsers && run('build the web app', 'npm', ['run', 'build', '--silent']);
await lint;

const vitestArgs = (name) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(out, name)}`,
];
run('unit and integration tests (PGlite)', 'npx', vitestArgs('vitest-pglite.json'), { TEST_DATABASE_URL: '' });
countVitest(path.join(out, 'vitest-pglite.json'), 'PGlite');

// The PostgreSQL run goes alone: beside the browser tests on two cores it made them take 20 minutes
// instead of 12.6, and some journeys missed their time limits (decision 0045, update).
let postgres = Promise.resolve();
if (process.env.TEST_DATABASE_URL) {
  const overlap = process.env.TEST_OVERLAP === '1' && browsers && !sequential;
  // Only the files whose imports reach TEST_DATABASE_URL: the others do the same on either database,
  // and the PGlite run has just run them (scripts/database-tests.mjs, decision 0048).
  const files = databaseTestFiles();
  const args = [...vitestArgs('vitest-postgres.json'), ...(overlap ? ['--maxWorkers=1'] : []), ...files];
  postgres = (overlap ? beside : (...a) => Promise.resolve(run(...a)))(
    'integration tests (PostgreSQL)',
    'npx',
    args,
    {},
  ).then(() => countVitest(path.join(out, 'vitest-postgres.json'), 'PostgreSQL'));
} else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error('\n✘ REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set');
  failures.push('integration tests (PostgreSQL): TEST_DATABASE_URL missing');
} else {
  console.log('\n– PostgreSQL run skipped (set TEST_DATABASE_URL=postgres://… to run it)');
}

if (browsers) {
  if (built) {
    run('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'playwright.json'),
    });
    countPlaywright(path.join(out, 'playwright.json'));
  }
} else if (process.env.REQUIRE_E2E === '1') {
  console.error(`\n✘ REQUIRE_E2E=1 but no Chromium at ${chromium}`);
  failures.push('browser tests: Chromium missing');
} else {
  console.log(`\n– browser tests skipped: no Chromium at ${chromium} (apt-get install -y chromium)`);
}

await postgres;

for (const t of failedTests.slice(0, 30)) console.log(`✘ ${t}`);
console.log(`\n${failures.length ? `Failed steps: ${failures.join('; ')}` : 'All steps passed.'}`);
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failures.length || totals.failed ? 1 : 0);
