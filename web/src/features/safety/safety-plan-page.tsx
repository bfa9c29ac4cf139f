import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { HeartHandshake, Lock, Printer, Trash2 } from 'lucide-react';
import { SafetyPlanSections, type SafetyPlan } from '@contracts/safety';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteSafetyPlan, useSafetyPlan, useSaveSafetyPlan } from './api';
import { ContactList } from './components/contact-list';
import { HelplineList } from './components/helpline-list';
import { LineList } from './components/line-list';
import { PrintPlan } from './components/print-plan';
import { bodyFrom, draftFrom, type Draft, type DraftErrors } from './draft';

/** /safety-plan: the member's own safety plan (Stanley and Brown's seven steps), private to them. */
export function SafetyPlanPage() {
  const { t } = useTranslation('safetyPlan');
  useDocumentTitle(t('title'));
  const plan = useSafetyPlan();

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:py-12">
      <header className="space-y-3">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary-100 text-primary-700"
          >
            <HeartHandshake className="h-6 w-6" />
          </span>
          <h1 className="text-3xl font-semibold text-ink">{t('title')}</h1>
        </div>
        <p className="text-lg text-ink">{t('intro.lead')}</p>
        <p className="text-base text-muted">{t('intro.when')}</p>
      </header>
      <div className="flex items-start gap-3 rounded-lg border border-primary-200 bg-primary-50 px-4 py-3 text-base text-primary-900">
        <Lock aria-hidden="true" className="mt-1 h-5 w-5 shrink-0" />
        <p>{t('intro.private')}</p>
      </div>
      <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-base text-red-900">
        <Trans
          t={t}
          i18nKey="intro.danger"
          components={{ call: <a href="tel:112" className="font-semibold underline underline-offset-2" /> }}
        />
      </p>
      {plan.isPending ? (
        <PlanSkeleton />
      ) : plan.isError ? (
        <ErrorState error={plan.error} title={t('state.loadFailed')} onRetry={() => void plan.refetch()} />
      ) : (
        <PlanForm key={plan.data.updatedAt ?? 'new'} saved={plan.data} />
      )}
    </div>
  );
}

function PlanForm({ saved }: { saved: SafetyPlan }) {
  const { t } = useTranslation('safetyPlan');
  const format = useFormat();
  const handleError = useApiErrorHandler();
  const save = useSaveSafetyPlan();
  const remove = useDeleteSafetyPlan();
  const [draft, setDraft] = useState<Draft>(() => draftFrom(saved.plan));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [confirmDelete, setConfirmDelete] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = bodyFrom(draft);
    if (!checked.body) {
      setErrors(checked.errors);
      toast.error(t('toasts.saveFailed'), t('toasts.checkLines'));
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: () => toast.success(t('toasts.saved')),
      onError: (error) => handleError(error, { title: t('toasts.saveFailed') }),
    });
  };
  const handleDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirmDelete(false);
        toast.success(t('toasts.deleted'));
      },
      onError: (error) => handleError(error, { title: t('toasts.deleteFailed') }),
    });

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-6">
      <p className="text-base text-muted" role="status">
        {saved.updatedAt ? t('state.saved', { date: format.dateTime(saved.updatedAt) }) : t('state.empty')}
      </p>
      {SafetyPlanSections.map((section, i) =>
        section === 'helpers' || section === 'professionals' ? (
          <ContactList
            key={section}
            section={section}
            number={i + 1}
            contacts={draft[section]}
            errors={errors}
            onChange={(contacts) => setDraft((d) => ({ ...d, [section]: contacts }))}
            before={section === 'professionals' ? <HelplineList helplines={saved.helplines} /> : undefined}
          />
        ) : (
          <LineList
            key={section}
            section={section}
            number={i + 1}
            lines={draft[section]}
            errors={errors}
            onChange={(lines) => setDraft((d) => ({ ...d, [section]: lines }))}
          />
        ),
      )}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-canvas/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
        <Button type="submit" isLoading={save.isPending}>
          {t('actions.save')}
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          {t('actions.print')}
        </Button>
      </div>
      {saved.updatedAt ? (
        <div className="flex justify-end">
          <Button variant="ghost" className="text-danger" onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('actions.delete')}
          </Button>
        </div>
      ) : null}
      <Dialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('actions.deleteTitle')}
        description={t('actions.deleteText')}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirmDelete(false)}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" isLoading={remove.isPending} onClick={handleDelete}>
            {t('actions.deleteConfirm')}
          </Button>
        </div>
      </Dialog>
      <PrintPlan draft={draft} helplines={saved.helplines} />
    </form>
  );
}

function PlanSkeleton() {
  const { t } = useTranslation('safetyPlan');
  return (
    <div role="status" aria-label={t('state.loading')} className="space-y-4">
      <span className="sr-only">{t('state.loading')}</span>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="space-y-3 rounded-[var(--radius-card)] border border-slate-200 bg-surface p-6">
          <Skeleton className="h-6 w-56 max-w-full" />
          <Skeleton className="h-5 w-80 max-w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
    </div>
  );
}
