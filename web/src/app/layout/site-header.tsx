import { useSession } from '@/lib/session';
import { AccountActions } from './account-actions';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NotificationBell } from './notification-bell';
import { useSignOut } from './use-sign-out';

/**
 * The site header: one row from 1024 px (the logo's name and sign-out's words from 1536 px); below
 * 1024 px a menu button opens the same links. Until the session check finishes,
 * nothing that depends on it is shown, so the wrong links never flash.
 */
export function SiteHeader() {
  const { user, isLoading } = useSession();
  const { signOut, isSigningOut } = useSignOut();
  const member = isLoading ? null : user;
  const handleSignOut = () => void signOut();

  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-[96rem] items-center gap-x-3 px-4 py-2 sm:px-6 lg:px-6 2xl:px-8">
        <Logo className="shrink-0" compact />
        <DesktopNav user={member} className="hidden min-w-0 flex-1 lg:block" />
        <div className="ml-auto hidden min-h-11 shrink-0 items-center lg:flex">
          {isLoading ? null : <AccountActions user={member} isSigningOut={isSigningOut} onSignOut={handleSignOut} />}
        </div>
        <div className="ml-auto flex items-center gap-1 lg:hidden">
          {member ? <NotificationBell withRealtime /> : null}
          <MobileMenu
            user={member}
            isSessionLoading={isLoading}
            isSigningOut={isSigningOut}
            onSignOut={handleSignOut}
          />
        </div>
      </div>
    </header>
  );
}
