import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CreateReplyBody, ForumLimits } from '@contracts/forum';
import { ComposerNotes } from '@/components/composer/composer-notes';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useDraft, useFormDraft } from '@/lib/drafts';
import { isNetworkFailure, useOfflineSend } from '@/lib/use-offline-send';
import { MentionTextarea } from './mention-textarea';
import { useReply } from '../api';

type ReplyInput = z.input<typeof CreateReplyBody>;
type Reply = z.output<typeof CreateReplyBody>;

/**
 * A reply box: to the post, or under a reply (parentId). The contract checks it here and on the
 * server; a refusal lands on the box. `isAnonymous`: the author of an anonymous post replies in its
 * thread, anonymously too.
 */
export function ReplyForm({
  postId,
  parentId,
  label,
  onDone,
  autoFocus,
  isAnonymous = false,
}: {
  postId: string;
  parentId?: string;
  label: string;
  onDone?: () => void;
  autoFocus?: boolean;
  isAnonymous?: boolean;
}) {
  const { t } = useTranslation('forum');
  const send = useReply(postId);
  const handleError = useApiErrorHandler();
  // The reply being written is kept on this device until it is sent (decision 0061).
  const draft = useDraft<ReplyInput>('forum-reply', `${postId}:${parentId ?? 'post'}`, {
    content: '',
    parentId: parentId ?? null,
  });
  const offline = useOfflineSend();
  const { register, handleSubmit, reset, setError, formState, watch } = useForm<ReplyInput, unknown, Reply>({
    resolver: zodResolver(CreateReplyBody),
    defaultValues: draft.initial,
  });
  useFormDraft(draft, watch, reset);
  const deliver = (body: Reply) =>
    send.mutate(body, {
      onSuccess: (created) => {
        draft.clear();
        reset({ content: '', parentId: parentId ?? null });
        // With a safety notice, the crisis card says it was shared: no toast over it.
        if (!created.safety) toast.success(t('toasts.replied'));
        onDone?.();
      },
      onError: (error) => {
        if (isNetworkFailure(error)) return offline.networkFailed(() => deliver(body));
        handleError(error, { setError, title: t('toasts.commentFailed'), signInText: t('toasts.signInToComment') });
      },
    });
  const submit = handleSubmit((body) => offline.run(() => deliver(body)));
  const content = register('content');
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <Field
        label={label}
        hint={isAnonymous ? t('mention.anonymousHint') : undefined}
        error={formState.errors.content?.message}
      >
        <MentionTextarea
          {...content}
          rows={3}
          maxLength={ForumLimits.replyMax}
          autoFocus={autoFocus}
          isAnonymous={isAnonymous}
        />
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
      <div className="flex justify-end gap-2">
        {onDone ? (
          <Button variant="ghost" size="sm" onClick={onDone}>
            {t('new.cancel')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" isLoading={send.isPending}>
          {t('thread.send')}
        </Button>
      </div>
    </form>
  );
}
