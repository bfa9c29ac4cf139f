import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useLocation } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useToggleHeart } from '../api';

/** One heart per member: pressed shows it is theirs; a visitor is asked to sign in first. */
export function HeartButton({ postId, hearted, count }: { postId: string; hearted: boolean; count: number }) {
  const { t } = useTranslation('forum');
  const format = useFormat();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toggle = useToggleHeart();
  const handleError = useApiErrorHandler();
  const onClick = () => {
    if (!user) {
      toast.info(t('toasts.signInRequired'), t('toasts.signInToHeart'));
      navigate('/auth', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    toggle.mutate(
      { id: postId, hearted: !hearted, heartCount: count },
      {
        onError: (error) =>
          handleError(error, { title: t('toasts.actionFailed'), signInText: t('toasts.authRequired') }),
      },
    );
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={hearted}
      aria-label={t(hearted ? 'card.unheart' : 'card.heart', { count, formatted: format.number(count) })}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
        hearted ? 'bg-rose-50 text-rose-700 hover:bg-rose-100' : 'text-muted hover:bg-slate-100',
      )}
    >
      <Heart aria-hidden="true" className={cn('h-5 w-5', hearted && 'fill-current')} />
      <span>{format.number(count)}</span>
    </button>
  );
}
