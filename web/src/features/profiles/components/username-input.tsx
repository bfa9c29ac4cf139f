import type { InputHTMLAttributes, Ref } from 'react';
import { Input } from '@/components/ui/input';

/** A text input with a visual '@' in front; the '@' is not part of the value. */
export function UsernameInput({
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-base text-muted"
      >
        @
      </span>
      <Input ref={ref} className="pl-8" {...props} />
    </div>
  );
}
