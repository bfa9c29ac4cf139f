import { Compass, Eye, HeartHandshake, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHero, Prose } from './components/legacy-shell';

export const ABOUT_UPDATED = '2026-11-21';

const impact = [
  {
    src: '/illustrations/circle-of-support.svg',
    alt: 'An illustration of five people sitting in a circle around a small lamp.',
    title: 'No one sits alone',
    text: 'Support groups for patients, survivors and caregivers meet online, so a family in a small town can talk with people who understand, without travelling to a city.',
  },
  {
    src: '/illustrations/caring-hands.svg',
    alt: 'An illustration of two hands held out together beneath a heart.',
    title: 'Care for the carers',
    text: 'Behind almost every patient in India stands a family. Caregivers get a place of their own here: to ask practical questions, to rest, and to be heard too.',
  },
  {
    src: '/illustrations/path-of-hope.svg',
    alt: 'An illustration of two people walking along a path towards a rising sun.',
    title: 'Stories that light the way',
    text: "Survivors share what helped them through treatment and after. Reading someone else's journey can make your own feel less uncertain.",
  },
];

const values = [
  { icon: HeartHandshake, title: 'Compassion first', text: 'We speak gently, listen before we answer, and never judge a question.' },
  { icon: ShieldCheck, title: 'Privacy and safety', text: 'Your health is your story to tell. You choose what to share, and with whom.' },
  { icon: Compass, title: 'Trustworthy guidance', text: 'We point to doctors, registered NGOs and government services, never to miracle cures.' },
];

export function AboutPage() {
  return (
    <>
      <PageHero
        width="narrow"
        updated={ABOUT_UPDATED}
        eyebrow="About Us"
        title="About Fortitude Network"
        intro="A community for everyone in India whose life has been touched by cancer: patients, survivors, caregivers, volunteers and the organisations that stand beside them."
      />

      <div className="mx-auto max-w-4xl space-y-16 px-4 pb-20 sm:px-6">
        <section aria-labelledby="story-heading">
          <h2 id="story-heading" className="text-2xl font-semibold tracking-tight text-primary-900">
            Why we started
          </h2>
          <Prose className="mt-4 text-lg">
            <p>
              Fortitude Network began in a hospital waiting area. The people who would build it had each spent long days there beside a parent, a
              partner or a friend, and each had noticed the same thing: the treatment was in good hands, but the fear, the loneliness and the endless
              questions were carried home alone.
            </p>
            <p>
              Families in India often face cancer far from the big treatment centres, juggling work, travel, costs and the opinions of well-meaning
              relatives. The most helpful conversations happened by chance, with another family on the next bench who had been through it a year
              before.
            </p>
            <p>
              We wanted those conversations to happen on purpose, at any hour, for anyone. So we built a place where people can find others on the
              same road, where a caring AI companion is awake at 3 AM, and where trustworthy resources are gathered in one calm place.
            </p>
          </Prose>
        </section>

        <section aria-labelledby="vision-heading" className="grid gap-6 md:grid-cols-2">
          <h2 id="vision-heading" className="sr-only">
            Vision and mission
          </h2>
          <Card className="p-6">
            <span aria-hidden="true" className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent-100 text-accent-700">
              <Eye className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-ink">Our vision</h3>
            <p className="mt-2 text-base text-muted">
              An India where no one faces cancer alone: where every patient and every caregiver, in every city and village, can find understanding,
              reliable information and a hand to hold.
            </p>
          </Card>
          <Card className="p-6">
            <span aria-hidden="true" className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-primary-50 text-primary-700">
              <Compass className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-ink">Our mission</h3>
            <p className="mt-2 text-base text-muted">
              To connect people affected by cancer with each other, with emotional support at any hour, and with the NGOs, professionals and
              resources that can help, privately, free of charge for core features, and in plain language.
            </p>
          </Card>
        </section>

        <section aria-labelledby="values-heading">
          <h2 id="values-heading" className="text-2xl font-semibold tracking-tight text-primary-900">
            What guides us
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-3">
            {values.map(({ icon: Icon, title, text }) => (
              <li key={title}>
                <Icon aria-hidden="true" className="h-6 w-6 text-accent-700" />
                <h3 className="mt-3 text-lg font-semibold text-ink">{title}</h3>
                <p className="mt-1 text-base text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="impact-heading">
          <h2 id="impact-heading" className="text-2xl font-semibold tracking-tight text-primary-900">
            Community impact
          </h2>
          <p className="mt-3 text-lg text-muted">What the community makes possible, day after day.</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {impact.map((item) => (
              <li key={item.title}>
                <Card className="h-full overflow-hidden">
                  <img src={item.src} alt={item.alt} width={400} height={260} loading="lazy" className="aspect-[400/260] w-full object-cover" />
                  <div className="p-5">
                    <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                    <p className="mt-2 text-base text-muted">{item.text}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="join-heading" className="rounded-[var(--radius-card)] bg-primary-800 px-6 py-10 text-center text-white sm:px-10">
          <h2 id="join-heading" className="text-2xl font-bold tracking-tight">
            You are welcome here
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-primary-100">
            Whether you were diagnosed last week, finished treatment years ago, or are caring for someone you love, there is a place for you.
          </p>
          <Link to="/community" className={buttonClass('outline', 'lg', 'mt-6 border-white focus-visible:outline-white')}>
            Join Our Community
          </Link>
        </section>
      </div>
    </>
  );
}
