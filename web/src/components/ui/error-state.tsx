import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** A part of the page that could not load: what happened, in words, and a Try again button. */
export function ErrorState({
  error,
  onRetry,
  title,
  className,
}: {
  error?: unknown;
  onRetry?: () => void;
  title?: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center rounded-card border border-red-200 bg-red-50 px-6 py-8 text-center text-red-900',
        className,
      )}
    >
      <CloudOff aria-hidden="true" className="h-9 w-9" />
      <p className="mt-3 text-lg font-semibold">{title ?? t('errorState.title')}</p>
      <p className="mt-1 max-w-prose text-base">{error ? describeApiError(t, error) : t('errorState.description')}</p>
      {onRetry ? (
        <Button variant="outline" className="mt-4" onClick={onRetry}>
          {t('actions.tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}
