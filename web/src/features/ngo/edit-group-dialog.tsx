import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CreateGroupBody,
  GroupLimits,
  PublicGroupTypes,
  type GroupType,
  type SupportGroup,
} from '@contracts/support-groups';
import { FormDialog } from '@/components/list/form-dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { describeApiError, useApiErrorHandler } from '@/lib/api-errors';
import { useUpdateGroup } from './api';

// The edit form sends every field, so it is checked as a whole group, as on creation.
type GroupInput = z.input<typeof CreateGroupBody>;
type Group = z.output<typeof CreateGroupBody>;

/** Edit a group the NGO created: the public form's fields, saved with PATCH; the contract checks them here and on the server, and a refusal lands on its field. */
export function EditGroupDialog({ group, onClose }: { group: SupportGroup; onClose: () => void }) {
  const { t } = useTranslation('ngo');
  const { t: tc } = useTranslation('common');
  const update = useUpdateGroup();
  const handleError = useApiErrorHandler();
  const { register, handleSubmit, setError, formState } = useForm<GroupInput, unknown, Group>({
    resolver: zodResolver(CreateGroupBody),
    defaultValues: {
      name: group.name,
      description: group.description ?? '',
      groupType: group.groupType,
      maxMembers: String(group.maxMembers),
      isPrivate: group.isPrivate,
    },
  });
  const { errors } = formState;
  // A group an administrator gave a type the public form does not offer keeps it as an option.
  const types: readonly GroupType[] = PublicGroupTypes.includes(group.groupType as (typeof PublicGroupTypes)[number])
    ? PublicGroupTypes
    : [...PublicGroupTypes, group.groupType];

  const submit = handleSubmit((body) =>
    update.mutate(
      { id: group.id, body },
      {
        onSuccess: () => {
          toast.success(t('groups.toasts.saved'));
          onClose();
        },
        onError: (error) => {
          // The one refusal about a field that is not a validation issue: a limit below the members the group has.
          if (error instanceof ApiError && error.status === 409) {
            setError('maxMembers', { type: 'server', message: describeApiError(tc, error) }, { shouldFocus: true });
            return;
          }
          handleError(error, { title: t('groups.toasts.saveFailed'), setError });
        },
      },
    ),
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
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title={t('groups.form.title')}
      onSubmit={() => void submit()}
      submitLabel={t('groups.form.save')}
      cancelLabel={t('groups.form.cancel')}
      isPending={update.isPending}
    >
      <Field label={t('groups.form.name')} required error={errors.name?.message}>
        <Input {...fields.name} maxLength={GroupLimits.nameMax} autoComplete="off" />
      </Field>
      <Field label={t('groups.form.description')} error={errors.description?.message}>
        <Textarea {...fields.description} rows={4} maxLength={GroupLimits.descriptionMax} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('groups.form.type')} error={errors.groupType?.message}>
          <Select {...fields.groupType}>
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`groups.types.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('groups.form.max')}
          hint={
            group.memberCount > 0
              ? t('groups.form.maxHint', { count: group.memberCount })
              : t('groups.form.maxHintEmpty')
          }
          error={errors.maxMembers?.message}
        >
          <Input
            {...fields.maxMembers}
            type="number"
            min={Math.max(GroupLimits.membersMin, group.memberCount)}
            max={GroupLimits.membersMax}
            step={1}
            inputMode="numeric"
          />
        </Field>
      </div>
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3">
        <input type="checkbox" {...fields.isPrivate} className="mt-1 h-5 w-5 accent-primary-700" />
        <span>
          <span className="block font-medium text-ink">{t('groups.form.private')}</span>
          <span className="block text-sm text-muted">{t('groups.form.privateHint')}</span>
        </span>
      </label>
    </FormDialog>
  );
}
