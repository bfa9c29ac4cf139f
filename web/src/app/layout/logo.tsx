import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useSiteName } from '@/lib/site-config';

/** The mark and name, linking home. The mark is the favicon's heart on a calm blue tile. */
/** `compact`: beside the desktop navigation the name shows from 1536 px (below, it stays the link's name, unseen). */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  const siteName = useSiteName();
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-primary-900',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-9 w-9 shrink-0">
        <rect width="64" height="64" rx="14" fill="#1e40af" />
        <path d="M32 50s-16-9.5-16-21a9 9 0 0 1 16-5.6A9 9 0 0 1 48 29c0 11.5-16 21-16 21z" fill="#ede9fe" />
      </svg>
      <span className={compact ? 'lg:max-2xl:sr-only' : undefined}>{siteName}</span>
    </Link>
  );
}
