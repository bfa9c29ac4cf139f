import { useState } from 'react';
import { Reply as ReplyIcon, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ForumReply } from '@contracts/forum';
import { ReportButton } from '@/components/report-button';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useSession } from '@/lib/session';
import { useDeleteReply } from '../api';
import { AuthorLine } from './author-line';
import { ConfirmDialog } from './confirm-dialog';
import { PostText } from './post-text';
import { ReplyForm } from './reply-form';

type Answer = Omit<ForumReply, 'replies'> & { replies?: ForumReply['replies'] };

/**
 * One reply, its actions, and (for a top-level reply) its answers and a box to answer it.
 * `repliesAnonymously`: the viewer is the author of the anonymous post, and answers anonymously.
 */
export function ReplyItem({
  postId,
  reply,
  nested = false,
  repliesAnonymously = false,
}: {
  postId: string;
  reply: Answer;
  nested?: boolean;
  repliesAnonymously?: boolean;
}) {
  const { t } = useTranslation('forum');
  const { user } = useSession();
  const [answering, setAnswering] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReply(postId);
  const handleError = useApiErrorHandler();
  const doDelete = () =>
    remove.mutate(reply.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('toasts.replyDeleted'));
      },
      onError: (error) => handleError(error, { title: t('toasts.deleteFailed') }),
    });

  return (
    <li className={nested ? 'border-l-2 border-primary-100 pl-4' : ''}>
      <article
        className="space-y-2 rounded-lg bg-white py-3"
        aria-label={
          reply.deleted ? t('thread.deleted') : t('thread.replyBy', { name: reply.author?.name ?? t('anonymous') })
        }
      >
        {reply.deleted ? (
          <p className="text-sm italic text-muted">{t('thread.deleted')}</p>
        ) : (
          <>
            <AuthorLine
              author={reply.author}
              createdAt={reply.createdAt}
              byPostAuthor={reply.byPostAuthor}
              isMine={reply.isMine}
              size={32}
            />
            <PostText text={reply.content} className="text-[15px]" />
            <div className="flex flex-wrap items-center gap-1">
              {user && !nested ? (
                <Button variant="ghost" size="sm" onClick={() => setAnswering((v) => !v)} aria-expanded={answering}>
                  <ReplyIcon aria-hidden="true" className="h-4 w-4" />
                  {t('thread.reply')}
                </Button>
              ) : null}
              {reply.isMine ? (
                <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  {t('thread.delete')}
                </Button>
              ) : null}
              {user && !reply.isMine ? (
                <ReportButton endpoint={`/api/forum/replies/${reply.id}/reports`} subject="reply" />
              ) : null}
            </div>
          </>
        )}
      </article>
      {reply.replies && reply.replies.length > 0 ? (
        <ul className="mt-1 space-y-1">
          {reply.replies.map((answer) => (
            <ReplyItem key={answer.id} postId={postId} reply={answer} nested repliesAnonymously={repliesAnonymously} />
          ))}
        </ul>
      ) : null}
      {answering ? (
        <div className="ml-4 border-l-2 border-primary-100 pl-4">
          <ReplyForm
            postId={postId}
            parentId={reply.id}
            label={t('thread.answerLabel', { name: reply.author?.name ?? t('anonymous') })}
            onDone={() => setAnswering(false)}
            autoFocus
            isAnonymous={repliesAnonymously}
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('thread.confirmTitle')}
        description={t('thread.confirmText')}
        confirm={t('thread.delete')}
        cancel={t('new.cancel')}
        onConfirm={doDelete}
        isPending={remove.isPending}
      />
    </li>
  );
}
