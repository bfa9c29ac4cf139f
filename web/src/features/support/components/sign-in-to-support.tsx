import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';

/** Payments are for members: visitors are sent to sign in and brought back here. */
export function SignInToSupport() {
  const { t } = useTranslation('support');
  return (
    <div className="space-y-2">
      <Link to="/auth" state={{ from: '/support' }} className={buttonClass('outline', 'md', 'w-full')}>
        <LogIn aria-hidden="true" className="h-4 w-4" />
        {t('signIn.action')}
      </Link>
      <p className="text-sm text-muted">{t('signIn.hint')}</p>
    </div>
  );
}
