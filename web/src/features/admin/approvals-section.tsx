import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HeldItem } from '@contracts/trust';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { api } from '@/lib/api-client';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { adminKeys } from './api';

const heldKey = [...adminKeys.all, 'held'] as const;

/**
 * "Waiting for approval" at the head of the moderation queue (issue 41): New members' posts held by
 * pre-moderation or by the abuse checks. Approving publishes and tells the author; refusing asks
 * why, tells the author and removes the post. Nothing shows when nothing waits.
 */
export function ApprovalsSection() {
  const { t } = useTranslation('trust');
  const held = useQuery({ queryKey: heldKey, queryFn: () => api('GET /api/admin/held') });
  if (held.isPending) return <Skeleton className="h-24 w-full" aria-label={t('approvals.loading')} />;
  if (held.isError)
    return <ErrorState error={held.error} onRetry={() => void held.refetch()} title={t('approvals.loadFailed')} />;
  if (held.data.items.length === 0) return null;
  return (
    <section aria-labelledby="approvals-title" className="space-y-3">
      <h2 id="approvals-title" className="flex items-center gap-2 text-xl font-semibold text-ink">
        <Clock aria-hidden="true" className="h-5 w-5 text-amber-700" />
        {t('approvals.title', { count: held.data.items.length })}
      </h2>
      <ul className="space-y-3">
        {held.data.items.map((item) => (
          <li key={`${item.type}:${item.id}`}>
            <HeldCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function HeldCard({ item }: { item: HeldItem }) {
  const { t } = useTranslation('trust');
  const format = useFormat();
  const queryClient = useQueryClient();
  const handleError = useApiErrorHandler();
  const [rejecting, setRejecting] = useState(false);
  const approve = useMutation({
    mutationFn: () => api('POST /api/admin/held/:type/:id/approve', { params: { type: item.type, id: item.id } }),
    onSuccess: () => toast.success(t('approvals.approved', { name: item.authorName })),
    onError: (error) => handleError(error, { title: t('approvals.failed') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  return (
    <Card className="space-y-3 border-amber-200 p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
          {t(`approvals.types.${item.type}`)}
        </span>
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
          {t(`approvals.reasons.${item.reason}`)}
        </span>
        <span>{t('approvals.by', { name: item.authorName, date: format.date(item.createdAt) })}</span>
      </div>
      {item.title ? <h3 className="break-words font-semibold text-ink">{item.title}</h3> : null}
      <p className="whitespace-pre-line break-words text-ink">{item.content}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => approve.mutate()} isLoading={approve.isPending}>
          {t('approvals.approve')}
        </Button>
        <Button variant="outline" onClick={() => setRejecting(true)}>
          {t('approvals.reject')}
        </Button>
      </div>
      {rejecting ? <RejectDialog item={item} onClose={() => setRejecting(false)} /> : null}
    </Card>
  );
}

function RejectDialog({ item, onClose }: { item: HeldItem; onClose: () => void }) {
  const { t } = useTranslation('trust');
  const queryClient = useQueryClient();
  const handleError = useApiErrorHandler();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useMutation({
    mutationFn: () =>
      api('POST /api/admin/held/:type/:id/reject', { params: { type: item.type, id: item.id }, body: { reason } }),
    onSuccess: () => {
      toast.success(t('approvals.rejected', { name: item.authorName }));
      onClose();
    },
    onError: (e) => setError(handleError(e, { title: t('approvals.failed') })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t('approvals.reasonRequired'));
    reject.mutate();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('approvals.rejectTitle')}
      description={t('approvals.rejectText')}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('approvals.reason')} error={error ?? undefined}>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('approvals.cancel')}
          </Button>
          <Button type="submit" variant="danger" isLoading={reject.isPending}>
            {t('approvals.reject')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
