import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarX, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input, Select } from '@/components/ui/input';
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
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const when: When = params.get('when') === 'past' ? 'past' : 'upcoming';
  const [draft, setDraft] = useState(q);
  const [tab, setTab] = useState('view');
  const canPublish = user?.role === 'admin' || user?.role === 'ngo';
  const events = useEvents(q, when);

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
  const items = events.data?.pages.flatMap((p) => p.items) ?? [];
  const onWhen = (e: { target: { value: string } }) => update({ when: e.target.value === 'past' ? 'past' : '' });
  const backToList = () => setTab('view');

  const list = (
    <div className="space-y-6">
      <form role="search" className="grid gap-3 sm:grid-cols-[1fr_auto]" onSubmit={(e) => (e.preventDefault(), update({ q: draft.trim() }))}>
        <label className="relative">
          <span className="sr-only">{t('search.label')}</span>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-muted" />
          <Input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('search.placeholder')} className="pl-10" />
        </label>
        <label>
          <span className="sr-only">{t('when.label')}</span>
          <Select value={when} onChange={onWhen}>
            <option value="upcoming">{t('when.upcoming')}</option>
            <option value="past">{t('when.past')}</option>
          </Select>
        </label>
      </form>
      <section aria-label={t('list.label')} aria-busy={events.isLoading}>
        {events.isLoading ? (
          <div className="grid gap-5 md:grid-cols-2">
            {[0, 1].map((i) => (
              <Card key={i} className="space-y-3 p-5">
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-24 w-full" />
              </Card>
            ))}
          </div>
        ) : events.isError ? (
          <ErrorState error={events.error} onRetry={() => void events.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={CalendarX}
            title={q ? t('empty.found') : t('empty.yet')}
            description={q ? t('empty.foundText') : t('empty.yetText')}
            action={!user && !sessionLoading ? <Link to="/auth" state={{ from: '/events' }} className={buttonClass('primary')}>{t('empty.signIn')}</Link> : undefined}
          />
        ) : (
          <>
            <ul className="grid gap-5 md:grid-cols-2">
              {items.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
            {events.hasNextPage ? (
              <div className="flex justify-center pt-6">
                <Button variant="outline" onClick={() => void events.fetchNextPage()} isLoading={events.isFetchingNextPage}>
                  {t('list.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
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
