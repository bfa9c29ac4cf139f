import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = {
  '@contracts': path.resolve(import.meta.dirname, 'contracts'),
  '@': path.resolve(import.meta.dirname, 'web/src'),
};

// Files that replace a module (vi.mock) run in their own module graph.
const needsIsolation = ['server/db/durability.test.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
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
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
