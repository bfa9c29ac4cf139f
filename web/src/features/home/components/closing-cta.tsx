import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';

export function ClosingCta({ isSignedIn, isSessionLoading }: { isSignedIn: boolean; isSessionLoading: boolean }) {
  const { t } = useTranslation('home');
  const who = isSignedIn ? 'member' : 'visitor';
  return (
    <section aria-labelledby="home-cta-heading" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 lg:px-8">
      <div className="rounded-[var(--radius-card)] bg-primary-800 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="home-cta-heading" className="text-3xl font-bold tracking-tight">
          {t(`closing.${who}.heading`)}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-primary-100">{t(`closing.${who}.text`)}</p>
        <div className="mt-8 flex min-h-12 justify-center">
          {isSessionLoading ? null : (
            <Link
              to={isSignedIn ? '/profile' : '/auth?tab=signup'}
              className={buttonClass('outline', 'lg', 'border-white focus-visible:outline-white')}
            >
              {t(`closing.${who}.action`)}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
