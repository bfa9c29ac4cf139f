import { Award, HandHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListView, wholeList } from '@/components/list/list-view';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { useAdminMentors, useSetTrained } from './api';

/** Peer mentors (issue 25): every offer, with the trained badge an administrator gives or takes away (audited). Words: the mentors catalog. */
export function MentorsTab() {
  const { t } = useTranslation('mentors');
  const format = useFormat();
  const handleError = useApiErrorHandler();
  const list = useAdminMentors();
  const setTrained = useSetTrained();
  return (
    <section className="space-y-4" aria-labelledby="admin-mentors-heading">
      <h2 id="admin-mentors-heading" className="text-xl font-semibold text-ink">
        {t('admin.heading')}
      </h2>
      <ListView
        list={wholeList(list)}
        errorTitle={t('admin.loadFailed')}
        loading={<Skeleton className="h-40 w-full" />}
        empty={<EmptyState icon={HandHeart} title={t('admin.empty')} />}
      >
        {(items) => (
          <ul className="space-y-3" aria-label={t('admin.listLabel')}>
            {items.map((m) => (
              <li key={m.userId}>
                <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0 space-y-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                      {m.fullName}
                      {m.trained ? (
                        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                          <Award aria-hidden="true" className="h-3.5 w-3.5" />
                          {t('admin.trained')}
                        </span>
                      ) : null}
                    </p>
                    <p className="break-all text-sm text-muted">{m.email}</p>
                    <p className="text-sm text-muted">
                      {t(`roles.${m.role}`)} · {t(`cancerTypes.${m.cancerType}`)} · {t(`offer.status.${m.status}`)} ·{' '}
                      {t('admin.places', { active: m.activeMentees, capacity: m.capacity })} ·{' '}
                      {format.date(m.updatedAt)}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant={m.trained ? 'outline' : 'primary'}
                    isLoading={setTrained.isPending && setTrained.variables?.userId === m.userId}
                    onClick={() =>
                      setTrained.mutate(
                        { userId: m.userId, trained: !m.trained },
                        {
                          onSuccess: () => toast.success(t('admin.saved')),
                          onError: (e) => handleError(e, { title: t('admin.failed') }),
                        },
                      )
                    }
                  >
                    {t(m.trained ? 'admin.unmarkTrained' : 'admin.markTrained')}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </section>
  );
}
