import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Droplet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { ListView, wholeList } from '@/components/list/list-view';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { api } from '@/lib/api-client';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';

const overviewKey = ['admin', 'donors'] as const;

/** Blood donors (issue 43): donors and requests in numbers, the latest requests (open first) with reports; close one. Words: the donors catalog. */
export function DonorsTab() {
  const { t } = useTranslation('donors');
  const format = useFormat();
  const handleError = useApiErrorHandler();
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: overviewKey, queryFn: () => api('GET /api/admin/donors') });
  const close = useMutation({
    mutationFn: (id: string) => api('POST /api/admin/donors/requests/:id/close', { params: { id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: overviewKey }),
  });
  const [closing, setClosing] = useState<string | null>(null);
  const data = overview.data;
  return (
    <section className="space-y-4" aria-labelledby="admin-donors-heading">
      <h2 id="admin-donors-heading" className="text-xl font-semibold text-ink">
        {t('admin.heading')}
      </h2>
      {data ? (
        <div className="space-y-1 text-sm text-ink">
          <p>{t('admin.donors', data.donors)}</p>
          <p>{t('admin.requests', data.requests)}</p>
        </div>
      ) : null}
      <ListView
        list={wholeList(overview)}
        errorTitle={t('admin.loadFailed')}
        loading={<Skeleton className="h-40 w-full" />}
        empty={<EmptyState icon={Droplet} title={t('admin.empty')} />}
      >
        {(items) => (
          <ul className="space-y-3" aria-label={t('admin.heading')}>
            {items.map((r) => (
              <li key={r.id}>
                <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0 space-y-1">
                    <p className="font-semibold text-ink">
                      <Link to={`/donors/requests/${r.id}`} className="hover:underline">
                        {t('request.what', { component: t(`components.${r.component}`), group: r.patientGroup })}
                      </Link>
                      {r.reported ? (
                        <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                          {t('admin.reported')}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-muted">
                      {r.askerName} · {t(`places.${r.placeCode}`, { defaultValue: r.placeCode })} ·{' '}
                      {format.dateTime(r.createdAt)} · {t(`status.${r.status}`)} ·{' '}
                      {t('admin.asked', { count: r.asked })} ·{' '}
                      {t('request.yesCount', { count: r.yesCount, units: r.units })}
                    </p>
                  </div>
                  {r.status === 'open' ? (
                    <Button size="sm" variant="outline" onClick={() => setClosing(r.id)}>
                      {t('admin.close')}
                    </Button>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </ListView>
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(o) => !o && setClosing(null)}
        title={t('admin.confirmClose')}
        description={t('admin.confirmText')}
        confirmLabel={t('admin.close')}
        isPending={close.isPending}
        onConfirm={() =>
          close.mutate(closing!, {
            onSuccess: () => {
              setClosing(null);
              toast.success(t('admin.closed'));
            },
            onError: (e) => handleError(e, { title: t('admin.failed') }),
          })
        }
      />
    </section>
  );
}
