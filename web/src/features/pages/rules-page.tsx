import { Link } from 'react-router';
import { DocSections, PageHero, type DocSection } from './components/legacy-shell';

export const RULES_UPDATED = '2026-11-21';

/** Community-admin §9: reports are reviewed within 24 hours; the four actions moderators take. */
export const ModerationActions = [
  { name: 'Warning', text: 'A private message explaining what went wrong. Most issues end here.' },
  { name: 'Content Removal', text: 'The post, reply, story or message is taken down, with a note to its author.' },
  { name: 'Temporary Suspension', text: 'The account cannot post or message for a period, after repeated or serious breaches.' },
  { name: 'Permanent Ban', text: 'The account is closed for good, for harassment, scams, or putting someone at risk.' },
] as const;

const sections: DocSection[] = [
  {
    id: 'be-kind',
    title: 'Be Kind and Respectful',
    body: (
      <ul>
        <li>Everyone here is carrying something heavy. Assume good intent and answer gently, even when you disagree.</li>
        <li>Respect every choice of treatment, faith and way of coping. There is no one right way to face cancer.</li>
        <li>No insults, mockery, hate speech, or discrimination of any kind: religion, caste, gender, sexuality, language, region or disability.</li>
      </ul>
    ),
  },
  {
    id: 'privacy',
    title: 'Protect Privacy',
    body: (
      <ul>
        <li>Share your own story, not someone else&apos;s. Ask before posting about a family member, and never post another person&apos;s reports or photos.</li>
        <li>Do not share phone numbers, addresses or hospital record numbers in public posts; use private messages instead.</li>
        <li>What is shared in a support group stays in the group.</li>
      </ul>
    ),
  },
  {
    id: 'health-information',
    title: 'Share Health Information Responsibly',
    body: (
      <ul>
        <li>Share what helped you as your experience, not as advice for everyone. Encourage others to check with their own doctor.</li>
        <li>No &quot;miracle cures&quot;, claims that a remedy replaces treatment, or pressure to stop a prescribed medicine.</li>
        <li>Link to trustworthy sources when you can: your care team, registered NGOs, government services.</li>
      </ul>
    ),
  },
  {
    id: 'not-allowed',
    title: 'What Is Not Allowed',
    body: (
      <ul>
        <li>Selling products or services, fundraising for yourself or others, or collecting money in any form.</li>
        <li>Spam, advertising, and links to unrelated or unsafe sites.</li>
        <li>Harassment, threats, or repeated unwanted messages or connection requests.</li>
        <li>Pretending to be a doctor, an NGO or another member.</li>
        <li>Graphic images shared without warning or purpose.</li>
      </ul>
    ),
  },
  {
    id: 'crisis',
    title: 'If Someone Is in Crisis',
    body: (
      <p>
        If you read something that makes you fear for someone&apos;s safety, reply with care and tell us at once. If life is in danger, call 112. Tele-MANAS
        (14416) offers free support from trained counsellors, day and night.
      </p>
    ),
  },
  {
    id: 'reporting',
    title: 'Reporting a Problem',
    body: (
      <>
        <p>
          If you see something that breaks these guidelines, report it using the report option where it is shown, or write to us through{' '}
          <Link to="/contact">Contact Us</Link> with a link to the content. Your report is confidential.
        </p>
        <p>
          <strong>Our moderators review reports within 24 hours.</strong>
        </p>
      </>
    ),
  },
  {
    id: 'actions',
    title: 'What Moderators Do',
    body: (
      <>
        <p>Depending on how serious a breach is and whether it has happened before, moderators take one of these actions:</p>
        <ol>
          {ModerationActions.map((action) => (
            <li key={action.name}>
              <strong>{action.name}</strong>: {action.text}
            </li>
          ))}
        </ol>
        <p>If you think a decision was wrong, write to us through Contact Us and another moderator will look at it again.</p>
      </>
    ),
  },
];

export function RulesPage() {
  return (
    <>
      <PageHero
        eyebrow="Documentation"
        title="Community Guidelines"
        updated={RULES_UPDATED}
        intro="Fortitude Network works because members look after one another. These guidelines keep it a safe, warm place for everyone affected by cancer."
      />
      <DocSections sections={sections} tocLabel="In these guidelines" />
    </>
  );
}
