import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReportLimits, ReportReasons, type ReportFiled, type ReportReason } from '@contracts/reports';
import { apiFetch } from '@/lib/api';
import { useApiErrorHandler } from '@/lib/api-errors';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';

export type ReportSubject = 'post' | 'reply' | 'story' | 'message' | 'profile';

/**
 * 'Report' for a post, a reply or a story: a dialog with a reason and an optional note, sent to
 * the content's own reports route. Render it for signed-in members only (the server refuses others).
 */
export function ReportButton({ endpoint, subject, className }: { endpoint: string; subject: ReportSubject; className?: string }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const handleError = useApiErrorHandler();
  const noteId = useId();
  const errorId = useId();
  const send = useMutation({
    mutationFn: () => apiFetch<ReportFiled>(endpoint, { method: 'POST', json: { reason, note: note.trim() || undefined } }),
    onSuccess: (filed) => {
      toast.success(t('report.sentTitle'), t(filed.alreadyReported ? 'report.alreadySent' : 'report.sent'));
      setOpen(false);
      setReason(null);
      setNote('');
    },
    onError: (error) => handleError(error, { title: t('report.failed') }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    send.mutate();
  };

  return (
    <>
      <Button variant="ghost" size="sm" className={className} onClick={() => setOpen(true)} aria-label={t(`report.open.${subject}`)}>
        <Flag aria-hidden="true" className="h-4 w-4" />
        <span>{t('report.button')}</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t(`report.title.${subject}`)} description={t('report.description')}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <fieldset aria-describedby={missingReason && !reason ? errorId : undefined}>
            <legend className="text-sm font-medium text-ink">{t('report.reasonLabel')}</legend>
            <div className="mt-2 space-y-1">
              {ReportReasons.map((value) => (
                <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-primary-50">
                  <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} className="h-4 w-4 accent-primary-700" />
                  <span className="text-ink">{t(`report.reasons.${value}`)}</span>
                </label>
              ))}
            </div>
            {missingReason && !reason ? (
              <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
                {t('report.reasonRequired')}
              </p>
            ) : null}
          </fieldset>
          <div className="space-y-1.5">
            <label htmlFor={noteId} className="block text-sm font-medium text-ink">
              {t('report.noteLabel')}
            </label>
            <textarea
              id={noteId}
              value={note}
              maxLength={ReportLimits.noteMax}
              onChange={(e) => setNote(e.target.value)}
              rows={3}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-ink focus-visible:outline-3 focus-visible:outline-accent-600"
            />
          </div>
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
