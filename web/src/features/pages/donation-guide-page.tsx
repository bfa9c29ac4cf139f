import { Link } from 'react-router';
import { DocSections, PageHero, type DocSection } from './components/legacy-shell';

export const DONATION_GUIDE_UPDATED = '2026-11-21';

/** The guide's amounts in rupees (community-admin §9), as illustrations of what support adds up to. */
export const GuideAmounts = [
  { amount: 25, text: 'a few of the messages someone sends Forti in a sleepless night' },
  { amount: 50, text: 'an hour of a moderator keeping the forum safe and kind' },
  { amount: 100, text: 'a support group meeting online for a whole month' },
  { amount: 250, text: 'a new guide on treatment, finances or everyday care' },
] as const;

/** The support tiers of core §9, as the Support page offers them. */
const tiers = [
  { name: 'Supporter', range: '₹500 to ₹1,999' },
  { name: 'Advocate', range: '₹2,000 to ₹7,999' },
  { name: 'Patron', range: '₹8,000 and above' },
];

const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

const sections: DocSection[] = [
  {
    id: 'why-support',
    title: 'Why Your Support Matters',
    body: (
      <p>
        Core features of Fortitude Network are free for everyone, and they will stay free. Servers, the AI companion, moderation and new resources
        cost money every month; members and friends who can afford it keep the lights on for those who cannot.
      </p>
    ),
  },
  {
    id: 'what-it-makes-possible',
    title: 'What Small Amounts Add Up To',
    body: (
      <>
        <p>To give a sense of scale, here is the kind of thing each share of a contribution helps pay for (illustrations, not an exact breakdown of our costs):</p>
        <ul>
          {GuideAmounts.map(({ amount, text }) => (
            <li key={amount}>
              <strong>{inr(amount)}</strong>: {text}
            </li>
          ))}
        </ul>
        <p>
          These are examples to show how support is used, not amounts you can pay on their own: every support tier starts at ₹500, so one
          contribution covers several of them.
        </p>
      </>
    ),
  },
  {
    id: 'support-tiers',
    title: 'Support Tiers',
    body: (
      <>
        <p>
          On the <Link to="/support">Support page</Link> you can choose one of three tiers, or enter your own amount of ₹500 or more:
        </p>
        <ul>
          {tiers.map((tier) => (
            <li key={tier.name}>
              <strong>{tier.name}</strong>: {tier.range}
            </li>
          ))}
        </ul>
        <p>Each tier comes with thank-you benefits, such as a recognition certificate or event passes, described on the Support page.</p>
      </>
    ),
  },
  {
    id: 'how-to-pay',
    title: 'How to Pay',
    body: (
      <>
        <ol>
          <li>Sign in, open the Support page and choose a tier or enter an amount.</li>
          <li>Razorpay&apos;s secure checkout opens. Pay by debit or credit card, by UPI from your bank account, or by net banking (bank transfer).</li>
          <li>Pay once, or choose recurring support where the Support page offers it for your tier.</li>
          <li>A confirmation appears on the page as soon as the payment goes through.</li>
        </ol>
        <p>Your card, UPI and bank details are entered on Razorpay&apos;s checkout; they never reach our servers.</p>
      </>
    ),
  },
  {
    id: 'not-a-donation',
    title: 'Not a Donation, Not Tax-Exempt',
    body: (
      <p>
        Fortitude Network is run by a technology company, not a registered charity. Support tiers are <strong>voluntary subscriptions</strong>: they
        are <strong>not donations and not tax-exempt</strong>, and no 80G receipt can be issued. If you wish to make a tax-deductible donation, the
        registered NGOs listed under <Link to="/resources">Resources</Link> can tell you how.
      </p>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <p>
        Changed your mind or paid by mistake? You can ask for a refund within 30 days of payment. Our <Link to="/refund-policy">Refund Policy</Link>{' '}
        explains each step and how long it takes.
      </p>
    ),
  },
];

export function DonationGuidePage() {
  return (
    <>
      <PageHero
        eyebrow="Documentation"
        title="Donation Guide"
        updated={DONATION_GUIDE_UPDATED}
        intro="How to support Fortitude Network, what your contribution makes possible, and what it is and is not."
      />
      <DocSections sections={sections} tocLabel="In this guide" />
    </>
  );
}
