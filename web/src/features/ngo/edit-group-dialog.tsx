import { useTranslation } from 'react-i18next';
import { GroupLimits, PublicGroupTypes, type GroupType, type SupportGroup } from '@contracts/support-groups';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { describeApiError, useApiErrorHandler } from '@/lib/api-errors';
import {
  GroupFormDialog,
  type GroupFormInput,
  type GroupFormSetError,
  type GroupFormValues,
} from '@/entities/support-groups/group-form-dialog';
import { useUpdateGroup } from './api';

/** Edit a group the NGO created: the public form's fields, saved with PATCH (every field, checked as a whole group, as on creation); a refusal lands on its field. */
export function EditGroupDialog({ group, onClose }: { group: SupportGroup; onClose: () => void }) {
  const { t } = useTranslation('ngo');
  const { t: tc } = useTranslation('common');
  const update = useUpdateGroup();
  const handleError = useApiErrorHandler();
  // A group an administrator gave a type the public form does not offer keeps it as an option.
  const types: readonly GroupType[] = PublicGroupTypes.includes(group.groupType as (typeof PublicGroupTypes)[number])
    ? PublicGroupTypes
    : [...PublicGroupTypes, group.groupType];

  const save = async (body: GroupFormValues, setError: GroupFormSetError) => {
    try {
      await update.mutateAsync({ id: group.id, body });
    } catch (error) {
      // The one refusal about a field that is not a validation issue: a limit below the members the group has.
      if (error instanceof ApiError && error.status === 409)
        setError('maxMembers', { type: 'server', message: describeApiError(tc, error) }, { shouldFocus: true });
      else handleError<GroupFormInput>(error, { title: t('groups.toasts.saveFailed'), setError });
      return false;
    }
    toast.success(t('groups.toasts.saved'));
    onClose();
    return true;
  };

  return (
    <GroupFormDialog
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title={t('groups.form.title')}
      submitLabel={t('groups.form.save')}
      initial={{
        name: group.name,
        description: group.description ?? '',
        nameHi: group.nameHi ?? '',
        descriptionHi: group.descriptionHi ?? '',
        groupType: group.groupType,
        maxMembers: String(group.maxMembers),
        isPrivate: group.isPrivate,
      }}
      types={types}
      minMembers={Math.max(GroupLimits.membersMin, group.memberCount)}
      maxHint={
        group.memberCount > 0 ? t('groups.form.maxHint', { count: group.memberCount }) : t('groups.form.maxHintEmpty')
      }
      isPending={update.isPending}
      onSubmit={save}
    />
  );
}
