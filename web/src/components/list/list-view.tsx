import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PartBoundary } from '@/components/part-boundary';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { cn } from '@/lib/cn';

/** What a list shows, whatever query reads it: its items, its state, and the next page if there is one. */
export interface ListSource<T> {
  items: T[];
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  retry: () => void;
  hasMore: boolean;
  loadMore: () => void;
  isLoadingMore: boolean;
}

interface PagedQuery<T> {
  data?: { pages: { items: T[] }[] };
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
}

interface WholeQuery<T> {
  data?: { items: T[] };
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A list read a page at a time (useInfiniteQuery), with 'Load more'. */
export function pagedList<T>(query: PagedQuery<T>): ListSource<T> {
  return {
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    isLoading: query.isLoading,
    isError: query.isError,
    error: query.error,
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
  };
}

/** A list read whole (useQuery of `{ items }`). */
export function wholeList<T>(query: WholeQuery<T>): ListSource<T> {
  return {
    items: query.data?.items ?? [],
    isLoading: query.isLoading,
    isError: query.isError,
    error: query.error,
    retry: () => void query.refetch(),
    hasMore: false,
    loadMore: () => undefined,
    isLoadingMore: false,
  };
}

/** The 'Load more' button under a list, busy while the next page loads. */
export function LoadMore({
  list,
  label,
  className,
}: {
  list: Pick<ListSource<unknown>, 'hasMore' | 'loadMore' | 'isLoadingMore'>;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  if (!list.hasMore) return null;
  return (
    <div className={cn('flex justify-center pt-6', className)}>
      <Button variant="outline" onClick={list.loadMore} isLoading={list.isLoadingMore}>
        {label ?? t('actions.loadMore')}
      </Button>
    </div>
  );
}

/** The items, drawn inside the list's boundary (so that what breaks while drawing them is caught there). */
function Items({ draw }: { draw: () => ReactNode }) {
  return <>{draw()}</>;
}

/**
 * One list's states in the order a person meets them: loading, could not load (with Try again),
 * nothing to show, or the items and 'Load more'. What breaks while the items are drawn stays in
 * the list (PartBoundary): the page around it, and any composer on it with its words, stays.
 */
export function ListView<T>({
  list,
  loading,
  empty,
  errorTitle,
  loadMoreLabel,
  loadMoreClassName,
  children,
}: {
  list: ListSource<T>;
  /** Placeholders in the shape of the items. */
  loading: ReactNode;
  /** What shows when there is nothing (often different when a search or filter is on). */
  empty: ReactNode;
  errorTitle?: string;
  loadMoreLabel?: string;
  loadMoreClassName?: string;
  children: (items: T[]) => ReactNode;
}) {
  if (list.isLoading) return <>{loading}</>;
  if (list.isError) return <ErrorState error={list.error} onRetry={list.retry} title={errorTitle} />;
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <>
      <PartBoundary>
        <Items draw={() => children(list.items)} />
      </PartBoundary>
      <LoadMore list={list} label={loadMoreLabel} className={loadMoreClassName} />
    </>
  );
}
