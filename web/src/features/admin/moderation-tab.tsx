import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ShieldCheck, Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RevealLimits } from '@contracts/admin';
import { ModerationActions, type ModerationAction, type QueuedReport } from '@contracts/reports';
import { ListView, pagedList } from '@/components/list/list-view';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { canRevealAuthor, useReportAction, useReportQueue, useRevealAuthor } from './api';
import { endOfIndianDay, tomorrow } from './sanction-dates';
import { ApprovalsSection } from './approvals-section';

/** Moderation: members' reports, oldest first, each with its content in context and the guidelines' actions. */
export function ModerationTab() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const queue = useReportQueue(status);
  const first = queue.data?.pages[0];
  const showOpen = () => setStatus('open');
  const showResolved = () => setStatus('resolved');
  return (
    <div className="space-y-4">
      <ApprovalsSection />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink" aria-live="polite">
          {first
            ? t('queue.summary', {
                open: t('queue.openReports', { count: first.openCount }),
                overdue: t('queue.overdueReports', { count: first.overdueCount }),
              })
            : null}
        </p>
        <div className="flex gap-2" role="group" aria-label={t('queue.show')}>
          <Button
            variant={status === 'open' ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={status === 'open'}
            onClick={showOpen}
          >
            {t('queue.open')}
          </Button>
          <Button
            variant={status === 'resolved' ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={status === 'resolved'}
            onClick={showResolved}
          >
            {t('queue.resolved')}
          </Button>
        </div>
      </div>
      <ListView
        list={pagedList(queue)}
        loading={<Skeleton className="h-40 w-full" />}
        empty={
          <EmptyState icon={ShieldCheck} title={status === 'open' ? t('queue.empty') : t('queue.emptyResolved')} />
        }
        errorTitle={t('queue.loadFailed')}
        loadMoreClassName="pt-2"
      >
        {(items) => (
          <ul className="space-y-3" aria-label={t('queue.listLabel')}>
            {items.map((r) => (
              <li key={r.id}>
                <ReportCard report={r} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}

function ReportCard({ report }: { report: QueuedReport }) {
  // 'crisis' too: a possible crisis's badge and words (issue 20).
  const { t } = useTranslation(['admin', 'crisis', 'trust']);
  const { t: tc } = useTranslation('common');
  const format = useFormat();
  const [action, setAction] = useState<ModerationAction | null>(null);
  const open = report.status === 'open';
  return (
    <Card
      className={cn(
        'space-y-3 p-4',
        (report.overdue || (open && report.crisis)) && 'border-danger',
        open && report.crisis && 'border-2 bg-red-50/40',
      )}
      data-crisis={report.crisis ?? undefined}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {report.crisis ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-700 px-2.5 py-0.5 font-semibold text-white">
            <Siren aria-hidden="true" className="h-4 w-4" />
            {t('crisis:queue.urgent')}
          </span>
        ) : null}
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-ink">
          {t(`queue.types.${report.targetType}`)}
        </span>
        <span className="font-medium text-ink">
          {report.crisis
            ? t(`crisis:queue.kinds.${report.crisis}`)
            : report.flaggedBy
              ? t(`trust:flaggedBy.${report.flaggedBy}`)
              : tc(`report.reasons.${report.reason}`)}
        </span>
        {report.overdue ? (
          <span className="rounded-full bg-red-100 px-2.5 py-0.5 font-medium text-red-800">{t('queue.overdue')}</span>
        ) : null}
        {report.reportsOfTarget > 1 ? (
          <span className="text-muted">{t('queue.reports', { count: report.reportsOfTarget })}</span>
        ) : null}
        <time dateTime={report.createdAt} className="text-muted">
          {format.relative(report.createdAt)}
        </time>
      </div>
      {report.content ? (
        <blockquote className="space-y-1 rounded-lg border-l-4 border-slate-300 bg-slate-50 p-3">
          {report.content.deletedBy && report.content.deletedAt ? (
            <p className="w-fit rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
              {t(report.content.deletedBy === 'author' ? 'queue.deletedByAuthor' : 'queue.deletedByModerator', {
                when: format.relative(report.content.deletedAt),
              })}
            </p>
          ) : null}
          {report.content.title ? <p className="font-semibold text-ink">{report.content.title}</p> : null}
          <p className="whitespace-pre-line break-words text-ink">{report.content.excerpt}</p>
          <p className="text-sm text-muted">
            {t('queue.by', { name: report.content.authorName ?? t('queue.unknown') })}
            {report.content.url ? (
              <>
                {' · '}
                <Link to={report.content.url} className="text-primary-800 underline">
                  {t('queue.openContent')}
                </Link>
              </>
            ) : null}
          </p>
          {open && report.content.isAnonymous && !report.content.deletedBy && canRevealAuthor(report.targetType) ? (
            <RevealAuthor report={report} />
          ) : null}
        </blockquote>
      ) : (
        <p className="text-muted">{t('queue.gone')}</p>
      )}
      {report.crisis ? (
        <p className="text-sm text-ink">{t('crisis:queue.explain')}</p>
      ) : (
        <p className="text-sm text-muted">
          {t('queue.reportedBy', { name: report.reporterName ?? t('queue.unknown'), note: report.note ?? '—' })}
        </p>
      )}
      {open ? (
        <div className="flex flex-wrap gap-2">
          {ModerationActions.filter((a) => a !== 'remove' || report.content?.removable).map((a) => (
            <Button
              key={a}
              size="sm"
              variant={a === 'ban' || a === 'remove' ? 'danger' : a === 'dismiss' ? 'ghost' : 'outline'}
              onClick={() => setAction(a)}
            >
              {t(`queue.actions.${a}`)}
            </Button>
          ))}
        </div>
      ) : (
        <p className="text-sm text-ink">
          {t('queue.resolvedAs', { action: t(`queue.actions.${report.resolution ?? 'dismiss'}`) })}
        </p>
      )}
      {action ? <ActionDialog report={report} action={action} onClose={() => setAction(null)} /> : null}
    </Card>
  );
}

/**
 * Who wrote anonymous content: asked for on purpose, with a reason, while the report is open. The
 * look and the reason are audited under the administrator, and the other administrators are told.
 */
function RevealAuthor({ report }: { report: QueuedReport }) {
  const { t } = useTranslation('standing');
  const reveal = useRevealAuthor();
  const handleError = useApiErrorHandler();
  const [asking, setAsking] = useState(false);
  const { register, handleSubmit, setError, clearErrors, formState } = useForm({ defaultValues: { reason: '' } });
  const error = formState.errors.reason?.message ?? formState.errors.root?.server?.message;
  const author = reveal.data?.author;
  if (author)
    return (
      <p className="text-sm font-medium text-ink">
        {t('moderation.revealedAuthor', { name: author.name, email: author.email })}
      </p>
    );
  const close = () => {
    setAsking(false);
    clearErrors();
  };
  const submit = handleSubmit(({ reason }) =>
    reveal.mutate(
      { type: report.targetType, id: report.targetId, reason: reason.trim() },
      {
        onSuccess: close,
        onError: (e) => setError('root.server', { message: handleError(e, { title: t('moderation.revealFailed') }) }),
      },
    ),
  );
  const reasonField = register('reason', {
    validate: (v) => v.trim().length >= RevealLimits.reasonMin || t('moderation.revealReasonShort'),
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
        {t('moderation.revealAuthor')}
      </Button>
      <span className="text-sm text-muted">{t('moderation.revealAuthorHint')}</span>
      {asking ? (
        <Dialog
          open
          onOpenChange={(o) => (o ? null : close())}
          title={t('moderation.revealTitle')}
          description={t('moderation.revealText')}
        >
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
            <Field label={t('moderation.revealReason')} hint={t('moderation.revealReasonHint')}>
              <Textarea {...reasonField} maxLength={RevealLimits.reasonMax} rows={3} />
            </Field>
            {error ? (
              <p role="alert" className="text-sm text-danger">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={close}>
                {t('moderation.revealCancel')}
              </Button>
              <Button type="submit" isLoading={reveal.isPending}>
                {t('moderation.revealConfirm')}
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </div>
  );
}

/** Confirms an action; a warning, suspension or ban carries a message for the author, a suspension an end date. */
function ActionDialog({
  report,
  action,
  onClose,
}: {
  report: QueuedReport;
  action: ModerationAction;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const act = useReportAction();
  const handleError = useApiErrorHandler();
  const { register, handleSubmit, setError, formState } = useForm({ defaultValues: { message: '', until: '' } });
  const { errors } = formState;
  // One message at a time, the first check that failed (the server's word last).
  const error = errors.message?.message ?? errors.until?.message ?? errors.root?.server?.message;
  const needsMessage = action === 'suspend' || action === 'ban';
  const fields = {
    message: register('message', {
      validate: (v) => !needsMessage || v.trim() !== '' || t('sanction.reasonRequired'),
    }),
    until: register('until', { validate: (v) => action !== 'suspend' || v !== '' || t('sanction.untilRequired') }),
  };
  const submit = handleSubmit(({ message, until }) =>
    act.mutate(
      {
        id: report.id,
        body: { action, message: message.trim() || undefined, until: endOfIndianDay(until) ?? undefined },
      },
      {
        onSuccess: () => {
          toast.success(t('queue.done'), t(`queue.doneText.${action}`));
          onClose();
        },
        onError: (e) => setError('root.server', { message: handleError(e, { title: t('toasts.failed') }) }),
      },
    ),
  );
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? null : onClose())}
      title={t(`queue.actions.${action}`)}
      description={t(`queue.explain.${action}`)}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {action === 'warning' || needsMessage ? (
          <Field
            label={needsMessage ? t('sanction.reason') : t('queue.messageOptional')}
            hint={
              needsMessage && report.content?.isAnonymous ? t('queue.anonymousReasonHint') : t('sanction.reasonHint')
            }
          >
            <Input {...fields.message} maxLength={500} />
          </Field>
        ) : null}
        {action === 'suspend' || action === 'ban' ? (
          <Field label={t(action === 'ban' ? 'sanction.untilOptional' : 'sanction.until')}>
            <Input type="date" min={tomorrow()} {...fields.until} />
          </Field>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('sanction.cancel')}
          </Button>
          <Button type="submit" variant={action === 'dismiss' ? 'primary' : 'danger'} isLoading={act.isPending}>
            {t(`queue.actions.${action}`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
