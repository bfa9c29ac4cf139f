import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BookHeart, PenLine, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StoryFilterCancerTypes, StoryTones, type StoryCancerType, type StoryTone } from '@contracts/stories';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input, Select } from '@/components/ui/input';
import { SampleBadge } from '@/components/ui/sample-badge';
import { toast } from '@/components/ui/toaster';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStories } from './api';
import { ShareStoryDialog } from './share-story-dialog';
import { StoryHeartButton } from './story-heart';

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | '' => (v && (list as readonly string[]).includes(v) ? (v as T) : '');

/** /stories: Survivor Stories, searched and filtered on the server, three-line excerpts, hearts. */
export function StoriesPage() {
  const { t } = useTranslation('stories');
  useDocumentTitle(t('title'));
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const tone = oneOf<StoryTone>(StoryTones, params.get('tone'));
  const cancerType = oneOf<StoryCancerType>(StoryFilterCancerTypes, params.get('cancerType'));
  const [draft, setDraft] = useState(q);
  const [sharing, setSharing] = useState(false);
  const stories = useStories({ q, tone, cancerType });

  useEffect(() => setDraft(q), [q]);
  useEffect(() => {
    if (draft.trim() === q) return;
    const timer = setTimeout(() => update({ q: draft.trim() }), 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update reads the latest params
  }, [draft]);
  function update(next: Record<string, string>) {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setParams(p, { replace: true });
  }
  const openShare = () => {
    if (!user) {
      toast.info(t('toasts.signInRequired'), t('toasts.signInToShare'));
      navigate('/auth', { state: { from: location.pathname } });
      return;
    }
    setSharing(true);
  };
  const items = stories.data?.pages.flatMap((p) => p.items) ?? [];

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

      <form role="search" className="grid gap-3 sm:grid-cols-[1fr_auto_auto]" onSubmit={(e) => (e.preventDefault(), update({ q: draft.trim() }))}>
        <label className="relative">
          <span className="sr-only">{t('search.label')}</span>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" />
          <Input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('search.placeholder')} className="pl-10" />
        </label>
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
      </form>

      <section aria-label={t('list.label')} aria-busy={stories.isLoading}>
        {stories.isLoading ? (
          <p role="status" className="py-10 text-center text-muted">
            {t('list.loading')}
          </p>
        ) : stories.isError ? (
          <ErrorState error={stories.error} onRetry={() => void stories.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={BookHeart} title={t('list.empty')} action={<Button onClick={openShare}>{t('list.shareFirst')}</Button>} />
        ) : (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((s) => (
                <li key={s.id}>
                  <Card className="flex h-full flex-col p-5">
                    <article aria-labelledby={`story-${s.id}`} className="flex h-full flex-col gap-3">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-medium text-accent-700">{t(`tones.${s.tone}`)}</span>
                        <span className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-medium text-primary-800">{t(`cancerTypes.${s.cancerType}`)}</span>
                        {s.isSample ? <SampleBadge /> : null}
                      </div>
                      <h2 id={`story-${s.id}`} className="text-lg font-semibold text-ink">
                        {s.title}
                      </h2>
                      <p className="text-sm text-muted">{t('card.by', { name: s.author?.name ?? t('anonymous') })}{s.ageGroup ? ` · ${t('card.age', { group: s.ageGroup })}` : ''}</p>
                      <p className="line-clamp-3 flex-1 whitespace-pre-line break-words text-ink">{s.excerpt}</p>
                      <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
                        <StoryHeartButton id={s.id} hearted={s.heartedByMe} count={s.heartCount} />
                        <Link to={`/stories/${s.id}`} className={buttonClass('outline', 'sm')} aria-label={t('card.readAria', { title: s.title })}>
                          {t('card.read')}
                        </Link>
                      </div>
                    </article>
                  </Card>
                </li>
              ))}
            </ul>
            {stories.hasNextPage ? (
              <div className="flex justify-center pt-6">
                <Button variant="outline" onClick={() => void stories.fetchNextPage()} isLoading={stories.isFetchingNextPage}>
                  {t('list.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
      {user ? <ShareStoryDialog open={sharing} onOpenChange={setSharing} /> : null}
    </div>
  );
}
