import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Inbox, IndianRupee } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListView, pagedList } from '@/components/list/list-view';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useContactMessages, usePaymentLedger, useRoleDebug, useSetContactStatus } from './api';

const NEXT_STATUS = { new: 'handled', handled: 'new' } as const;

/** Contact messages: newest first, each marked handled (or new again). */
export function ContactTab() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const list = useContactMessages();
  const setStatus = useSetContactStatus();
  const handleError = useApiErrorHandler();
  return (
    <ListView
      list={pagedList(list)}
      loading={<Skeleton className="h-40 w-full" />}
      empty={<EmptyState icon={Inbox} title={t('contact.empty')} />}
      errorTitle={t('contact.loadFailed')}
      loadMoreClassName="pt-2"
    >
      {(items) => (
        <ul className="space-y-3" aria-label={t('contact.listLabel')}>
          {items.map((m) => {
            const next = NEXT_STATUS[m.status];
            const toggle = () =>
              setStatus.mutate(
                { id: m.id, status: next },
                {
                  onSuccess: () => toast.success(t(`contact.marked.${next}`)),
                  onError: (e) => handleError(e, { title: t('toasts.failed') }),
                },
              );
            return (
              <li key={m.id}>
                <Card className={cn('space-y-2 p-4', m.status === 'new' && 'border-primary-200')}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-semibold text-ink">{m.subject}</p>
                    <time dateTime={m.createdAt} className="text-sm text-muted">
                      {format.dateTime(m.createdAt)}
                    </time>
                  </div>
                  <p className="text-sm text-muted">
                    {m.fullName} ·{' '}
                    <a href={`mailto:${m.email}`} className="text-primary-800 underline">
                      {m.email}
                    </a>
                  </p>
                  <p className="whitespace-pre-line break-words text-ink">{m.message}</p>
                  <Button variant={m.status === 'new' ? 'primary' : 'outline'} size="sm" onClick={toggle}>
                    {t(`contact.mark.${next}`)}
                  </Button>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </ListView>
  );
}

/** Payments: the read-only ledger, with the completed total (sandbox payments apart: no money moved). */
export function PaymentsTab() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const ledger = usePaymentLedger();
  const first = ledger.data?.pages[0];
  return (
    <div className="space-y-4">
      {first ? (
        <p className="text-ink">
          {t('payments.totals', {
            real: format.rupees(first.completedRupees),
            sandbox: format.rupees(first.sandboxRupees),
          })}
        </p>
      ) : null}
      <ListView
        list={pagedList(ledger)}
        loading={<Skeleton className="h-40 w-full" />}
        empty={<EmptyState icon={IndianRupee} title={t('payments.empty')} />}
        errorTitle={t('payments.loadFailed')}
        loadMoreClassName="pt-2"
      >
        {(items) => (
          <div className="overflow-x-auto rounded-[var(--radius-card)] border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('payments.caption')}</caption>
              <thead className="bg-slate-50 text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('payments.date')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('payments.payer')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('payments.plan')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('payments.amount')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('payments.status')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {items.map((p) => (
                  <tr key={p.id}>
                    <td className="whitespace-nowrap px-3 py-2">{format.date(p.createdAt)}</td>
                    <td className="px-3 py-2">
                      {p.payerName}
                      <span className="block text-xs text-muted">{p.payerEmail}</span>
                    </td>
                    <td className="px-3 py-2">{p.plan}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-right">{format.rupees(p.amountRupees)}</td>
                    <td className="px-3 py-2">
                      {p.status}
                      {p.provider === 'sandbox' ? (
                        <span className="ml-1 text-xs text-muted">({t('payments.sandbox')})</span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListView>
    </div>
  );
}

/** The Role Debug Panel: one store holds the role; the session's copy is shown beside it. */
export function RoleDebugPanel() {
  const { t } = useTranslation('admin');
  const { register, handleSubmit } = useForm({ defaultValues: { email: '' } });
  const emailField = register('email');
  const [email, setEmail] = useState('');
  const debug = useRoleDebug(email);
  const submit = handleSubmit((form) => setEmail(form.email.trim()));
  return (
    <Card className="max-w-xl space-y-4 p-5">
      <h2 className="text-xl font-semibold text-ink">{t('debug.title')}</h2>
      {debug.data ? (
        <p className="text-ink">
          {t('debug.you', {
            stored: t(`roles.${debug.data.you.storedRole ?? 'notSaid'}`),
            session: t(`roles.${debug.data.you.sessionRole ?? 'notSaid'}`),
          })}
        </p>
      ) : null}
      <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
        <Field label={t('debug.email')} className="min-w-64 flex-1">
          <Input type="email" {...emailField} autoComplete="off" />
        </Field>
        <Button type="submit" variant="outline" isLoading={debug.isFetching}>
          {t('debug.check')}
        </Button>
      </form>
      {email && debug.isError ? <p className="text-sm text-danger">{t('debug.notFound')}</p> : null}
      {debug.data?.member ? (
        <p className="text-ink" aria-live="polite">
          {t('debug.member', {
            name: debug.data.member.name,
            stored: t(`roles.${debug.data.member.storedRole ?? 'notSaid'}`),
            count: debug.data.member.activeSessions,
          })}
        </p>
      ) : null}
    </Card>
  );
}
