import { Suspense } from 'react';
import { lazyWithRetry, PartBoundary } from '@/components/part-boundary';

// The bell's workings (its count, list and actions) load after the page, for members only.
const NotificationBellLive = lazyWithRetry(() => import('./notification-bell-live'));

/**
 * The header's notification bell, shown once its code has loaded (just after the page). One bell
 * of the header (always mounted, whatever the width) also holds the member's live channel.
 */
export function NotificationBell({ withRealtime = false }: { withRealtime?: boolean }) {
  return (
    <PartBoundary silent onRetry={NotificationBellLive.retry}>
      <Suspense fallback={<span className="inline-block h-11 w-11" />}>
        <NotificationBellLive withRealtime={withRealtime} />
      </Suspense>
    </PartBoundary>
  );
}
