import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CreateReplyBody, ForumLimits } from '@contracts/forum';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
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
  const { register, handleSubmit, reset, setError, formState } = useForm<ReplyInput, unknown, Reply>({
    resolver: zodResolver(CreateReplyBody),
    defaultValues: { content: '', parentId: parentId ?? null },
  });
  const submit = handleSubmit((body) =>
    send.mutate(body, {
      onSuccess: (created) => {
        reset({ content: '', parentId: parentId ?? null });
        // With a safety notice, the crisis card says it was shared: no toast over it.
        if (!created.safety) toast.success(t('toasts.replied'));
        onDone?.();
      },
      onError: (error) =>
        handleError(error, { setError, title: t('toasts.commentFailed'), signInText: t('toasts.signInToComment') }),
    }),
  );
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
