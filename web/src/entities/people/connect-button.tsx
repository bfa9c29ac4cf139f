import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Hourglass, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConnectionLimits, SendRequestBody, type RelationKind } from '@contracts/connections';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useSendRequest } from './api';

/**
 * The Connect button of a member card or a public profile, in the specification's states:
 * 'Request Sent', 'Request Received' and 'Connected' (disabled), otherwise 'Send Request', which
 * opens 'Send Connection Request' with an optional message.
 */
export function ConnectButton({
  userId,
  name,
  relation,
  canRequest = true,
  className,
}: {
  userId: string;
  name: string;
  relation: RelationKind;
  canRequest?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('people');

  if (relation === 'self' || relation === 'blocked') return null;
  if (relation !== 'none' || !canRequest) {
    const Icon = relation === 'connected' ? Check : relation === 'none' ? UserPlus : Hourglass;
    const label =
      relation === 'sent'
        ? t('button.sent')
        : relation === 'received'
          ? t('button.received')
          : relation === 'connected'
            ? t('button.connected')
            : t('button.notAccepting');
    return (
      <Button variant="outline" disabled className={className}>
        <Icon aria-hidden="true" className="h-4 w-4" />
        {label}
      </Button>
    );
  }

  return <RequestButton userId={userId} name={name} className={className} />;
}

/** The request's own fields: the contract's message; the receiver is the card's member. */
const RequestFields = SendRequestBody.pick({ message: true });
type RequestInput = z.input<typeof RequestFields>;
type RequestOutput = z.output<typeof RequestFields>;

/** 'Send Request' and its dialog; the contract checks the message here and on the server, and a refusal lands on it. */
function RequestButton({ userId, name, className }: { userId: string; name: string; className?: string }) {
  const { t } = useTranslation('people');
  const [open, setOpen] = useState(false);
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
          setOpen(false);
          reset({ message: '' });
        },
        onError: (error) => handleError(error, { setError, title: t('toasts.sendFailed') }),
      },
    ),
  );
  const message = register('message');

  return (
    <>
      <Button className={className} onClick={() => setOpen(true)} aria-label={t('button.sendTo', { name })}>
        <UserPlus aria-hidden="true" className="h-4 w-4" />
        {t('button.send')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
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
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" isLoading={send.isPending}>
              {t('dialog.send')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
