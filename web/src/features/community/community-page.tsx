import { useEffect } from 'react';
import { Link } from 'react-router';
import { BookOpen, CalendarDays, DollarSign, HeartHandshake, MessagesSquare, UserPlus, Users, UsersRound, type LucideIcon } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { formatCount, formatDollars, useCommunityStats } from './api';

const cards: Array<{ title: string; text: string; to: string; action: string; icon: LucideIcon }> = [
  { title: 'Discussion Forums', text: 'Ask questions, share experiences and celebrate milestones with people who understand.', to: '/forum', action: 'Join Discussions', icon: MessagesSquare },
  { title: 'Support Groups', text: 'Meet regularly with others on a similar path: patients, survivors and caregivers.', to: '/events', action: 'Find a Group', icon: HeartHandshake },
  { title: 'Community Events', text: 'Workshops, awareness drives and gatherings, online and across India.', to: '/events', action: 'View Events', icon: CalendarDays },
];

/** /community: the community hub with its four live figures and the ways to take part (core §2). */
export function CommunityPage() {
  const { user, isLoading } = useSession();
  useEffect(() => {
    const previous = document.title;
    document.title = 'Community Hub · Fortitude Network';
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-12 px-4 py-10 sm:py-14">
      <header className="mx-auto max-w-3xl space-y-4 text-center">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">Community Hub</h1>
        <p className="text-lg text-muted">You are not alone. Connect with patients, survivors, caregivers and volunteers who walk this road with you.</p>
      </header>

      <section aria-labelledby="figures-heading" className="space-y-5">
        <h2 id="figures-heading" className="sr-only">Our community in numbers</h2>
        <CommunityFigures />
      </section>

      <section aria-labelledby="ways-heading" className="space-y-6">
        <h2 id="ways-heading" className="text-2xl font-semibold text-ink">Ways to take part</h2>
        <div className="grid gap-6 md:grid-cols-3">
          {cards.map(({ title, text, to, action, icon: Icon }) => (
            <Card key={title} className="flex flex-col p-6">
              <span className="w-fit rounded-full bg-primary-50 p-3 text-primary-700"><Icon aria-hidden="true" className="h-6 w-6" /></span>
              <h3 className="mt-4 text-xl font-semibold text-ink">{title}</h3>
              <p className="mt-2 flex-1 text-muted">{text}</p>
              {user ? (
                <Link to={to} className={buttonClass('primary', 'md', 'mt-5 w-full')}>{action}</Link>
              ) : null}
            </Card>
          ))}
        </div>
        {!user && !isLoading ? (
          <div className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] bg-gradient-to-br from-primary-50 to-accent-50 p-8 text-center">
            <p className="text-lg font-medium text-ink">To be part of our community, sign up today!</p>
            <Link to="/auth" className={buttonClass('primary', 'lg')}>
              <UserPlus aria-hidden="true" className="h-5 w-5" />
              Join Now
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}

function CommunityFigures() {
  const stats = useCommunityStats();
  if (stats.isPending) {
    return (
      <div role="status" aria-label="Loading community figures" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-32" />)}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <Card className="flex flex-col items-start gap-3 p-5">
        <p role="alert">We could not load the community figures right now.</p>
        <Button variant="outline" size="sm" isLoading={stats.isFetching} onClick={() => void stats.refetch()}>Try again</Button>
      </Card>
    );
  }
  const figures: Array<{ label: string; value: string; icon: LucideIcon; testId: string }> = [
    { label: 'Members', value: formatCount(stats.data.totalMembers), icon: Users, testId: 'community-members' },
    { label: 'Stories', value: formatCount(stats.data.totalStories), icon: BookOpen, testId: 'community-stories' },
    { label: 'Events', value: formatCount(stats.data.totalEvents), icon: UsersRound, testId: 'community-events' },
    { label: 'Donations', value: formatDollars(stats.data.totalDonations), icon: DollarSign, testId: 'community-donations' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {figures.map(({ label, value, icon: Icon, testId }) => (
        <div key={label} className="flex flex-col-reverse items-center rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 text-center shadow-[var(--shadow-card)]">
          <dt className="mt-1 flex items-center gap-1.5 text-base text-muted">
            <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-600" />
            {label}
          </dt>
          <dd className="text-3xl font-bold text-primary-800 sm:text-4xl" data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
