import { useId } from 'react';
import { Bell, BellOff, BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WatchLevel } from '@contracts/notifications';
import { useApiErrorHandler } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { useWatch } from '../api';

const icons = { watching: BellRing, normal: Bell, muted: BellOff } as const;

/**
 * A thread's notifications for the viewer: Watching (every reply), Normal (replies to you and
 * mentions) or Muted (nothing). Radio buttons, so arrow keys move between the three.
 */
export function WatchControl({ postId, level }: { postId: string; level: WatchLevel }) {
  const { t } = useTranslation('forum');
  const watch = useWatch(postId);
  const handleError = useApiErrorHandler();
  const name = useId();
  const hintId = `${name}-hint`;
  const shown = watch.isPending && watch.variables ? watch.variables : level;
  return (
    <fieldset className="space-y-1" aria-describedby={hintId}>
      <legend className="text-sm font-medium text-ink">{t('watch.label')}</legend>
      <div className="inline-flex flex-wrap rounded-lg border border-slate-300 bg-white p-0.5">
        {WatchLevel.options.map((value) => {
          const Icon = icons[value];
          return (
            <label
              key={value}
              className={cn(
                'flex min-h-9 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-600',
                shown === value ? 'bg-primary-700 text-white' : 'text-ink hover:bg-primary-50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={shown === value}
                onChange={() =>
                  watch.mutate(value, { onError: (error) => handleError(error, { title: t('watch.failed') }) })
                }
                className="sr-only"
              />
              <Icon aria-hidden="true" className="h-4 w-4" />
              {t(`watch.levels.${value}`)}
            </label>
          );
        })}
      </div>
      <p id={hintId} className="text-xs text-muted">
        {t(`watch.hints.${shown}`)}
      </p>
    </fieldset>
  );
}
