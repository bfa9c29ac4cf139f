import { BookOpen, MessageCircleHeart, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

interface SupportWay {
  icon: LucideIcon;
  title: string;
  text: string;
  link: { label: string; to: string };
}

function supportWays(isSignedIn: boolean): SupportWay[] {
  return [
    {
      icon: MessageCircleHeart,
      title: 'Forti, your AI companion',
      text: 'Talk any time, day or night. Forti listens without judgement, helps you put feelings and questions into words, and points you towards people and resources that can help. Your conversations stay private.',
      link: { label: 'Talk with Forti', to: isSignedIn ? '/chat' : '/auth' },
    },
    {
      icon: Users,
      title: 'A community that understands',
      text: 'Meet patients, survivors and caregivers who know this road. Ask a question in the forum, join a support group, or simply read the stories of others who have been where you are.',
      link: { label: 'Visit the community', to: '/community' },
    },
    {
      icon: BookOpen,
      title: 'Resources you can trust',
      text: 'Clear guides on treatment and everyday care, and NGOs and professionals across India, gathered in one calm place so you can find help without searching alone.',
      link: { label: 'Browse resources', to: '/resources' },
    },
  ];
}

export function SupportCards({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <section aria-labelledby="home-support-heading" className="mx-auto max-w-6xl px-4 pb-16 pt-10 sm:px-6 md:pb-24 md:pt-12 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="home-support-heading" className="text-3xl font-bold tracking-tight text-primary-900">
          How We Support You
        </h2>
        <p className="mt-4 text-lg text-muted">Whatever today looks like, there is a gentle place to start.</p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {supportWays(isSignedIn).map(({ icon: Icon, title, text, link }) => (
          <li key={title}>
            <Card className="flex h-full flex-col p-6">
              <span aria-hidden="true" className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-accent-100 text-accent-700">
                <Icon className="h-6 w-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink">{title}</h3>
              <p className="mt-3 flex-1 text-base text-muted">{text}</p>
              <Link to={link.to} className="mt-5 inline-flex min-h-11 items-center self-start rounded font-medium text-primary-800 underline underline-offset-4 hover:text-primary-900">
                {link.label}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
