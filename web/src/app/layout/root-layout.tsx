import { Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { AdSlot } from '@/features/ads/ad-slot';
import { PartBoundary } from '@/components/part-boundary';
import { PageSpinner } from '@/components/ui/spinner';
import { SiteFooter } from './site-footer';
import { ScrollRestoration } from './scroll-restoration';
import { SiteHeader } from './site-header';
import { WelcomePrompt } from './welcome-prompt';

/**
 * The shared layout: skip link, header, the page, the ad slot and the footer. On a change of page,
 * ScrollRestoration scrolls to the top (or restores the position on back/forward) and focus moves
 * to the main region, so keyboard and screen-reader users start at the new content.
 */
export function RootLayout() {
  const { t } = useTranslation('common');
  const { pathname, hash } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = mainRef.current;
    if (!main || hash) return;
    // A page that focused one of its own fields on mount keeps that focus.
    const active = document.activeElement;
    if (active && active !== main && main.contains(active)) return;
    main.focus({ preventScroll: true });
  }, [pathname, hash]);

  const handleSkip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        onClick={handleSkip}
        className="sr-only z-50 rounded-lg bg-primary-800 px-4 py-3 font-medium text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('skipToMain')}
      </a>
      {/* A failure in the header, the ad or the footer stays there: the page and its forms go on. */}
      <PartBoundary compact>
        <SiteHeader />
      </PartBoundary>
      <WelcomePrompt />
      <main ref={mainRef} id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A page whose catalog is still on its way waits here, inside the layout, a screen tall. */}
        <Suspense fallback={<PageSpinner fill />}>
          <Outlet />
        </Suspense>
      </main>
      <PartBoundary silent>
        <AdSlot name="layout" />
      </PartBoundary>
      <PartBoundary compact>
        <SiteFooter />
      </PartBoundary>
      <ScrollRestoration />
    </div>
  );
}
