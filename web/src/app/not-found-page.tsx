import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const location = useLocation();
  useDocumentTitle(t('notFound.title'));
  useEffect(() => {
    console.warn('404: no page at', location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{t('notFound.heading')}</h1>
      <p className="mt-2 text-muted">{t('notFound.description')}</p>
      <Link to="/" className={`${buttonClass('primary')} mt-8`}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
