import { Suspense, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { siteConfigQueryOptions } from '@/lib/site-config';
import { useSession } from '@/lib/session';
import { AD_SCRIPT_ID, isAdPage, isAdScriptLoaded } from './ad-pages';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/** Loads the ad network's script once per page load, whatever the number of slots. */
function loadAdScript(client: string) {
  if (isAdScriptLoaded()) return;
  const script = document.createElement('script');
  script.id = AD_SCRIPT_ID;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
  script.onerror = () => console.warn('The ad script could not be loaded.');
  document.head.appendChild(script);
}

function AdUnit({ client, slot }: { client: string; slot: string }) {
  const { t } = useTranslation('ads');
  const ref = useRef<HTMLModElement>(null);
  useEffect(() => {
    loadAdScript(client);
    const ins = ref.current;
    // One push per <ins>; StrictMode runs effects twice, the marker keeps it to one.
    if (!ins || ins.dataset.requested) return;
    ins.dataset.requested = 'true';
    try {
      (window.adsbygoogle = window.adsbygoogle ?? []).push({});
    } catch (error) {
      console.warn('An ad could not be requested.', error);
    }
  }, [client, slot]);
  return (
    <aside aria-label={t('label')} className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
      <p className="mb-1 text-sm text-muted">{t('label')}</p>
      <ins
        ref={ref}
        className="adsbygoogle block min-h-[90px]"
        data-ad-client={client}
        data-ad-slot={slot}
        data-ad-format="auto"
        data-full-width-responsive="true"
      />
    </aside>
  );
}

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
    <Suspense fallback={null}>
      <AdUnit key={`${client}:${slot}`} client={client} slot={slot} />
    </Suspense>
  );
}
