import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { AccountActions } from './account-actions';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { canSeeNgoDashboard } from './nav-items';
import { NotificationBell } from './notification-bell';
import { useSignOut } from './use-sign-out';

/**
 * The site header. From 768 px the navigation shows inline: on a second row below the logo, and
 * on the logo's row once everything fits (1280 px, or 1536 px with the two dashboard links); below
 * 768 px a menu button opens the same links. Until the session check finishes, nothing that
 * depends on it is shown, so the wrong links never flash.
 */
export function SiteHeader() {
  const { user, isLoading } = useSession();
  const { signOut, isSigningOut } = useSignOut();
  const member = isLoading ? null : user;
  const handleSignOut = () => void signOut();
  // Tailwind needs whole class names, so each layout is spelled out.
  const layout = canSeeNgoDashboard(member)
    ? { nav: '2xl:order-2 2xl:w-auto 2xl:flex-1 2xl:border-0 2xl:py-0', actions: '2xl:order-3 2xl:ml-0' }
    : { nav: 'xl:order-2 xl:w-auto xl:flex-1 xl:border-0 xl:py-0', actions: 'xl:order-3 xl:ml-0' };

  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-[96rem] flex-wrap items-center gap-x-4 px-4 py-2 sm:px-6 lg:px-8">
        <Logo className="order-1" />
        <DesktopNav user={member} className={cn('order-3 hidden w-full border-t border-slate-100 py-1 md:block', layout.nav)} />
        <div className={cn('order-2 ml-auto hidden min-h-11 items-center md:flex', layout.actions)}>
          {isLoading ? null : <AccountActions user={member} isSigningOut={isSigningOut} onSignOut={handleSignOut} />}
        </div>
        <div className="order-2 ml-auto flex items-center gap-1 md:hidden">
          {member ? <NotificationBell withRealtime /> : null}
          <MobileMenu user={member} isSessionLoading={isLoading} isSigningOut={isSigningOut} onSignOut={handleSignOut} />
        </div>

      </div>
    </header>
  );
}
