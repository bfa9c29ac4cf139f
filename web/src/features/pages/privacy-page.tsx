import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocSections, PageHero } from './components/page-shell';
import { SupportEmail } from './components/support-email';

export const PRIVACY_UPDATED = '2026-12-07';

/** The six sections of community-admin §2: information collected, use, sharing, security, rights, contact. */
const sections = [
  { id: 'information-we-collect' },
  { id: 'how-we-use-it' },
  { id: 'sharing' },
  { id: 'security' },
  { id: 'your-rights' },
  { id: 'contact' },
];

const links = { email: <SupportEmail />, contact: <Link to="/contact" /> };

export function PrivacyPage() {
  const { t } = useTranslation(['privacy', 'pages']);
  return (
    <>
      <PageHero eyebrow={t('pages:eyebrow.legal')} title={t('title')} updated={PRIVACY_UPDATED} intro={t('intro')} />
      <DocSections t={t} sections={sections} components={links} />
    </>
  );
}
