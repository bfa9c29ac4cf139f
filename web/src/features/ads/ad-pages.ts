/**
 * Where the ad network's script may run (issue 10 item 5). A third-party script can read the page
 * and call our API with the visitor's cookie, so it is loaded only for visitors who are not signed
 * in, and only on public pages that hold no personal data. Once it has loaded, a move inside the
 * app to any other page becomes a full page load, so the script is gone before that page appears.
 */

/** The public pages that may show ads; every other page (sign-in, chat, profiles, contact, support…) never does. */
const AD_PAGES = new Set([
  '/',
  '/about',
  '/offerings',
  '/community',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
]);
const AD_PAGE_PREFIXES = ['/docs/'];

export const AD_SCRIPT_ID = 'adsbygoogle-script';

/** True for a path on the allow-list of public pages (a trailing slash is ignored). */
export function isAdPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    AD_PAGES.has(path) || AD_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length)
  );
}

/** True once this page load has injected the ad network's script (it cannot be unloaded, only left behind). */
export function isAdScriptLoaded(): boolean {
  return typeof document !== 'undefined' && document.getElementById(AD_SCRIPT_ID) !== null;
}

/**
 * Runs before every navigation inside the app (the router's root loader). After the ad script has
 * loaded, a page off the allow-list is reached by a full page load instead, and the navigation in
 * this page never completes, so the private page is never rendered beside the script.
 */
export function adGuardLoader({ request }: { request: Request }): null | Promise<never> {
  const url = new URL(request.url);
  if (!isAdScriptLoaded() || isAdPage(url.pathname)) return null;
  window.location.assign(`${url.pathname}${url.search}${url.hash}`);
  return new Promise<never>(() => {});
}
