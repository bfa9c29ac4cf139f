import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DonorRequestView, MyDonorRequest } from '@contracts/donors';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { FormDialog } from '@/components/list/form-dialog';
import { ReportButton } from '@/components/report-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAnswerDonorRequest, useCloseDonorRequest, useDonorRequest, useMessageDonor, useThankDonors } from './api';
import { CompatibilityNote } from './facts';
import { NeverPayNotice } from './fields';
import { RequestSummary } from './request-list';

/** /donors/requests/:id: the request for its asker (who said yes, message, close, thank) or a donor it reached (answer). */
export function DonorRequestPage() {
  const { t } = useTranslation('donors');
  const { id = '' } = useParams();
  useDocumentTitle(t('request.title'));
  const view = useDonorRequest(id);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-5 px-4 py-10">
      <Link
        to="/donors"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('request.back')}
      </Link>
      <h1 className="text-3xl font-bold text-ink">{t('request.title')}</h1>
      <NeverPayNotice />
      {view.isLoading ? (
        <Skeleton className="h-64 w-full" />
      ) : view.isError ? (
        <ErrorState error={view.error} onRetry={() => void view.refetch()} />
      ) : (
        <RequestBody view={view.data!} />
      )}
    </div>
  );
}

function RequestBody({ view }: { view: DonorRequestView }) {
  const { t } = useTranslation('donors');
  const r = view.request;
  return (
    <div className="space-y-5">
      <Card className="space-y-3 p-5">
        <RequestSummary request={r} />
        {r.note ? <p className="whitespace-pre-line text-ink">{r.note}</p> : null}
        <p className="text-sm text-muted">{t('request.askedBy', { name: r.askerName })}</p>
        <CompatibilityNote />
        {view.mine ? null : (
          <ReportButton route="POST /api/donors/requests/:id/reports" params={{ id: r.id }} subject="request" />
        )}
      </Card>
      {view.answer !== null ? <AnswerCard view={view} /> : null}
      {view.mine ? <AskerCard mine={view.mine} /> : null}
    </div>
  );
}

function AnswerCard({ view }: { view: DonorRequestView }) {
  const { t } = useTranslation('donors');
  const answer = useAnswerDonorRequest(view.request.id);
  const handleError = useApiErrorHandler();
  const [contact, setContact] = useState('');
  const open = view.request.status === 'open';
  const send = (value: 'yes' | 'no') => () =>
    answer.mutate(
      { answer: value, contact: value === 'yes' ? contact : null },
      {
        onSuccess: () => toast.success(t(value === 'yes' ? 'answer.thanksYes' : 'answer.thanksNo')),
        onError: (e) => handleError(e, { title: t('answer.failed') }),
      },
    );
  const sayYes = send('yes');
  const sayNo = send('no');
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-semibold text-ink">{t('answer.title')}</h2>
      <p className="text-sm text-ink" data-testid="my-answer">
        {t(`answer.${view.answer!}`)}
      </p>
      {open ? (
        <>
          <Field label={t('answer.contact')} hint={t('answer.contactHint')}>
            <Input value={contact} onChange={(e) => setContact(e.target.value)} inputMode="tel" maxLength={60} />
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button onClick={sayYes} isLoading={answer.isPending && answer.variables?.answer === 'yes'}>
              {t('answer.yes')}
            </Button>
            <Button variant="outline" onClick={sayNo} isLoading={answer.isPending && answer.variables?.answer === 'no'}>
              {t('answer.no')}
            </Button>
          </div>
          <p className="text-xs text-muted">{t('answer.yesMeans')}</p>
        </>
      ) : null}
    </Card>
  );
}

function AskerCard({ mine }: { mine: MyDonorRequest }) {
  const { t } = useTranslation('donors');
  const navigate = useNavigate();
  const close = useCloseDonorRequest(mine.id);
  const messageDonor = useMessageDonor(mine.id);
  const thank = useThankDonors(mine.id);
  const handleError = useApiErrorHandler();
  const [closing, setClosing] = useState<'fulfilled' | 'cancelled' | null>(null);
  const [writingTo, setWritingTo] = useState<{ donorId: string; name: string } | null>(null);
  const [thanking, setThanking] = useState(false);
  const [text, setText] = useState('');
  const open = mine.status === 'open';
  const askFulfilled = () => setClosing('fulfilled');
  const askCancel = () => setClosing('cancelled');
  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-lg font-semibold text-ink">{t('asker.title')}</h2>
      <p className="text-sm text-muted">{t('asker.asked', { count: mine.asked })}</p>
      {mine.yes.length === 0 ? (
        <p className="text-sm text-ink">{t('asker.noYesYet')}</p>
      ) : (
        <ul className="space-y-2" aria-label={t('asker.yesList')}>
          {mine.yes.map((d) => (
            <li
              key={d.donorId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
            >
              <div>
                <p className="font-medium text-ink">{d.name}</p>
                {d.contact ? <p className="text-sm text-muted">{t('asker.contact', { contact: d.contact })}</p> : null}
              </div>
              <Button size="sm" variant="outline" onClick={() => setWritingTo(d)}>
                <MessageCircle aria-hidden="true" className="h-4 w-4" />
                {t('asker.message', { name: d.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        {open ? (
          <>
            <Button onClick={askFulfilled}>{t('asker.fulfilled')}</Button>
            <Button variant="outline" onClick={askCancel}>
              {t('asker.cancel')}
            </Button>
          </>
        ) : null}
        {mine.yes.length > 0 ? (
          <Button variant="outline" onClick={() => setThanking(true)}>
            {t('asker.thank')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(o) => !o && setClosing(null)}
        title={t(closing === 'fulfilled' ? 'asker.confirmFulfilled' : 'asker.confirmCancel')}
        description={t('asker.confirmText')}
        confirmLabel={t(closing === 'fulfilled' ? 'asker.fulfilled' : 'asker.cancel')}
        isPending={close.isPending}
        onConfirm={() =>
          close.mutate(closing!, {
            onSuccess: () => {
              setClosing(null);
              toast.success(t('asker.closed'));
            },
            onError: (e) => handleError(e, { title: t('asker.failed') }),
          })
        }
      />
      <FormDialog
        open={writingTo !== null}
        onOpenChange={(o) => !o && setWritingTo(null)}
        title={t('asker.messageTitle', { name: writingTo?.name ?? '' })}
        submitLabel={t('asker.send')}
        isPending={messageDonor.isPending}
        onSubmit={() =>
          messageDonor.mutate(
            { donorId: writingTo!.donorId, content: text },
            {
              onSuccess: (res) => void navigate(`/messages/${res.userId}`),
              onError: (e) => handleError(e, { title: t('asker.failed') }),
            },
          )
        }
      >
        <Field label={t('asker.messageLabel')}>
          <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={4} maxLength={1000} />
        </Field>
      </FormDialog>
      <FormDialog
        open={thanking}
        onOpenChange={setThanking}
        title={t('asker.thankTitle')}
        submitLabel={t('asker.send')}
        isPending={thank.isPending}
        onSubmit={() =>
          thank.mutate(text, {
            onSuccess: () => {
              setThanking(false);
              toast.success(t('asker.thanked'));
            },
            onError: (e) => handleError(e, { title: t('asker.failed') }),
          })
        }
      >
        <Field label={t('asker.messageLabel')}>
          <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={3} maxLength={1000} />
        </Field>
      </FormDialog>
    </Card>
  );
}
