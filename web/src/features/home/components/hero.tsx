import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import type { SessionUser } from '@/lib/session';

/** The fixed figures of the hero (core §2, Home): text, not live statistics. */
const heroStats = ['aiSupport', 'members', 'groups', 'confidential'] as const;

export function Hero({ user, isSessionLoading }: { user: SessionUser | null; isSessionLoading: boolean }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-hero-heading" className="bg-gradient-to-b from-primary-50 via-accent-50 to-canvas">
      <div className="mx-auto max-w-5xl px-4 pb-14 pt-14 text-center sm:px-6 md:pb-20 md:pt-20">
        <p className="text-base font-semibold tracking-wide text-accent-700">{t('hero.eyebrow')}</p>
        <h1 id="home-hero-heading" className="mt-6 text-4xl font-bold tracking-tight text-primary-900 sm:text-5xl">
          {t('hero.heading')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted sm:text-xl">{t('hero.text')}</p>
        {/* Reserves the buttons' height so the page does not jump when the session check finishes. */}
        <div className="mt-10 flex min-h-12 flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {isSessionLoading ? null : user ? (
            <>
              <Link to="/chat" className={buttonClass('primary', 'lg')}>
                {t('hero.chat')}
              </Link>
              <Link to="/community" className={buttonClass('outline', 'lg')}>
                {t('hero.explore')}
              </Link>
            </>
          ) : (
            <>
              <Link to="/auth?tab=signup" className={buttonClass('primary', 'lg')}>
                {t('hero.join')}
              </Link>
              <Link to="/about" className={buttonClass('outline', 'lg')}>
                {t('hero.learnMore')}
              </Link>
            </>
          )}
        </div>
        <dl className="mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-4 lg:grid-cols-4">
          {heroStats.map((id) => (
            <div
              key={id}
              className="flex flex-col-reverse justify-end rounded-[var(--radius-card)] bg-white/80 px-3 py-5 ring-1 ring-slate-200"
            >
              <dt className="mt-1 text-base text-muted">{t(`hero.stats.${id}.label`)}</dt>
              <dd className="text-3xl font-bold text-primary-800">{t(`hero.stats.${id}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
