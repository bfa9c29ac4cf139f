import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocSections, PageHero } from './components/page-shell';
import { SupportEmail } from './components/support-email';

export const TERMS_UPDATED = '2026-11-21';

/** Eight sections, one of them the medical disclaimer (community-admin §2 Static pages). */
const sections = [
  { id: 'acceptance' },
  { id: 'eligibility' },
  { id: 'your-account' },
  { id: 'community-conduct' },
  { id: 'your-content' },
  { id: 'medical-disclaimer' },
  { id: 'support-payments' },
  { id: 'liability-and-changes' },
];

const links = {
  email: <SupportEmail />,
  privacy: <Link to="/privacy-policy" />,
  rules: <Link to="/docs/rules" />,
  refund: <Link to="/refund-policy" />,
  contact: <Link to="/contact" />,
};

export function TermsPage() {
  const { t } = useTranslation(['terms', 'pages']);
  return (
    <>
      <PageHero eyebrow={t('pages:eyebrow.legal')} title={t('title')} updated={TERMS_UPDATED} intro={t('intro')} />
      <DocSections t={t} sections={sections} components={links} />
    </>
  );
}
