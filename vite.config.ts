import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The loading screen of web/index.html (issue 44): its line is written in from the catalogs
 * (common.json's `boot.line`, English and Hindi).
 */
function loadingScreen(): Plugin {
  const line = (language: string) => {
    const catalog = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, `web/src/locales/${language}/common.json`), 'utf8'),
    ) as { boot: { line: string } };
    return escapeHtml(catalog.boot.line);
  };
  return {
    name: 'fn-loading-screen',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('%BOOT_LINE_EN%', line('en')).replace('%BOOT_LINE_HI%', line('hi')),
    },
  };
}

/**
 * The app's stylesheet is fetched at once but blocks nothing: a stylesheet link, in the head or in
 * the body, held the loading screen's paint until it arrived (a round trip and 20 KB: one to three
 * seconds on a slow phone). It becomes a preload, and main.tsx applies it and waits for it before
 * React draws the first page (web/src/lib/app-style.ts), so no page is ever drawn unstyled.
 */
function stylesheetPreloaded(): Plugin {
  return {
    name: 'fn-stylesheet-preloaded',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g,
          (_link, crossorigin: string | undefined, href: string) =>
            `<link rel="preload" as="style"${crossorigin ?? ''} href="${href}" data-app-style>`,
        ),
    },
  };
}

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), loadingScreen(), stylesheetPreloaded()],
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
