import type { ReactNode } from 'react';
import { useForm, type FieldErrors, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CreateGroupBody, GroupLimits, PublicGroupTypes, type GroupType } from '@contracts/support-groups';
import { FormDialog } from '@/components/list/form-dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { languages } from '@/lib/i18n';

/** The form's fields as typed (the members' limit is text until the contract reads it). */
export type GroupFormInput = z.input<typeof CreateGroupBody>;
/** What the contract makes of them: the body sent on creation, and on edit (every field). */
export type GroupFormValues = z.output<typeof CreateGroupBody>;
/** Where the server's field issues go: the form's own setError, for the caller's error handler. */
export type GroupFormSetError = UseFormSetError<GroupFormInput>;

export const emptyGroup: GroupFormInput = {
  name: '',
  description: '',
  nameHi: '',
  descriptionHi: '',
  groupType: 'general',
  maxMembers: String(GroupLimits.membersDefault),
  isPrivate: false,
};

/**
 * A support group's form in a dialog ('Create Support Group' on /support-groups, editing on the NGO
 * dashboard): name, description, type, members' limit, private. The contract checks the fields
 * here and on the server; `onSubmit` gets setError so that a refusal lands on its field, and returns
 * true when saved, after which the form goes back to `initial`. Its words are the supportGroups
 * catalog's (the page that opens it loads that namespace).
 */
export function GroupFormDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  initial = emptyGroup,
  types = PublicGroupTypes,
  minMembers = GroupLimits.membersMin,
  maxHint,
  isPending,
  onSubmit,
  onInvalid,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  initial?: GroupFormInput;
  /** The types offered (the public form's, and a type an administrator gave the group). */
  types?: readonly GroupType[];
  minMembers?: number;
  maxHint: ReactNode;
  isPending: boolean;
  onSubmit: (values: GroupFormValues, setError: GroupFormSetError) => Promise<boolean>;
  onInvalid?: (errors: FieldErrors<GroupFormInput>) => void;
}) {
  const { t } = useTranslation('supportGroups');
  const { t: tc } = useTranslation('common');
  // A Hindi field is labelled in Hindi (its label names no English one: decision 0076).
  const hindi = useTranslation('supportGroups', { lng: 'hi' }).t;
  const inHindi = (key: string) => `${hindi(key)} (${languages.hi.nativeName})`;
  const hindiLabels = { name: inHindi('form.name'), description: inHindi('form.description') };
  const hindiHint = tc('bilingual.hindiHint');
  const { register, handleSubmit, reset, setError, formState } = useForm<GroupFormInput, unknown, GroupFormValues>({
    resolver: zodResolver(CreateGroupBody),
    defaultValues: initial,
  });
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values, setError)) reset(initial);
  }, onInvalid);
  const fields = {
    name: register('name'),
    description: register('description'),
    nameHi: register('nameHi'),
    descriptionHi: register('descriptionHi'),
    groupType: register('groupType'),
    maxMembers: register('maxMembers'),
    isPrivate: register('isPrivate'),
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      onSubmit={() => void submit()}
      submitLabel={submitLabel}
      cancelLabel={t('form.cancel')}
      isPending={isPending}
    >
      {/* English and Hindi side by side (decision 0076); the Hindi may wait. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.name')} required error={errors.name?.message}>
          <Input {...fields.name} maxLength={GroupLimits.nameMax} autoComplete="off" />
        </Field>
        <Field label={hindiLabels.name} error={errors.nameHi?.message}>
          <Input {...fields.nameHi} lang="hi" maxLength={GroupLimits.nameMax} autoComplete="off" />
        </Field>
        <Field label={t('form.description')} error={errors.description?.message}>
          <Textarea {...fields.description} rows={4} maxLength={GroupLimits.descriptionMax} />
        </Field>
        <Field label={hindiLabels.description} hint={hindiHint} error={errors.descriptionHi?.message}>
          <Textarea {...fields.descriptionHi} lang="hi" rows={4} maxLength={GroupLimits.descriptionMax} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.type')} error={errors.groupType?.message}>
          <Select {...fields.groupType}>
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.max')} hint={maxHint} error={errors.maxMembers?.message}>
          <Input
            {...fields.maxMembers}
            type="number"
            min={minMembers}
            max={GroupLimits.membersMax}
            step={1}
            inputMode="numeric"
          />
        </Field>
      </div>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3">
        <input type="checkbox" {...fields.isPrivate} className="mt-1 h-5 w-5 accent-primary-700" />
        <span>
          <span className="block font-medium text-ink">{t('form.private')}</span>
          <span className="block text-sm text-muted">{t('form.privateHint')}</span>
        </span>
      </label>
    </FormDialog>
  );
}
