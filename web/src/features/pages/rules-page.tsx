import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocSections, PageHero } from './components/page-shell';

export const RULES_UPDATED = '2026-11-21';

/**
 * Community-admin §9: reports are reviewed within 24 hours; the four actions moderators take
 * (warning, content removal, temporary suspension, permanent ban) are in rules:sections.actions.
 */
const sections = [
  { id: 'be-kind' },
  { id: 'privacy' },
  { id: 'health-information' },
  { id: 'cures-and-money' },
  { id: 'not-allowed' },
  { id: 'trust-levels' },
  { id: 'crisis' },
  { id: 'reporting' },
  { id: 'actions' },
];

const links = { contact: <Link to="/contact" /> };

export function RulesPage() {
  const { t } = useTranslation(['rules', 'pages']);
  return (
    <>
      <PageHero
        eyebrow={t('pages:eyebrow.documentation')}
        title={t('title')}
        updated={RULES_UPDATED}
        intro={t('intro')}
      />
      <DocSections t={t} sections={sections} components={links} tocLabel={t('toc')} />
    </>
  );
}
