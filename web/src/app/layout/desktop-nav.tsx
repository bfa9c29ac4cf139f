import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import type { SessionUser } from '@/lib/session';
import { FortiNavLink } from './forti-nav-link';
import { NavDropdown } from './nav-dropdown';
import { canSeeAdmin, canSeeNgoDashboard, communityLinks, documentationLinks, primaryLinks } from './nav-items';
import { desktopNavItemClass } from './nav-styles';

export function DesktopNav({ user, className }: { user: SessionUser | null; className?: string }) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className={cn('flex flex-wrap items-center gap-1')}>
        {primaryLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === '/'} className={desktopNavItemClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <NavDropdown label="Community" items={communityLinks} />
        </li>
        <li>
          <NavDropdown label="Documentation" items={documentationLinks} />
        </li>
        {user ? (
          <li>
            <FortiNavLink />
          </li>
        ) : null}
        {canSeeAdmin(user) ? (
          <li>
            <NavLink to="/admin" className={desktopNavItemClass}>
              Admin
            </NavLink>
          </li>
        ) : null}
        {canSeeNgoDashboard(user) ? (
          <li>
            <NavLink to="/ngo-dashboard" className={desktopNavItemClass}>
              NGO/Dashboard
            </NavLink>
          </li>
        ) : null}
        <li>
          <NavLink to="/support" className={desktopNavItemClass}>
            Support
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
