import { Clock, Mail, MessageSquareReply, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactInfo } from '@contracts/pages';
import { Card } from '@/components/ui/card';
import { ContactForm } from './components/contact-form';
import { useFormat } from '@/lib/format';
import { PageHero, RichText } from './components/page-shell';
import { RefundWindowDays } from './refund-terms';
import { SupportEmail } from './components/support-email';

export const CONTACT_UPDATED = '2026-11-21';

/** The questions of the page, in the order shown; their words are contact:faq.<key>. */
const faqs = ['free', 'medicalAdvice', 'whoReads', 'report', 'refund'] as const;

/** The links the answers may hold, by the tag the catalog text uses. */
const faqLinks = {
  support: <Link to="/support" />,
  privacy: <Link to="/privacy-policy" />,
  rules: <Link to="/docs/rules" />,
  refund: <Link to="/refund-policy" />,
};

function InfoRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-13">
      <dt className="font-semibold text-ink">
        <span
          aria-hidden="true"
          className="absolute left-0 top-0 inline-flex h-10 w-10 items-center justify-center rounded-full bg-accent-100 text-accent-700"
        >
          <Icon className="h-5 w-5" />
        </span>
        {label}
      </dt>
      <dd className="text-base text-muted">{children}</dd>
    </div>
  );
}

export function ContactPage() {
  const { t } = useTranslation(['contact', 'pages']);
  const format = useFormat();
  return (
    <>
      <PageHero eyebrow={t('pages:eyebrow.support')} title={t('title')} updated={CONTACT_UPDATED} intro={t('intro')} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
        <Card className="p-5 sm:p-8">
          <ContactForm />
        </Card>

        <div className="space-y-8">
          <section aria-labelledby="contact-details-heading">
            <h2 id="contact-details-heading" className="text-xl font-semibold text-primary-900">
              {t('details.heading')}
            </h2>
            <dl className="mt-4 space-y-5">
              <InfoRow icon={Mail} label={t('details.email')}>
                <SupportEmail className="font-medium text-primary-800 underline underline-offset-4" />
              </InfoRow>
              <InfoRow icon={Phone} label={t('details.phone')}>
                {ContactInfo.phone ?? t('details.phoneUnavailable')}
              </InfoRow>
              <InfoRow icon={Clock} label={t('details.hours')}>
                {t('pages:contactInfo.hours')}
              </InfoRow>
              <InfoRow icon={MessageSquareReply} label={t('details.responseTime')}>
                {t('details.within', { time: t('pages:contactInfo.responseTime') })}
              </InfoRow>
            </dl>
          </section>

          <section aria-labelledby="faq-heading">
            <h2 id="faq-heading" className="text-xl font-semibold text-primary-900">
              {t('faq.heading')}
            </h2>
            <div className="mt-4 divide-y divide-slate-200 rounded-[var(--radius-card)] border border-slate-200 bg-surface">
              {faqs.map((faq) => (
                <details key={faq} className="group px-4">
                  <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-3 font-medium text-ink [&::-webkit-details-marker]:hidden">
                    {t(`faq.${faq}.question`)}
                    <span aria-hidden="true" className="text-xl text-muted transition-transform group-open:rotate-45">
                      +
                    </span>
                  </summary>
                  <p className="pb-4 text-base text-muted [&_a]:font-medium [&_a]:text-primary-800 [&_a]:underline [&_a]:underline-offset-4">
                    <RichText
                      t={t}
                      i18nKey={`faq.${faq}.answer`}
                      components={faqLinks}
                      values={{ days: format.number(RefundWindowDays) }}
                    />
                  </p>
                </details>
              ))}
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
