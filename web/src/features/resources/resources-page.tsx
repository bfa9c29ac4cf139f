import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookOpen, Building2, Link2, Phone, Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkKinds, type Ngo, type ResourceLink } from '@contracts/resources';
import { ListView, pagedList, wholeList } from '@/components/list/list-view';
import { SearchForm } from '@/components/list/search-form';
import { useListParams, useSearchParam } from '@/components/list/use-list-params';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SampleBadge } from '@/components/ui/sample-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useFormat } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useArticles, useLinks, useNgos, useProfessionals } from './api';
import { BilingualText } from '@/components/bilingual-text';
import { OutsideLink, sourceHost, sourceUrl } from './outside-link';

const TABS = ['articles', 'links', 'ngos', 'professionals'] as const;
type Tab = (typeof TABS)[number];

/** /resources: search and four tabs (Articles, Links, NGOs, Professionals), the tab in the address. */
export function ResourcesPage() {
  const { t } = useTranslation('resources');
  useDocumentTitle(t('title'));
  const { params, update } = useListParams();
  const tabParam = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : 'articles';
  const search = useSearchParam();
  const q = search.value;
  const onTab = (value: string) => update({ tab: value === 'articles' ? '' : value });

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 px-4 py-10">
      <header className="max-w-3xl space-y-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
        <p>
          <Link to="/help/costs" className="font-medium text-primary-700 underline underline-offset-4">
            {t('helpWithCosts')}
          </Link>
        </p>
      </header>
      <SearchForm search={search} label={t('search.label')} placeholder={t('search.placeholder')} />
      <Tabs value={tab} onValueChange={onTab}>
        <TabsList className="grid-flow-row grid-cols-2 sm:grid-flow-col sm:grid-cols-none">
          {TABS.map((x) => (
            <TabsTrigger key={x} value={x}>
              {t(`tabs.${x}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="articles">
          <Articles q={q} enabled={tab === 'articles'} />
        </TabsContent>
        <TabsContent value="links">
          <Links q={q} enabled={tab === 'links'} />
        </TabsContent>
        <TabsContent value="ngos">
          <Ngos q={q} enabled={tab === 'ngos'} />
        </TabsContent>
        <TabsContent value="professionals">
          <Directory q={q} enabled={tab === 'professionals'} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Loading() {
  return (
    <div className="grid gap-5 sm:grid-cols-2" aria-busy="true">
      {[0, 1].map((i) => (
        <Card key={i} className="space-y-3 p-5">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-16 w-full" />
        </Card>
      ))}
    </div>
  );
}

function Source({ source }: { source: string }) {
  const { t } = useTranslation('resources');
  const url = sourceUrl(source);
  if (!source) return null;
  return (
    <p className="text-xs text-muted">
      {t('source')}:{' '}
      {url ? (
        <OutsideLink href={url} className="underline">
          {sourceHost(source)}
        </OutsideLink>
      ) : (
        source
      )}
    </p>
  );
}

function Articles({ q, enabled }: { q: string; enabled: boolean }) {
  const { t } = useTranslation('resources');
  const format = useFormat();
  const list = pagedList(useArticles(q, enabled));
  return (
    <ListView
      list={list}
      loading={<Loading />}
      empty={<EmptyState icon={BookOpen} title={q ? t('empty.found') : t('empty.articles')} />}
      loadMoreLabel={t('loadMore')}
    >
      {(items) => (
        <ul className="grid gap-5 sm:grid-cols-2">
          {items.map((a) => (
            <li key={a.id}>
              <Card className="flex h-full flex-col gap-3 p-5">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-medium text-accent-700">
                    {t(`categories.${a.category}`)}
                  </span>
                  {a.isSample ? <SampleBadge /> : null}
                </div>
                <h2 className="text-lg font-semibold text-ink">
                  <Link to={`/resources/articles/${a.id}`} className="hover:underline">
                    <BilingualText en={a.title} hi={a.titleHi} />
                  </Link>
                </h2>
                {a.excerpt ? (
                  <BilingualText as="p" className="line-clamp-3 flex-1 text-ink" en={a.excerpt} hi={a.excerptHi} />
                ) : (
                  <div className="flex-1" />
                )}
                <p className="text-xs text-muted">
                  <time dateTime={a.createdAt}>{format.date(a.createdAt)}</time>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </ListView>
  );
}

function Links({ q, enabled }: { q: string; enabled: boolean }) {
  const { t } = useTranslation('resources');
  const list = wholeList(useLinks(q, enabled));
  return (
    <ListView
      list={list}
      loading={<Loading />}
      empty={<EmptyState icon={Link2} title={q ? t('empty.found') : t('empty.links')} />}
    >
      {(items) => (
        <div className="space-y-8">
          {LinkKinds.map((kind) => {
            const group = items.filter((l) => l.kind === kind);
            return (
              <section key={kind} aria-labelledby={`links-${kind}`} className="space-y-3">
                <h2 id={`links-${kind}`} className="text-xl font-semibold text-ink">
                  {t(`linkGroups.${kind}`)}
                </h2>
                {group.length === 0 ? (
                  <p className="text-muted">{t('empty.group')}</p>
                ) : (
                  <ul className="grid gap-4 sm:grid-cols-2">
                    {group.map((link) => (
                      <li key={link.id}>
                        <LinkCard link={link} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </ListView>
  );
}

/** The numbers of a helpline as the server writes them ('14416 or 1-800-891-4416'). */
const phoneNumbers = (phone: string) => phone.split(' or ');

function LinkCard({ link }: { link: ResourceLink }) {
  const { t } = useTranslation('resources');
  return (
    <Card className="flex h-full flex-col gap-2 p-5">
      <h3 className="font-semibold text-ink">
        <OutsideLink href={link.url}>
          <BilingualText en={link.title} hi={link.titleHi} />
        </OutsideLink>
      </h3>
      {link.description ? (
        <BilingualText as="p" className="flex-1 text-sm text-ink" en={link.description} hi={link.descriptionHi} />
      ) : null}
      {link.phone ? (
        <p className="flex items-center gap-2 text-sm font-medium text-ink">
          <Phone aria-hidden="true" className="h-4 w-4 text-primary-700" />
          <span className="sr-only">{t('call')}</span>
          {phoneNumbers(link.phone).map((n, i) => (
            <span key={n}>
              {i > 0 ? ` ${t('or')} ` : ''}
              <a href={`tel:${n.replace(/[^0-9+]/g, '')}`} className="text-primary-700 underline">
                {n}
              </a>
            </span>
          ))}
        </p>
      ) : null}
      {link.tags.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('tags')}>
          {link.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-ink">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <Source source={link.source} />
    </Card>
  );
}

function Ngos({ q, enabled }: { q: string; enabled: boolean }) {
  const { t } = useTranslation('resources');
  const list = pagedList(useNgos(q, enabled));
  return (
    <ListView
      list={list}
      loading={<Loading />}
      empty={<EmptyState icon={Building2} title={q ? t('empty.found') : t('empty.ngos')} />}
      loadMoreLabel={t('loadMore')}
    >
      {(items) => (
        <ul className="grid gap-5 sm:grid-cols-2">
          {items.map((ngo) => (
            <li key={ngo.id}>
              <NgoCard ngo={ngo} />
            </li>
          ))}
        </ul>
      )}
    </ListView>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 text-sm">
      <dt className="shrink-0 font-medium text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

function NgoCard({ ngo }: { ngo: Ngo }) {
  const { t } = useTranslation('resources');
  return (
    <Card className="flex h-full flex-col gap-3 p-5">
      <BilingualText as="h2" className="text-lg font-semibold text-ink" en={ngo.name} hi={ngo.nameHi} />
      {ngo.focusArea ? (
        <BilingualText
          as="p"
          className="text-sm font-medium text-primary-800"
          en={ngo.focusArea}
          hi={ngo.focusAreaHi}
        />
      ) : null}
      {ngo.description ? (
        <BilingualText as="p" className="text-ink" en={ngo.description} hi={ngo.descriptionHi} />
      ) : null}
      <dl className="space-y-1">
        {ngo.location || ngo.region ? (
          <Row label={t('ngo.where')}>{[ngo.location, ngo.region].filter(Boolean).join(', ')}</Row>
        ) : null}
        {ngo.address ? <Row label={t('ngo.address')}>{ngo.address}</Row> : null}
        {ngo.contactEmail ? (
          <Row label={t('ngo.email')}>
            <a href={`mailto:${ngo.contactEmail}`} className="text-primary-700 underline">
              {ngo.contactEmail}
            </a>
          </Row>
        ) : null}
        {ngo.contactPhone ? (
          <Row label={t('ngo.phone')}>
            <a href={`tel:${ngo.contactPhone.replace(/[^0-9+]/g, '')}`} className="text-primary-700 underline">
              {ngo.contactPhone}
            </a>
          </Row>
        ) : null}
        {ngo.website ? (
          <Row label={t('ngo.website')}>
            <OutsideLink href={ngo.website}>{sourceHost(ngo.website)}</OutsideLink>
          </Row>
        ) : null}
      </dl>
      {ngo.servicesOffered.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('ngo.services')}>
          {ngo.servicesOffered.map((s, i) => (
            <BilingualText
              as="li"
              key={s}
              className="rounded-full bg-primary-50 px-2.5 py-0.5 text-xs text-primary-800"
              en={s}
              hi={ngo.servicesOfferedHi[i]}
            />
          ))}
        </ul>
      ) : null}
      <div className="mt-auto">
        <Source source={ngo.source} />
      </div>
    </Card>
  );
}

function Directory({ q, enabled }: { q: string; enabled: boolean }) {
  const { t } = useTranslation('resources');
  const list = wholeList(useProfessionals(q, enabled));
  const note = <p className="text-sm text-muted">{t('directory.note')}</p>;
  return (
    <ListView
      list={list}
      loading={<Loading />}
      empty={
        <div className="space-y-4">
          {note}
          <EmptyState icon={Stethoscope} title={q ? t('empty.found') : t('empty.professionals')} />
        </div>
      }
    >
      {(items) => (
        <div className="space-y-4">
          {note}
          <ul className="grid gap-5 sm:grid-cols-2">
            {items.map((p) => (
              <li key={p.id}>
                <Card className="flex h-full flex-col gap-2 p-5">
                  <BilingualText as="h2" className="text-lg font-semibold text-ink" en={p.name} hi={p.nameHi} />
                  {p.specialty ? (
                    <BilingualText
                      as="p"
                      className="text-sm font-medium text-primary-800"
                      en={p.specialty}
                      hi={p.specialtyHi}
                    />
                  ) : null}
                  <dl className="space-y-1">
                    {p.organisation ? (
                      <Row label={t('directory.organisation')}>
                        <BilingualText en={p.organisation} hi={p.organisationHi} />
                      </Row>
                    ) : null}
                    {p.city ? (
                      <Row label={t('directory.city')}>
                        <BilingualText en={p.city} hi={p.cityHi} />
                      </Row>
                    ) : null}
                    {p.website ? (
                      <Row label={t('ngo.website')}>
                        <OutsideLink href={p.website}>{sourceHost(p.website)}</OutsideLink>
                      </Row>
                    ) : null}
                  </dl>
                  <div className="mt-auto">
                    <Source source={p.source} />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ListView>
  );
}
