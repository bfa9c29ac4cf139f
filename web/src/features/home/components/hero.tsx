import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { HeroCountThresholds } from '@contracts/stats-constants';
import { heroCount, useCommunityFigures } from '@/lib/community-figures';
import { useFormat } from '@/lib/format';
import type { SessionUser } from '@/lib/session';

/**
 * The hero's four figures. Members and groups are the live counts the community hub shows (one
 * query, GET /api/stats/community), and words with no number until a count reaches its threshold
 * (decision 0064: a departure from core §2's fixed "1000+" and "50+", which were not true).
 */
function useHeroStats() {
  const { t } = useTranslation('home');
  const { locale } = useFormat();
  const figures = useCommunityFigures();
  const members = heroCount(figures.data?.totalMembers, HeroCountThresholds.members, locale);
  const groups = heroCount(figures.data?.totalGroups, HeroCountThresholds.groups, locale);
  return [
    { id: 'aiSupport', value: t('hero.stats.aiSupport.value'), label: t('hero.stats.aiSupport.label') },
    members
      ? { id: 'members', value: members, label: t('hero.stats.members.label') }
      : { id: 'members', value: t('hero.stats.members.early.value'), label: t('hero.stats.members.early.label') },
    groups
      ? { id: 'groups', value: groups, label: t('hero.stats.groups.label') }
      : { id: 'groups', value: t('hero.stats.groups.early.value'), label: t('hero.stats.groups.early.label') },
    { id: 'confidential', value: t('hero.stats.confidential.value'), label: t('hero.stats.confidential.label') },
  ];
}

export function Hero({ user, isSessionLoading }: { user: SessionUser | null; isSessionLoading: boolean }) {
  const { t } = useTranslation('home');
  const heroStats = useHeroStats();
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
          {heroStats.map(({ id, value, label }) => (
            <div
              key={id}
              className="flex flex-col-reverse justify-end rounded-[var(--radius-card)] bg-white/80 px-3 py-5 ring-1 ring-slate-200"
            >
              <dt className="mt-1 text-base text-muted">{label}</dt>
              <dd className="text-3xl font-bold text-primary-800" data-testid={`hero-${id}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
