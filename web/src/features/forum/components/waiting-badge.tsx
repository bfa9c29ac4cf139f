import { Clock, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * On a post only its author (and administrators) see for now (issue 41): "Waiting for approval"
 * until an administrator approves it, or "Hidden until reviewed" after several members reported it.
 */
export function WaitingBadge({ waiting, hidden = false }: { waiting: boolean; hidden?: boolean }) {
  const { t } = useTranslation('forum');
  if (!waiting && !hidden) return null;
  const Icon = hidden ? EyeOff : Clock;
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900"
      title={t(hidden ? 'held.hiddenHint' : 'held.hint')}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {t(hidden ? 'held.hidden' : 'held.badge')}
    </span>
  );
}
