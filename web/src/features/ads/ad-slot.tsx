import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { siteConfigQueryOptions } from '@/lib/site-config';
import { useSession } from '@/lib/session';
import { PartBoundary } from '@/components/part-boundary';
import { isAdPage, isAdScriptLoaded } from './ad-pages';

const AdUnit = lazy(() => import('./ad-unit'));

/**
 * An ad network slot by name ("layout", "home"). Renders nothing at all, no element and no script,
 * unless the server has an ad client and a slot id for this name (AD_CLIENT, AD_SLOTS), the page is
 * on the allow-list of public pages (ad-pages.ts) and the visitor is not signed in: with a session,
 * the script could read the member's data through our API. A visitor who signs in elsewhere (another
 * tab) while the script runs here gets a full page load, which leaves the script behind.
 */
export function AdSlot({ name }: { name: string }) {
  const { pathname } = useLocation();
  const { user, isLoading } = useSession();
  const { data } = useQuery(siteConfigQueryOptions());
  useEffect(() => {
    if (user && isAdScriptLoaded()) window.location.reload();
  }, [user]);
  const client = data?.ads?.client;
  const slot = data?.ads?.slots[name];
  if (!client || !slot || isLoading || user || !isAdPage(pathname)) return null;
  return (
    <PartBoundary silent>
      <Suspense fallback={null}>
        <AdUnit key={`${client}:${slot}`} client={client} slot={slot} />
      </Suspense>
    </PartBoundary>
  );
}
