import { LogOut } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import type { SessionUser } from '@/lib/session';
import { NotificationBell } from './notification-bell';
import { desktopNavItemClass } from './nav-styles';

/** The right side of the desktop header: sign-in links for visitors, bell and account for members. */
export function AccountActions({ user, isSigningOut, onSignOut }: { user: SessionUser | null; isSigningOut: boolean; onSignOut: () => void }) {
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Link to="/auth" className={buttonClass('ghost')}>
          Login
        </Link>
        <Link to="/auth?tab=signup" className={buttonClass('primary')}>
          Sign Up
        </Link>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-1">
      <NotificationBell />
      <NavLink to="/profile" className={desktopNavItemClass}>
        Profile
      </NavLink>
      <Button variant="outline" onClick={onSignOut} isLoading={isSigningOut} className="ml-1 whitespace-nowrap">
        {isSigningOut ? null : <LogOut aria-hidden="true" className="h-4 w-4" />}
        {isSigningOut ? 'Signing Out...' : 'Sign Out'}
      </Button>
    </div>
  );
}
