import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CancerTypes } from '@contracts/enums';
import { MentorLimits } from '@contracts/mentors';
import { StateOptions } from '@/components/state-options';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';

export { CheckboxGroup } from '@/components/ui/checkbox-group';

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
