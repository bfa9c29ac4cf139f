import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const alias = {
  '@contracts': path.resolve(import.meta.dirname, 'contracts'),
  '@': path.resolve(import.meta.dirname, 'web/src'),
};

// Files that replace a module (vi.mock) run in their own module graph.
const needsIsolation = ['server/db/durability.test.ts'];

// The web's test files share their worker's modules (React, Testing Library, the catalogs), as the
// server's do: each file still gets a fresh DOM and its own render, and the setup file cleans up
// after every test. Importing those modules again for each of 45 files was three quarters of the
// web run (48 s -> 11 s on two cores, decision 0051). A file that replaces a module with vi.mock
// runs alone, so that its mock never reaches another file's imports.
const webTests = readdirSync(path.join(import.meta.dirname, 'web/src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('web/src', file.split(path.sep).join('/')));
const webMocking = webTests.filter((file) =>
  /\bvi\.(do)?mock\(/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
);

// The two server files that take minutes, not seconds (1,274 access-matrix requests; the backup CLI in
// child processes). Vitest starts the longest files first only when its cache of the last run's
// durations is there; a fresh clone (CI) has none and starts the largest files first, which put these
// two in the middle of the run and could leave one worker finishing them alone at the end.
const longestFirst = ['server/platform/access.test.ts', 'server/db/backup.test.ts'];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = longestFirst.indexOf(path.relative(import.meta.dirname, f.moduleId));
      return i === -1 ? longestFirst.length : i;
    };
    // Within a project (projects run one after another), the listed files go first; the rest keep
    // Vitest's order. Array.prototype.sort is stable.
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => {
        if (a.f.project.name !== b.f.project.name) return a.i - b.i;
        return rank(a.f) - rank(b.f) || a.i - b.i;
      })
      .map(({ f }) => f);
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: LongestFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // PGlite is CPU-bound; two cores run two files at a time well.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'contracts/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...needsIsolation],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The database template is made once, before any file starts (server/test/global-setup.ts).
          globalSetup: ['server/test/global-setup.ts'],
          // Each file still builds its own app on its own database; what a worker keeps between its
          // files is the modules it imported (the server's import graph, loaded once per worker).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server-isolated',
          include: needsIsolation,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...webMocking],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web-isolated',
          include: webMocking,
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
