import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteName } from '@/lib/site-config';
import { LanguageSwitch } from './language-switch';
import { footerGroups } from './nav-items';

export function SiteFooter() {
  const { t } = useTranslation('common');
  const siteName = useSiteName();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-primary-900 text-primary-50">
      <div className="mx-auto max-w-[96rem] px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-4">
          <div className="col-span-2 md:col-span-1">
            <p className="text-lg font-bold text-white">{siteName}</p>
            <p className="mt-2 text-base text-primary-100">{t('site.tagline')}</p>
          </div>
          {footerGroups.map((group) => (
            <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
              <h2 id={`footer-${group.id}`} className="text-base font-semibold text-white">
                {t(group.headingKey)}
              </h2>
              <ul className="mt-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-flex min-h-11 items-center rounded text-base text-primary-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-white md:min-h-9"
                    >
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-10 flex flex-wrap items-center justify-between gap-4 border-t border-primary-800 pt-6">
          <p className="text-base text-primary-100">{t('site.copyright', { year })}</p>
          <LanguageSwitch tone="dark" />
        </div>
      </div>
    </footer>
  );
}
