import { Component, lazy, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';

/**
 * A part loaded on demand (React.lazy) that can be fetched again: React.lazy keeps a failed load
 * forever, so `retry()` makes a new one. A menu's links opened offline failed to load, and the
 * error rose past the page to the app's boundary, which replaced everything, a half-written reply
 * included (issue 44). With PartBoundary around it, the part alone says it did not load.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let current = lazy(load);
  function Part(props: P) {
    const Loaded = current;
    return <Loaded {...props} />;
  }
  Part.retry = () => {
    current = lazy(load);
  };
  return Part;
}

/** Code that did not arrive (offline), as the browsers word it. */
export const isLoadFailure = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Failed to fetch|Importing a module script/i.test(error.message);

function PartError({ error, onRetry, compact }: { error: unknown; onRetry: () => void; compact: boolean }) {
  const { t } = useTranslation('common');
  // Code that did not load is a connection's matter; anything else broke in the part itself.
  const loading = isLoadFailure(error);
  return (
    <div
      role="alert"
      className={compact ? 'px-4 py-3 text-sm' : 'rounded-lg border border-amber-200 bg-amber-50 px-4 py-3'}
    >
      <p className="font-medium text-ink">{t(loading ? 'partError.title' : 'partError.brokenTitle')}</p>
      <p className="text-muted">{t(loading ? 'partError.text' : 'partError.brokenText')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-2 inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-primary-200 bg-white px-3 text-sm font-medium text-primary-800 hover:bg-primary-50"
      >
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        {t('partError.retry')}
      </button>
    </div>
  );
}

interface State {
  error: unknown;
  attempt: number;
}

/**
 * Catches what fails inside one part of a page (a menu, a panel, a list) and shows a short message
 * with "Try again" in its place, so the rest of the page, and any text in its forms, stays.
 * `onRetry` runs before the part renders again (a lazy part's `retry`). `silent` shows nothing at all
 * (a part nobody needs: an advertisement, a counter).
 */
export class PartBoundary extends Component<
  { children: ReactNode; onRetry?: () => void; compact?: boolean; silent?: boolean },
  State
> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.error) {
      if (this.props.silent) return null;
      return <PartError error={this.state.error} onRetry={this.retry} compact={this.props.compact ?? false} />;
    }
    return <PartKey key={this.state.attempt}>{this.props.children}</PartKey>;
  }
}

function PartKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
