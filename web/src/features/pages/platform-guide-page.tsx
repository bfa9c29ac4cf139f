import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocSections, PageHero } from './components/page-shell';

export const PLATFORM_GUIDE_UPDATED = '2026-12-06';

const sections = [
  { id: 'getting-started' },
  { id: 'forti' },
  { id: 'community' },
  { id: 'stories' },
  { id: 'connect' },
  { id: 'donors' },
  { id: 'trust-levels' },
  { id: 'resources' },
  { id: 'daily-question' },
  { id: 'notifications' },
  { id: 'install' },
  { id: 'help' },
];

/** The pages the guide links to, by the tag its catalog text uses. */
const links = {
  auth: <Link to="/auth" />,
  profile: <Link to="/profile" />,
  chat: <Link to="/chat" />,
  forum: <Link to="/forum" />,
  groups: <Link to="/support-groups" />,
  events: <Link to="/events" />,
  stories: <Link to="/stories" />,
  connect: <Link to="/connect" />,
  donors: <Link to="/donors" />,
  resources: <Link to="/resources" />,
  rules: <Link to="/docs/rules" />,
  contact: <Link to="/contact" />,
  notifications: <Link to="/notifications" />,
  settings: <Link to="/profile#notifications" />,
};

export function PlatformGuidePage() {
  const { t } = useTranslation(['platformGuide', 'pages']);
  return (
    <>
      <PageHero
        eyebrow={t('pages:eyebrow.documentation')}
        title={t('title')}
        updated={PLATFORM_GUIDE_UPDATED}
        intro={t('intro')}
      />
      <DocSections t={t} sections={sections} components={links} tocLabel={t('pages:toc.inThisGuide')} />
    </>
  );
}
