import { AlertCircle } from 'lucide-react';

/** A failure shown in the page as well as in a toast, so it stays readable and is announced. */
export function FormAlert({ message }: { message?: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message ? (
        <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-base text-danger">
          <AlertCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
