import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@contracts': path.resolve(import.meta.dirname, 'contracts'),
      '@': path.resolve(import.meta.dirname, 'web/src'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // Browsers without <link rel=modulepreload> (Safari before 17) still load every chunk, only
    // without preloading a page's imports in parallel; the polyfill cost every visitor's first load.
    // The member's bell (with the live channel) loads after the page and is not urgent: its imports
    // are fetched as it asks for them, which keeps their list out of the first page's JavaScript.
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => (file.includes('notification-bell-live') ? [] : deps) },
  },
  server: {
    port: 5173,
    proxy: { '/api/realtime': { target: 'ws://localhost:3000', ws: true }, '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' },
  },
});
