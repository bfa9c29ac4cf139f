import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CreateGroupMessageBody, GroupLimits } from '@contracts/support-groups';
import { ComposerNotes } from '@/components/composer/composer-notes';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useDraft, useFormDraft } from '@/lib/drafts';
import { isNetworkFailure, useOfflineSend } from '@/lib/use-offline-send';
import { useSendGroupMessage } from '../api';

type MessageInput = z.input<typeof CreateGroupMessageBody>;
type MessageBody = z.output<typeof CreateGroupMessageBody>;

const empty: MessageInput = { content: '' };

/**
 * A member's box in a group's conversation. Like every composer (decision 0061), what is being
 * written is kept on this device until it is sent, a send while offline says so and goes when the
 * connection is back, and one that did not get through keeps its words with "Send again".
 */
export function GroupComposer({ groupId }: { groupId: string }) {
  const { t } = useTranslation('supportGroups');
  const send = useSendGroupMessage(groupId);
  const handleError = useApiErrorHandler();
  const draft = useDraft<MessageInput>('group-message', groupId, empty);
  const offline = useOfflineSend();
  const { register, handleSubmit, reset, setError, formState, watch } = useForm<MessageInput, unknown, MessageBody>({
    resolver: zodResolver(CreateGroupMessageBody),
    defaultValues: draft.initial,
  });
  useFormDraft(draft, watch, reset);
  const deliver = (body: MessageBody) =>
    send.mutate(body.content, {
      onSuccess: (created) => {
        draft.clear();
        reset(empty);
        if (!created.safety) toast.success(t('chat.sent'));
      },
      // The words stay in the box whatever the refusal.
      onError: (error) => {
        if (isNetworkFailure(error)) return offline.networkFailed(() => deliver(body));
        handleError(error, { setError, title: t('chat.sendFailed') });
      },
    });
  const submit = handleSubmit((body) => offline.run(() => deliver(body)));
  const content = register('content');
  return (
    <form onSubmit={submit} noValidate className="space-y-2 border-t border-slate-100 pt-4">
      <Field label={t('chat.label')} hint={t('chat.hint')} error={formState.errors.content?.message}>
        <Textarea {...content} rows={3} maxLength={GroupLimits.messageMax} />
      </Field>
      <ComposerNotes
        sending={send.isPending}
        restored={draft.restored}
        onDiscard={() => {
          offline.cancel();
          reset(draft.discard());
        }}
        offline={offline.state}
        onSendAgain={offline.sendAgain}
      />
      <div className="flex justify-end">
        <Button type="submit" isLoading={send.isPending}>
          {t('chat.send')}
        </Button>
      </div>
    </form>
  );
}
