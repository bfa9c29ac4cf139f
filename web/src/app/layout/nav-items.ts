import type { SessionUser } from '@/lib/session';

/** A link of the header or footer; `labelKey` is its words in the common catalog. */
export interface NavItem {
  labelKey: string;
  to: string;
}

/** The first links of the header, desktop and mobile alike. */
export const primaryLinks: NavItem[] = [
  { labelKey: 'nav.home', to: '/' },
  { labelKey: 'nav.about', to: '/about' },
  { labelKey: 'nav.resources', to: '/resources' },
];

export const communityLinks: NavItem[] = [
  { labelKey: 'nav.connect', to: '/connect' },
  { labelKey: 'nav.forum', to: '/forum' },
  { labelKey: 'nav.supportGroups', to: '/support-groups' },
  { labelKey: 'nav.events', to: '/events' },
  { labelKey: 'nav.stories', to: '/stories' },
];

/**
 * Help for a frightened person, in the phone menu: paying for treatment and peer mentors for anyone,
 * the safety plan for members (its page is for members only).
 */
export const helpLinks: NavItem[] = [
  { labelKey: 'nav.helpWithCosts', to: '/help/costs' },
  { labelKey: 'nav.mentors', to: '/mentors' },
];
export const memberHelpLinks: NavItem[] = [{ labelKey: 'nav.safetyPlan', to: '/safety-plan' }];

/** The Community menu of a signed-in member: its links, then the groups they joined (issue 44). */
export function communityLinksFor(user: SessionUser | null): NavItem[] {
  return user ? [...communityLinks, { labelKey: 'nav.myGroups', to: '/my-groups' }] : communityLinks;
}

export const documentationLinks: NavItem[] = [
  { labelKey: 'nav.platformGuide', to: '/docs/platform' },
  { labelKey: 'nav.donationGuide', to: '/docs/donate' },
  { labelKey: 'nav.communityRules', to: '/docs/rules' },
];

export const footerGroups: Array<{ id: string; headingKey: string; links: NavItem[] }> = [
  {
    id: 'quick-links',
    headingKey: 'footer.quickLinks',
    links: [
      { labelKey: 'footer.aboutUs', to: '/about' },
      { labelKey: 'footer.offerings', to: '/offerings' },
      { labelKey: 'footer.communityHub', to: '/community' },
      { labelKey: 'footer.supportUs', to: '/support' },
    ],
  },
  {
    id: 'support',
    headingKey: 'footer.support',
    links: [
      { labelKey: 'footer.helpWithCosts', to: '/help/costs' },
      { labelKey: 'footer.contactUs', to: '/contact' },
      { labelKey: 'footer.refundPolicy', to: '/refund-policy' },
    ],
  },
  {
    id: 'legal',
    headingKey: 'footer.legal',
    links: [
      { labelKey: 'footer.privacyPolicy', to: '/privacy-policy' },
      { labelKey: 'footer.termsOfService', to: '/terms-of-service' },
    ],
  },
];

/** The header only hides these links; the server decides who may open the pages. */
export function canSeeAdmin(user: SessionUser | null): boolean {
  return user?.can.administer ?? false;
}
export function canSeeNgoDashboard(user: SessionUser | null): boolean {
  return user?.can.hostDashboard ?? false;
}

/** True when the current path is one of the links (or below one), to mark a dropdown as current. */
export function isWithin(pathname: string, links: NavItem[]): boolean {
  return links.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
}
