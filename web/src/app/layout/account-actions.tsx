import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import type { SessionUser } from '@/lib/session';
import { LanguageSwitch } from './language-switch';
import { NotificationBell } from './notification-bell';
import { desktopNavItemClass } from './nav-styles';

/** The right side of the desktop header: sign-in links for visitors, bell and account for members. */
export function AccountActions({ user, isSigningOut, onSignOut }: { user: SessionUser | null; isSigningOut: boolean; onSignOut: () => void }) {
  const { t } = useTranslation('common');
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <LanguageSwitch className="mr-1" />
        <Link to="/auth" className={buttonClass('ghost')}>
          {t('nav.login')}
        </Link>
        <Link to="/auth?tab=signup" className={buttonClass('primary')}>
          {t('nav.signUp')}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-1">
      <LanguageSwitch className="mr-1" />
      <NotificationBell />
      <NavLink to="/profile" className={desktopNavItemClass}>
        {t('nav.profile')}
      </NavLink>
      <Button variant="outline" onClick={onSignOut} isLoading={isSigningOut} className="ml-1 whitespace-nowrap">
        {isSigningOut ? null : <LogOut aria-hidden="true" className="h-4 w-4" />}
        {isSigningOut ? t('nav.signingOut') : t('nav.signOut')}
      </Button>
    </div>
  );
}
