import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AskBody, MentorLimits } from '@contracts/mentors';
import { FormDialog } from '@/components/list/form-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { showCrisisCard } from '@/components/safety/crisis-notice';
import { api } from '@/lib/api-client';
import { useApiErrorHandler } from '@/lib/api-errors';

/** Sends a request to a mentor; every mentors query (matches, requests, badges) is read again after. */
export function useAskMentor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { mentorId: string; note: string }) => api('POST /api/mentors/requests', { body }),
    onSuccess: (sent) => showCrisisCard(sent.safety, 'request'),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['mentors'] }),
  });
}

type AskInput = z.input<typeof AskBody>;
type AskValues = z.output<typeof AskBody>;

/**
 * Asking a mentor, with a note: the one request it takes to reach them (from the match list or their
 * profile). Accepting connects the two and the note opens their conversation; no connection request
 * is needed first. Words: the mentors catalog.
 */
export function AskDialog({
  open,
  onOpenChange,
  mentorId,
  name,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mentorId: string;
  name: string;
}) {
  const { t } = useTranslation('mentors');
  const ask = useAskMentor();
  const handleError = useApiErrorHandler();
  const { register, handleSubmit, setError, reset, formState } = useForm<AskInput, unknown, AskValues>({
    resolver: zodResolver(AskBody),
    defaultValues: { mentorId, note: '' },
  });
  const note = register('note');
  const submit = handleSubmit(async (body) => {
    try {
      await ask.mutateAsync(body);
    } catch (error) {
      handleError<AskInput>(error, { setError, title: t('ask.failed') });
      return;
    }
    toast.success(t('ask.sent'), t('ask.sentText', { name }));
    reset({ mentorId, note: '' });
    onOpenChange(false);
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('ask.title', { name })}
      description={t('ask.description', { name })}
      onSubmit={() => void submit()}
      submitLabel={t('ask.submit')}
      isPending={ask.isPending}
    >
      <Field label={t('ask.note')} required error={formState.errors.note?.message}>
        <Textarea {...note} rows={5} maxLength={MentorLimits.requestNoteMax} />
      </Field>
    </FormDialog>
  );
}
