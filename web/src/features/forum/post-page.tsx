import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PartBoundary } from '@/components/part-boundary';
import { ReportButton } from '@/components/report-button';
import { OwnContentMenu } from '@/components/own-content-menu';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAnonymisePost, useDeletePost, useThread, watchLevelOf } from './api';
import { SampleBadge } from '@/components/ui/sample-badge';
import { AuthorLine } from './components/author-line';
import { EditPostDialog } from './components/edit-post-dialog';
import { HeartButton } from './components/heart-button';
import { PostBody } from './components/post-body';
import { ReplyForm } from './components/reply-form';
import { ReplyItem } from './components/reply-item';
import { WatchControl } from './components/watch-control';
import { WaitingBadge } from './components/waiting-badge';

/** /forum/:postId: one post with its whole thread, a reply box, and the menu of its author (or a moderator's delete). */
export function ForumPostPage() {
  const { t } = useTranslation('forum');
  const { postId = '' } = useParams();
  const thread = useThread(postId);
  const { user } = useSession();
  const format = useFormat();
  const navigate = useNavigate();
  const remove = useDeletePost();
  const anonymise = useAnonymisePost(postId);
  const handleError = useApiErrorHandler();
  const [editing, setEditing] = useState(false);
  useDocumentTitle(thread.data?.post.title ?? t('title'));

  const back = (
    <Link to="/forum" className={buttonClass('ghost', 'sm', 'w-fit')}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('thread.back')}
    </Link>
  );

  if (thread.isLoading) {
    return (
      <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-10" aria-busy="true">
        {back}
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (thread.isError || !thread.data) {
    const missing = thread.error instanceof ApiError && (thread.error.status === 404 || thread.error.status === 400);
    return (
      <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-10">
        {back}
        {missing ? (
          <EmptyState title={t('thread.notFound')} description={t('thread.notFoundText')} />
        ) : (
          <ErrorState error={thread.error} onRetry={() => void thread.refetch()} />
        )}
      </div>
    );
  }

  const { post, replies, repliesTruncated } = thread.data;
  // The server keeps the author of an anonymous post anonymous in its thread (forum.policy's repliesAnonymously).
  const repliesAnonymously = post.isAnonymous && post.isMine;
  const doDelete = (done: () => void) =>
    remove.mutate(post.id, {
      onSuccess: () => {
        done();
        toast.success(t('toasts.deletedTitle'));
        void navigate('/forum', { replace: true });
      },
      onError: (error) =>
        handleError(error, { title: t('toasts.deleteFailedPost'), signInText: t('toasts.authRequired') }),
    });
  const doAnonymise = (done: () => void) =>
    anonymise.mutate(undefined, {
      onSuccess: () => {
        done();
        toast.success(t('own.anonymisedToast'));
      },
      onError: (error) => handleError(error, { title: t('toasts.actionFailed') }),
    });

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
      {back}
      {/* What breaks inside the post or its replies stays there: the reply box and its words stay (issue 44). */}
      <PartBoundary>
        <Card className="p-5 sm:p-7">
          <article aria-labelledby="post-title" className="space-y-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <AuthorLine
                author={post.author}
                createdAt={post.createdAt}
                editedAt={post.editedAt}
                isMine={post.isMine}
              />
              <div className="flex flex-wrap items-center gap-2">
                <WaitingBadge waiting={post.waitingForApproval} hidden={post.hiddenForReview} />
                {post.isSample ? <SampleBadge /> : null}
                <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-medium text-accent-700">
                  {t(`types.${post.postType}`)}
                </span>
                <OwnContentMenu
                  can={post.can}
                  words={{
                    menu: t('own.postMenu'),
                    edit: t('own.edit'),
                    delete: t('thread.deletePost'),
                    anonymise: t('own.anonymise'),
                    cancel: t('new.cancel'),
                    confirmDeleteTitle: t('thread.confirmPostTitle'),
                    confirmDeleteText: t('thread.confirmPostText'),
                    confirmAnonymiseTitle: t('own.confirmAnonymisePostTitle'),
                    confirmAnonymiseText: t('own.confirmAnonymisePostText'),
                  }}
                  onEdit={() => setEditing(true)}
                  onDelete={doDelete}
                  onAnonymise={doAnonymise}
                  isDeleting={remove.isPending}
                  isAnonymising={anonymise.isPending}
                />
              </div>
            </div>
            <PostBody
              post={post}
              note={
                post.isAnonymous && post.isMine ? (
                  <p className="rounded-lg bg-primary-50 p-3 text-sm text-primary-800">{t('thread.anonymousMine')}</p>
                ) : null
              }
            />
            {post.tags.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label={t('card.tags')}>
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/forum?q=${encodeURIComponent(tag)}`}
                      className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-ink hover:bg-slate-200"
                    >
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {user ? (
              <div className="border-t border-slate-100 pt-3">
                <WatchControl postId={post.id} level={watchLevelOf(thread.data)} />
              </div>
            ) : null}
            <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
              <HeartButton postId={post.id} hearted={post.heartedByMe} count={post.heartCount} />
              {user && !post.isMine ? (
                <ReportButton route="POST /api/forum/posts/:id/reports" params={{ id: post.id }} subject="post" />
              ) : null}
            </div>
          </article>
        </Card>
      </PartBoundary>

      <section id="replies" aria-labelledby="replies-heading" className="space-y-4">
        <h2 id="replies-heading" className="text-xl font-semibold text-ink">
          {t('thread.heading', { count: post.replyCount, formatted: format.number(post.replyCount) })}
        </h2>
        {replies.length === 0 ? <p className="text-muted">{t('thread.none')}</p> : null}
        <PartBoundary>
          <ul className="divide-y divide-slate-100">
            {replies.map((reply) => (
              <ReplyItem key={reply.id} postId={post.id} reply={reply} repliesAnonymously={repliesAnonymously} />
            ))}
          </ul>
        </PartBoundary>
        {repliesTruncated ? <p className="text-sm text-muted">{t('thread.truncated')}</p> : null}
        {user ? (
          <Card className="p-4 sm:p-5">
            <ReplyForm postId={post.id} label={t('thread.replyLabel')} isAnonymous={repliesAnonymously} />
          </Card>
        ) : (
          <p className="text-muted">
            <Link to="/auth" state={{ from: `/forum/${post.id}` }} className="font-medium text-primary-700 underline">
              {t('thread.signIn')}
            </Link>
          </p>
        )}
      </section>

      {post.can.edit ? <EditPostDialog post={post} open={editing} onOpenChange={setEditing} /> : null}
    </div>
  );
}
