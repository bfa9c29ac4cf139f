import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import type { SessionUser } from '@/lib/session';

/** The fixed figures of the hero (core §2, Home): text, not live statistics. */
const heroStats = [
  { value: '24/7', label: 'AI Support' },
  { value: '1000+', label: 'Community Members' },
  { value: '50+', label: 'Support Groups' },
  { value: '100%', label: 'Confidential' },
];

export function Hero({ user, isSessionLoading }: { user: SessionUser | null; isSessionLoading: boolean }) {
  return (
    <section aria-labelledby="home-hero-heading" className="bg-gradient-to-b from-primary-50 via-accent-50 to-canvas">
      <div className="mx-auto max-w-5xl px-4 pb-14 pt-14 text-center sm:px-6 md:pb-20 md:pt-20">
        <p className="text-base font-semibold tracking-wide text-accent-700">
          A cancer support community for India
        </p>
        <h1 id="home-hero-heading" className="mt-6 text-4xl font-bold tracking-tight text-primary-900 sm:text-5xl">
          You are not alone on this journey
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted sm:text-xl">
          Fortitude Network brings together patients, survivors, caregivers, volunteers and NGOs to listen, share and walk alongside one another,
          with a caring companion to talk to at any hour.
        </p>
        {/* Reserves the buttons' height so the page does not jump when the session check finishes. */}
        <div className="mt-10 flex min-h-12 flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {isSessionLoading ? null : user ? (
            <>
              <Link to="/chat" className={buttonClass('primary', 'lg')}>
                Chat with Forti
              </Link>
              <Link to="/community" className={buttonClass('outline', 'lg')}>
                Explore Community
              </Link>
            </>
          ) : (
            <>
              <Link to="/auth?tab=signup" className={buttonClass('primary', 'lg')}>
                Join Our Community
              </Link>
              <Link to="/about" className={buttonClass('outline', 'lg')}>
                Learn More
              </Link>
            </>
          )}
        </div>
        <dl className="mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-4 lg:grid-cols-4">
          {heroStats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse justify-end rounded-[var(--radius-card)] bg-white/80 px-3 py-5 ring-1 ring-slate-200">
              <dt className="mt-1 text-base text-muted">{stat.label}</dt>
              <dd className="text-3xl font-bold text-primary-800">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
