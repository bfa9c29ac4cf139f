import { useTranslation } from 'react-i18next';

/** The small badge on content written for the demo site ('Sample'), explained on hover and to screen readers. */
export function SampleBadge() {
  const { t } = useTranslation('common');
  return (
    <span
      className="rounded-full border border-slate-300 px-2 py-0.5 text-xs font-medium text-muted"
      title={t('sample.title')}
    >
      {t('sample.badge')}
      <span className="sr-only">{`: ${t('sample.title')}`}</span>
    </span>
  );
}
