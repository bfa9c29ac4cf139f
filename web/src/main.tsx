import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, routes, type PageHandle } from './app/router';
import { createQueryClient } from './app/query-client';
import { detectLanguage, initI18n, setDefaultVariables } from './lib/i18n';
import { sessionQueryOptions } from './lib/session';
import { siteConfigQueryOptions } from './lib/site-config';
import { applyAppStyle } from './lib/app-style';
import './styles.css';

// The catalogs of the person's language (the shell's and this page's), the server's configuration
// (the site's name), the session (who is signed in) and this page's code are fetched together,
// before the first render, so no page ever shows a key or a wrong name, and the first paint is the
// page itself in its final frame, not a spinner that the page then pushes down.
// The stylesheet only preloads in the built page, behind the loading screen (index.html): it is
// applied now, and the first render waits for it like the rest.
const style = applyAppStyle();
const queryClient = createQueryClient();
const siteConfig = queryClient.fetchQuery(siteConfigQueryOptions()).catch(() => null);
const session = queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
const pages = (matchRoutes(routes, window.location) ?? [])
  .map((match) => match.route.handle as PageHandle | undefined)
  .filter((handle) => handle !== undefined);
// A page for members only is fetched at once too (most who open one are signed in), but the first
// render waits for it only when the session says a member is signed in: a visitor is sent to /auth.
const catalogs = initI18n(
  detectLanguage(),
  pages.flatMap((page) => page.ns),
);
const url = new URL(window.location.href);
const pageReady = Promise.all(
  pages.map(async (page) => {
    const code = page.load();
    code.catch(() => undefined); // a visitor sent to /auth never waits for it; a member sees the error page
    const data = page.prefetch?.(queryClient, url);
    if (page.isProtected && !(await session)) return;
    await Promise.all([code, data]);
  }),
).catch(() => null);
void Promise.all([catalogs, siteConfig, pageReady, session, style]).then(([, config]) => {
  if (config) setDefaultVariables({ siteName: config.siteName });
  const root = document.getElementById('root');
  if (!root) return;
  // Drawn as a transition, React yields to the browser every few milliseconds while it builds the
  // page, instead of holding the main thread for the whole first render (a phone's long task).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    );
  });
});

// The service worker (offline page, installable app) is registered at load; a failure is only logged.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('Service worker registration failed:', error);
    });
  });
}

// The last kind of input (keyboard, mouse or touch) as <html data-interaction>, for styling.
const html = document.documentElement;
const setInteraction = (mode: 'keyboard' | 'mouse' | 'touch') => {
  if (html.dataset.interaction !== mode) html.dataset.interaction = mode;
};
document.addEventListener('keydown', () => setInteraction('keyboard'), { capture: true, passive: true });
document.addEventListener(
  'pointerdown',
  (event) => setInteraction(event.pointerType === 'touch' || event.pointerType === 'pen' ? 'touch' : 'mouse'),
  { capture: true, passive: true },
);
