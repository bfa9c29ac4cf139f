import { Compass, Eye, HeartHandshake, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHero, Prose } from './components/page-shell';

export const ABOUT_UPDATED = '2026-11-21';

/** The three pictures of community impact; their words are about:impact.<key>. */
const impact = [
  { key: 'circle', src: '/illustrations/circle-of-support.svg' },
  { key: 'carers', src: '/illustrations/caring-hands.svg' },
  { key: 'stories', src: '/illustrations/path-of-hope.svg' },
] as const;

/** What guides us; the words are about:values.<key>. */
const values = [
  { key: 'compassion', icon: HeartHandshake },
  { key: 'privacy', icon: ShieldCheck },
  { key: 'guidance', icon: Compass },
] as const;

export function AboutPage() {
  const { t } = useTranslation('about');
  const story = t('story.paragraphs', { returnObjects: true }) as unknown as string[];
  return (
    <>
      <PageHero width="narrow" updated={ABOUT_UPDATED} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />

      <div className="mx-auto max-w-4xl space-y-16 px-4 pb-20 sm:px-6">
        <section aria-labelledby="story-heading">
          <h2 id="story-heading" className="text-2xl font-semibold tracking-tight text-primary-900">
            {t('story.heading')}
          </h2>
          <Prose className="mt-4 text-lg">
            {story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
        </section>

        <section aria-labelledby="vision-heading" className="grid gap-6 md:grid-cols-2">
          <h2 id="vision-heading" className="sr-only">
            {t('visionAndMission')}
          </h2>
          <Card className="p-6">
            <span
              aria-hidden="true"
              className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent-100 text-accent-700"
            >
              <Eye className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-ink">{t('vision.title')}</h3>
            <p className="mt-2 text-base text-muted">{t('vision.text')}</p>
          </Card>
          <Card className="p-6">
            <span
              aria-hidden="true"
              className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-primary-50 text-primary-700"
            >
              <Compass className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-ink">{t('mission.title')}</h3>
            <p className="mt-2 text-base text-muted">{t('mission.text')}</p>
          </Card>
        </section>

        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className="text-2xl font-semibold tracking-tight text-primary-900">
            {t('values.heading')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-3">
            {values.map(({ key, icon: Icon }) => (
              <li key={key}>
                <Icon aria-hidden="true" className="h-6 w-6 text-accent-700" />
                <h3 className="mt-3 text-lg font-semibold text-ink">{t(`values.${key}.title`)}</h3>
                <p className="mt-1 text-base text-muted">{t(`values.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="impact-heading">
          <h2 id="impact-heading" className="text-2xl font-semibold tracking-tight text-primary-900">
            {t('impact.heading')}
          </h2>
          <p className="mt-3 text-lg text-muted">{t('impact.intro')}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {impact.map((item) => (
              <li key={item.key}>
                <Card className="h-full overflow-hidden">
                  <img
                    src={item.src}
                    alt={t(`impact.${item.key}.alt`)}
                    width={400}
                    height={260}
                    loading="lazy"
                    className="aspect-[400/260] w-full object-cover"
                  />
                  <div className="p-5">
                    <h3 className="text-lg font-semibold text-ink">{t(`impact.${item.key}.title`)}</h3>
                    <p className="mt-2 text-base text-muted">{t(`impact.${item.key}.text`)}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="join-heading"
          className="rounded-[var(--radius-card)] bg-primary-800 px-6 py-10 text-center text-white sm:px-10"
        >
          <h2 id="join-heading" className="text-2xl font-bold tracking-tight">
            {t('join.heading')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-primary-100">{t('join.text')}</p>
          <Link
            to="/community"
            className={buttonClass('outline', 'lg', 'mt-6 border-white focus-visible:outline-white')}
          >
            {t('join.action')}
          </Link>
        </section>
      </div>
    </>
  );
}
