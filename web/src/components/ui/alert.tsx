import { AlertCircle, CheckCircle2, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Tone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<Tone, { box: string; icon: typeof Info }> = {
  info: { box: 'border-primary-200 bg-primary-50 text-primary-900', icon: Info },
  success: { box: 'border-green-200 bg-green-50 text-green-900', icon: CheckCircle2 },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: TriangleAlert },
  danger: { box: 'border-red-200 bg-red-50 text-red-900', icon: AlertCircle },
};

/**
 * A message in the page: information, success, a warning or a failure. A failure is announced at
 * once (role=alert); the others politely (role=status), unless `live` is false for static text.
 */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  live = true,
  className,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  live?: boolean;
  className?: string;
}) {
  const { box, icon: Icon } = tones[tone];
  const role = live ? (tone === 'danger' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} className={cn('flex items-start gap-3 rounded-lg border px-4 py-3 text-base', box, className)}>
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0 flex-1 break-words">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? 'mt-1' : undefined}>{children}</div> : null}
        {action ? <div className="mt-3">{action}</div> : null}
      </div>
    </div>
  );
}
