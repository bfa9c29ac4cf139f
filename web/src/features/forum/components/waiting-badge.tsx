import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Waiting for approval" on a post only its author sees until an administrator approves it (issue 41). */
export function WaitingBadge({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation('forum');
  if (!waiting) return null;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900"
      title={t('held.hint')}
    >
      <Clock aria-hidden="true" className="h-3.5 w-3.5" />
      {t('held.badge')}
    </span>
  );
}
