import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ForumLimits } from '@contracts/forum';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useReply } from '../api';

/** A reply box: to the post, or under a reply (parentId). */
export function ReplyForm({ postId, parentId, label, onDone, autoFocus }: { postId: string; parentId?: string; label: string; onDone?: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation('forum');
  const id = useId();
  const [content, setContent] = useState('');
  const [empty, setEmpty] = useState(false);
  const send = useReply(postId);
  const handleError = useApiErrorHandler();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) {
      setEmpty(true);
      return;
    }
    send.mutate(
      { content, parentId: parentId ?? null },
      {
        onSuccess: (created) => {
          setContent('');
          setEmpty(false);
          // With a safety notice, the crisis card says it was shared: no toast over it.
          if (!created.safety) toast.success(t('toasts.replied'));
          onDone?.();
        },
        onError: (error) => handleError(error, { title: t('toasts.commentFailed'), signInText: t('toasts.signInToComment') }),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <Textarea
        id={id}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        rows={3}
        maxLength={ForumLimits.replyMax}
        autoFocus={autoFocus}
        aria-invalid={empty || undefined}
        aria-describedby={empty ? `${id}-error` : undefined}
      />
      {empty ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {t('thread.replyEmpty')}
        </p>
      ) : null}
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
