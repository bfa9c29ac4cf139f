import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AD_SCRIPT_ID, isAdScriptLoaded } from './ad-pages';

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

/** One labelled ad unit; loaded only where an ad may show, keeping it out of the first page's JavaScript. */
export default function AdUnit({ client, slot }: { client: string; slot: string }) {
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
