import { cn } from '@/lib/cn';

/** A member's text as they wrote it: plain text, line breaks kept, never read as HTML. */
export function PostText({ text, className }: { text: string; className?: string }) {
  return <p className={cn('whitespace-pre-line break-words text-ink', className)}>{text}</p>;
}
