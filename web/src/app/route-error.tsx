import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isLoadFailure } from '@/components/part-boundary';
import { buttonClass } from '@/components/ui/button';

/** Shown when a page fails to load or render: a kind message and a way forward, never a stack trace. */
export function RouteError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  const isChunk = isLoadFailure(error);
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('routeError.title')}</h1>
      <p className="mt-3 text-muted">{isChunk ? t('routeError.chunk') : t('routeError.generic')}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          // A page's code that did not arrive is asked for again in place (nothing else on the page is
          // lost, and offline a reload would show only the offline page); anything else reloads.
          onClick={isChunk && onRetry ? onRetry : () => window.location.reload()}
        >
          {t('actions.tryAgain')}
        </button>
        <Link to="/" className={buttonClass('outline')}>
          {t('routeError.goHome')}
        </Link>
      </div>
    </div>
  );
}

interface BoundaryState {
  error: unknown;
  pathname: string;
}

class Boundary extends Component<{ pathname: string; onRetry?: () => void; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  // Moving to another page clears the error, as a route's error element did.
  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} onRetry={this.retry} /> : this.props.children;
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };
}

/** Catches a page that fails to load (its code or catalog) or to render, until the visitor moves on. */
export function RouteErrorBoundary({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname} onRetry={onRetry}>
      {children}
    </Boundary>
  );
}
