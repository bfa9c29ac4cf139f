import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CancerTypes } from '@contracts/enums';
import { MentorLimits } from '@contracts/mentors';
import { StateOptions } from '@/components/state-options';
import { Field } from '@/components/ui/field';
import { describeIssue } from '@/lib/api-errors';
import { Input, Select } from '@/components/ui/input';

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

/** Cancer type and subtype, side by side from 640 px. */
export function CancerFields({
  cancerType,
  subtype,
  errors,
  stacked = false,
}: {
  cancerType: UseFormRegisterReturn;
  subtype: UseFormRegisterReturn;
  errors: { cancerType?: string; subtype?: string };
  /** One above the other at every width (a narrow column). */
  stacked?: boolean;
}) {
  const { t } = useTranslation('mentors');
  return (
    <div className={stacked ? 'grid gap-4' : 'grid gap-4 sm:grid-cols-2'}>
      <Field label={t('fields.cancerType')} required error={errors.cancerType}>
        <Select {...cancerType}>
          {CancerTypes.map((c) => (
            <option key={c} value={c}>
              {t(`cancerTypes.${c}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('fields.subtype')} hint={t('fields.subtypeHint')} error={errors.subtype}>
        <Input {...subtype} maxLength={MentorLimits.subtypeMax} autoComplete="off" />
      </Field>
    </div>
  );
}

/** City and state, side by side from 640 px. */
export function PlaceFields({
  city,
  state,
  errors,
  stateEmptyLabel,
  stacked = false,
}: {
  city: UseFormRegisterReturn;
  state: UseFormRegisterReturn;
  errors: { city?: string; state?: string };
  stateEmptyLabel: string;
  /** One above the other at every width (a narrow column). */
  stacked?: boolean;
}) {
  const { t } = useTranslation('mentors');
  return (
    <div className={stacked ? 'grid gap-4' : 'grid gap-4 sm:grid-cols-2'}>
      <Field label={t('fields.city')} error={errors.city}>
        <Input {...city} maxLength={MentorLimits.cityMax} autoComplete="address-level2" />
      </Field>
      <Field label={t('fields.state')} error={errors.state}>
        <Select {...state}>
          <option value="">{stateEmptyLabel}</option>
          <StateOptions />
        </Select>
      </Field>
    </div>
  );
}

/** The city a profile's free-text location starts with ('Pune, Maharashtra' → 'Pune'). */
export const cityOf = (location: string | null | undefined) => location?.split(',')[0]?.trim() || '';
