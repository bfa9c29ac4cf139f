import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';

/**
 * A member's display ID in a monospace chip, with a button that copies it. Each screen names its
 * own toast (the specification's profile page and Connect screen word it differently).
 */
export function DisplayIdChip({
  displayId,
  copiedText,
  copyFailedTitle,
  copyFailedText,
  className,
}: {
  displayId: string;
  copiedText: string;
  copyFailedTitle: string;
  copyFailedText: string;
  className?: string;
}) {
  const { t } = useTranslation('people');
  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(displayId);
      toast.success(copiedText);
    } catch {
      toast.error(copyFailedTitle, copyFailedText);
    }
  }
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-lg border border-slate-200 bg-slate-50 py-0.5 pl-3 pr-0.5',
        className,
      )}
    >
      <span className="sr-only">{t('displayId.label')} </span>
      <code className="select-all font-mono text-sm text-ink">{displayId}</code>
      <button
        type="button"
        onClick={handleCopy}
        aria-label={t('displayId.copy')}
        title={t('displayId.copy')}
        className="inline-flex min-h-9 min-w-9 items-center justify-center rounded-md text-muted transition-colors hover:bg-slate-200 hover:text-ink"
      >
        <Copy aria-hidden="true" className="h-4 w-4" />
      </button>
    </span>
  );
}
