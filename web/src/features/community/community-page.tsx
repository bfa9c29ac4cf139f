import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, HeartHandshake, MessagesSquare, UserPlus, type LucideIcon } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CommunityFiguresTile } from '@/components/ui/figures-tile';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

const cards: Array<{ id: 'forums' | 'groups' | 'events'; to: string; icon: LucideIcon }> = [
  { id: 'forums', to: '/forum', icon: MessagesSquare },
  { id: 'groups', to: '/support-groups', icon: HeartHandshake },
  { id: 'events', to: '/events', icon: CalendarDays },
];

/** The e2e journeys find the figures by these ids; the support total is in rupees, as everywhere (decision 0064). */
const figureTestIds = {
  members: 'community-members',
  stories: 'community-stories',
  events: 'community-events',
  donations: 'community-donations',
};

/** /community: the community hub with its four live figures and the ways to take part (core §2). */
export function CommunityPage() {
  const { t } = useTranslation('community');
  const { user, isLoading } = useSession();
  useDocumentTitle(t('title'));

  return (
    <div className="mx-auto w-full max-w-6xl space-y-12 px-4 py-10 sm:py-14">
      <header className="mx-auto max-w-3xl space-y-4 text-center">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
        <p className="text-lg text-muted">{t('intro')}</p>
      </header>

      <section aria-labelledby="figures-heading" className="space-y-5">
        <h2 id="figures-heading" className="sr-only">
          {t('figures.heading')}
        </h2>
        <CommunityFiguresTile
          labels={{
            members: t('figures.members'),
            stories: t('figures.stories'),
            events: t('figures.events'),
            donations: t('figures.donations'),
          }}
          testIds={figureTestIds}
        />
      </section>

      <section aria-labelledby="ways-heading" className="space-y-6">
        <h2 id="ways-heading" className="text-2xl font-semibold text-ink">
          {t('ways.heading')}
        </h2>
        <div className="grid gap-6 md:grid-cols-3">
          {cards.map(({ id, to, icon: Icon }) => (
            <Card key={id} className="flex flex-col p-6">
              <span className="w-fit rounded-full bg-primary-50 p-3 text-primary-700">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-ink">{t(`ways.${id}.title`)}</h3>
              <p className="mt-2 flex-1 text-muted">{t(`ways.${id}.text`)}</p>
              {user ? (
                <Link to={to} className={buttonClass('primary', 'md', 'mt-5 w-full')}>
                  {t(`ways.${id}.action`)}
                </Link>
              ) : null}
            </Card>
          ))}
        </div>
        <p className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 text-ink">
          {t('ways.donors.text')}{' '}
          <Link to="/donors" className="font-medium text-primary-800 underline underline-offset-4">
            {t('ways.donors.action')}
          </Link>
        </p>
        {!user && !isLoading ? (
          <div className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] bg-gradient-to-br from-primary-50 to-accent-50 p-8 text-center">
            <p className="text-lg font-medium text-ink">{t('join.text')}</p>
            <Link to="/auth" className={buttonClass('primary', 'lg')}>
              <UserPlus aria-hidden="true" className="h-5 w-5" />
              {t('join.action')}
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}
