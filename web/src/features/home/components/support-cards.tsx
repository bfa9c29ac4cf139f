import { BookOpen, MessageCircleHeart, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';

interface SupportWay {
  id: 'forti' | 'community' | 'resources';
  icon: LucideIcon;
  to: string;
}

function supportWays(isSignedIn: boolean): SupportWay[] {
  return [
    { id: 'forti', icon: MessageCircleHeart, to: isSignedIn ? '/chat' : '/auth?next=%2Fchat' },
    { id: 'community', icon: Users, to: '/community' },
    { id: 'resources', icon: BookOpen, to: '/resources' },
  ];
}

export function SupportCards({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="home-support-heading"
      className="mx-auto max-w-6xl px-4 pb-16 pt-10 sm:px-6 md:pb-24 md:pt-12 lg:px-8"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="home-support-heading" className="text-3xl font-bold tracking-tight text-primary-900">
          {t('support.heading')}
        </h2>
        <p className="mt-4 text-lg text-muted">{t('support.intro')}</p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {supportWays(isSignedIn).map(({ id, icon: Icon, to }) => (
          <li key={id}>
            <Card className="flex h-full flex-col p-6">
              <span
                aria-hidden="true"
                className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent-100 text-accent-700"
              >
                <Icon className="h-6 w-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink">{t(`support.${id}.title`)}</h3>
              <p className="mt-3 flex-1 text-base text-muted">{t(`support.${id}.text`)}</p>
              <Link
                to={to}
                className="mt-5 inline-flex min-h-11 items-center self-start rounded font-medium text-primary-800 underline underline-offset-4 hover:text-primary-900"
              >
                {t(`support.${id}.action`)}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-base text-ink">
        {t('support.donors.text')}{' '}
        <Link to="/donors" className="font-medium text-primary-800 underline underline-offset-4 hover:text-primary-900">
          {t('support.donors.action')}
        </Link>
      </p>
    </section>
  );
}
