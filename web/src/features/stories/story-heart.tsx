import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useToggleStoryHeart } from './api';

/** One heart per member and story; a visitor is told to sign in, and nothing is sent. */
export function StoryHeartButton({ id, hearted, count }: { id: string; hearted: boolean; count: number }) {
  const { t } = useTranslation('stories');
  const format = useFormat();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toggle = useToggleStoryHeart();
  const handleError = useApiErrorHandler();
  return (
    <button
      type="button"
      aria-pressed={hearted}
      aria-label={t(hearted ? 'heart.remove' : 'heart.add', { count, formatted: format.number(count) })}
      onClick={() => {
        if (!user) {
          toast.info(t('toasts.signInRequired'), t('toasts.signInToReact'));
          navigate('/auth', { state: { from: location.pathname } });
          return;
        }
        toggle.mutate({ id, hearted: !hearted, heartCount: count }, { onError: (e) => handleError(e) });
      }}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
        hearted ? 'bg-rose-50 text-rose-700 hover:bg-rose-100' : 'text-muted hover:bg-slate-100',
      )}
    >
      <Heart aria-hidden="true" className={cn('h-5 w-5', hearted && 'fill-current')} />
      {format.number(count)}
    </button>
  );
}
