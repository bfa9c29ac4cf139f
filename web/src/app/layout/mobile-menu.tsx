import { Menu, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithRetry, PartBoundary } from '@/components/part-boundary';
import type { SessionUser } from '@/lib/session';
import { useDisclosure } from './use-disclosure';

const loadLinks = () => import('./mobile-menu-links');
// Opened offline, its links may fail to load: the panel says so with "Try again", and the page stays.
const MobileMenuLinks = lazyWithRetry(loadLinks);

/**
 * The menu button of small screens and the panel it opens, which mirrors the desktop header. The
 * panel is positioned against the header, which must be `relative`. Its links load when the menu is
 * first wanted (a touch or hover on the button starts it), so a desktop visitor never pays for them.
 */
export function MobileMenu({
  user,
  isSessionLoading,
  isSigningOut,
  onSignOut,
}: {
  user: SessionUser | null;
  isSessionLoading: boolean;
  isSigningOut: boolean;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('common');
  const { isOpen, toggle, buttonRef, panelRef, panelId } = useDisclosure<HTMLButtonElement, HTMLDivElement>();
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadLinks();
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => {
          setWanted(true);
          toggle();
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink transition-colors hover:bg-primary-50 hover:text-primary-800"
      >
        {isOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-[var(--shadow-card)]"
      >
        {wanted ? (
          <PartBoundary compact onRetry={MobileMenuLinks.retry}>
            <Suspense fallback={<p className="px-4 py-3 text-muted">{t('loading')}</p>}>
              <MobileMenuLinks
                user={user}
                isSessionLoading={isSessionLoading}
                isSigningOut={isSigningOut}
                onSignOut={onSignOut}
              />
            </Suspense>
          </PartBoundary>
        ) : null}
      </div>
    </>
  );
}
