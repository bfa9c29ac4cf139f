import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@contracts': path.resolve(import.meta.dirname, 'contracts'),
  '@': path.resolve(import.meta.dirname, 'web/src'),
};

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
        test: { name: 'server', include: ['server/**/*.test.ts', 'contracts/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        resolve: { alias },
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['web/src/test/setup.ts'], testTimeout: 15_000 },
      },
    ],
  },
});
