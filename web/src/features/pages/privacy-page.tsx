import { Link } from 'react-router';
import { DocSections, PageHero, type DocSection } from './components/legacy-shell';
import { SupportEmail } from './components/support-email';

export const PRIVACY_UPDATED = '2026-11-21';

/** The six sections of community-admin §2: information collected, use, sharing, security, rights, contact. */
const sections: DocSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what the platform needs to work, and most of it you choose to give us.</p>
        <ul>
          <li>
            <strong>Your account:</strong> your name, e-mail address and a password. We never store the password itself, only a salted hash of
            it that cannot be turned back into the password.
          </li>
          <li>
            <strong>Your profile, if you fill it in:</strong> a username, a short bio, your role (patient, survivor, caregiver or volunteer), cancer
            type, age group, location, diagnosis date and a profile photo. All of these are optional.
          </li>
          <li>
            <strong>What you share in the community:</strong> forum posts and replies, stories, answers to the daily question, event registrations,
            group memberships, connection requests and private messages.
          </li>
          <li>
            <strong>Your conversations with Forti</strong>, including any files you attach and voice notes you choose to have transcribed.
          </li>
          <li>
            <strong>Support payments:</strong> the tier, amount and status of each payment. Card, UPI and bank details are entered on Razorpay&apos;s
            checkout and never reach our servers.
          </li>
          <li>
            <strong>Contact Us messages:</strong> the name, e-mail address, subject and message you send, and the network address it came from.
          </li>
          <li>
            <strong>Technical records:</strong> the network address and browser of each sign-in session, and security events such as failed
            sign-in attempts, which help us stop people guessing passwords.
          </li>
        </ul>
        <p>We do not use advertising trackers of our own or build profiles of you for marketing.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How We Use Your Information',
    body: (
      <>
        <ul>
          <li>To run your account: signing you in, keeping you signed in, and sending e-mails you ask for, such as a password reset link.</li>
          <li>To show what you share to the people you share it with, and to help members find others with similar experiences.</li>
          <li>To let Forti reply to you. Forti uses your conversation only to answer you.</li>
          <li>To process support payments and show you their status.</li>
          <li>To answer your Contact Us messages, and to limit how many messages one address can send in an hour so the inbox is not flooded.</li>
          <li>To keep the community safe: reviewing reports, enforcing our community guidelines, and protecting accounts from misuse.</li>
          <li>To count totals shown on the site, such as the number of members or events. These figures never identify anyone.</li>
        </ul>
        <p>
          Answers you give to the daily question and posts or stories you mark as anonymous are shown without your name, to everyone including
          other members.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing Your Information',
    body: (
      <>
        <p>
          <strong>We do not sell, rent or trade your personal data.</strong> We share it only in these cases:
        </p>
        <ul>
          <li>
            <strong>With other members, as you choose:</strong> signed-in members can see your public profile (name, display ID, role, username,
            photo, cancer type, age group, location and bio). Your e-mail address and diagnosis date are never shown to them.
          </li>
          <li>
            <strong>Forti&apos;s conversations are private to you.</strong> No other member, NGO or moderator reads them. When the service is
            connected to an outside AI provider, the text of a conversation is sent to that provider only to produce Forti&apos;s reply.
          </li>
          <li>
            <strong>Razorpay</strong> processes support payments. It receives what it needs to take the payment, under its own privacy policy.
          </li>
          <li>
            <strong>Service providers</strong> that carry our e-mail or host our servers, only to do that work for us.
          </li>
          <li>
            <strong>When the law requires it</strong>, for example a valid order from a court or a government authority in India.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Data Security',
    body: (
      <>
        <ul>
          <li>
            Your session is kept in a secure, httpOnly cookie that the page&apos;s scripts cannot read. Signing out ends your sessions on every
            device at once.
          </li>
          <li>Passwords are stored only as salted hashes, and repeated failed sign-ins pause further attempts.</li>
          <li>
            Profile and gallery photos are re-encoded when you upload them, which removes hidden data such as the camera&apos;s details and the GPS
            location where the photo was taken.
          </li>
          <li>Every page of the site is served over an encrypted connection in production.</li>
          <li>Only administrators can read Contact Us messages, and every change of a member&apos;s role is recorded in an audit log.</li>
        </ul>
        <p>No system is perfectly secure. If we learn of a breach that affects your data, we will tell you and the authorities as the law requires.</p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>
          Under India&apos;s <strong>Digital Personal Data Protection Act, 2023</strong>, and as a matter of respect, you can:
        </p>
        <ul>
          <li>ask for a summary of the personal data we hold about you and how we use it;</li>
          <li>correct or complete your information, most of which you can edit yourself on your profile page;</li>
          <li>ask us to erase your data, by deleting what you have shared or by asking us to close your account;</li>
          <li>withdraw your consent at any time, which stops any further use that relied on it;</li>
          <li>nominate someone to exercise these rights for you if you are unable to;</li>
          <li>have a grievance answered, and, if you are not satisfied, complain to the Data Protection Board of India.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <>
        <p>
          For any question or request about your privacy, write to <SupportEmail /> with the subject &quot;Privacy&quot;, or use our{' '}
          <Link to="/contact">Contact Us form</Link>. We answer within 24-48 hours on working days (Mon-Fri 9 AM-6 PM IST).
        </p>
        <p>If we change this policy in a way that matters, we will tell members on the site before the change takes effect.</p>
      </>
    ),
  },
];

export function PrivacyPage() {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Privacy Policy"
        updated={PRIVACY_UPDATED}
        intro="What you share with Fortitude Network is often deeply personal. This policy explains, in plain words, what we collect, why, who can see it, and the choices you have."
      />
      <DocSections sections={sections} />
    </>
  );
}
