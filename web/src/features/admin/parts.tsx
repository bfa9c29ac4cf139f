import { useEffect, useState, type ReactNode } from 'react';
import { Pencil, Search, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';

/** The typed text, once typing has paused (a search box's query). */
export function useSettled(value: string, ms = 350): string {
  const [settled, setSettled] = useState(value.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A tab's search box (its label is also its placeholder), with room beside it for a button or a filter. */
export function AdminSearch({
  label,
  placeholder,
  value,
  onChange,
  children,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <form role="search" onSubmit={(e) => e.preventDefault()} className="min-w-0 flex-1">
        <label className="relative block">
          <span className="sr-only">{label}</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted"
          />
          <Input
            type="search"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder={placeholder ?? label}
            className="pl-10"
          />
        </label>
      </form>
      {children}
    </div>
  );
}

/** Loading, failed or empty, else the list: what every admin list shows while it loads. */
export function ListStates({
  query,
  empty,
  icon,
  emptyTitle,
  loadFailed,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  empty: boolean;
  icon: LucideIcon;
  emptyTitle: string;
  loadFailed: string;
  children: ReactNode;
}) {
  if (query.isLoading) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} title={loadFailed} />;
  if (empty) return <EmptyState icon={icon} title={emptyTitle} />;
  return <>{children}</>;
}

/** 'Load more' under a paged list, while there is a next page. */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const { t } = useTranslation('admin');
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button variant="outline" onClick={() => void query.fetchNextPage()} isLoading={query.isFetchingNextPage}>
        {t('loadMore')}
      </Button>
    </div>
  );
}

/** An entry's Edit and Delete buttons, named with its title for screen readers. */
export function EditDelete({ title, onEdit, onDelete }: { title: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={t('library.editOf', { title })}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
        {t('library.edit')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDelete} aria-label={t('library.deleteOf', { title })}>
        <Trash2 aria-hidden="true" className="h-4 w-4 text-danger" />
      </Button>
    </>
  );
}

/** 'Delete this …?' with Cancel and Delete: nothing is removed without it. */
export function ConfirmDelete({
  title,
  description,
  pending,
  onCancel,
  onConfirm,
}: {
  title: string;
  description: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onCancel())} title={title} description={description}>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('sanction.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} isLoading={pending}>
          {t('library.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
