import { Link } from 'react-router';
import { DocSections, PageHero, type DocSection } from './components/legacy-shell';
import { SupportEmail } from './components/support-email';

export const TERMS_UPDATED = '2026-11-21';

/** Eight sections, one of them the medical disclaimer (community-admin §2 Static pages). */
const sections: DocSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of These Terms',
    body: (
      <p>
        By creating an account or using Fortitude Network, you agree to these terms and to our <Link to="/privacy-policy">Privacy Policy</Link>.
        If you do not agree, please do not use the platform. Fortitude Network is run by a technology company; it is not a hospital, a clinic or a
        registered charity.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who Can Use the Platform',
    body: (
      <>
        <p>
          You must be at least 18 years old to create an account. A younger person may use the platform only with a parent or guardian who agrees
          to these terms on their behalf and supervises their use.
        </p>
        <p>NGO and administrator roles are given by our administrators after checking who the organisation or person is.</p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your Account',
    body: (
      <ul>
        <li>Give your real e-mail address and keep your password to yourself. You are responsible for what happens under your account.</li>
        <li>Tell us at once if you think someone else has used your account. Signing out ends your sessions on every device.</li>
        <li>One person, one account. Do not pretend to be someone else, including a doctor or an organisation you do not represent.</li>
      </ul>
    ),
  },
  {
    id: 'community-conduct',
    title: 'Community Conduct',
    body: (
      <>
        <p>
          This is a place of care. Follow our <Link to="/docs/rules">Community Guidelines</Link>: be kind, respect privacy, do not sell or promote
          unproven cures, and do not harass anyone. Moderators review reports within 24 hours and may give a warning, remove content, suspend an
          account for a time, or ban it permanently.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your Content',
    body: (
      <>
        <p>
          What you post stays yours. By posting it you allow us to store it and show it to the people you shared it with, for as long as it is on
          the platform. You can delete your own replies, and ask us to remove anything else you have posted.
        </p>
        <p>Share only what you have the right to share, and never another person&apos;s medical details or photos without their consent.</p>
      </>
    ),
  },
  {
    id: 'medical-disclaimer',
    title: 'Medical Disclaimer',
    body: (
      <>
        <p>
          <strong>Fortitude Network does not give medical advice.</strong> Nothing on the platform, including replies from Forti, our AI companion,
          posts by other members, stories, articles and resources, is a diagnosis, a treatment plan or a substitute for the advice of a qualified
          doctor who knows your case.
        </p>
        <ul>
          <li>Always talk to your oncologist or care team before starting, stopping or changing any treatment, medicine or diet.</li>
          <li>Forti can be wrong. It is a companion for emotional support and finding your way, not a medical professional.</li>
          <li>
            <strong>In an emergency, call 112</strong> (India&apos;s emergency number) or go to the nearest hospital. For someone to talk to about
            how you feel, Tele-MANAS answers free of charge on 14416, day and night.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'support-payments',
    title: 'Support Payments',
    body: (
      <p>
        Support tiers are voluntary subscriptions that help keep the platform running. They are <strong>not donations and not tax-exempt</strong>,
        and no receipt for tax purposes is issued. Payments are processed by Razorpay. Refunds follow our <Link to="/refund-policy">Refund Policy</Link>.
      </p>
    ),
  },
  {
    id: 'liability-and-changes',
    title: 'Liability, Changes and Governing Law',
    body: (
      <>
        <p>
          We work to keep the platform available and accurate, but it is offered &quot;as is&quot;. To the extent the law allows, we are not liable
          for decisions made on the basis of content on the platform, or for what other members post.
        </p>
        <p>
          We may update these terms; when a change matters, we will tell members on the site before it takes effect. These terms are governed by
          the laws of India. Questions? Write to <SupportEmail /> or use our <Link to="/contact">Contact Us form</Link>.
        </p>
      </>
    ),
  },
];

export function TermsPage() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Terms of Service"
        updated={TERMS_UPDATED}
        intro="The rules for using Fortitude Network, written to be read. Please take a few minutes with them, especially the medical disclaimer."
      />
      <DocSections sections={sections} />
    </>
  );
}
