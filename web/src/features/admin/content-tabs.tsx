import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BarChart3, CalendarClock, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminDailyQuestion, CreateDailyQuestionBody } from '@contracts/daily-question';
import type { AwarenessStat, CreateAwarenessStatBody, UpdateAwarenessStatBody } from '@contracts/stats';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { ListView, pagedList } from '@/components/list/list-view';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { useAwarenessStats, useDailyQuestionChange, useDailyQuestions, useStatChange } from './api';
import { RowsLoading } from './library-tab';
import { HindiMissingBadge } from '@/components/bilingual-text';
import { languages } from '@/lib/i18n';

/** Labels of Hindi fields, in Hindi (their label names no English one: decision 0076). */
export function useHindiLabels<K extends string>(keys: K[]): Record<K, string> {
  const hindi = useTranslation('admin', { lng: 'hi' }).t;
  return Object.fromEntries(keys.map((k) => [k, `${hindi(k)} (${languages.hi.nativeName})`])) as Record<K, string>;
}

/** A statistic as its form holds it (the display order is text until it is sent). */
interface StatForm {
  statKey: string;
  statValue: string;
  statDescription: string;
  statValueHi: string;
  statDescriptionHi: string;
  source: string;
  displayOrder: string;
}

const BLANK_STAT: StatForm = {
  statKey: '',
  statValue: '',
  statDescription: '',
  statValueHi: '',
  statDescriptionHi: '',
  source: '',
  displayOrder: '0',
};

const statForm = (s: AwarenessStat): StatForm => ({
  statKey: s.statKey,
  statValue: s.statValue,
  statDescription: s.statDescription ?? '',
  statValueHi: s.statValueHi ?? '',
  statDescriptionHi: s.statDescriptionHi ?? '',
  source: s.source ?? '',
  displayOrder: String(s.displayOrder),
});

