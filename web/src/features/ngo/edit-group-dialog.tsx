import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormSetError } from 'react-hook-form';
import { GroupLimits, PublicGroupTypes, type GroupType, type SupportGroup } from '@contracts/support-groups';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { describeApiError, useApiErrorHandler } from '@/lib/api-errors';
import { useUpdateGroup } from './api';

type GroupFields = { name: string; description: string; groupType: string; maxMembers: string; isPrivate: boolean };
type FieldErrors = Partial<Record<keyof GroupFields, string>>;

/** Edit a group the NGO created: the public form's fields, saved with PATCH; the server's field issues land on their fields. */
export function EditGroupDialog({ group, onClose }: { group: SupportGroup; onClose: () => void }) {
  const { t } = useTranslation('ngo');
  const { t: tc } = useTranslation('common');
  const update = useUpdateGroup();
  const handleError = useApiErrorHandler();
  const [name, setName] = useState(group.name);
  const [description, setDescription] = useState(group.description ?? '');
  const [groupType, setGroupType] = useState<GroupType>(group.groupType);
  const [maxMembers, setMaxMembers] = useState(String(group.maxMembers));
  const [isPrivate, setIsPrivate] = useState(group.isPrivate);
  const [errors, setErrors] = useState<FieldErrors>({});
  // A group an administrator gave a type the public form does not offer keeps it as an option.
  const types: readonly GroupType[] = PublicGroupTypes.includes(group.groupType as (typeof PublicGroupTypes)[number]) ? PublicGroupTypes : [...PublicGroupTypes, group.groupType];
  const setFieldError = ((field: keyof GroupFields, error: { message?: string }) => setErrors((e) => ({ ...e, [field]: error.message }))) as UseFormSetError<GroupFields>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: t('groups.form.nameRequired') });
      return;
    }
    setErrors({});
    update.mutate(
      { id: group.id, body: { name, description, groupType, maxMembers, isPrivate } },
      {
        onSuccess: () => {
          toast.success(t('groups.toasts.saved'));
          onClose();
        },
        onError: (error) => {
          // The one refusal about a field that is not a validation issue: a limit below the members the group has.
          if (error instanceof ApiError && error.status === 409) {
            setErrors({ maxMembers: describeApiError(tc, error) });
            return;
          }
          handleError(error, { title: t('groups.toasts.saveFailed'), setError: setFieldError });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(o) => (o ? null : onClose())} title={t('groups.form.title')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('groups.form.name')} required error={errors.name}>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={GroupLimits.nameMax} autoComplete="off" />
        </Field>
        <Field label={t('groups.form.description')} error={errors.description}>
          <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={4} maxLength={GroupLimits.descriptionMax} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('groups.form.type')} error={errors.groupType}>
            <Select value={groupType} onChange={(e) => setGroupType(e.target.value as GroupType)}>
              {types.map((type) => (
                <option key={type} value={type}>
                  {t(`groups.types.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('groups.form.max')} hint={group.memberCount > 0 ? t('groups.form.maxHint', { count: group.memberCount }) : t('groups.form.maxHintEmpty')} error={errors.maxMembers}>
            <Input type="number" min={Math.max(GroupLimits.membersMin, group.memberCount)} max={GroupLimits.membersMax} step={1} inputMode="numeric" value={maxMembers} onChange={(e) => setMaxMembers(e.target.value)} />
          </Field>
        </div>
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3">
          <input type="checkbox" checked={isPrivate} onChange={(e) => setIsPrivate(e.target.checked)} className="mt-1 h-5 w-5 accent-primary-700" />
          <span>
            <span className="block font-medium text-ink">{t('groups.form.private')}</span>
            <span className="block text-sm text-muted">{t('groups.form.privateHint')}</span>
          </span>
        </label>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('groups.form.cancel')}
          </Button>
          <Button type="submit" isLoading={update.isPending}>
            {t('groups.form.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
