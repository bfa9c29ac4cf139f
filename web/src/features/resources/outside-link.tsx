import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A link that leaves the site: a new tab, no referrer, and said so to screen readers. */
export function OutsideLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { t } = useTranslation('resources');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={
        className ?? 'inline-flex items-center gap-1 font-medium text-primary-700 underline-offset-2 hover:underline'
      }
    >
      {children}
      <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
      <span className="sr-only">{t('opensNewTab')}</span>
    </a>
  );
}

/** The host of a source address, for a short 'Source: who.int' line. */
export const sourceHost = (source: string) => {
  const url = source.match(/https?:\/\/\S+/)?.[0];
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : source;
  } catch {
    return source;
  }
};
export const sourceUrl = (source: string) => source.match(/https?:\/\/\S+/)?.[0] ?? null;
