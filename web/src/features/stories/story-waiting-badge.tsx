import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** On a story only its author (and administrators) see until an administrator approves it (issue 41, decision 0082). */
export function StoryWaitingBadge() {
  const { t } = useTranslation('stories');
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900"
      title={t('held.hint')}
    >
      <Clock aria-hidden="true" className="h-3.5 w-3.5" />
      {t('held.badge')}
      <span className="sr-only">{`: ${t('held.hint')}`}</span>
    </span>
  );
}
