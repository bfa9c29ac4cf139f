import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@contracts': path.resolve(import.meta.dirname, 'contracts'),
      '@': path.resolve(import.meta.dirname, 'web/src'),
    },
  },
  test: {
    include: ['server/**/*.test.ts', 'contracts/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // PGlite is CPU-bound; two cores run two files at a time well.
    maxWorkers: 2,
  },
});
