import { BookOpenText, Brain, Library, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHero } from './components/page-shell';

export const OFFERINGS_UPDATED = '2026-11-21';

/** The four offerings of core §2 (Services / offerings); their words are offerings:items.<key>. */
const offerings: Array<{ key: string; icon: LucideIcon; to: string }> = [
  { key: 'stories', icon: BookOpenText, to: '/stories' },
  { key: 'mentalHealth', icon: Brain, to: '/support-groups' },
  { key: 'community', icon: Users, to: '/community' },
  { key: 'resources', icon: Library, to: '/resources' },
];

export function OfferingsPage() {
  const { t } = useTranslation('offerings');
  return (
    <>
      <PageHero updated={OFFERINGS_UPDATED} eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-2">
          {offerings.map(({ key, icon: Icon, to }) => (
            <li key={key}>
              <Card className="flex h-full flex-col p-6">
                <span
                  aria-hidden="true"
                  className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent-100 text-accent-700"
                >
                  <Icon className="h-6 w-6" />
                </span>
                <h2 className="mt-4 text-xl font-semibold text-ink">{t(`items.${key}.title`)}</h2>
                <p className="mt-2 text-base text-muted">{t(`items.${key}.text`)}</p>
                <ul className="mt-4 flex-1 list-disc space-y-1.5 pl-5 text-base text-ink">
                  {(t(`items.${key}.points`, { returnObjects: true }) as unknown as string[]).map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <Link
                  to={to}
                  className="mt-5 inline-flex min-h-11 items-center self-start rounded font-medium text-primary-800 underline underline-offset-4 hover:text-primary-900"
                >
                  {t(`items.${key}.link`)}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-14 text-center">
          <p className="text-lg text-muted">{t('join.text')}</p>
          <Link to="/signup" className={buttonClass('primary', 'lg', 'mt-4')}>
            {t('join.action')}
          </Link>
        </div>
      </div>
    </>
  );
}
