import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CreateGroupBody, GroupLimits, PublicGroupTypes } from '@contracts/support-groups';
import { FormDialog } from '@/components/list/form-dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useCreateGroup } from './api';

type GroupInput = z.input<typeof CreateGroupBody>;
type Group = z.output<typeof CreateGroupBody>;

const empty: GroupInput = {
  name: '',
  description: '',
  groupType: 'general',
  maxMembers: String(GroupLimits.membersDefault),
  isPrivate: false,
};

/** 'Create Group' (admins and NGOs): name required, members 1 to 500 (20 when left invalid), public by default. The contract checks it here and on the server. */
export function CreateGroupDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('supportGroups');
  const create = useCreateGroup();
  const handleError = useApiErrorHandler();
  const { register, handleSubmit, reset, setError, formState } = useForm<GroupInput, unknown, Group>({
    resolver: zodResolver(CreateGroupBody),
    defaultValues: empty,
  });
  const { errors } = formState;
  const submit = handleSubmit(
    (body) =>
      create.mutate(body, {
        onSuccess: () => {
          toast.success(t('toasts.successTitle'), t('toasts.created'));
          reset(empty);
          onOpenChange(false);
        },
        onError: (error) => handleError(error, { setError, title: t('toasts.createFailed') }),
      }),
    (invalid) => {
      if (invalid.name) toast.error(t('toasts.nameRequired'));
    },
  );
  const fields = {
    name: register('name'),
    description: register('description'),
    groupType: register('groupType'),
    maxMembers: register('maxMembers'),
    isPrivate: register('isPrivate'),
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('form.title')}
      onSubmit={() => void submit()}
      submitLabel={t('form.submit')}
      cancelLabel={t('form.cancel')}
      isPending={create.isPending}
    >
      <Field label={t('form.name')} required error={errors.name?.message}>
        <Input {...fields.name} maxLength={GroupLimits.nameMax} autoComplete="off" />
      </Field>
      <Field label={t('form.description')} error={errors.description?.message}>
        <Textarea {...fields.description} rows={4} maxLength={GroupLimits.descriptionMax} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.type')} error={errors.groupType?.message}>
          <Select {...fields.groupType}>
            {PublicGroupTypes.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.max')} hint={t('form.maxHint')} error={errors.maxMembers?.message}>
          <Input
            {...fields.maxMembers}
            type="number"
            min={GroupLimits.membersMin}
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
