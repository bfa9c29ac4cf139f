import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SupportLimits, SupportTiers, type SupportTier } from '@contracts/support';
import { useFormat } from '@/lib/format';
import { DocSections, PageHero, RichText, renderRich } from './components/page-shell';
import { RefundTerms } from './refund-terms';

export const DONATION_GUIDE_UPDATED = '2026-11-21';

/**
 * The guide's amounts in rupees (community-admin §9), as illustrations of what support adds up to;
 * what each pays for is donationGuide:sections.whatItMakesPossible.amounts.<key>.
 */
export const GuideAmounts = [
  { key: 'nightMessages', amount: 25 },
  { key: 'moderatorHour', amount: 50 },
  { key: 'groupMonth', amount: 100 },
  { key: 'newGuide', amount: 250 },
] as const;

const links = {
  support: <Link to="/support" />,
  resources: <Link to="/resources" />,
  refund: <Link to="/refund-policy" />,
};

const bold = { strong: <strong /> };

export function DonationGuidePage() {
  const { t } = useTranslation(['donationGuide', 'pages']);
  const format = useFormat();
  const values = {
    min: format.rupees(SupportLimits.customMinRupees),
    days: format.number(RefundTerms.requestWindowDays),
  };
  const tierValues = (tier: SupportTier) => ({
    name: t(`sections.supportTiers.names.${tier.id}`),
    min: format.rupees(tier.minRupees),
    max: format.rupees(tier.maxRupees),
  });
  const sections = [
    { id: 'why-support' },
    {
      id: 'what-it-makes-possible',
      body: (
        <>
          <p>{t('sections.whatItMakesPossible.intro')}</p>
          <ul>
            {GuideAmounts.map(({ key, amount }) => (
              <li key={key}>
                <RichText
                  t={t}
                  i18nKey={`sections.whatItMakesPossible.amounts.${key}`}
                  values={{ amount: format.rupees(amount) }}
                />
              </li>
            ))}
          </ul>
          <p>{t('sections.whatItMakesPossible.outro', values)}</p>
        </>
      ),
    },
    {
      id: 'support-tiers',
      body: (
        <>
          <p>{renderRich(t('sections.supportTiers.intro', values), links)}</p>
          {/* The tiers of core §9, as the Support page offers them. */}
          <ul>
            {SupportTiers.map((tier) => (
              <li key={tier.id}>
                {renderRich(
                  tier.isOpenEnded
                    ? t('sections.supportTiers.openEnded', tierValues(tier))
                    : t('sections.supportTiers.range', tierValues(tier)),
                  bold,
                )}
              </li>
            ))}
          </ul>
          <p>{t('sections.supportTiers.outro')}</p>
        </>
      ),
    },
    { id: 'how-to-pay' },
    { id: 'not-a-donation' },
    { id: 'refunds' },
  ];
  return (
    <>
      <PageHero
        eyebrow={t('pages:eyebrow.documentation')}
        title={t('title')}
        updated={DONATION_GUIDE_UPDATED}
        intro={t('intro')}
      />
      <DocSections t={t} sections={sections} components={links} values={values} tocLabel={t('pages:toc.inThisGuide')} />
    </>
  );
}