/** Stats: the awareness statistics of the home page, by display order, created, edited, switched on or off and deleted. */
export function StatsTab() {
  const { t } = useTranslation('admin');
  const hindiLabels = useHindiLabels(['stats.value', 'stats.description']);
  const missingLabel = useTranslation('common').t('bilingual.hindiMissing');
  const list = useAwarenessStats();
  const call = useStatChange();
  const handleError = useApiErrorHandler();
  const { register, handleSubmit, reset } = useForm<StatForm>({ defaultValues: BLANK_STAT });
  const fields = {
    statKey: register('statKey'),
    statValue: register('statValue'),
    statDescription: register('statDescription'),
    statValueHi: register('statValueHi'),
    statDescriptionHi: register('statDescriptionHi'),
    source: register('source'),
    displayOrder: register('displayOrder'),
  };
  const [editing, setEditing] = useState<AwarenessStat | null>(null);
  const [removing, setRemoving] = useState<AwarenessStat | null>(null);
  const startEdit = (s: AwarenessStat) => {
    setEditing(s);
    reset(statForm(s));
    document.getElementById('stat-form')?.scrollIntoView({ block: 'nearest' });
  };
  const stopEdit = () => {
    setEditing(null);
    reset(BLANK_STAT);
  };
  const submit = handleSubmit((form) => {
    const body: CreateAwarenessStatBody & UpdateAwarenessStatBody = {
      ...form,
      displayOrder: Number(form.displayOrder) || 0,
    };
    call.mutate(
      editing
        ? { route: 'PATCH /api/admin/stats/awareness/:id', params: { id: editing.id }, body }
        : { route: 'POST /api/admin/stats/awareness', body },
      {
        onSuccess: () => {
          toast.success(editing ? t('stats.updated') : t('stats.created'));
          stopEdit();
        },
        onError: (e) => handleError(e, { title: editing ? t('stats.updateFailed') : t('stats.createFailed') }),
      },
    );
  });
  const toggle = (s: AwarenessStat) =>
    call.mutate(
      { route: 'PATCH /api/admin/stats/awareness/:id', params: { id: s.id }, body: { isActive: !s.isActive } },
      {
        onSuccess: () => toast.success(t('stats.updated')),
        onError: (e) => handleError(e, { title: t('stats.updateFailed') }),
      },
    );
  const remove = () =>
    removing &&
    call.mutate(
      { route: 'DELETE /api/admin/stats/awareness/:id', params: { id: removing.id } },
      {
        onSuccess: () => {
          setRemoving(null);
          toast.success(t('stats.deleted'));
        },
        onError: (e) => handleError(e, { title: t('stats.deleteFailed') }),
      },
    );
  const confirmOpenChange = (open: boolean) => (open ? null : setRemoving(null));
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div>
        <ListView
          list={pagedList(list)}
          loading={<RowsLoading />}
          empty={<EmptyState icon={BarChart3} title={t('stats.empty')} />}
          errorTitle={t('stats.loadFailed')}
          loadMoreClassName="pt-2"
        >
          {(items) => (
            <ul className="space-y-3" aria-label={t('stats.listLabel')}>
              {items.map((s) => (
                <li key={s.id}>
                  <Card className="flex flex-wrap items-start justify-between gap-3 p-4">
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-ink">
                        {s.statValue} <span className="font-normal text-muted">· {s.statKey}</span>
                        {s.statDescriptionHi ? null : (
                          <span className="ml-2 align-middle">
                            <HindiMissingBadge label={missingLabel} />
                          </span>
                        )}
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
          )}
        </ListView>
      </div>
      <Card className="p-4">
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3" aria-labelledby="stat-form">
          <h2 id="stat-form" className="text-lg font-semibold text-ink">
            {editing ? t('stats.editTitle') : t('stats.new')}
          </h2>
          <Field label={t('stats.key')} required>
            <Input {...fields.statKey} />
          </Field>
          {/* English and Hindi side by side (decision 0076). */}
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('stats.value')} required>
              <Input {...fields.statValue} />
            </Field>
            <Field label={hindiLabels['stats.value']}>
              <Input {...fields.statValueHi} lang="hi" />
            </Field>
            <Field label={t('stats.description')}>
              <Textarea {...fields.statDescription} rows={2} />
            </Field>
            <Field label={hindiLabels['stats.description']}>
              <Textarea {...fields.statDescriptionHi} lang="hi" rows={2} />
            </Field>
          </div>
          <Field label={t('stats.source')}>
            <Input {...fields.source} />
          </Field>
          <Field label={t('stats.order')}>
            <Input type="number" step={1} {...fields.displayOrder} />
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
        <ConfirmDialog
          open
          onOpenChange={confirmOpenChange}
          title={t('stats.deleteTitle')}
          description={removing.statKey}
          confirmLabel={t('library.delete')}
          onConfirm={remove}
          isPending={call.isPending}
        />
      ) : null}
    </div>
  );
}

/** A daily question as its form holds it: a poll's options one a line. */
interface QuestionForm {
  question: string;
  questionType: 'open' | 'poll';
  options: string;
  questionHi: string;
  optionsHi: string;
  featuredDate: string;
}

const BLANK_QUESTION: QuestionForm = {
  question: '',
  questionType: 'open',
  options: '',
  questionHi: '',
  optionsHi: '',
  featuredDate: '',
};

/** A poll's options typed one a line, without blank lines. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);

/** What is sent: a poll's options without blank lines, an open question's none. */
const questionBody = (form: QuestionForm): CreateDailyQuestionBody => ({
  question: form.question,
  questionType: form.questionType,
  options: form.questionType === 'poll' ? lines(form.options) : [],
  questionHi: form.questionHi,
  optionsHi: form.questionType === 'poll' ? lines(form.optionsHi) : [],
  featuredDate: form.featuredDate,
});

