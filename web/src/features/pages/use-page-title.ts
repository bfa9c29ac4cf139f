import { useEffect } from 'react';

/** Names the browser tab after the page, as "<page> · Fortitude Network". */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = `${page} · Fortitude Network`;
  }, [page]);
}
