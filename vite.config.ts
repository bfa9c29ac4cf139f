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
    rolldownOptions: {
      output: {
        // A page's small shared modules (an icon, a card, a catalog helper: 1 to 3 KB each) are put
        // into the chunks that use them instead of each being a file of its own. /connect fetched 31
        // files after the entry, a slow phone's six connections took them about six at a time, one
        // round trip each, and the page's largest text waited for the last. Now it fetches 7. Code
        // under 4 KB before minifying may be repeated in two pages' chunks; rolldown keeps modules
        // in source order (strictExecutionOrder, which this turns on). Decision 0050.
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4096 } },
      },
    },
    // Browsers without <link rel=modulepreload> (Safari before 17) still load every chunk, only
    // without preloading a page's imports in parallel; the polyfill cost every visitor's first load.
    // The pages only signed-in members reach (profiles, messages, the dashboards) and
    // the bell load their imports as they ask for them instead of from a preload list: the lists
    // would sit in every visitor's first page, whose JavaScript budget is 140 KB. It costs a member
    // one round trip the first time they open such a page. /chat and /connect keep their lists (0.1 KB
    // gzip in the first load): their imports then load in one round beside the page's own chunk, not
    // a level at a time, which cost them Lighthouse points (decision 0050).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) =>
        /notification-bell-live|profile-page|inbox-page|chat-panel-page|admin-page|ngo-dashboard-page|safety-plan-page|crisis-card|privacy-page|terms-page|refund-page|donation-guide-page|rules-page|article-page/.test(
          file,
        )
          ? []
          : deps,
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api/realtime': { target: 'ws://localhost:3000', ws: true },
      '/api': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
    },
  },
});
