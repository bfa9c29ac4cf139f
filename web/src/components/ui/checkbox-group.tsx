import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeIssue } from '@/lib/api-errors';

/** A set of checkboxes registered under one name (react-hook-form makes it the list of checked values). */
export function CheckboxGroup({
  legend,
  options,
  labelOf,
  field,
  error,
  name,
}: {
  legend: string;
  options: readonly string[];
  labelOf: (value: string) => string;
  field: UseFormRegisterReturn;
  error?: string;
  name: string;
}) {
  const { t } = useTranslation('common');
  const errorId = error ? `${name}-error` : undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50"
          >
            <input type="checkbox" value={value} {...field} className="h-4 w-4 accent-primary-700" />
            {labelOf(value)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {describeIssue(t, error)}
        </p>
      ) : null}
    </fieldset>
  );
}
