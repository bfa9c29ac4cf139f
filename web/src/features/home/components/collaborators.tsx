import { ExternalLink, HeartPulse, Landmark } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The specification's "trusted collaborators" (two partner organisations). We claim no partnership:
 * these are two public bodies of the Government of India whose published data and free services the
 * platform relies on and points people to.
 */
const sources = [
  { id: 'ncdir', icon: Landmark, href: 'https://ncdirindia.org', linkLabel: 'ncdirindia.org' },
  { id: 'teleManas', icon: HeartPulse, href: 'https://telemanas.mohfw.gov.in', linkLabel: 'telemanas.mohfw.gov.in' },
] as const;

/** Home section: the public bodies whose data and services we rely on (core §2 Home, honestly worded). */
export function Collaborators(_props: { isSignedIn?: boolean }) {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="home-collaborators-heading"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20 lg:px-8"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="home-collaborators-heading" className="text-3xl font-bold tracking-tight text-primary-900">
          {t('sources.heading')}
        </h2>
        <p className="mt-4 text-lg text-muted">{t('sources.intro')}</p>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {sources.map(({ id, icon: Icon, href, linkLabel }) => (
          <li
            key={id}
            className="flex flex-col rounded-[var(--radius-card)] border border-slate-200 bg-surface p-6 shadow-[var(--shadow-card)]"
          >
            <span
              aria-hidden="true"
              className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-primary-50 text-primary-700"
            >
              <Icon className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-ink">{t(`sources.${id}.name`)}</h3>
            <p className="mt-2 flex-1 text-base text-muted">{t(`sources.${id}.text`)}</p>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex min-h-11 items-center gap-1.5 self-start rounded font-medium text-primary-800 underline underline-offset-4 hover:text-primary-900"
            >
              {linkLabel}
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t('sources.opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
