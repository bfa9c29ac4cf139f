import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button';

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.warn('404: no page at', location.pathname);
    document.title = 'Page not found · Fortitude Network';
  }, [location.pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary-700" aria-hidden="true">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <p className="mt-2 text-muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={`${buttonClass('primary')} mt-8`}>
        Return to Home
      </Link>
    </section>
  );
}
