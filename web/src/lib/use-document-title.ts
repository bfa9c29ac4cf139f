import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the page, "<page> · <site name>", and restores the old name on leaving. Pass words from the catalog. */
export function useDocumentTitle(page: string) {
  const { t } = useTranslation('common');
  const title = t('pageTitle', { page });
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
