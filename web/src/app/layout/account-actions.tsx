import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lazyWithRetry, PartBoundary } from '@/components/part-boundary';
import { buttonClass } from '@/components/ui/button';
import type { SessionUser } from '@/lib/session';
import { LanguageSwitch } from './language-switch';

const MemberActions = lazyWithRetry(() => import('./member-actions'));

/** The right side of the desktop header: sign-in links for visitors, the member's own actions for members. */
export function AccountActions({
  user,
  isSigningOut,
  onSignOut,
}: {
  user: SessionUser | null;
  isSigningOut: boolean;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('common');
  if (user) {
    return (
      <PartBoundary compact onRetry={MemberActions.retry}>
        <Suspense fallback={null}>
          <MemberActions user={user} isSigningOut={isSigningOut} onSignOut={onSignOut} />
        </Suspense>
      </PartBoundary>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <LanguageSwitch className="mr-1" compact />
      <Link to="/auth" className={buttonClass('ghost')}>
        {t('nav.login')}
      </Link>
      <Link to="/auth?tab=signup" className={buttonClass('primary')}>
        {t('nav.signUp')}
      </Link>
    </div>
  );
}
