import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '@/lib/format';
import { DocSections, PageHero, RichText } from './components/page-shell';
import { SupportEmail } from './components/support-email';
import { RefundTerms } from './refund-terms';

export const REFUND_UPDATED = '2026-11-21';

const links = {
  email: <SupportEmail />,
  contact: <Link to="/contact" />,
  terms: <Link to="/terms-of-service" />,
};

export function RefundPage() {
  const { t } = useTranslation(['refund', 'pages']);
  const format = useFormat();
  /** The constants of community-admin §9 that the text names. */
  const values = {
    days: format.number(RefundTerms.requestWindowDays),
    review: RefundTerms.reviewBusinessDays,
    processing: RefundTerms.processingBusinessDays,
    response: RefundTerms.responseBusinessDays,
  };
  const sections = [
    { id: 'support-contributions' },
    { id: 'review-and-processing' },
    {
      id: 'event-cancellations',
      body: (
        <>
          <p>{t('sections.eventCancellations.intro')}</p>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[18rem] border-collapse text-left text-base">
              <caption className="sr-only">{t('sections.eventCancellations.caption')}</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {t('sections.eventCancellations.whenHeader')}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {t('sections.eventCancellations.refundHeader')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {RefundTerms.eventRules.map((rule) => (
                  <tr key={rule} className="border-b border-slate-200">
                    <td className="py-2 pr-4">{t(`sections.eventCancellations.rules.${rule}.when`)}</td>
                    <td className="py-2 font-medium">{t(`sections.eventCancellations.rules.${rule}.refund`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ),
    },
    {
      id: 'non-refundable',
      body: (
        <ul>
          {RefundTerms.nonRefundable.map((item) => (
            <li key={item}>
              <RichText t={t} i18nKey={`sections.nonRefundable.items.${item}`} values={values} />
            </li>
          ))}
        </ul>
      ),
    },
    { id: 'how-to-request' },
  ];
  return (
    <>
      <PageHero eyebrow={t('pages:eyebrow.support')} title={t('title')} updated={REFUND_UPDATED} intro={t('intro')} />
      <DocSections t={t} sections={sections} components={links} values={values} />
    </>
  );
}
