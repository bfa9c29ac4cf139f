import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { popoverPanelClass } from './nav-styles';
import { useDisclosure } from './use-disclosure';

/** The bell and its popover. Notifications arrive in a later issue; until then it says so honestly. */
export function NotificationBell() {
  const { t } = useTranslation('common');
  const { isOpen, toggle, buttonRef, panelRef, panelId, handleBlurWithin } = useDisclosure<HTMLButtonElement, HTMLDivElement>();
  return (
    <div className="relative" onBlur={handleBlurWithin}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('notifications.title')}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
        className={cn(
          'inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink transition-colors hover:bg-primary-50 hover:text-primary-800',
          isOpen && 'bg-primary-50 text-primary-800',
        )}
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
      </button>
      <div ref={panelRef} id={panelId} hidden={!isOpen} className={cn(popoverPanelClass, 'right-0 w-72 max-w-[calc(100vw-2rem)] p-4')}>
        <h2 className="text-base font-semibold text-ink">{t('notifications.title')}</h2>
        <p className="mt-2 text-base text-muted">{t('notifications.empty')}</p>
      </div>
    </div>
  );
}
