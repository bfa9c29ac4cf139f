import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Droplet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListView, wholeList } from '@/components/list/list-view';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api-client';
import { useFormat } from '@/lib/format';

/** The NGO's own donor drives (issue 43): each request it posted as a drive, with how many can donate. Words: the donors catalog. */
export function NgoDonorDrives() {
  const { t } = useTranslation('donors');
  const format = useFormat();
  const drives = useQuery({ queryKey: ['ngo', 'donor-drives'], queryFn: () => api('GET /api/ngo/donor-drives') });
  return (
    <section className="space-y-4" aria-labelledby="ngo-drives-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ngo-drives-heading" className="text-2xl font-semibold text-ink">
          {t('ngo.heading')}
        </h2>
        <Link to="/donors?tab=ask" className={buttonClass('outline', 'sm')}>
          {t('ngo.toDonors')}
        </Link>
      </div>
      <ListView
        list={wholeList(drives)}
        errorTitle={t('lists.loadFailed')}
        loading={<Skeleton className="h-24 w-full" />}
        empty={<EmptyState icon={Droplet} title={t('ngo.empty')} />}
      >
        {(items) => (
          <ul className="space-y-3" aria-label={t('ngo.heading')}>
            {items.map((r) => (
              <li key={r.id}>
                <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0 space-y-1">
                    <p className="font-semibold text-ink">
                      {t('request.what', { component: t(`components.${r.component}`), group: r.patientGroup })}
                    </p>
                    <p className="text-sm text-muted">
                      {t(`places.${r.placeCode}`, { defaultValue: r.placeCode })} · {format.dateTime(r.neededBy)} ·{' '}
                      {t(`status.${r.status}`)} · {t('request.yesCount', { count: r.yesCount, units: r.units })}
                    </p>
                  </div>
                  <Link to={`/donors/requests/${r.id}`} className="text-sm font-medium text-primary-800 underline">
                    {t('ngo.open')}
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </section>
  );
}
