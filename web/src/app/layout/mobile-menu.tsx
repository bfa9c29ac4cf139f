import { LogOut, Menu, X } from 'lucide-react';
import { useId } from 'react';
import { Link, NavLink } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { SessionUser } from '@/lib/session';
import { canSeeAdmin, canSeeNgoDashboard, communityLinks, documentationLinks, fortiDescription, type NavItem, primaryLinks } from './nav-items';
import { panelLinkClass } from './nav-styles';
import { useDisclosure } from './use-disclosure';

function LinkGroup({ heading, items }: { heading: string; items: NavItem[] }) {
  const headingId = useId();
  return (
    <div>
      <p id={headingId} className="px-3 pb-1 pt-3 text-sm font-semibold uppercase tracking-wide text-muted">
        {heading}
      </p>
      <ul aria-labelledby={headingId} className="space-y-0.5">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={cn(panelLinkClass, 'pl-6')}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The menu button of small screens and the panel it opens, which mirrors the desktop header. The
 * panel is positioned against the header, which must be `relative`.
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
  const { isOpen, toggle, buttonRef, panelRef, panelId } = useDisclosure<HTMLButtonElement, HTMLDivElement>();
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? 'Close menu' : 'Open menu'}
        onClick={toggle}
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
        <nav aria-label="Main" className="mx-auto max-w-7xl space-y-1 px-4 py-3">
          <ul className="space-y-0.5">
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={panelLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <LinkGroup heading="Community" items={communityLinks} />
          <LinkGroup heading="Documentation" items={documentationLinks} />
          {user ? (
            <ul className="space-y-0.5 border-t border-slate-200 pt-2">
              <li>
                <NavLink to="/chat" className={cn(panelLinkClass, 'h-auto flex-col items-start py-2')}>
                  <span>Forti</span>
                  <span className="text-sm font-normal text-muted">{fortiDescription}</span>
                </NavLink>
              </li>
              {canSeeAdmin(user) ? (
                <li>
                  <NavLink to="/admin" className={panelLinkClass}>
                    Admin Dashboard
                  </NavLink>
                </li>
              ) : null}
              {canSeeNgoDashboard(user) ? (
                <li>
                  <NavLink to="/ngo-dashboard" className={panelLinkClass}>
                    NGO Dashboard
                  </NavLink>
                </li>
              ) : null}
            </ul>
          ) : null}
          <div className="space-y-2 border-t border-slate-200 pt-3">
            <Link to="/support" className={buttonClass('accent', 'md', 'w-full')}>
              Support Us
            </Link>
            {isSessionLoading ? null : user ? (
              <div className="grid grid-cols-2 gap-2">
                <Link to="/profile" className={buttonClass('outline', 'md', 'w-full')}>
                  Profile
                </Link>
                <Button variant="outline" onClick={onSignOut} isLoading={isSigningOut} className="w-full">
                  {isSigningOut ? null : <LogOut aria-hidden="true" className="h-4 w-4" />}
                  {isSigningOut ? 'Signing Out...' : 'Sign Out'}
                </Button>
              </div>
            ) : (
              <div className="grid grid-cols-2 gap-2">
                <Link to="/auth" className={buttonClass('outline', 'md', 'w-full')}>
                  Login
                </Link>
                <Link to="/auth?tab=signup" className={buttonClass('primary', 'md', 'w-full')}>
                  Sign Up
                </Link>
              </div>
            )}
          </div>
        </nav>
      </div>
    </>
  );
}
