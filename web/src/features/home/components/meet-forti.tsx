import { Clock, Compass, HeartHandshake, Lock, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';

const promises: Array<{ id: string; icon: LucideIcon }> = [
  { id: 'always', icon: Clock },
  { id: 'confidential', icon: Lock },
  { id: 'emotional', icon: HeartHandshake },
  { id: 'wayfinding', icon: Compass },
];

/** Home section introducing Forti (core §2 Home): support and navigation, never a diagnosis. */
export function MeetForti({ isSignedIn = false }: { isSignedIn?: boolean }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-forti-heading" className="bg-gradient-to-br from-primary-50 to-accent-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-[1.1fr_1fr] md:items-center md:py-20 lg:px-8">
        <div>
          <p className="text-base font-semibold text-accent-700">{t('forti.eyebrow')}</p>
          <h2 id="home-forti-heading" className="mt-2 text-3xl font-bold tracking-tight text-primary-900">
            {t('forti.heading')}
          </h2>
          <p className="mt-4 text-lg text-muted">{t('forti.text')}</p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {promises.map(({ id, icon: Icon }) => (
              <li key={id} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white text-primary-700 ring-1 ring-primary-100"
                >
                  <Icon className="h-5 w-5" />
                </span>
                <span>
                  <span className="block font-semibold text-ink">{t(`forti.promises.${id}.title`)}</span>
                  <span className="block text-base text-muted">{t(`forti.promises.${id}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-base text-muted">{t('forti.disclaimer')}</p>
          <Link
            to={isSignedIn ? '/chat' : '/auth?tab=signup&next=%2Fchat'}
            className={buttonClass('primary', 'lg', 'mt-8')}
          >
            {isSignedIn ? t('forti.startChatting') : t('forti.joinToChat')}
          </Link>
        </div>
        <figure
          aria-label={t('forti.example.label')}
          className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-200 sm:p-6"
        >
          <ol className="space-y-4 text-base">
            <li className="ml-8 rounded-2xl rounded-br-sm bg-primary-700 px-4 py-3 text-white">
              {t('forti.example.first')}
            </li>
            <li className="mr-8 rounded-2xl rounded-bl-sm bg-accent-50 px-4 py-3 text-ink">
              {t('forti.example.reply')}
            </li>
            <li className="ml-8 rounded-2xl rounded-br-sm bg-primary-700 px-4 py-3 text-white">
              {t('forti.example.second')}
            </li>
          </ol>
          <figcaption className="mt-4 text-sm text-muted">{t('forti.example.caption')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
