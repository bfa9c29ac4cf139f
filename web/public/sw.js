/* Fortitude Network service worker.
 *
 * - Precaches the offline page and the icons.
 * - Page navigations: network first; when the network fails, the offline page.
 * - /assets/*: cache first (Vite's hashed, immutable file names), kept to a bounded number.
 * - Everything else, and /api/* and /files/* in particular, is never touched: those requests go
 *   to the network exactly as if there were no service worker, so private answers are never cached.
 *
 * Bump VERSION when the precached files change; activate deletes every cache of an older version.
 */
const VERSION = 'v2';
const PRECACHE = `fn-precache-${VERSION}`;
const ASSETS = `fn-assets-${VERSION}`;
const OFFLINE_URL = '/offline.html';
const PRECACHE_URLS = [
  OFFLINE_URL,
  '/offline.js',
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-192.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
];
const MAX_ASSETS = 120;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PRECACHE)
      .then((cache) => cache.addAll(PRECACHE_URLS.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = new Set([PRECACHE, ASSETS]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('fn-') && !current.has(name)).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/files/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirstAsset(request));
    return;
  }
  if (PRECACHE_URLS.includes(url.pathname)) {
    event.respondWith(caches.match(request, { cacheName: PRECACHE }).then((hit) => hit || fetch(request)));
  }
});

async function networkFirstPage(request) {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_URL, { cacheName: PRECACHE });
    return (
      offline ||
      new Response('You are offline.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } })
    );
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    await cache.put(request, response.clone());
    void trim(cache);
  }
  return response;
}

/** Keeps the asset cache bounded: the oldest entries (insertion order) go first. */
async function trim(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(key);
}

/*
 * Web Push: the server sends { title, body, url, tag } (encrypted for this browser only). By default
 * it says only that something is waiting ('You have a new reply on Fortitude Network'); the page
 * it opens shows the rest to the signed-in member. One tag per notification: a burst that grows
 * replaces its earlier notice instead of adding another.
 */
self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Fortitude Network';
  const url =
    typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//')
      ? data.url
      : '/notifications';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      data: { url },
    }),
  );
});

/** A tap on a notification: a tab already at that page comes forward, else a tab of the site goes there, else a new one opens. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.url) || '/notifications';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const exact = windows.find((w) => w.url === target);
      if (exact) return exact.focus();
      const ours = windows.find((w) => new URL(w.url).origin === self.location.origin && 'navigate' in w);
      if (ours) return ours.focus().then((w) => (w || ours).navigate(target));
      return self.clients.openWindow(target);
    }),
  );
});
