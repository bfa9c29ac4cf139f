import { Clock, Compass, HeartHandshake, Lock, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';

const promises: Array<{ icon: LucideIcon; title: string; text: string }> = [
  { icon: Clock, title: 'Here 24/7', text: 'At 3 AM before a scan, or on a quiet Sunday after chemo: Forti is awake when you are.' },
  { icon: Lock, title: 'Confidential', text: 'Your conversations are private to you. No one else in the community can read them.' },
  { icon: HeartHandshake, title: 'Emotional support', text: 'Say what is hard to say out loud. Forti listens without judgement and helps you find words.' },
  { icon: Compass, title: 'Help finding your way', text: 'Questions to ask your oncologist, support groups, NGOs and helplines that can help next.' },
];

/** Home section introducing Forti (core §2 Home): support and navigation, never a diagnosis. */
export function MeetForti({ isSignedIn = false }: { isSignedIn?: boolean }) {
  return (
    <section aria-labelledby="home-forti-heading" className="bg-gradient-to-br from-primary-50 to-accent-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-[1.1fr_1fr] md:items-center md:py-20 lg:px-8">
        <div>
          <p className="text-base font-semibold text-accent-700">Your AI companion</p>
          <h2 id="home-forti-heading" className="mt-2 text-3xl font-bold tracking-tight text-primary-900">
            Meet Forti
          </h2>
          <p className="mt-4 text-lg text-muted">
            Forti is a caring AI companion for anyone touched by cancer: patients, survivors and the people who look after them. It offers a
            patient ear and gentle guidance through the maze of appointments, emotions and decisions.
          </p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {promises.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span aria-hidden="true" className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white text-primary-700 ring-1 ring-primary-100">
                  <Icon className="h-5 w-5" />
                </span>
                <span>
                  <span className="block font-semibold text-ink">{title}</span>
                  <span className="block text-base text-muted">{text}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-base text-muted">
            Forti does not diagnose or give medical advice, and it never replaces your doctor. In an emergency, call 112.
          </p>
          <Link to={isSignedIn ? '/chat' : '/auth'} className={buttonClass('primary', 'lg', 'mt-8')}>
            {isSignedIn ? 'Start Chatting with Forti' : 'Join to Chat with Forti'}
          </Link>
        </div>
        <figure aria-label="An example conversation with Forti" className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-200 sm:p-6">
          <ol className="space-y-4 text-base">
            <li className="ml-8 rounded-2xl rounded-br-sm bg-primary-700 px-4 py-3 text-white">
              My mother starts chemotherapy next week and I don&apos;t know how to help her.
            </li>
            <li className="mr-8 rounded-2xl rounded-bl-sm bg-accent-50 px-4 py-3 text-ink">
              It&apos;s natural to feel unsure. Being there already helps. Would it help to talk through what the first week may look like, and a
              few questions to ask her care team?
            </li>
            <li className="ml-8 rounded-2xl rounded-br-sm bg-primary-700 px-4 py-3 text-white">Yes, please. And is there a caregivers group?</li>
          </ol>
          <figcaption className="mt-4 text-sm text-muted">An example of the kind of conversation Forti has.</figcaption>
        </figure>
      </div>
    </section>
  );
}
