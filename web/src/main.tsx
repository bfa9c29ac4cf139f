import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { createQueryClient } from './app/query-client';
import { initI18n, setDefaultVariables } from './lib/i18n';
import { siteConfigQueryOptions } from './lib/site-config';
import './styles.css';

// The catalogs of the person's language and the server's configuration (the site's name) are
// fetched together, before the first render, so no page ever shows a key or a wrong name.
const queryClient = createQueryClient();
const siteConfig = queryClient.fetchQuery(siteConfigQueryOptions()).catch(() => null);
void Promise.all([initI18n(), siteConfig]).then(([, config]) => {
  if (config) setDefaultVariables({ siteName: config.siteName });
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
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