/** Daily questions: scheduled by date, open or a poll (two to ten options), and deleted. */
export function DailyQuestionsTab() {
  const { t } = useTranslation('admin');
  const hindiLabels = useHindiLabels(['questions.question', 'questions.options']);
  const missingLabel = useTranslation('common').t('bilingual.hindiMissing');
  const format = useFormat();
  const list = useDailyQuestions();
  const call = useDailyQuestionChange();
  const handleError = useApiErrorHandler();
  const { register, handleSubmit, reset, watch } = useForm<QuestionForm>({ defaultValues: BLANK_QUESTION });
  const isPoll = watch('questionType') === 'poll';
  const fields = {
    question: register('question'),
    questionType: register('questionType'),
    options: register('options'),
    questionHi: register('questionHi'),
    optionsHi: register('optionsHi'),
    featuredDate: register('featuredDate'),
  };
  const create = handleSubmit((form) =>
    call.mutate(
      { create: questionBody(form) },
      {
        onSuccess: () => {
          toast.success(t('questions.created'));
          reset(BLANK_QUESTION);
        },
        onError: (e) => handleError(e, { title: t('questions.createFailed') }),
      },
    ),
  );
  const [removing, setRemoving] = useState<AdminDailyQuestion | null>(null);
  const remove = () =>
    removing &&
    call.mutate(
      { remove: removing.id },
      {
        onSuccess: () => {
          setRemoving(null);
          toast.success(t('questions.deleted'));
        },
        onError: (e) => handleError(e, { title: t('questions.deleteFailed') }),
      },
    );
  const confirmOpenChange = (open: boolean) => (open ? null : setRemoving(null));
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div>
        <ListView
          list={pagedList(list)}
          loading={<RowsLoading />}
          empty={<EmptyState icon={CalendarClock} title={t('questions.empty')} />}
          errorTitle={t('questions.loadFailed')}
          loadMoreClassName="pt-2"
        >
          {(items) => (
            <ul className="space-y-3" aria-label={t('questions.listLabel')}>
              {items.map((q) => (
                <li key={q.id}>
                  <Card className="flex flex-wrap items-start justify-between gap-3 p-4">
                    <div className="min-w-0 flex-1">
                      <p className="text-sm text-muted">
                        {format.date(q.featuredDate)} · {t(`questions.types.${q.questionType}`)} ·{' '}
                        {t('questions.answers', { count: q.responseCount })}
                      </p>
                      <p className="font-medium text-ink">
                        {q.question}
                        {q.questionHi ? null : (
                          <span className="ml-2 align-middle">
                            <HindiMissingBadge label={missingLabel} />
                          </span>
                        )}
                      </p>
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
          )}
        </ListView>
      </div>
      <Card className="p-4">
        <form onSubmit={(event) => void create(event)} noValidate className="space-y-3" aria-labelledby="question-form">
          <h2 id="question-form" className="text-lg font-semibold text-ink">
            {t('questions.new')}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('questions.question')} required>
              <Textarea {...fields.question} rows={2} />
            </Field>
            <Field label={hindiLabels['questions.question']}>
              <Textarea {...fields.questionHi} lang="hi" rows={2} />
            </Field>
          </div>
          <Field label={t('questions.type')}>
            <Select {...fields.questionType}>
              <option value="open">{t('questions.types.open')}</option>
              <option value="poll">{t('questions.types.poll')}</option>
            </Select>
          </Field>
          {isPoll ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={t('questions.options')} hint={t('questions.optionsHint')}>
                <Textarea {...fields.options} rows={4} />
              </Field>
              <Field label={hindiLabels['questions.options']}>
                <Textarea {...fields.optionsHi} lang="hi" rows={4} />
              </Field>
            </div>
          ) : null}
          <Field label={t('questions.date')} required>
            <Input type="date" {...fields.featuredDate} />
          </Field>
          <Button type="submit" isLoading={call.isPending}>
            {t('questions.create')}
          </Button>
        </form>
      </Card>
      {removing ? (
        <ConfirmDialog
          open
          onOpenChange={confirmOpenChange}
          title={t('questions.deleteTitle')}
          description={removing.question}
          confirmLabel={t('library.delete')}
          onConfirm={remove}
          isPending={call.isPending}
        />
      ) : null}
    </div>
  );
}
