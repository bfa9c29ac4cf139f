import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import type { SessionUser } from '@/lib/session';
import { FortiNavLink } from './forti-nav-link';
import { NavDropdown } from './nav-dropdown';
import { communityLinksFor, documentationLinks, primaryLinks } from './nav-items';
import { desktopNavItemClass } from './nav-styles';
import { PartBoundary } from '@/components/part-boundary';

const MessagesUnread = lazy(() => import('./messages-unread'));

export function DesktopNav({ user, className }: { user: SessionUser | null; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('nav.main')} className={className}>
      <ul className={cn('flex flex-nowrap items-center gap-0.5 2xl:gap-1')}>
        {primaryLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === '/'} className={desktopNavItemClass}>
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
        <li>
          <NavDropdown label={t('nav.community')} items={communityLinksFor(user)} />
        </li>
        <li>
          <NavDropdown label={t('nav.documentation')} items={documentationLinks} />
        </li>
        {user ? (
          <li>
            <FortiNavLink />
          </li>
        ) : null}
        {user ? (
          <li>
            <NavLink to="/messages" className={desktopNavItemClass}>
              {t('nav.messages')}
              <PartBoundary silent>
                <Suspense fallback={null}>
                  <MessagesUnread />
                </Suspense>
              </PartBoundary>
            </NavLink>
          </li>
        ) : null}
        <li>
          <NavLink to="/support" className={desktopNavItemClass}>
            {t('nav.support')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
