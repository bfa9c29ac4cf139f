import type { SessionUser } from '@/lib/session';

export interface NavItem {
  label: string;
  to: string;
}

/** The first links of the header, desktop and mobile alike. */
export const primaryLinks: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Resources', to: '/resources' },
];

export const communityLinks: NavItem[] = [
  { label: 'Connect', to: '/connect' },
  { label: 'Discussion Forum', to: '/forum' },
  { label: 'Support Groups', to: '/support-groups' },
  { label: 'Events', to: '/events' },
  { label: 'Stories', to: '/stories' },
];

export const documentationLinks: NavItem[] = [
  { label: 'Platform Guide', to: '/docs/platform' },
  { label: 'Donation Guide', to: '/docs/donate' },
  { label: 'Community Rules', to: '/docs/rules' },
];

export const fortiDescription = 'Forti is your 24/7 confidential AI companion: someone to talk to whenever you need it.';

export const footerGroups: Array<{ heading: string; links: NavItem[] }> = [
  {
    heading: 'Quick Links',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Our Offerings', to: '/offerings' },
      { label: 'Community Hub', to: '/community' },
      { label: 'Support Us', to: '/support' },
    ],
  },
  {
    heading: 'Support',
    links: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'Refund Policy', to: '/refund-policy' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
    ],
  },
];

/** The header only hides these links; the server decides who may open the pages. */
export function canSeeAdmin(user: SessionUser | null): boolean {
  return user?.role === 'admin';
}
export function canSeeNgoDashboard(user: SessionUser | null): boolean {
  return user?.role === 'ngo' || user?.role === 'admin';
}

/** True when the current path is one of the links (or below one), to mark a dropdown as current. */
export function isWithin(pathname: string, links: NavItem[]): boolean {
  return links.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
}
