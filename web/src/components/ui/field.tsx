import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeIssue } from '@/lib/api-errors';
import { cn } from '@/lib/cn';

/**
 * A labelled form control with an optional hint and error. The label, hint and error are tied to
 * the control with for/aria-describedby, and the control is marked aria-invalid on error. An error
 * written as a catalog key ('ns:key', as form schemas write them) is shown in the person's language.
 */
export function Field({
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const { t } = useTranslation('common');
  const autoId = useId();
  const errorText = error ? describeIssue(t, error) : undefined;
  const id = (isValidElement(children) && (children.props.id as string | undefined)) || autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline gap-1">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {label}
        </label>
        {/* Outside the label, so the control's accessible name is exactly the label text. */}
        {required ? (
          <span aria-hidden="true" className="text-sm text-danger">
            *
          </span>
        ) : null}
      </div>
      {cloneElement(children, {
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
