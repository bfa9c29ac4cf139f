import { useTranslation } from 'react-i18next';
import { CompatibilitySource, EligibilitySource } from '@contracts/donors-rules';
import { Card } from '@/components/ui/card';

/** The eligibility facts of the 2017 NBTC guidelines, with their source; the blood centre decides. */
export function EligibilityFacts() {
  const { t } = useTranslation('donors');
  const facts = ['age', 'weight', 'wholeBlood', 'apheresis', 'afterWholeBlood', 'cancer'] as const;
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-semibold text-ink">{t('facts.title')}</h2>
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-ink">
        {facts.map((f) => (
          <li key={f}>{t(`facts.${f}`)}</li>
        ))}
      </ul>
      <p className="text-sm font-medium text-ink">{t('facts.centreDecides')}</p>
      <p className="text-xs text-muted">
        {t('facts.source')} {EligibilitySource}.
      </p>
    </Card>
  );
}

/** Where the compatibility table comes from (shown beside a request). */
export function CompatibilityNote() {
  const { t } = useTranslation('donors');
  return (
    <details className="text-sm text-muted">
      <summary className="cursor-pointer font-medium text-ink">{t('facts.compatibilityTitle')}</summary>
      <p className="mt-2">{t('facts.compatibility')}</p>
      <p className="mt-1 text-xs">
        {t('facts.source')} {CompatibilitySource}
      </p>
    </details>
  );
}
