import { Link } from 'react-router';
import { DocSections, PageHero, type DocSection } from './components/legacy-shell';
import { SupportEmail } from './components/support-email';

export const REFUND_UPDATED = '2026-11-21';

/** The refund constants of community-admin §9, each shown on the page. */
export const RefundTerms = {
  requestWindowDays: 30,
  reviewBusinessDays: '5-7',
  processingBusinessDays: '10-14',
  responseBusinessDays: '2-3',
  eventRules: [
    { when: 'More than 48 hours before the event', refund: 'Full refund' },
    { when: '24-48 hours before the event', refund: '50% refund' },
    { when: 'Less than 24 hours before the event', refund: 'No refund' },
    { when: 'The event is cancelled by the provider', refund: 'Full refund' },
  ],
  nonRefundable: [
    'Contributions made more than 30 days ago',
    'Services already used or consumed',
    'Digital content that has been accessed',
    'Administrative and payment processing fees',
  ],
} as const;

const sections: DocSection[] = [
  {
    id: 'support-contributions',
    title: 'Support Contributions',
    body: (
      <>
        <p>
          Support tiers are voluntary subscriptions, not donations. If you paid by mistake, paid twice, or changed your mind, you can ask for a
          refund <strong>within {RefundTerms.requestWindowDays} days of payment</strong>.
        </p>
        <p>Tell us the e-mail address of your account, the date and amount of the payment, and the Razorpay payment ID from your receipt if you have it.</p>
      </>
    ),
  },
  {
    id: 'review-and-processing',
    title: 'Review and Processing Times',
    body: (
      <ul>
        <li>
          We review every request within <strong>{RefundTerms.reviewBusinessDays} business days</strong> and tell you our decision by e-mail.
        </li>
        <li>
          Approved refunds are processed within <strong>{RefundTerms.processingBusinessDays} business days</strong>, back to the card, UPI account
          or bank account you paid with. Your bank may take a few more days to show it.
        </li>
      </ul>
    ),
  },
  {
    id: 'event-cancellations',
    title: 'Event Cancellations',
    body: (
      <>
        <p>For paid events and event passes, the refund depends on when you cancel:</p>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[18rem] border-collapse text-left text-base">
            <caption className="sr-only">Refund by time of cancellation</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  When you cancel
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Refund
                </th>
              </tr>
            </thead>
            <tbody>
              {RefundTerms.eventRules.map((rule) => (
                <tr key={rule.when} className="border-b border-slate-200">
                  <td className="py-2 pr-4">{rule.when}</td>
                  <td className="py-2 font-medium">{rule.refund}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    id: 'non-refundable',
    title: 'Non-Refundable Items',
    body: (
      <ul>
        {RefundTerms.nonRefundable.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  },
  {
    id: 'how-to-request',
    title: 'How to Request a Refund',
    body: (
      <>
        <p>
          Write to <SupportEmail /> with the subject &quot;Refund request&quot;, or use our <Link to="/contact">Contact Us form</Link>. We reply to
          refund requests within <strong>{RefundTerms.responseBusinessDays} business days</strong>.
        </p>
        <p>
          Support payments are voluntary subscriptions, not donations, and are not tax-exempt. See our{' '}
          <Link to="/terms-of-service">Terms of Service</Link> for more about support tiers.
        </p>
      </>
    ),
  },
];

export function RefundPage() {
  return (
    <>
      <PageHero
        eyebrow="Support"
        title="Refund Policy"
        updated={REFUND_UPDATED}
        intro="We want every contribution to feel right. If something went wrong with a payment, here is how refunds work and how long each step takes."
      />
      <DocSections sections={sections} />
    </>
  );
}
