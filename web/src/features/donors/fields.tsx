import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DonorPlaces } from '@contracts/donor-places';
import { Select } from '@/components/ui/input';

export { CheckboxGroup } from '@/components/ui/checkbox-group';

/** One checkbox with its words beside it. */
export function Check({ field, label, hint }: { field: UseFormRegisterReturn; label: string; hint?: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-ink">
      <input type="checkbox" {...field} className="mt-1 h-4 w-4 shrink-0 accent-primary-700" />
      <span>
        <span className="font-medium">{label}</span>
        {hint ? <span className="block text-muted">{hint}</span> : null}
      </span>
    </label>
  );
}

/** The cities of the places table, by their name in the reader's language. */
export function PlaceSelect(props: UseFormRegisterReturn & { id?: string }) {
  const { t } = useTranslation('donors');
  const sorted = [...DonorPlaces].sort((a, b) =>
    t(`places.${a.code}`, { defaultValue: a.name }).localeCompare(t(`places.${b.code}`, { defaultValue: b.name })),
  );
  return (
    <Select {...props}>
      <option value="">{t('fields.choosePlace')}</option>
      {sorted.map((p) => (
        <option key={p.code} value={p.code}>
          {t(`places.${p.code}`, { defaultValue: p.name })}
        </option>
      ))}
    </Select>
  );
}

/** "Donors are never paid, and no one should ever ask you to pay": on every request page. */
export function NeverPayNotice() {
  const { t } = useTranslation('donors');
  return (
    <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <strong className="font-semibold">{t('neverPay.title')}</strong> {t('neverPay.text')}
    </p>
  );
}
