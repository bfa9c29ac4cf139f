import { Building2, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { SessionUser } from '@/lib/session';
import { LanguageSwitch } from './language-switch';
import { canSeeAdmin, canSeeNgoDashboard } from './nav-items';
import { NotificationBell } from './notification-bell';
import { desktopNavItemClass } from './nav-styles';

/** Sign-out's words show from 1536 px; below, its icon alone, named by its aria-label (the same words). */
const wide = 'hidden 2xl:inline';

/**
 * A member's side of the desktop header: the bell, the dashboards they may open, their profile and
 * signing out, as icons named by their words (and sign-out's words from 1536 px), so the header keeps
 * one row from 1024 px. Loaded for members only: no visitor's first page pays for it.
 */
export default function MemberActions({
  user,
  isSigningOut,
  onSignOut,
}: {
  user: SessionUser;
  isSigningOut: boolean;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('common');
  const iconLink = cn(desktopNavItemClass, 'min-w-11 justify-center');
  return (
    <div className="flex items-center gap-0.5">
      {/* From 1280 px; below, the footer's and the menu's switches serve (the header's one row is full). */}
      <LanguageSwitch className="mr-1 max-xl:hidden" compact />
      <NotificationBell />
      {canSeeAdmin(user) ? (
        <NavLink to="/admin" className={iconLink} aria-label={t('nav.adminDashboard')} title={t('nav.adminDashboard')}>
          <ShieldCheck aria-hidden="true" className="h-5 w-5" />
        </NavLink>
      ) : null}
      {canSeeNgoDashboard(user) ? (
        // An administrator's second dashboard waits for 1536 px; an NGO's only one is always there.
        <NavLink
          to="/ngo-dashboard"
          className={cn(iconLink, canSeeAdmin(user) && 'max-2xl:hidden')}
          aria-label={t('nav.ngoDashboardMenu')}
          title={t('nav.ngoDashboardMenu')}
        >
          <Building2 aria-hidden="true" className="h-5 w-5" />
        </NavLink>
      ) : null}
      <NavLink to="/profile" className={iconLink} aria-label={t('nav.profile')} title={t('nav.profile')}>
        <UserRound aria-hidden="true" className="h-5 w-5" />
      </NavLink>
      <Button
        variant="outline"
        onClick={onSignOut}
        isLoading={isSigningOut}
        aria-label={isSigningOut ? t('nav.signingOut') : t('nav.signOut')}
        title={t('nav.signOut')}
        className="ml-1 whitespace-nowrap"
      >
        {isSigningOut ? null : <LogOut aria-hidden="true" className="h-4 w-4" />}
        <span className={wide}>{isSigningOut ? t('nav.signingOut') : t('nav.signOut')}</span>
      </Button>
    </div>
  );
}
