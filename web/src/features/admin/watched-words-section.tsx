import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  shippedNoteKey,
  WatchedActions,
  type WatchedAction,
  type WatchedWord,
  type WatchedWordBody,
} from '@contracts/watched-words';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { api } from '@/lib/api-client';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { adminKeys } from './api';

const watchedKey = [...adminKeys.all, 'watched-words'] as const;
type Draft = { pattern: string; action: WatchedAction; newMembersOnly: boolean; note: string };
const EMPTY: Draft = { pattern: '', action: 'hold', newMembersOnly: false, note: '' };
type FieldErrors = Partial<Record<keyof Draft, string>>;

/**
 * Watched words and patterns (issue 41, decision 0082): the administrators' list with search, a form
 * to add or change one, deletion after a confirmation, and a box that shows which entries a sample
 * text meets. The server checks every pattern; its words land on the form's fields.
 */
export function WatchedWordsSection() {
  const { t } = useTranslation('trust');
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<WatchedWord | null>(null);
  const list = useQuery({
    queryKey: [...watchedKey, q],
    queryFn: () => api('GET /api/admin/watched-words', { query: q.trim() ? { q: q.trim() } : {} }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-labelledby="watched-title" className="space-y-4">
      <div>
        <h2 id="watched-title" className="text-xl font-semibold text-ink">
          {t('watched.title')}
        </h2>
        <p className="mt-1 text-muted">{t('watched.intro')}</p>
      </div>
      <WatchedForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <TestBox />
      <Field label={t('watched.search')}>
        <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </Field>
      {list.isPending ? (
        <Skeleton className="h-40 w-full" aria-label={t('watched.loading')} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} title={t('watched.loadFailed')} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={q ? t('watched.noneFound') : t('watched.none')} />
      ) : (
        <ul className="space-y-3">
          {list.data.items.map((word) => (
            <li key={word.id}>
              <WatchedCard word={word} onEdit={() => setEditing(word)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WatchedForm({ editing, onDone }: { editing: WatchedWord | null; onDone: () => void }) {
  const { t } = useTranslation('trust');
  const queryClient = useQueryClient();
  const handleError = useApiErrorHandler();
  const [draft, setDraft] = useState<Draft>(editing ?? EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: (body: WatchedWordBody) =>
      editing
        ? api('PUT /api/admin/watched-words/:id', { params: { id: editing.id }, body })
        : api('POST /api/admin/watched-words', { body }),
    onSuccess: (saved) => {
      toast.success(t(editing ? 'watched.changed' : 'watched.added', { pattern: saved.pattern }));
      setDraft(EMPTY);
      onDone();
    },
    onError: (error) =>
      handleError(error, {
        title: t('watched.failed'),
        setError: (path: string, e: { message?: string }) => setErrors((old) => ({ ...old, [path]: e.message })),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchedKey }),
  });
  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((old) => ({ ...old, [key]: undefined }));
  };
  const handlePattern = (e: React.ChangeEvent<HTMLInputElement>) => change('pattern', e.target.value);
  const handleAction = (e: React.ChangeEvent<HTMLSelectElement>) => change('action', e.target.value as WatchedAction);
  const handleNote = (e: React.ChangeEvent<HTMLTextAreaElement>) => change('note', e.target.value);
  return (
    <Card className="p-4 sm:p-5">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.pattern.trim()) return setErrors({ pattern: t('watched.patternRequired') });
          save.mutate(draft);
        }}
      >
        <h3 className="font-semibold text-ink">{editing ? t('watched.editTitle') : t('watched.addTitle')}</h3>
        <Field label={t('watched.pattern')} hint={t('watched.patternHint')} error={errors.pattern}>
          <Input value={draft.pattern} maxLength={100} onChange={handlePattern} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('watched.action')} error={errors.action}>
            <Select value={draft.action} onChange={handleAction}>
              {WatchedActions.map((action) => (
                <option key={action} value={action}>
                  {t(`watched.actions.${action}`)}
                </option>
              ))}
            </Select>
          </Field>
          <label className="flex cursor-pointer items-start gap-3 self-end rounded-lg border border-slate-200 p-3">
            <input
              type="checkbox"
              checked={draft.newMembersOnly}
              onChange={(e) => change('newMembersOnly', e.target.checked)}
              className="mt-1 h-5 w-5 accent-primary-700"
            />
            <span className="font-medium text-ink">{t('watched.newMembersOnly')}</span>
          </label>
        </div>
        <Field label={t('watched.note')} error={errors.note}>
          <Textarea value={draft.note} maxLength={300} rows={2} onChange={handleNote} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isLoading={save.isPending}>
            {editing ? t('watched.save') : t('watched.add')}
          </Button>
          {editing ? (
            <Button type="button" variant="outline" onClick={onDone}>
              {t('watched.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}

function WatchedCard({ word, onEdit }: { word: WatchedWord; onEdit: () => void }) {
  const { t } = useTranslation('trust');
  const format = useFormat();
  const queryClient = useQueryClient();
  const handleError = useApiErrorHandler();
  const [confirming, setConfirming] = useState(false);
  // A shipped entry's note, while no administrator has changed the entry, in the reader's language.
  const shipped = word.updatedByName ? null : shippedNoteKey(word.note);
  const noteOf = () => (shipped ? t(`watched.shippedNotes.${shipped}`) : word.note);
  const remove = useMutation({
    mutationFn: () => api('DELETE /api/admin/watched-words/:id', { params: { id: word.id } }),
    onSuccess: () => {
      toast.success(t('watched.deleted', { pattern: word.pattern }));
      setConfirming(false);
    },
    onError: (error) => handleError(error, { title: t('watched.failed') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchedKey }),
  });
  return (
    <Card className="space-y-2 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="break-all font-semibold text-ink">{word.pattern}</span>
        <ActionBadge action={word.action} />
        {word.newMembersOnly ? (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
            {t('watched.newOnlyBadge')}
          </span>
        ) : null}
      </div>
      {word.note ? <p className="break-words text-ink">{noteOf()}</p> : null}
      <p className="text-sm text-muted">
        {word.updatedByName
          ? t('watched.changedBy', { name: word.updatedByName, date: format.date(word.updatedAt) })
          : t('watched.shipped')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit}>
          {t('watched.edit')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
          {t('watched.delete')}
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          open
          onOpenChange={setConfirming}
          title={t('watched.deleteTitle')}
          description={t('watched.deleteText', { pattern: word.pattern })}
          confirmLabel={t('watched.delete')}
          onConfirm={() => remove.mutate()}
          isPending={remove.isPending}
        />
      ) : null}
    </Card>
  );
}

function ActionBadge({ action }: { action: WatchedAction }) {
  const { t } = useTranslation('trust');
  const tone = {
    block: 'bg-red-100 text-red-900',
    hold: 'bg-amber-100 text-amber-900',
    flag: 'bg-sky-100 text-sky-900',
  }[action];
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}>{t(`watched.badges.${action}`)}</span>
  );
}

function TestBox() {
  const { t } = useTranslation('trust');
  const handleError = useApiErrorHandler();
  const [text, setText] = useState('');
  const test = useMutation({
    mutationFn: () => api('POST /api/admin/watched-words/test', { body: { text } }),
    onError: (error) => handleError(error, { title: t('watched.failed') }),
  });
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) test.mutate();
        }}
      >
        <Field label={t('watched.testLabel')} hint={t('watched.testHint')}>
          <Textarea value={text} rows={3} maxLength={5000} onChange={(e) => setText(e.target.value)} />
        </Field>
        <Button type="submit" variant="outline" isLoading={test.isPending}>
          {t('watched.test')}
        </Button>
      </form>
      {test.data ? (
        <div aria-live="polite">
          {test.data.matches.length === 0 ? (
            <p className="text-ink">{t('watched.testNone')}</p>
          ) : (
            <>
              <p className="font-medium text-ink">{t('watched.testFound', { count: test.data.matches.length })}</p>
              <ul className="mt-2 space-y-1">
                {test.data.matches.map((m) => (
                  <li key={m.id} className="flex flex-wrap items-center gap-2">
                    <span className="break-all text-ink">{m.pattern}</span>
                    <ActionBadge action={m.action} />
                    {m.newMembersOnly ? <span className="text-sm text-muted">{t('watched.newOnlyBadge')}</span> : null}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </Card>
  );
}
