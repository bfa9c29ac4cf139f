import { useState } from 'react';
import { cn } from '@/lib/cn';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** The member's picture, or their initials on a soft background when there is none (or it fails). */
export function Avatar({
  src,
  name,
  size = 48,
  className,
}: {
  src?: string | null;
  name: string;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.max(12, size * 0.38) };
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={`${name}'s profile picture`}
        width={size}
        height={size}
        style={style}
        className={cn('rounded-full object-cover', className)}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${name}'s initials`}
      style={style}
      className={cn(
        'inline-flex items-center justify-center rounded-full bg-accent-100 font-semibold text-accent-700',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
