import { ExternalLink, HeartPulse, Landmark } from 'lucide-react';

/**
 * The specification's "trusted collaborators" (two partner organisations). We claim no partnership:
 * these are two public bodies of the Government of India whose published data and free services the
 * platform relies on and points people to.
 */
const sources = [
  {
    icon: Landmark,
    name: 'ICMR–NCDIR, National Cancer Registry Programme',
    text: "The Indian Council of Medical Research's National Centre for Disease Informatics and Research in Bengaluru runs India's cancer registries and publishes the country's main cancer statistics, which we use to inform awareness.",
    href: 'https://ncdirindia.org',
    linkLabel: 'ncdirindia.org',
  },
  {
    icon: HeartPulse,
    name: 'Tele-MANAS, Government of India',
    text: "The Ministry of Health and Family Welfare's free tele mental health service answers around the clock, in many Indian languages, on 14416 or 1-800-891-4416. Forti and our guides point you to it.",
    href: 'https://telemanas.mohfw.gov.in',
    linkLabel: 'telemanas.mohfw.gov.in',
  },
];

/** Home section: the public bodies whose data and services we rely on (core §2 Home, honestly worded). */
export function Collaborators(_props: { isSignedIn?: boolean }) {
  return (
    <section aria-labelledby="home-collaborators-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="home-collaborators-heading" className="text-3xl font-bold tracking-tight text-primary-900">
          Sources we rely on
        </h2>
        <p className="mt-4 text-lg text-muted">
          Two public institutions whose published data and free services we use and point you to. They are not our partners and do not endorse us.
        </p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {sources.map(({ icon: Icon, name, text, href, linkLabel }) => (
          <li key={name} className="flex flex-col rounded-[var(--radius-card)] border border-slate-200 bg-surface p-6 shadow-[var(--shadow-card)]">
            <span aria-hidden="true" className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-primary-50 text-primary-700">
              <Icon className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-ink">{name}</h3>
            <p className="mt-2 flex-1 text-base text-muted">{text}</p>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex min-h-11 items-center gap-1.5 self-start rounded font-medium text-primary-800 underline underline-offset-4 hover:text-primary-900"
            >
              {linkLabel}
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
