import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a list shows when it has nothing yet: an icon, a line that says so, and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
}: {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-card border border-dashed border-slate-300 bg-white px-6 py-10 text-center',
        className,
      )}
    >
      {Icon ? <Icon aria-hidden="true" className="h-10 w-10 text-primary-600" /> : null}
      <p className="mt-3 text-lg font-semibold text-ink">{title}</p>
      {description ? <p className="mt-1 max-w-prose text-base text-muted">{description}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
