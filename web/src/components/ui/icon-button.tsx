import { forwardRef, type ButtonHTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A button that shows only an icon. `label` is required: it is the accessible name and the
 * tooltip, so the button is never silent to a screen reader. At least 44 px to touch.
 */
export const IconButton = forwardRef<
  HTMLButtonElement,
  ButtonHTMLAttributes<HTMLButtonElement> & { icon: LucideIcon; label: string; tone?: 'default' | 'danger' | 'inverse' }
>(function IconButton({ icon: Icon, label, tone = 'default', className, type = 'button', ...props }, ref) {
  const tones = {
    default: 'text-muted hover:bg-primary-50 hover:text-primary-800',
    danger: 'text-muted hover:bg-red-50 hover:text-danger',
    inverse: 'text-white hover:bg-white/15',
  };
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        tones[tone],
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  );
});
