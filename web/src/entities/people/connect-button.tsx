import { useId, useState, type FormEvent } from 'react';
import { Check, Hourglass, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConnectionLimits, type RelationKind } from '@contracts/connections';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useSendRequest } from './api';

/**
 * The Connect button of a member card or a public profile, in the specification's states:
 * 'Request Sent', 'Request Received' and 'Connected' (disabled), otherwise 'Send Request', which
 * opens 'Send Connection Request' with an optional message.
 */
export function ConnectButton({ userId, name, relation, canRequest = true, className }: { userId: string; name: string; relation: RelationKind; canRequest?: boolean; className?: string }) {
  const { t } = useTranslation('people');
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const send = useSendRequest();
  const handleError = useApiErrorHandler();
  const messageId = useId();

  if (relation === 'self' || relation === 'blocked') return null;
  if (relation !== 'none' || !canRequest) {
    const Icon = relation === 'connected' ? Check : relation === 'none' ? UserPlus : Hourglass;
    const label = relation === 'sent' ? t('button.sent') : relation === 'received' ? t('button.received') : relation === 'connected' ? t('button.connected') : t('button.notAccepting');
    return (
      <Button variant="outline" disabled className={className}>
        <Icon aria-hidden="true" className="h-4 w-4" />
        {label}
      </Button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { receiverId: userId, message: message.trim() || null },
      {
        onSuccess: () => {
          toast.success(t('toasts.sentTitle'), t('toasts.sent'));
          setOpen(false);
          setMessage('');
        },
        onError: (error) => handleError(error, { title: t('toasts.sendFailed') }),
      },
    );
  };

  return (
    <>
      <Button className={className} onClick={() => setOpen(true)} aria-label={t('button.sendTo', { name })}>
        <UserPlus aria-hidden="true" className="h-4 w-4" />
        {t('button.send')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t('dialog.title')} description={t('dialog.description', { name })}>
        <form onSubmit={submit} className="space-y-4">
          <div className="space-y-1.5">
            <label htmlFor={messageId} className="block text-sm font-medium text-ink">
              {t('dialog.messageLabel')}
            </label>
            <textarea
              id={messageId}
              value={message}
              maxLength={ConnectionLimits.messageMax}
              onChange={(e) => setMessage(e.target.value)}
              rows={3}
              placeholder={t('dialog.messagePlaceholder')}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-ink focus-visible:outline-3 focus-visible:outline-accent-600"
            />
          </div>
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
