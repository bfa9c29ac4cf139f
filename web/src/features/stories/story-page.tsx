import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReportButton } from '@/components/report-button';
import { OwnContentMenu } from '@/components/own-content-menu';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SampleBadge } from '@/components/ui/sample-badge';
import { StoryWaitingBadge } from './story-waiting-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAnonymiseStory, useDeleteStory, useStory } from './api';
import { EditStoryDialog } from './edit-story-dialog';
import { StoryBody } from './story-body';
import { StoryHeartButton } from './story-heart';

/** /stories/:id: 'Read Full Story', as plain text with its paragraphs. */
export function StoryPage() {
  const { t } = useTranslation('stories');
  const { id = '' } = useParams();
  const story = useStory(id);
  const { user } = useSession();
  const format = useFormat();
  const navigate = useNavigate();
  const remove = useDeleteStory();
  const anonymise = useAnonymiseStory(id);
  const handleError = useApiErrorHandler();
  const [editing, setEditing] = useState(false);
  useDocumentTitle(story.data?.title ?? t('title'));
  const back = (
    <Link to="/stories" className={buttonClass('ghost', 'sm', 'w-fit')}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('story.back')}
    </Link>
  );
  if (story.isLoading)
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10" aria-busy="true">
        {back}
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (story.isError || !story.data) {
    const missing = story.error instanceof ApiError && (story.error.status === 404 || story.error.status === 400);
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10">
        {back}
        {missing ? (
          <EmptyState title={t('story.notFound')} />
        ) : (
          <ErrorState error={story.error} onRetry={() => void story.refetch()} />
        )}
      </div>
    );
  }
  const s = story.data;
  const doDelete = (done: () => void) =>
    remove.mutate(s.id, {
      onSuccess: () => {
        done();
        toast.success(t('toasts.deleted'));
        void navigate('/stories', { replace: true });
      },
      onError: (e) => handleError(e),
    });
  const doAnonymise = (done: () => void) =>
    anonymise.mutate(undefined, {
      onSuccess: () => {
        done();
        toast.success(t('own.anonymisedToast'));
      },
      onError: (e) => handleError(e),
    });
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      {back}
      <Card className="p-5 sm:p-8">
        <article aria-labelledby="story-title" className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-medium text-accent-700">
              {t(`tones.${s.tone}`)}
            </span>
            <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-800">
              {t(`cancerTypes.${s.cancerType}`)}
            </span>
            {s.isSample ? <SampleBadge /> : null}
            {s.waitingForApproval ? <StoryWaitingBadge /> : null}
            <span className="ml-auto">
              <OwnContentMenu
                can={s.can}
                words={{
                  menu: t('own.menu'),
                  edit: t('own.edit'),
                  delete: t('story.delete'),
                  anonymise: t('own.anonymise'),
                  cancel: t('form.cancel'),
                  confirmDeleteTitle: t('story.confirmTitle'),
                  confirmDeleteText: t('story.confirmText'),
                  confirmAnonymiseTitle: t('own.confirmAnonymiseTitle'),
                  confirmAnonymiseText: t('own.confirmAnonymiseText'),
                }}
                onEdit={() => setEditing(true)}
                onDelete={doDelete}
                onAnonymise={doAnonymise}
                isDeleting={remove.isPending}
                isAnonymising={anonymise.isPending}
              />
            </span>
          </div>
          <StoryBody story={s}>
            <p className="text-sm text-muted">
              {t('card.by', { name: s.author?.name ?? t('anonymous') })}
              {s.ageGroup ? ` · ${t('card.age', { group: s.ageGroup })}` : ''} ·{' '}
              <time dateTime={s.createdAt}>{format.date(s.createdAt)}</time>
              {s.editedAt ? (
                <>
                  {' · '}
                  <span title={format.dateTime(s.editedAt)}>{t('own.edited')}</span>
                </>
              ) : null}
            </p>
            {s.isAnonymous && s.isMine ? (
              <p className="rounded-lg bg-primary-50 p-3 text-sm text-primary-800">{t('story.anonymousMine')}</p>
            ) : null}
          </StoryBody>
          <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
            <StoryHeartButton id={s.id} hearted={s.heartedByMe} count={s.heartCount} />
            {user && !s.isMine ? (
              <ReportButton route="POST /api/stories/:id/reports" params={{ id: s.id }} subject="story" />
            ) : null}
          </div>
        </article>
      </Card>
      {s.can.edit ? <EditStoryDialog story={s} open={editing} onOpenChange={setEditing} /> : null}
    </div>
  );
}
