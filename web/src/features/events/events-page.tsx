import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListView, pagedList } from '@/components/list/list-view';
import { SearchForm } from '@/components/list/search-form';
import { useListParams, useSearchParam } from '@/components/list/use-list-params';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEvents, type When } from './api';
import { EventCard } from './event-card';
import { PublishEventForm } from './publish-form';

/** /events: 'Community Events', upcoming soonest first (past ones apart), searched on the server. */
export function EventsPage() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('title'));
  const { user, isLoading: sessionLoading } = useSession();
  const { params, update } = useListParams();
  const search = useSearchParam();
  const q = search.value;
  const when: When = params.get('when') === 'past' ? 'past' : 'upcoming';
  const [tab, setTab] = useState('view');
  const canPublish = user?.can.publishEvents ?? false;
  const events = pagedList(useEvents(q, when));
  const onWhen = (e: { target: { value: string } }) => update({ when: e.target.value === 'past' ? 'past' : '' });
  const backToList = () => setTab('view');

  const list = (
    <div className="space-y-6">
      <SearchForm
        search={search}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        className="grid gap-3 sm:grid-cols-[1fr_auto]"
        fieldClassName="relative"
      >
        <label>
          <span className="sr-only">{t('when.label')}</span>
          <Select value={when} onChange={onWhen}>
            <option value="upcoming">{t('when.upcoming')}</option>
            <option value="past">{t('when.past')}</option>
          </Select>
        </label>
      </SearchForm>
      <section aria-label={t('list.label')} aria-busy={events.isLoading}>
        <ListView
          list={events}
          loading={
            <div className="grid gap-5 md:grid-cols-2">
              {[0, 1].map((i) => (
                <Card key={i} className="space-y-3 p-5">
                  <Skeleton className="h-6 w-2/3" />
                  <Skeleton className="h-24 w-full" />
                </Card>
              ))}
            </div>
          }
          empty={
            <EmptyState
              icon={CalendarX}
              title={q ? t('empty.found') : t('empty.yet')}
              description={q ? t('empty.foundText') : t('empty.yetText')}
              action={
                !user && !sessionLoading ? (
                  <Link to="/auth" state={{ from: '/events' }} className={buttonClass('primary')}>
                    {t('empty.signIn')}
                  </Link>
                ) : undefined
              }
            />
          }
          loadMoreLabel={t('list.loadMore')}
        >
          {(items) => (
            <ul className="grid gap-5 md:grid-cols-2">
              {items.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          )}
        </ListView>
      </section>
    </div>
  );

  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      {canPublish ? (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="max-w-md">
            <TabsTrigger value="view">{t('tabs.view')}</TabsTrigger>
            <TabsTrigger value="create">{t('tabs.create')}</TabsTrigger>
          </TabsList>
          <TabsContent value="view">{list}</TabsContent>
          <TabsContent value="create">
            <Card className="p-5 sm:p-7">
              <PublishEventForm onPublished={backToList} />
            </Card>
          </TabsContent>
        </Tabs>
      ) : (
        list
      )}
    </div>
  );
}
