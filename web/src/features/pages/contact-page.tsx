import { Clock, Mail, MessageSquareReply, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContactInfo } from '@contracts/pages';
import { Card } from '@/components/ui/card';
import { ContactForm } from './components/contact-form';
import { PageHero } from './components/page-shell';
import { SupportEmail } from './components/support-email';

export const CONTACT_UPDATED = '2026-11-21';

const faqs: Array<{ question: string; answer: ReactNode }> = [
  {
    question: 'Is Fortitude Network free to use?',
    answer: (
      <>
        Yes. All core features are free: the community, support groups, events, stories, resources and Forti. Members who wish to help keep the
        platform running can choose a premium <Link to="/support">support tier</Link>, which is a voluntary subscription, not a donation.
      </>
    ),
  },
  {
    question: 'Can you give me medical advice?',
    answer: (
      <>
        No. We are not doctors and cannot advise on diagnosis or treatment; please speak to your care team. In an emergency, call 112. For someone
        to talk to, Tele-MANAS answers free of charge on 14416.
      </>
    ),
  },
  {
    question: 'Who reads my message?',
    answer: <>Only our administrators. We use your message and e-mail address only to reply to you; see our <Link to="/privacy-policy">Privacy Policy</Link>.</>,
  },
  {
    question: 'How do I report a post or a member?',
    answer: (
      <>
        Use the report option where it is shown, or send us a message here with a link to the content. Reports are reviewed within 24 hours; our{' '}
        <Link to="/docs/rules">Community Guidelines</Link> explain what happens next.
      </>
    ),
  },
  {
    question: 'How do I get a refund?',
    answer: (
      <>
        Ask within 30 days of payment. The <Link to="/refund-policy">Refund Policy</Link> explains each step.
      </>
    ),
  },
];

function InfoRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-13">
      <dt className="font-semibold text-ink">
        <span aria-hidden="true" className="absolute left-0 top-0 inline-flex h-10 w-10 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <Icon className="h-5 w-5" />
        </span>
        {label}
      </dt>
      <dd className="text-base text-muted">{children}</dd>
    </div>
  );
}

export function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Support"
        title="Contact Us"
        updated={CONTACT_UPDATED}
        intro="A question about the platform, your account, a payment, or something that worried you? Write to us. A real person reads every message."
      />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <Card className="p-5 sm:p-8">
          <ContactForm />
        </Card>

        <div className="space-y-8">
          <section aria-labelledby="contact-details-heading">
            <h2 id="contact-details-heading" className="text-xl font-semibold text-primary-900">
              Other ways to reach us
            </h2>
            <dl className="mt-4 space-y-5">
              <InfoRow icon={Mail} label="Email">
                <SupportEmail className="font-medium text-primary-800 underline underline-offset-4" />
              </InfoRow>
              <InfoRow icon={Phone} label="Phone">
                {ContactInfo.phone ?? 'Not available yet. Please write to us by email or with the form.'}
              </InfoRow>
              <InfoRow icon={Clock} label="Hours">
                {ContactInfo.hours}
              </InfoRow>
              <InfoRow icon={MessageSquareReply} label="Response time">
                Within {ContactInfo.responseTime}
              </InfoRow>
            </dl>
          </section>

          <section aria-labelledby="faq-heading">
            <h2 id="faq-heading" className="text-xl font-semibold text-primary-900">
              Frequently asked questions
            </h2>
            <div className="mt-4 divide-y divide-slate-200 rounded-[var(--radius-card)] border border-slate-200 bg-surface">
              {faqs.map((faq) => (
                <details key={faq.question} className="group px-4">
                  <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-3 font-medium text-ink [&::-webkit-details-marker]:hidden">
                    {faq.question}
                    <span aria-hidden="true" className="text-xl text-muted transition-transform group-open:rotate-45">
                      +
                    </span>
                  </summary>
                  <p className="pb-4 text-base text-muted [&_a]:font-medium [&_a]:text-primary-800 [&_a]:underline [&_a]:underline-offset-4">{faq.answer}</p>
                </details>
              ))}
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
