import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { GroupLimits, GroupMeetingBody, type SupportGroup } from '@contracts/support-groups';
import { FormDialog } from '@/components/list/form-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { istFields } from '@/entities/support-groups/meeting-time';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useUpdateGroup } from './api';

type MeetingInput = z.input<typeof GroupMeetingBody>;
type Meeting = z.output<typeof GroupMeetingBody>;

/**
 * The group's next meeting, set by its host: an India date and time and the link its members are
 * shown (all three empty: no meeting planned). A refusal lands on its field; nothing typed is lost.
 */
export function GroupMeetingDialog({ group, onClose }: { group: SupportGroup; onClose: () => void }) {
  const { t } = useTranslation('ngo');
  const update = useUpdateGroup();
  const handleError = useApiErrorHandler();
  const initial = istFields(group.meetingAt);
  const { register, handleSubmit, setError, formState } = useForm<MeetingInput, unknown, Meeting>({
    resolver: zodResolver(GroupMeetingBody),
    defaultValues: { meetingDate: initial.date, meetingTime: initial.time, meetingLink: group.meetingLink ?? '' },
  });
  const submit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync({
        id: group.id,
        body: {
          meetingDate: body.meetingDate ?? '',
          meetingTime: body.meetingTime ?? '',
          meetingLink: body.meetingLink ?? '',
        },
      });
    } catch (error) {
      handleError<MeetingInput>(error, { title: t('groups.meeting.saveFailed'), setError });
      return;
    }
    toast.success(t('groups.meeting.saved'));
    onClose();
  });
  const { errors } = formState;
  const fields = {
    date: register('meetingDate'),
    time: register('meetingTime'),
    link: register('meetingLink'),
  };
  return (
    <FormDialog
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title={t('groups.meeting.title', { name: group.name })}
      description={t('groups.meeting.intro')}
      onSubmit={() => void submit()}
      submitLabel={t('groups.meeting.save')}
      cancelLabel={t('groups.meeting.cancel')}
      isPending={update.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('groups.meeting.date')} error={errors.meetingDate?.message}>
          <Input type="date" {...fields.date} />
        </Field>
        <Field label={t('groups.meeting.time')} hint={t('groups.meeting.timeHint')} error={errors.meetingTime?.message}>
          <Input type="time" {...fields.time} />
        </Field>
      </div>
      <Field label={t('groups.meeting.link')} hint={t('groups.meeting.linkHint')} error={errors.meetingLink?.message}>
        <Input type="url" inputMode="url" maxLength={GroupLimits.linkMax} autoComplete="off" {...fields.link} />
      </Field>
    </FormDialog>
  );
}
