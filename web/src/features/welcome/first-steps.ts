import type { SelfAssignableRole } from '@contracts/enums';

/** One suggested first step: where it goes and the catalog key of its words (welcome.json, steps.<key>). */
export interface FirstStep {
  key: string;
  to: string;
}

/**
 * Three first steps for who the member said they are (decision 0062): a caregiver meets the
 * caregivers first, a patient newly diagnosed Forti, help paying for treatment and a mentor, a
 * survivor the stories and mentoring, a volunteer the events and the forum.
 */
export const FIRST_STEPS: Record<SelfAssignableRole, readonly [FirstStep, FirstStep, FirstStep]> = {
  caregiver: [
    { key: 'caregiversCircle', to: '/support-groups' },
    { key: 'caregiversForum', to: '/forum?role=caregiver' },
    { key: 'costs', to: '/help/costs' },
  ],
  patient: [
    { key: 'forti', to: '/chat' },
    { key: 'costs', to: '/help/costs' },
    { key: 'findMentor', to: '/mentors' },
  ],
  survivor: [
    { key: 'stories', to: '/stories' },
    { key: 'becomeMentor', to: '/mentors/offer' },
    { key: 'survivorsGroup', to: '/support-groups' },
  ],
  volunteer: [
    { key: 'events', to: '/events' },
    { key: 'forum', to: '/forum' },
    { key: 'resources', to: '/resources' },
  ],
};

/** The catalog key that names where the member was going (welcome.json, going.<key>), or null for an unnamed page. */
export function destinationKey(path: string): string | null {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  const named: Record<string, string> = {
    '/': 'home',
    '/chat': 'forti',
    '/forum': 'forum',
    '/stories': 'stories',
    '/mentors': 'mentors',
    '/help/costs': 'costs',
    '/support-groups': 'groups',
    '/events': 'events',
    '/connect': 'connect',
    '/profile': 'profile',
  };
  return named[pathname] ?? (pathname.startsWith('/forum/') ? 'forum' : null);
}
