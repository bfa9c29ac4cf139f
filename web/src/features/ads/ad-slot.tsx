import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { siteConfigQueryOptions } from '@/lib/site-config';

const SCRIPT_ID = 'adsbygoogle-script';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/** Loads the ad network's script once per page load, whatever the number of slots. */
function loadAdScript(client: string) {
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
  script.onerror = () => console.warn('The ad script could not be loaded.');
  document.head.appendChild(script);
}

function AdUnit({ client, slot }: { client: string; slot: string }) {
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
    <aside aria-label="Advertisement" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
      <p className="mb-1 text-sm text-muted">Advertisement</p>
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
 * unless the server has an ad client and a slot id for this name (AD_CLIENT, AD_SLOTS).
 */
export function AdSlot({ name }: { name: string }) {
  const { data } = useQuery(siteConfigQueryOptions());
  const client = data?.ads?.client;
  const slot = data?.ads?.slots[name];
  if (!client || !slot) return null;
  return <AdUnit key={`${client}:${slot}`} client={client} slot={slot} />;
}
