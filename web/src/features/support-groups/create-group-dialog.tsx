import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { GroupFormDialog, type GroupFormInput } from '@/entities/support-groups/group-form-dialog';
import { useCreateGroup } from './api';

/** 'Create Group' (admins and NGOs): name required, members 1 to 500 (20 when left invalid), public by default. The contract checks it here and on the server. */
export function CreateGroupDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('supportGroups');
  const create = useCreateGroup();
  const handleError = useApiErrorHandler();
  return (
    <GroupFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('form.title')}
      submitLabel={t('form.submit')}
      maxHint={t('form.maxHint')}
      isPending={create.isPending}
      onSubmit={async (body, setError) => {
        try {
          await create.mutateAsync(body);
        } catch (error) {
          handleError<GroupFormInput>(error, { setError, title: t('toasts.createFailed') });
          return false;
        }
        toast.success(t('toasts.successTitle'), t('toasts.created'));
        onOpenChange(false);
        return true;
      }}
      onInvalid={(invalid) => {
        if (invalid.name) toast.error(t('toasts.nameRequired'));
      }}
    />
  );
}
