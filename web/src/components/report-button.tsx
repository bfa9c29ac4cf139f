import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CreateReportBody, ReportLimits, ReportReasons, type ReportFiled } from '@contracts/reports';
import { api, type ApiInput, type ApiKey, type ApiOutput } from '@/lib/api-client';
import { describeIssue, useApiErrorHandler } from '@/lib/api-errors';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';

export type ReportSubject = 'post' | 'reply' | 'story' | 'message' | 'profile' | 'request';

type ReportInput = z.input<typeof CreateReportBody>;
type Report = z.output<typeof CreateReportBody>;

/** Every content's reports route: each takes the same body and gives the same answer (checked below). */
export type ReportRoute = Extract<ApiKey, `POST ${string}/reports`>;
type SameForEvery = [ApiOutput<ReportRoute>, ApiInput<ReportRoute>['body']] extends [ReportFiled, ReportInput]
  ? true
  : false;
/** Fails to compile when one reports route takes another body or gives another answer. */
type Holds<T extends true> = T;
export type _ReportRoutesShareOneShape = Holds<SameForEvery>;

/** Files a report through one of the reports routes (their shared shape, so one call serves them all). */
const fileReport = api as unknown as (
  route: ReportRoute,
  input: { params: Record<string, string>; body: ReportInput },
) => Promise<ReportFiled>;

/**
 * 'Report' for a post, a reply or a story: a dialog with a reason and an optional note, sent to
 * the content's own reports route (`route`, with its path values in `params`). Render it for signed-in members only (the server refuses others).
 * The contract checks the form here and on the server; a refusal lands on its field.
 */
export function ReportButton<K extends ReportRoute>({
  route,
  params,
  subject,
  className,
}: {
  route: K;
  params: ApiInput<K>['params'];
  subject: ReportSubject;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const handleError = useApiErrorHandler();
  const errorId = useId();
  const { register, handleSubmit, reset, setError, formState } = useForm<ReportInput, unknown, Report>({
    resolver: zodResolver(CreateReportBody),
    defaultValues: { note: '' },
  });
  const send = useMutation({
    // An empty note is left out, as the contract's input has it.
    mutationFn: (body: Report) =>
      fileReport(route, {
        params: params as Record<string, string>,
        body: { reason: body.reason, note: body.note ?? undefined },
      }),
    onSuccess: (filed) => {
      toast.success(t('report.sentTitle'), t(filed.alreadyReported ? 'report.alreadySent' : 'report.sent'));
      setOpen(false);
      reset({ note: '' });
    },
    onError: (error) => handleError(error, { setError, title: t('report.failed') }),
  });
  const submit = handleSubmit((body) => send.mutate(body));
  const fields = { reason: register('reason'), note: register('note') };
  const reasonError = formState.errors.reason?.message;

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={className}
        onClick={() => setOpen(true)}
        aria-label={t(`report.open.${subject}`)}
      >
        <Flag aria-hidden="true" className="h-4 w-4" />
        <span>{t('report.button')}</span>
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t(`report.title.${subject}`)}
        description={t('report.description')}
      >
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <fieldset aria-describedby={reasonError ? errorId : undefined} aria-invalid={reasonError ? true : undefined}>
            <legend className="text-sm font-medium text-ink">{t('report.reasonLabel')}</legend>
            <div className="mt-2 space-y-1">
              {ReportReasons.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-primary-50"
                >
                  <input type="radio" {...fields.reason} value={value} className="h-4 w-4 accent-primary-700" />
                  <span className="text-ink">{t(`report.reasons.${value}`)}</span>
                </label>
              ))}
            </div>
            {reasonError ? (
              <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
                {describeIssue(t, reasonError)}
              </p>
            ) : null}
          </fieldset>
          <Field label={t('report.noteLabel')} error={formState.errors.note?.message}>
            <Textarea {...fields.note} maxLength={ReportLimits.noteMax} rows={3} />
          </Field>
          <p className="text-sm text-muted">{t('report.review')}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" variant="danger" isLoading={send.isPending}>
              {t('report.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
