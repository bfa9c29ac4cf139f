import { lazy, Suspense } from 'react';
import { PartBoundary } from '../part-boundary';

// The toast library is not part of the first page's JavaScript: it loads right after the first
// render, and a toast raised before then is shown as soon as it has loaded.
const ToasterView = lazy(() => import('./toaster-view'));
const sonner = () => import('sonner').then((m) => m.toast);

/** The one place toasts appear; the specification's titles go in `title`, its messages in `description`. */
export function Toaster() {
  return (
    <PartBoundary silent>
      <Suspense fallback={null}>
        <ToasterView />
      </Suspense>
    </PartBoundary>
  );
}

let errorCount = 0;

export const toast = {
  success: (title: string, description?: string) => void sonner().then((show) => show.success(title, { description })),
  /** Returns the toast's id, by which it is dismissed once the problem is fixed (lib/error-toasts.ts). */
  error: (title: string, description?: string, action?: { label: string; onClick: () => void }): string => {
    const id = `error-${++errorCount}`;
    void sonner().then((show) =>
      show.error(title, {
        id,
        description,
        action: action ? { label: action.label, onClick: action.onClick } : undefined,
      }),
    );
    return id;
  },
  info: (title: string, description?: string) => void sonner().then((show) => show(title, { description })),
  dismiss: (id: string) => void sonner().then((show) => show.dismiss(id)),
};
