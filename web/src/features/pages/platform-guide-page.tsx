import { Link } from 'react-router';
import { DocSections, PageHero, type DocSection } from './components/legacy-shell';

export const PLATFORM_GUIDE_UPDATED = '2026-11-21';

const sections: DocSection[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    body: (
      <>
        <ol>
          <li>
            <Link to="/auth">Sign up</Link> with your name, e-mail address and a password of at least 6 characters. Joining is free.
          </li>
          <li>
            Open your <Link to="/profile">profile</Link> and tell the community a little about yourself: whether you are a patient, survivor,
            caregiver or volunteer, the cancer type, your age group and city. Every field is optional; share only what feels right.
          </li>
          <li>Your profile shows a display ID (it starts with FN-) that identifies you to others without revealing your e-mail address.</li>
        </ol>
        <p>Forgot your password? Choose &quot;Forgot password&quot; on the sign-in page and we will e-mail you a link to set a new one.</p>
      </>
    ),
  },
  {
    id: 'forti',
    title: 'Talking with Forti',
    body: (
      <>
        <p>
          Forti is an AI companion for emotional support and finding your way. Open <Link to="/chat">Forti</Link> from the menu once you are signed
          in, pick one of the suggested prompts or type whatever is on your mind.
        </p>
        <ul>
          <li>Each conversation is saved and private to you. Start a new chat at any time; old ones stay in the list on the side.</li>
          <li>You can attach a file, such as a discharge summary, up to 10 MB, and ask Forti to help you prepare questions about it.</li>
          <li>Where voice input is enabled, press the microphone to speak instead of typing.</li>
        </ul>
        <p>
          <strong>Forti does not diagnose or give medical advice.</strong> Always check medical questions with your doctor. In an emergency, call 112.
        </p>
      </>
    ),
  },
  {
    id: 'community',
    title: 'Forum, Groups and Events',
    body: (
      <ul>
        <li>
          <strong><Link to="/forum">Discussion Forum</Link>:</strong> ask a question or share an experience with a title, your message and a few
          tags. You can post anonymously. Send a heart to posts that help you, and reply to continue the conversation.
        </li>
        <li>
          <strong><Link to="/support-groups">Support Groups</Link>:</strong> search by name and join a group with one click. Groups are created
          by NGOs and administrators.
        </li>
        <li>
          <strong><Link to="/events">Events</Link>:</strong> search for workshops, talks and meet-ups, online or near you, and press Register to
          keep your place. For online events, the Join Meeting link appears on the card.
        </li>
      </ul>
    ),
  },
  {
    id: 'stories',
    title: 'Survivor Stories',
    body: (
      <p>
        On <Link to="/stories">Stories</Link>, filter by cancer type and by tone (hopeful, inspirational, raw and honest, processing grief). Press
        &quot;Share Your Story&quot; to write your own; tick the anonymous box if you prefer your name not to be shown.
      </p>
    ),
  },
  {
    id: 'connect',
    title: 'Connecting with Others',
    body: (
      <>
        <p>
          On <Link to="/connect">Connect</Link>, search members by name, role or location and send a connection request with an optional personal
          note. When they accept, you can send each other private messages.
        </p>
        <p>A green dot means the person was active in the last 5 minutes. Requests you receive wait under the Requests tab.</p>
      </>
    ),
  },
  {
    id: 'resources',
    title: 'Finding Resources',
    body: (
      <p>
        <Link to="/resources">Resources</Link> gathers articles, helpful websites, YouTube channels, support helplines and NGOs across India. Use the
        search box, then switch between the tabs.
      </p>
    ),
  },
  {
    id: 'daily-question',
    title: 'The Daily Question',
    body: (
      <p>
        Each day the home page asks one gentle question, sometimes with options to choose from. Your answer is shared anonymously, and you can read
        what others said.
      </p>
    ),
  },
  {
    id: 'notifications',
    title: 'Notifications',
    body: (
      <p>
        The bell in the header shows replies, connection requests and other news as they happen. Dismiss a notification once you have seen it, or
        follow its View link.
      </p>
    ),
  },
  {
    id: 'install',
    title: 'Install the App',
    body: (
      <>
        <p>Fortitude Network works like an app on your phone, without an app store:</p>
        <ul>
          <li>
            <strong>Android (Chrome):</strong> open the menu and choose &quot;Install app&quot; or &quot;Add to Home screen&quot;.
          </li>
          <li>
            <strong>iPhone (Safari):</strong> tap Share, then &quot;Add to Home Screen&quot;.
          </li>
        </ul>
        <p>If your connection drops, you will see a gentle offline page with a Retry button instead of an error.</p>
      </>
    ),
  },
  {
    id: 'help',
    title: 'Getting Help',
    body: (
      <p>
        Read our <Link to="/docs/rules">Community Guidelines</Link>, or write to us through <Link to="/contact">Contact Us</Link>. We reply within
        24-48 hours on working days.
      </p>
    ),
  },
];

export function PlatformGuidePage() {
  return (
    <>
      <PageHero
        eyebrow="Documentation"
        title="Platform Guide"
        updated={PLATFORM_GUIDE_UPDATED}
        intro="How to use each part of Fortitude Network, step by step. Take it at your own pace; you can always come back."
      />
      <DocSections sections={sections} tocLabel="In this guide" />
    </>
  );
}
