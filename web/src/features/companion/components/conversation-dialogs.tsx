import { useEffect } from 'react';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CompanionLimits, RenameConversationBody } from '@contracts/companion';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { describeApiError, useApiErrorHandler } from '@/lib/api-errors';
import { ApiError } from '@/lib/api';
import { useDeleteConversation, useRenameConversation, type Conversation } from '../api';
import { conversationTitle } from '../words';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The rename form's check (the contract's rule), with its message in the page's language; null when the title may be saved. */
export function checkTitle(t: T, title: string): { title: string } | { error: string } {
  const parsed = RenameConversationBody.safeParse({ title });
  if (parsed.success) return { title: parsed.data.title };
  const issue = parsed.error.issues[0];
  return {
    error:
      issue?.code === 'too_big'
        ? t('companion:rename.tooLong', { max: CompanionLimits.titleMax })
        : t('companion:rename.required'),
  };
}

export function RenameConversationDialog({
  conversation,
  onClose,
}: {
  conversation: Conversation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('companion');
  const { t: tCommon } = useTranslation('common');
  const handleApiError = useApiErrorHandler();
  const rename = useRenameConversation();
  // The contract checks the title here and on the server; either refusal shows under the field.
  const { register, handleSubmit, reset, setError, formState } = useForm<
    z.input<typeof RenameConversationBody>,
    unknown,
    z.output<typeof RenameConversationBody>
  >({
    resolver: zodResolver(RenameConversationBody),
    defaultValues: { title: '' },
  });

  useEffect(() => {
    if (conversation) reset({ title: conversationTitle(t, conversation.title) });
  }, [conversation, t, reset]);

  const submit = handleSubmit(async ({ title }) => {
    if (!conversation) return;
    try {
      await rename.mutateAsync({ id: conversation.id, title });
      toast.success(t('rename.done'));
      onClose();
    } catch (err) {
      // A lost session goes to sign in; a refused field lands on it; anything else shows under the field.
      if (err instanceof ApiError && (err.status === 401 || err.issues?.some((issue) => issue.path === 'title')))
        handleApiError(err, { setError });
      else
        setError('title', {
          type: 'server',
          message: err instanceof ApiError ? describeApiError(tCommon, err) : t('rename.failed'),
        });
    }
  });
  const title = register('title');

  return (
    <Dialog
      open={conversation !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('rename.title')}
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <Field
          label={t('rename.field')}
          error={formState.errors.title?.message}
          hint={t('rename.hint', { max: CompanionLimits.titleMax })}
        >
          <Input {...title} maxLength={CompanionLimits.titleMax} autoFocus />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t('rename.cancel')}
          </Button>
          <Button type="submit" isLoading={rename.isPending}>
            {t('rename.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function DeleteConversationDialog({
  conversation,
  onClose,
  onDeleted,
}: {
  conversation: Conversation | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation('companion');
  const handleApiError = useApiErrorHandler();
  const remove = useDeleteConversation();
  const handleDelete = async () => {
    if (!conversation) return;
    try {
      await remove.mutateAsync(conversation.id);
      toast.success(t('delete.done'));
      onDeleted(conversation.id);
      onClose();
    } catch (err) {
      handleApiError(err, { title: t('delete.failed') });
    }
  };
  return (
    <Dialog
      open={conversation !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('delete.title')}
      description={
        conversation ? t('delete.description', { title: conversationTitle(t, conversation.title) }) : undefined
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('delete.cancel')}
        </Button>
        <Button variant="danger" onClick={() => void handleDelete()} isLoading={remove.isPending}>
          {t('delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
