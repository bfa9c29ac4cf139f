import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteName } from '@/lib/site-config';

/** The frame of the pages outside the shared layout: the logo home, a way back, and the content centred. */
export function StandaloneShell({ children, width = 'md' }: { children: ReactNode; width?: 'md' | 'lg' }) {
  const { t } = useTranslation('common');
  const siteName = useSiteName();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-primary-50 via-canvas to-accent-50">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Link
          to="/"
          className="inline-flex items-center gap-2 whitespace-nowrap rounded-lg text-base font-semibold text-primary-800 sm:text-lg"
        >
          <span
            aria-hidden="true"
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg sm:h-9 sm:w-9 bg-primary-800 text-accent-100"
          >
            <Heart className="h-5 w-5" fill="currentColor" />
          </span>
          {siteName}
        </Link>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-lg px-1 text-base font-medium text-primary-800 hover:underline sm:px-2"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4 max-[400px]:hidden" />
          {t('backToHome')}
        </Link>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center sm:pt-0 focus:outline-none"
      >
        <div className={width === 'lg' ? 'w-full max-w-lg' : 'w-full max-w-md'}>{children}</div>
      </main>
    </div>
  );
}
