import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '@/components/ui/button';

/** Shown when a page fails to load or render: a kind message and a way forward, never a stack trace. */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const isChunk =
    error instanceof Error &&
    /dynamically imported module|Failed to fetch|Importing a module script/i.test(error.message);
  console.error(error);
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('routeError.title')}</h1>
      <p className="mt-3 text-muted">
        {isChunk
          ? t('routeError.chunk')
          : isRouteErrorResponse(error)
            ? t('routeError.status', { status: error.status })
            : t('routeError.generic')}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          {t('actions.tryAgain')}
        </button>
        <Link to="/" className={buttonClass('outline')}>
          {t('routeError.goHome')}
        </Link>
      </div>
    </div>
  );
}
