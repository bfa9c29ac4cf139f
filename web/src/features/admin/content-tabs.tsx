import { useState, type FormEvent } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { BarChart3, CalendarClock, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminDailyQuestion, AdminDailyQuestionPage, CreateDailyQuestionBody } from '@contracts/daily-question';
import type {
  AdminAwarenessStatPage,
  AwarenessStat,
  CreateAwarenessStatBody,
  UpdateAwarenessStatBody,
} from '@contracts/stats';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { adminKeys } from './api';
import { ConfirmDelete, ListStates, LoadMore } from './parts';

const enc = encodeURIComponent;

function useAdminList<T extends { nextCursor: string | null }>(key: string, path: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.content(key),
    queryFn: ({ pageParam }) => apiFetch<T>(`${path}${pageParam ? `?cursor=${enc(pageParam)}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

function useAdminCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, method, json }: { path: string; method: 'POST' | 'PATCH' | 'DELETE'; json?: unknown }) =>
      apiFetch<unknown>(path, { method, json }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Stats: the awareness statistics of the home page, by display order, created, edited, switched on or off and deleted. */
export function StatsTab() {
  const { t } = useTranslation('admin');
  const list = useAdminList<AdminAwarenessStatPage>('stats', '/api/admin/stats/awareness');
  const call = useAdminCall();
  const handleError = useApiErrorHandler();
  const blank = { statKey: '', statValue: '', statDescription: '', source: '', displayOrder: '0' };
  const [form, setForm] = useState(blank);
  const [editing, setEditing] = useState<AwarenessStat | null>(null);
  const [removing, setRemoving] = useState<AwarenessStat | null>(null);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const on = {
    statKey: set('statKey'),
    statValue: set('statValue'),
    statDescription: set('statDescription'),
    source: set('source'),
    displayOrder: set('displayOrder'),
  };
  const startEdit = (s: AwarenessStat) => {
    setEditing(s);
    setForm({
      statKey: s.statKey,
      statValue: s.statValue,
      statDescription: s.statDescription ?? '',
      source: s.source ?? '',
      displayOrder: String(s.displayOrder),
    });
    document.getElementById('stat-form')?.scrollIntoView({ block: 'nearest' });
  };
  const stopEdit = () => {
    setEditing(null);
    setForm(blank);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: CreateAwarenessStatBody & UpdateAwarenessStatBody = {
      ...form,
      displayOrder: Number(form.displayOrder) || 0,
    };
    call.mutate(
      editing
        ? { path: `/api/admin/stats/awareness/${enc(editing.id)}`, method: 'PATCH', json: body }
        : { path: '/api/admin/stats/awareness', method: 'POST', json: body },
      {
        onSuccess: () => {
          toast.success(editing ? t('stats.updated') : t('stats.created'));
          stopEdit();
        },
        onError: (e) => handleError(e, { title: editing ? t('stats.updateFailed') : t('stats.createFailed') }),
      },
    );
  };
  const toggle = (s: AwarenessStat) =>
    call.mutate(
      { path: `/api/admin/stats/awareness/${enc(s.id)}`, method: 'PATCH', json: { isActive: !s.isActive } },
      {
        onSuccess: () => toast.success(t('stats.updated')),
        onError: (e) => handleError(e, { title: t('stats.updateFailed') }),
      },
    );
  const remove = () =>
    removing &&
    call.mutate(
      { path: `/api/admin/stats/awareness/${enc(removing.id)}`, method: 'DELETE' },
      {
        onSuccess: () => {
          setRemoving(null);
          toast.success(t('stats.deleted'));
        },
        onError: (e) => handleError(e, { title: t('stats.deleteFailed') }),
      },
    );
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div>
        <ListStates
          query={list}
          empty={items.length === 0}
          icon={BarChart3}
          emptyTitle={t('stats.empty')}
          loadFailed={t('stats.loadFailed')}
        >
          <ul className="space-y-3" aria-label={t('stats.listLabel')}>
            {items.map((s) => (
              <li key={s.id}>
                <Card className="flex flex-wrap items-start justify-between gap-3 p-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-ink">
                      {s.statValue} <span className="font-normal text-muted">· {s.statKey}</span>
                    </p>
                    {s.statDescription ? <p className="text-sm text-ink">{s.statDescription}</p> : null}
                    <p className="text-xs text-muted">
                      {t('stats.meta', { order: s.displayOrder, source: s.source ?? '—' })}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => toggle(s)} aria-pressed={s.isActive}>
                      {s.isActive ? t('stats.active') : t('stats.inactive')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => startEdit(s)}
                      aria-label={t('stats.editOf', { key: s.statKey })}
                    >
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      {t('stats.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setRemoving(s)}
                      aria-label={t('stats.deleteOf', { key: s.statKey })}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <LoadMore query={list} />
        </ListStates>
      </div>
      <Card className="p-4">
        <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby="stat-form">
          <h2 id="stat-form" className="text-lg font-semibold text-ink">
            {editing ? t('stats.editTitle') : t('stats.new')}
          </h2>
          <Field label={t('stats.key')} required>
            <Input value={form.statKey} onChange={on.statKey} />
          </Field>
          <Field label={t('stats.value')} required>
            <Input value={form.statValue} onChange={on.statValue} />
          </Field>
          <Field label={t('stats.description')}>
            <Textarea value={form.statDescription} onChange={on.statDescription} rows={2} />
          </Field>
          <Field label={t('stats.source')}>
            <Input value={form.source} onChange={on.source} />
          </Field>
          <Field label={t('stats.order')}>
            <Input type="number" step={1} value={form.displayOrder} onChange={on.displayOrder} />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" isLoading={call.isPending}>
              {editing ? t('stats.save') : t('stats.create')}
            </Button>
            {editing ? (
              <Button type="button" variant="outline" onClick={stopEdit}>
                {t('stats.cancelEdit')}
              </Button>
            ) : null}
          </div>
        </form>
      </Card>
      {removing ? (
        <ConfirmDelete
          title={t('stats.deleteTitle')}
          description={removing.statKey}
          pending={call.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={remove}
        />
      ) : null}
    </div>
  );
}

/** Daily questions: scheduled by date, open or a poll (two to ten options), and deleted. */
export function DailyQuestionsTab() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const list = useAdminList<AdminDailyQuestionPage>('daily-questions', '/api/admin/daily-questions');
  const call = useAdminCall();
  const handleError = useApiErrorHandler();
  const [form, setForm] = useState({
    question: '',
    questionType: 'open' as 'open' | 'poll',
    options: '',
    featuredDate: '',
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const create = (event: FormEvent) => {
    event.preventDefault();
    const body: CreateDailyQuestionBody = {
      question: form.question,
      questionType: form.questionType,
      options:
        form.questionType === 'poll'
          ? form.options
              .split('\n')
              .map((o) => o.trim())
              .filter(Boolean)
          : [],
      featuredDate: form.featuredDate,
    };
    call.mutate(
      { path: '/api/admin/daily-questions', method: 'POST', json: body },
      {
        onSuccess: () => {
          toast.success(t('questions.created'));
          setForm({ question: '', questionType: 'open', options: '', featuredDate: '' });
        },
        onError: (e) => handleError(e, { title: t('questions.createFailed') }),
      },
    );
  };
  const [removing, setRemoving] = useState<AdminDailyQuestion | null>(null);
  const remove = () =>
    removing &&
    call.mutate(
      { path: `/api/admin/daily-questions/${enc(removing.id)}`, method: 'DELETE' },
      {
        onSuccess: () => {
          setRemoving(null);
          toast.success(t('questions.deleted'));
        },
        onError: (e) => handleError(e, { title: t('questions.deleteFailed') }),
      },
    );
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div>
        <ListStates
          query={list}
          empty={items.length === 0}
          icon={CalendarClock}
          emptyTitle={t('questions.empty')}
          loadFailed={t('questions.loadFailed')}
        >
          <ul className="space-y-3" aria-label={t('questions.listLabel')}>
            {items.map((q) => (
              <li key={q.id}>
                <Card className="flex flex-wrap items-start justify-between gap-3 p-4">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm text-muted">
                      {format.date(q.featuredDate)} · {t(`questions.types.${q.questionType}`)} ·{' '}
                      {t('questions.answers', { count: q.responseCount })}
                    </p>
                    <p className="font-medium text-ink">{q.question}</p>
                    {q.options.length ? <p className="text-sm text-muted">{q.options.join(' · ')}</p> : null}
                  </div>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setRemoving(q)}
                    aria-label={t('questions.deleteOf', { date: format.date(q.featuredDate) })}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
          <LoadMore query={list} />
        </ListStates>
      </div>
      <Card className="p-4">
        <form onSubmit={create} noValidate className="space-y-3" aria-labelledby="question-form">
          <h2 id="question-form" className="text-lg font-semibold text-ink">
            {t('questions.new')}
          </h2>
          <Field label={t('questions.question')} required>
            <Textarea
              value={form.question}
              onChange={(e) => setForm((f) => ({ ...f, question: e.target.value }))}
              rows={2}
            />
          </Field>
          <Field label={t('questions.type')}>
            <Select
              value={form.questionType}
              onChange={(e) => setForm((f) => ({ ...f, questionType: e.target.value as 'open' | 'poll' }))}
            >
              <option value="open">{t('questions.types.open')}</option>
              <option value="poll">{t('questions.types.poll')}</option>
            </Select>
          </Field>
          {form.questionType === 'poll' ? (
            <Field label={t('questions.options')} hint={t('questions.optionsHint')}>
              <Textarea
                value={form.options}
                onChange={(e) => setForm((f) => ({ ...f, options: e.target.value }))}
                rows={4}
              />
            </Field>
          ) : null}
          <Field label={t('questions.date')} required>
            <Input
              type="date"
              value={form.featuredDate}
              onChange={(e) => setForm((f) => ({ ...f, featuredDate: e.target.value }))}
            />
          </Field>
          <Button type="submit" isLoading={call.isPending}>
            {t('questions.create')}
          </Button>
        </form>
      </Card>
      {removing ? (
        <ConfirmDelete
          title={t('questions.deleteTitle')}
          description={removing.question}
          pending={call.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={remove}
        />
      ) : null}
    </div>
  );
}
