import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Info, MessagesSquare, PenSquare, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ForumRoleFilter } from '@contracts/forum';
import { Button, buttonClass } from '@/components/ui/button';
import { ListView, pagedList } from '@/components/list/list-view';
import { SearchForm } from '@/components/list/search-form';
import { useListParams, useSearchParam } from '@/components/list/use-list-params';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePosts } from './api';
import { PostCard } from './components/post-card';

// The role filter's values, written out here: importing the contract's list would bring zod into
// the forum's first load (the type keeps them in step). The new-post form (react-hook-form, zod, the
// dialog) loads when a member first opens it: together about 55 KB gzip that a reader never needs.
const ForumRoleFilters = ['patient', 'survivor', 'caregiver'] as const satisfies readonly ForumRoleFilter[];
const loadNewPostDialog = () => import('./components/new-post-dialog');
const NewPostDialog = lazy(() => loadNewPostDialog().then((m) => ({ default: m.NewPostDialog })));

const isRole = (value: string | null): value is ForumRoleFilter =>
  !!value && (ForumRoleFilters as readonly string[]).includes(value);

/** /forum: 'Community Forum', searched on the server, filtered by the author's role, newest first. */
export function ForumPage() {
  const { t } = useTranslation('forum');
  useDocumentTitle(t('title'));
  const { user, isLoading: sessionLoading } = useSession();
  const { params, update } = useListParams();
  const search = useSearchParam();
  const q = search.value;
  const roleParam = params.get('role');
  const role = isRole(roleParam) ? roleParam : '';
  const [creating, setCreating] = useState(false);
  // Mounted from the first opening on, so that closing it is the dialog's own (focus back to the button).
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (creating && !dialogLoaded) setDialogLoaded(true);
  // A member may write: the form is fetched once the list is on screen, so the button answers at once.
  useEffect(() => {
    if (user) void loadNewPostDialog();
  }, [user]);
  const posts = pagedList(usePosts({ q, role }));
  const filtered = Boolean(q || role);

  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
          <p className="text-muted">{t('intro')}</p>
        </div>
        {user ? (
          <Button onClick={() => setCreating(true)}>
            <PenSquare aria-hidden="true" className="h-5 w-5" />
            {t('newPost')}
          </Button>
        ) : sessionLoading ? null : (
          <Link to="/auth" state={{ from: '/forum' }} className={buttonClass('primary')}>
            {t('signInToPost')}
          </Link>
        )}
      </header>

      <SearchForm
        search={search}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        className="flex flex-col gap-3 sm:flex-row"
        fieldClassName="relative flex-1"
      >
        <label className="sm:w-52">
          <span className="sr-only">{t('filter.label')}</span>
          <Select value={role} onChange={(e) => update({ role: e.target.value })}>
            <option value="">{t('filter.all')}</option>
            {ForumRoleFilters.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </Select>
        </label>
      </SearchForm>
      {role ? (
        <p id="role-filter-note" className="-mt-3 flex items-start gap-2 text-sm text-muted">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {t('filter.anonymousHidden')}
        </p>
      ) : null}

      <section aria-label={t('list.label')} aria-busy={posts.isLoading} className="space-y-4">
        <ListView
          list={posts}
          loading={Array.from({ length: 3 }, (_, i) => (
            <Card key={i} className="space-y-3 p-6">
              <Skeleton className="h-10 w-48" />
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-16 w-full" />
            </Card>
          ))}
          errorTitle={t('list.error')}
          empty={
            filtered ? (
              <EmptyState icon={SearchX} title={t('empty.filteredTitle')} description={t('empty.filteredText')} />
            ) : (
              <EmptyState
                icon={MessagesSquare}
                title={t('empty.title')}
                description={t('empty.text')}
                action={user ? <Button onClick={() => setCreating(true)}>{t('newPost')}</Button> : undefined}
              />
            )
          }
          loadMoreLabel={t('list.loadMore')}
          loadMoreClassName="pt-2"
        >
          {(items) => items.map((post) => <PostCard key={post.id} post={post} />)}
        </ListView>
      </section>

      {user && dialogLoaded ? (
        <Suspense fallback={null}>
          <NewPostDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      ) : null}
    </div>
  );
}
