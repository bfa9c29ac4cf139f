import { Link } from 'react-router';
import { Droplet, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DonorRequest } from '@contracts/donors';
import { ListView, type ListSource } from '@/components/list/list-view';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/format';
import { useDonorRequests } from './api';

/** One line about a request: what, for which group, where, by when, and its state. */
export function RequestSummary({ request }: { request: DonorRequest }) {
  const { t } = useTranslation('donors');
  const format = useFormat();
  return (
    <div className="min-w-0 space-y-1">
      <p className="font-semibold text-ink">
        {t('request.what', { component: t(`components.${request.component}`), group: request.patientGroup })}
        {request.urgent ? (
          <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
            {t('request.urgent')}
          </span>
        ) : null}
      </p>
      <p className="text-sm text-muted">
        {t('request.where', {
          hospital: request.hospital,
          place: t(`places.${request.placeCode}`, { defaultValue: request.placeCode }),
        })}
      </p>
      <p className="text-sm text-muted">
        {t('request.by', { when: format.dateTime(request.neededBy) })} · {t(`status.${request.status}`)} ·{' '}
        {t('request.yesCount', { count: request.yesCount, units: request.units })}
      </p>
    </div>
  );
}

/** The member's own requests, or those that reached them as a donor. */
export function RequestList({ which }: { which: 'mine' | 'asked' }) {
  const { t } = useTranslation('donors');
  const lists = useDonorRequests();
  const items: (DonorRequest & { answer?: string })[] = lists.data?.[which] ?? [];
  const source: ListSource<DonorRequest & { answer?: string }> = {
    items,
    isLoading: lists.isLoading,
    isError: lists.isError,
    error: lists.error,
    retry: () => void lists.refetch(),
    hasMore: false,
    loadMore: () => undefined,
    isLoadingMore: false,
  };
  return (
    <ListView
      list={source}
      errorTitle={t('lists.loadFailed')}
      loading={<Skeleton className="h-40 w-full" />}
      empty={
        <EmptyState
          icon={which === 'mine' ? Droplet : Inbox}
          title={t(which === 'mine' ? 'lists.mineEmpty' : 'lists.askedEmpty')}
          description={t(which === 'mine' ? 'lists.mineEmptyText' : 'lists.askedEmptyText')}
        />
      }
    >
      {(rows) => (
        <ul className="space-y-3" aria-label={t(which === 'mine' ? 'tabs.mine' : 'tabs.asked')}>
          {rows.map((r) => (
            <li key={r.id}>
              <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                <RequestSummary request={r} />
                <div className="flex items-center gap-3">
                  {r.answer ? <span className="text-sm font-medium text-ink">{t(`answer.${r.answer}`)}</span> : null}
                  <Link
                    to={`/donors/requests/${r.id}`}
                    className="text-sm font-medium text-primary-800 underline"
                    aria-label={t('lists.openLabel', {
                      what: t('request.what', { component: t(`components.${r.component}`), group: r.patientGroup }),
                    })}
                  >
                    {t('lists.open')}
                  </Link>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </ListView>
  );
}
