import { LogOut } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { SessionUser } from '@/lib/session';
import { LanguageSwitch } from './language-switch';
import {
  canSeeAdmin,
  canSeeNgoDashboard,
  communityLinksFor,
  documentationLinks,
  helpLinks,
  memberHelpLinks,
  type NavItem,
  primaryLinks,
} from './nav-items';
import { panelLinkClass } from './nav-styles';

function LinkGroup({ heading, items }: { heading: string; items: NavItem[] }) {
  const { t } = useTranslation('common');
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
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The links of the mobile menu's panel, which mirror the desktop header (loaded when the menu is first
 * wanted). A visitor's Login and Sign Up come first, above the fold of a 360 x 640 phone; help paying
 * for treatment, mentors and (for members) the safety plan follow the first links.
 */
export default function MobileMenuLinks({
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
  return (
    <nav aria-label={t('nav.main')} className="mx-auto max-w-7xl space-y-1 px-4 py-3">
      {!isSessionLoading && !user ? (
        <div className="grid grid-cols-2 gap-2 border-b border-slate-200 pb-3">
          <Link to="/auth" className={buttonClass('outline', 'md', 'w-full')}>
            {t('nav.login')}
          </Link>
          <Link to="/auth?tab=signup" className={buttonClass('primary', 'md', 'w-full')}>
            {t('nav.signUp')}
          </Link>
        </div>
      ) : null}
      <ul className="space-y-0.5">
        {primaryLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.to === '/'} className={panelLinkClass}>
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
      <LinkGroup heading={t('nav.help')} items={user ? [...helpLinks, ...memberHelpLinks] : helpLinks} />
      <LinkGroup heading={t('nav.community')} items={communityLinksFor(user)} />
      <LinkGroup heading={t('nav.documentation')} items={documentationLinks} />
      {user ? (
        <ul className="space-y-0.5 border-t border-slate-200 pt-2">
          <li>
            <NavLink to="/chat" className={cn(panelLinkClass, 'h-auto flex-col items-start py-2')}>
              <span>{t('nav.forti')}</span>
              <span className="text-sm font-normal text-muted">{t('nav.fortiDescription')}</span>
            </NavLink>
          </li>
          <li>
            <NavLink to="/messages" className={panelLinkClass}>
              {t('nav.messages')}
            </NavLink>
          </li>
          {canSeeAdmin(user) ? (
            <li>
              <NavLink to="/admin" className={panelLinkClass}>
                {t('nav.adminDashboard')}
              </NavLink>
            </li>
          ) : null}
          {canSeeNgoDashboard(user) ? (
            <li>
              <NavLink to="/ngo-dashboard" className={panelLinkClass}>
                {t('nav.ngoDashboardMenu')}
              </NavLink>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="space-y-2 border-t border-slate-200 pt-3">
        <LanguageSwitch className="w-full justify-center" />
        <Link to="/support" className={buttonClass('accent', 'md', 'w-full')}>
          {t('nav.supportUs')}
        </Link>
        {user ? (
          <div className="grid grid-cols-2 gap-2">
            <Link to="/profile" className={buttonClass('outline', 'md', 'w-full')}>
              {t('nav.profile')}
            </Link>
            <Button variant="outline" onClick={onSignOut} isLoading={isSigningOut} className="w-full">
              {isSigningOut ? null : <LogOut aria-hidden="true" className="h-4 w-4" />}
              {isSigningOut ? t('nav.signingOut') : t('nav.signOut')}
            </Button>
          </div>
        ) : null}
      </div>
    </nav>
  );
}
