import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@/lib/site-config';

/** The configured support address as a mailto link (a placeholder line while it loads). */
export function SupportEmail({ className }: { className?: string }) {
  const { t } = useTranslation('pages');
  const { data, isError } = useSiteConfig();
  if (isError) return <span className={className}>{t('supportEmail.unavailable')}</span>;
  if (!data)
    return (
      <span className={className} aria-busy="true">
        ...
      </span>
    );
  return (
    <a href={`mailto:${data.contactEmail}`} className={className}>
      {data.contactEmail}
    </a>
  );
}
