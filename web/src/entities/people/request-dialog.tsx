import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConnectionLimits, SendRequestBody } from '@contracts/connections';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useSendRequest } from './api';

/** The request's own fields: the contract's message; the receiver is the card's member. */
const RequestFields = SendRequestBody.pick({ message: true });
type RequestInput = z.input<typeof RequestFields>;
type RequestOutput = z.output<typeof RequestFields>;

/**
 * 'Send Connection Request' with an optional message; the contract checks the message here and on
 * the server, and a refusal lands on it. Loaded when a member first opens it (with the form's
 * libraries), so a page of member cards does not carry them.
 */
export default function RequestDialog({
  userId,
  name,
  open,
  onOpenChange,
}: {
  userId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('people');
  const send = useSendRequest();
  const handleError = useApiErrorHandler();
  const { register, handleSubmit, reset, setError, formState } = useForm<RequestInput, unknown, RequestOutput>({
    resolver: zodResolver(RequestFields),
    defaultValues: { message: '' },
  });
  const submit = handleSubmit(({ message }) =>
    send.mutate(
      { receiverId: userId, message },
      {
        onSuccess: () => {
          toast.success(t('toasts.sentTitle'), t('toasts.sent'));
          onOpenChange(false);
          reset({ message: '' });
        },
        onError: (error) => handleError(error, { setError, title: t('toasts.sendFailed') }),
      },
    ),
  );
  const message = register('message');

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.title')}
      description={t('dialog.description', { name })}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <Field label={t('dialog.messageLabel')} error={formState.errors.message?.message}>
          <Textarea
            {...message}
            maxLength={ConnectionLimits.messageMax}
            rows={3}
            placeholder={t('dialog.messagePlaceholder')}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" isLoading={send.isPending}>
            {t('dialog.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
