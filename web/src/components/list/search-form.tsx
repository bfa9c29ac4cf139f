import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import type { SearchParam } from './use-list-params';

/** A list's search form: a labelled search field (the label for screen readers), and the list's filters after it. */
export function SearchForm({
  search,
  label,
  placeholder,
  className,
  fieldClassName = 'relative block',
  children,
}: {
  search: SearchParam;
  label: string;
  placeholder: string;
  className?: string;
  /** The field's own layout within the form (e.g. 'relative flex-1' beside filters). */
  fieldClassName?: string;
  /** Filters shown after the field, each a labelled control. */
  children?: ReactNode;
}) {
  return (
    <form role="search" className={className} onSubmit={(e) => (e.preventDefault(), search.commit())}>
      <label className={fieldClassName}>
        <span className="sr-only">{label}</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted"
        />
        <Input
          type="search"
          value={search.draft}
          onChange={(e) => search.setDraft(e.target.value)}
          placeholder={placeholder}
          className="pl-10"
        />
      </label>
      {children}
    </form>
  );
}
