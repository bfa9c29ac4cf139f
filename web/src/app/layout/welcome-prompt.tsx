import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { welcomePath } from '@/lib/next-path';
import { useSession } from '@/lib/session';

/**
 * A gentle prompt for a member who left the welcome before saying who they are (decision 0062): a
 * quiet line above the page, never a wall, until they choose. Nothing is assumed meanwhile.
 */
export function WelcomePrompt() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (!user || user.role !== null || pathname === '/welcome') return null;
  return (
    <section aria-label={t('welcomePrompt.label')} className="border-b border-primary-200 bg-primary-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-primary-900 sm:text-base">{t('welcomePrompt.text')}</p>
        <Link
          to={welcomePath(`${pathname}${search}`)}
          className={buttonClass('primary', 'sm', 'shrink-0 self-start sm:self-auto')}
        >
          {t('welcomePrompt.action')}
        </Link>
      </div>
    </section>
  );
}
