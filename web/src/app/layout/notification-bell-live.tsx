import { Suspense, useEffect } from 'react';
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { badgeText } from '@contracts/notifications-constants';
import { cn } from '@/lib/cn';
import { lazyWithRetry, PartBoundary } from '@/components/part-boundary';
import { markNotificationsSeen, useNotifications } from '@/entities/notifications/api';
import { useSession } from '@/lib/session';
import { popoverPanelClass } from './nav-styles';
import { useDisclosure } from './use-disclosure';
import { CrisisCardHost } from '@/components/safety/crisis-card-host';
import RealtimeBridge from '../realtime-bridge';

// The list, its times and its actions load the first time the bell is opened.
const NotificationPanel = lazyWithRetry(() => import('./notification-panel'));

/** The bell: the unread badge ('9+' above 9) and, when opened, the latest 10 notifications. */
export default function NotificationBellLive({ withRealtime }: { withRealtime: boolean }) {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const { isOpen, toggle, close, buttonRef, panelRef, panelId, handleBlurWithin } = useDisclosure<
    HTMLButtonElement,
    HTMLDivElement
  >();
  const list = useNotifications(Boolean(user));
  const unread = list.data?.unreadCount ?? 0;
  const badge = badgeText(unread);
  // Opening the bell is seeing what it holds: no e-mail repeats it.
  useEffect(() => {
    if (isOpen && user) markNotificationsSeen();
  }, [isOpen, user]);
  return (
    // Below 1024 px the panel is placed against the header (which is `relative`), 1 rem from the
    // screen's right edge, so it stays on a 360-375 px screen; beside the bell from 1024 px.
    <div className="lg:relative" onBlur={handleBlurWithin}>
      {withRealtime ? <RealtimeBridge /> : null}
      {/* Once per member, beside the live channel: the private card after a post, reply, story or message that signals a risk (issue 20). */}
      {withRealtime ? <CrisisCardHost /> : null}
      <button
        ref={buttonRef}
        type="button"
        aria-label={
          unread > 0
            ? `${t('notifications.title')}: ${t('notifications.unread', { count: unread })}`
            : t('notifications.title')
        }
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        className={cn(
          'relative inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink transition-colors hover:bg-primary-50 hover:text-primary-800',
          isOpen && 'bg-primary-50 text-primary-800',
        )}
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {badge ? (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-xs font-semibold leading-5 text-white"
          >
            {badge}
          </span>
        ) : null}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!isOpen}
        className={cn(popoverPanelClass, 'right-4 w-80 max-w-[calc(100vw-2rem)] p-0 lg:right-0')}
      >
        {isOpen ? (
          <PartBoundary compact onRetry={NotificationPanel.retry}>
            <Suspense fallback={<p className="p-4 text-muted">{t('notifications.title')}</p>}>
              <NotificationPanel list={list} onNavigate={close} />
            </Suspense>
          </PartBoundary>
        ) : null}
      </div>
    </div>
  );
}
