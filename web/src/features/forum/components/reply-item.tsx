import { useState, type FormEvent } from 'react';
import { Reply as ReplyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ForumLimits, UpdateReplyBody, type ForumReply } from '@contracts/forum';
import { ComposerNotes } from '@/components/composer/composer-notes';
import { OwnContentMenu } from '@/components/own-content-menu';
import { ReportButton } from '@/components/report-button';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { describeIssue, useApiErrorHandler } from '@/lib/api-errors';
import { useDraft, useHasDraft } from '@/lib/drafts';
import { isNetworkFailure, useOfflineSend } from '@/lib/use-offline-send';
import { useSession } from '@/lib/session';
import { useAnonymiseReply, useDeleteReply, useUpdateReply } from '../api';
import { AuthorLine } from './author-line';
import { WaitingBadge } from './waiting-badge';
import { PostText } from './post-text';
import { useTranslatable } from '@/components/translate/translatable';
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
  // An answer left half-written (a reload, a lost connection) opens again with its words.
  const answerKept = useHasDraft('forum-reply', `${postId}:${reply.id}`, { content: '', parentId: reply.id });
  const [answering, setAnswering] = useState(answerKept);
  const [editing, setEditingState] = useState<string | null>(null);
  // An unsaved change to the reply is kept on this device and comes back when Edit is opened again.
  const editDraft = useDraft('forum-reply-edit', reply.id, reply.content);
  const offline = useOfflineSend();
  const setEditing = (text: string | null) => {
    setEditingState(text);
    if (text !== null) editDraft.save(text);
  };
  const [editError, setEditError] = useState<string | undefined>();
  const remove = useDeleteReply(postId);
  const update = useUpdateReply(postId);
  const anonymise = useAnonymiseReply(postId);
  const handleError = useApiErrorHandler();
  const doDelete = (done: () => void) =>
    remove.mutate(reply.id, {
      onSuccess: () => {
        done();
        toast.success(t('toasts.replyDeleted'));
      },
      onError: (error) => handleError(error, { title: t('toasts.deleteFailed') }),
    });
  const doAnonymise = (done: () => void) =>
    anonymise.mutate(reply.id, {
      onSuccess: () => {
        done();
        toast.success(t('own.anonymisedToast'));
      },
      onError: (error) => handleError(error, { title: t('toasts.actionFailed') }),
    });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = UpdateReplyBody.safeParse({ content: editing ?? '' });
    if (!checked.success) {
      setEditError(checked.error.issues[0]?.message);
      return;
    }
    setEditError(undefined);
    // The words stay in the box until the server has them.
    const deliver = () =>
      update.mutate(
        { id: reply.id, body: checked.data },
        {
          onSuccess: (updated) => {
            editDraft.clear();
            setEditing(null);
            if (!updated.safety) toast.success(t('own.editedToast'));
          },
          onError: (error) => {
            if (isNetworkFailure(error)) return offline.networkFailed(deliver);
            handleError(error, { title: t('own.editFailed') });
          },
        },
      );
    offline.run(deliver);
  };

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
            <div className="flex items-start justify-between gap-2">
              <AuthorLine
                author={reply.author}
                createdAt={reply.createdAt}
                editedAt={reply.editedAt}
                byPostAuthor={reply.byPostAuthor}
                isMine={reply.isMine}
                size={32}
              />
              <OwnContentMenu
                can={reply.can}
                words={{
                  menu: t('own.replyMenu'),
                  edit: t('own.edit'),
                  delete: t('thread.delete'),
                  anonymise: t('own.anonymise'),
                  cancel: t('new.cancel'),
                  confirmDeleteTitle: t('thread.confirmTitle'),
                  confirmDeleteText: t('thread.confirmText'),
                  confirmAnonymiseTitle: t('own.confirmAnonymiseReplyTitle'),
                  confirmAnonymiseText: t('own.confirmAnonymiseReplyText'),
                }}
                onEdit={() => setEditing(editDraft.restored ? editDraft.initial : reply.content)}
                onDelete={doDelete}
                onAnonymise={doAnonymise}
                isDeleting={remove.isPending}
                isAnonymising={anonymise.isPending}
              />
            </div>
            {reply.waitingForApproval ? (
              <div className="mt-1">
                <WaitingBadge waiting />
              </div>
            ) : null}
            {editing !== null ? (
              <form onSubmit={save} noValidate className="space-y-2">
                <label htmlFor={`edit-${reply.id}`} className="block text-sm font-medium text-ink">
                  {t('own.editReplyLabel')}
                </label>
                <Textarea
                  id={`edit-${reply.id}`}
                  value={editing}
                  onChange={(e) => setEditing(e.target.value)}
                  rows={4}
                  maxLength={ForumLimits.replyMax}
                  aria-invalid={editError ? true : undefined}
                  aria-describedby={editError ? `edit-${reply.id}-error` : undefined}
                  autoFocus
                />
                {editError ? (
                  <p id={`edit-${reply.id}-error`} className="text-sm text-danger">
                    {describeIssue(t, editError)}
                  </p>
                ) : null}
                <ComposerNotes
                  sending={update.isPending}
                  restored={editDraft.restored}
                  onDiscard={() => {
                    offline.cancel();
                    setEditing(editDraft.discard());
                  }}
                  offline={offline.state}
                  onSendAgain={offline.sendAgain}
                />
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" size="sm" isLoading={update.isPending}>
                    {t('own.save')}
                  </Button>
                  <Button type="button" variant="outline" size="sm" onClick={() => setEditing(null)}>
                    {t('new.cancel')}
                  </Button>
                </div>
              </form>
            ) : (
              <ReplyText postId={postId} reply={reply} />
            )}
            <div className="flex flex-wrap items-center gap-1">
              {user && !nested ? (
                <Button variant="ghost" size="sm" onClick={() => setAnswering((v) => !v)} aria-expanded={answering}>
                  <ReplyIcon aria-hidden="true" className="h-4 w-4" />
                  {t('thread.reply')}
                </Button>
              ) : null}
              {user && !reply.isMine ? (
                <ReportButton route="POST /api/forum/replies/:id/reports" params={{ id: reply.id }} subject="reply" />
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
    </li>
  );
}

/** A reply's text, or its machine translation while the reader looks at it, and the control (decision 0077). */
function ReplyText({ postId, reply }: { postId: string; reply: Answer }) {
  const { shown, control } = useTranslatable({
    kind: 'reply',
    id: reply.id,
    postId,
    language: reply.language,
    editedAt: reply.editedAt,
  });
  return (
    <>
      <PostText text={shown?.content ?? reply.content} className="text-[15px]" />
      {control}
    </>
  );
}
