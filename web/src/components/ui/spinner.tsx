import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** A spinning ring; `label` is read by screen readers (empty for a purely decorative one). */
export function Spinner({
  size = 'md',
  label,
  className,
}: {
  size?: 'sm' | 'md' | 'lg';
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  label ??= t('loading');
  const dims = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-3', lg: 'h-12 w-12 border-4' }[size];
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex items-center', className)}>
      <span aria-hidden="true" className={cn('animate-spin rounded-full border-current border-t-transparent', dims)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/**
 * A centred spinner for a whole page or panel while it loads. `fill` holds a whole viewport's height,
 * for a page inside the layout: what follows it (the footer) stays below the fold until the page is
 * drawn, instead of showing in the first screen and then being pushed down (a layout shift).
 */
export function PageSpinner({ label, fill = false }: { label?: string; fill?: boolean }) {
  return (
    <div className={cn('flex items-center justify-center text-primary-700', fill ? 'min-h-dvh' : 'min-h-[40vh]')}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
