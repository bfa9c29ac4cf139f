import { BookOpenText, Brain, Library, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHero } from './components/legacy-shell';

export const OFFERINGS_UPDATED = '2026-11-21';

interface Offering {
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
  link: { label: string; to: string };
}

/** The four offerings of core §2 (Services / offerings). */
const offerings: Offering[] = [
  {
    icon: BookOpenText,
    title: 'Survivor Stories',
    text: 'Real journeys, told by the people who lived them: diagnosis, treatment, setbacks, and life after.',
    points: ['Filter by cancer type and by tone, from hopeful to raw and honest', 'Share your own story, with your name or anonymously', 'Send a heart to say "I read this, and I am with you"'],
    link: { label: 'Read survivor stories', to: '/stories' },
  },
  {
    icon: Brain,
    title: 'Mental Health Support',
    text: 'Fear, anger, exhaustion and hope can all arrive in one day. You do not have to hold them alone.',
    points: ['Forti, an AI companion to talk to at any hour, privately', 'Support groups for patients, survivors and caregivers', 'Helplines such as Tele-MANAS (14416) when you need a trained counsellor'],
    link: { label: 'Find support groups', to: '/support-groups' },
  },
  {
    icon: Users,
    title: 'Community Hub',
    text: 'A warm place to ask, answer and meet people who understand what this feels like.',
    points: ['A discussion forum with threaded replies', 'Online and local events, hosted by NGOs and volunteers', 'Peer connections and private messages'],
    link: { label: 'Visit the community hub', to: '/community' },
  },
  {
    icon: Library,
    title: 'Resource Hub',
    text: 'Trustworthy information gathered in one calm place, so you spend less time searching.',
    points: ['Articles on treatment, everyday care, finances and prevention', 'NGOs across India and the help they offer', 'Helplines, useful websites and video channels'],
    link: { label: 'Browse resources', to: '/resources' },
  },
];

export function OfferingsPage() {
  return (
    <>
      <PageHero
        updated={OFFERINGS_UPDATED}
        eyebrow="What we offer"
        title="Our Offerings"
        intro="Everything on Fortitude Network is built around one idea: support is easier to find when it is all in one caring place. Core features are free."
      />
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 lg:px-8">
        <ul className="grid gap-6 md:grid-cols-2">
          {offerings.map(({ icon: Icon, title, text, points, link }) => (
            <li key={title}>
              <Card className="flex h-full flex-col p-6">
                <span aria-hidden="true" className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent-100 text-accent-700">
                  <Icon className="h-6 w-6" />
                </span>
                <h2 className="mt-4 text-xl font-semibold text-ink">{title}</h2>
                <p className="mt-2 text-base text-muted">{text}</p>
                <ul className="mt-4 flex-1 list-disc space-y-1.5 pl-5 text-base text-ink">
                  {points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <Link to={link.to} className="mt-5 inline-flex min-h-11 items-center self-start rounded font-medium text-primary-800 underline underline-offset-4 hover:text-primary-900">
                  {link.label}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-14 text-center">
          <p className="text-lg text-muted">Joining is free and takes a minute.</p>
          <Link to="/signup" className={buttonClass('primary', 'lg', 'mt-4')}>
            Join Fortitude Network
          </Link>
        </div>
      </div>
    </>
  );
}
