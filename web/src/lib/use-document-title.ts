import { useEffect } from 'react';

/** Names the browser tab after the page, "<page> · Fortitude Network", and restores the old name on leaving. */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${page} · Fortitude Network`;
    return () => {
      document.title = previous;
    };
  }, [page]);
}
