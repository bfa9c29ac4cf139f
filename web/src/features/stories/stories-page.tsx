import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BookHeart, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StoryFilterCancerTypes, StoryTones, type StoryCancerType, type StoryTone } from '@contracts/stories';
import { Button, buttonClass } from '@/components/ui/button';
import { ListView, pagedList } from '@/components/list/list-view';
import { SearchForm } from '@/components/list/search-form';
import { useListParams, useSearchParam } from '@/components/list/use-list-params';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/input';
import { SampleBadge } from '@/components/ui/sample-badge';
import { StoryWaitingBadge } from './story-waiting-badge';
import { toast } from '@/components/ui/toaster';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStories } from './api';
import { ShareStoryDialog } from './share-story-dialog';
import { StoryHeartButton } from './story-heart';

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | '' =>
  v && (list as readonly string[]).includes(v) ? (v as T) : '';

/** /stories: Survivor Stories, searched and filtered on the server, three-line excerpts, hearts. */
export function StoriesPage() {
  const { t } = useTranslation('stories');
  useDocumentTitle(t('title'));
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { params, update } = useListParams();
  const search = useSearchParam();
  const q = search.value;
  const tone = oneOf<StoryTone>(StoryTones, params.get('tone'));
  const cancerType = oneOf<StoryCancerType>(StoryFilterCancerTypes, params.get('cancerType'));
  const [sharing, setSharing] = useState(false);
  const stories = pagedList(useStories({ q, tone, cancerType }));
  const openShare = () => {
    if (!user) {
      toast.info(t('toasts.signInRequired'), t('toasts.signInToShare'));
      navigate('/auth', { state: { from: location.pathname } });
      return;
    }
    setSharing(true);
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl space-y-2">
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
          <p className="text-muted">{t('intro')}</p>
        </div>
        <Button onClick={openShare}>
          <PenLine aria-hidden="true" className="h-5 w-5" />
          {t('share')}
        </Button>
      </header>

      <SearchForm
        search={search}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        className="grid gap-3 sm:grid-cols-[1fr_auto_auto]"
        fieldClassName="relative"
      >
        <label>
          <span className="sr-only">{t('filters.tone')}</span>
          <Select value={tone} onChange={(e) => update({ tone: e.target.value })}>
            <option value="">{t('filters.allTones')}</option>
            {StoryTones.map((x) => (
              <option key={x} value={x}>
                {t(`tones.${x}`)}
              </option>
            ))}
          </Select>
        </label>
        <label>
          <span className="sr-only">{t('filters.cancerType')}</span>
          <Select value={cancerType} onChange={(e) => update({ cancerType: e.target.value })}>
            <option value="">{t('filters.allTypes')}</option>
            {StoryFilterCancerTypes.map((c) => (
              <option key={c} value={c}>
                {t(`cancerTypes.${c}`)}
              </option>
            ))}
          </Select>
        </label>
      </SearchForm>

      <section aria-label={t('list.label')} aria-busy={stories.isLoading}>
        <ListView
          list={stories}
          loading={
            <p role="status" className="py-10 text-center text-muted">
              {t('list.loading')}
            </p>
          }
          empty={
            <EmptyState
              icon={BookHeart}
              title={t('list.empty')}
              action={<Button onClick={openShare}>{t('list.shareFirst')}</Button>}
            />
          }
          loadMoreLabel={t('list.loadMore')}
        >
          {(items) => (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((s) => (
                <li key={s.id}>
                  <Card className="flex h-full flex-col p-5">
                    <article aria-labelledby={`story-${s.id}`} className="flex h-full flex-col gap-3">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-medium text-accent-700">
                          {t(`tones.${s.tone}`)}
                        </span>
                        <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-800">
                          {t(`cancerTypes.${s.cancerType}`)}
                        </span>
                        {s.isSample ? <SampleBadge /> : null}
                        {s.waitingForApproval ? <StoryWaitingBadge /> : null}
                      </div>
                      <h2 id={`story-${s.id}`} className="text-lg font-semibold text-ink">
                        {s.title}
                      </h2>
                      <p className="text-sm text-muted">
                        {t('card.by', { name: s.author?.name ?? t('anonymous') })}
                        {s.ageGroup ? ` · ${t('card.age', { group: s.ageGroup })}` : ''}
                      </p>
                      <p className="line-clamp-3 flex-1 whitespace-pre-line break-words text-ink">{s.excerpt}</p>
                      <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
                        <StoryHeartButton id={s.id} hearted={s.heartedByMe} count={s.heartCount} />
                        <Link
                          to={`/stories/${s.id}`}
                          className={buttonClass('outline', 'sm')}
                          aria-label={t('card.readAria', { title: s.title })}
                        >
                          {t('card.read')}
                        </Link>
                      </div>
                    </article>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </ListView>
      </section>
      {user ? <ShareStoryDialog open={sharing} onOpenChange={setSharing} /> : null}
    </div>
  );
}
