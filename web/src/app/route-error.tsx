import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '@/components/ui/button';

/** Shown when a page fails to load or render: a kind message and a way forward, never a stack trace. */
export function RouteError() {
  const error = useRouteError();
  const isChunk = error instanceof Error && /dynamically imported module|Failed to fetch|Importing a module script/i.test(error.message);
  console.error(error);
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-3 text-muted">
        {isChunk
          ? 'We could not load this page. Please check your connection and try again.'
          : isRouteErrorResponse(error)
            ? `The page answered ${error.status}. Please try again.`
            : 'This page ran into a problem. Please try again; your data is safe.'}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to="/" className={buttonClass('outline')}>
          Go home
        </Link>
      </div>
    </div>
  );
}
