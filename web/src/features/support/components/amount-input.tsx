import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** A whole-rupee amount field; `value` is the text as typed so a half-typed number is not lost. */
export function AmountInput({
  id,
  label,
  value,
  onChange,
  min,
  max,
  hint,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  hint?: string;
  error?: string;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="text-lg font-medium"
      />
    </Field>
  );
}

/** The number typed, or NaN when the field is empty or not a number. */
export const parseAmount = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
