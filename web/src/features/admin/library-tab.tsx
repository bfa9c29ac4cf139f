import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { SafetyNotice } from '@contracts/crisis';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { showCrisisCard, type SharedThing } from '@/components/safety/crisis-notice';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError, apiFetch } from '@/lib/api';
import { describeApiIssue, describeIssue, useApiErrorHandler } from '@/lib/api-errors';
import { adminKeys, refreshLibrary } from './api';
import { AdminSearch, ConfirmDelete, EditDelete, ListStates, LoadMore, useSettled } from './parts';

/** One field of an entry's form. `list` is comma-separated text (§5: services, tags). */
export interface FieldSpec {
  name: string;
  kind: 'text' | 'textarea' | 'url' | 'email' | 'tel' | 'number' | 'date' | 'select' | 'checkbox' | 'list';
  required?: boolean;
  options?: readonly string[];
  optionLabel?: (value: string) => string;
  /** Spans both columns of the form. */
  wide?: boolean;
}

/** A number input for whole numbers. */
const WHOLE_NUMBER = { step: 1, inputMode: 'numeric' } as const;

export type FormValues = Record<string, string | boolean>;

export interface LibraryTabProps<T extends { id: string }> {
  /** The catalog section (admin:<section>.*) with this tab's words and toasts. */
  section: 'articles' | 'groups' | 'ngos' | 'resources' | 'schemes';
  icon: LucideIcon;
  /** GET (list, ?q= and ?cursor=) and POST (create). */
  path: string;
  /** PATCH and DELETE of one entry. */
  itemPath: (item: T) => string;
  fields: FieldSpec[];
  blank: FormValues;
  toForm: (item: T) => FormValues;
  /** The contract that checks the request (creating, and editing, which sends every field). */
  schema: z.ZodType<unknown, FieldValues>;
  titleOf: (item: T) => string;
  details: (item: T) => ReactNode;
  /** A status switch (published/draft, active/inactive) with its two labels. */
  toggle?: { field: string; on: string; off: string };
  /** What the crisis card calls an entry whose text the server screens (decision 0059). */
  screenedAs?: SharedThing;
}

/**
 * An administrators' list of one kind of entry (community-admin §2: 'create, edit, delete and status
 * toggles in dialogs'): searched, paged, each change in a dialog with the specification's checks and
 * toasts, deletion after a confirmation. The server decides; this shows what it said.
 */
export function LibraryTab<T extends { id: string }>(props: LibraryTabProps<T>) {
  const { section, icon, path, itemPath, titleOf, details, toggle } = props;
  const { t } = useTranslation('admin');
  const handleError = useApiErrorHandler();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const q = useSettled(draft);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);

  const list = useInfiniteQuery({
    queryKey: adminKeys.library(section, q),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return apiFetch<{ items: T[]; nextCursor: string | null }>(`${path}${query ? `?${query}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
  });
  const call = useMutation({
    mutationFn: ({ url, method, json }: { url: string; method: 'PATCH' | 'DELETE'; json?: unknown }) =>
      apiFetch<unknown>(url, { method, json }),
    // The public pages read the same entries: they refresh too.
    onSettled: () => void refreshLibrary(queryClient),
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  const switchStatus = (item: T) => {
    if (!toggle) return;
    const value = (item as Record<string, unknown>)[toggle.field] === true;
    call.mutate(
      { url: itemPath(item), method: 'PATCH', json: { [toggle.field]: !value } },
      {
        onSuccess: () => toast.success(t(`${section}.statusUpdatedTitle`), t(`${section}.statusUpdated`)),
        onError: (e) => handleError(e, { title: t(`${section}.statusFailed`) }),
      },
    );
  };
  const remove = () =>
    removing &&
    call.mutate(
      { url: itemPath(removing), method: 'DELETE' },
      {
        onSuccess: () => {
          setRemoving(null);
          toast.success(t(`${section}.deleted`));
        },
        onError: (e) => handleError(e, { title: t(`${section}.deleteFailed`) }),
      },
    );
  const openNew = () => setEditing('new');
  const closeEditor = () => setEditing(null);
  const closeRemove = () => setRemoving(null);

  return (
    <div className="space-y-4">
      <AdminSearch label={t(`${section}.search`)} value={draft} onChange={setDraft}>
        <Button onClick={openNew}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t(`${section}.new`)}
        </Button>
      </AdminSearch>
      <ListStates
        query={list}
        empty={items.length === 0}
        icon={icon}
        emptyTitle={t(q ? 'library.noMatch' : `${section}.empty`)}
        loadFailed={t(`${section}.loadFailed`)}
      >
        <ul className="space-y-3" aria-label={t(`${section}.listLabel`)}>
          {items.map((item) => {
            const on = toggle ? (item as Record<string, unknown>)[toggle.field] === true : false;
            const title = titleOf(item);
            return (
              <li key={item.id}>
                <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="break-words font-semibold text-ink">{title}</p>
                    {details(item)}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {toggle ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => switchStatus(item)}
                        aria-pressed={on}
                        aria-label={t('library.statusOf', { title, status: on ? toggle.on : toggle.off })}
                      >
                        {on ? toggle.on : toggle.off}
                      </Button>
                    ) : null}
                    <EditDelete title={title} onEdit={() => setEditing(item)} onDelete={() => setRemoving(item)} />
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
        <LoadMore query={list} />
      </ListStates>
      {editing ? <EntryDialog {...props} item={editing === 'new' ? null : editing} onClose={closeEditor} /> : null}
      {removing ? (
        <ConfirmDelete
          title={t(`${section}.deleteTitle`)}
          description={t('library.deleteText', { title: titleOf(removing) })}
          pending={call.isPending}
          onCancel={closeRemove}
          onConfirm={remove}
        />
      ) : null}
    </div>
  );
}

/** The create or edit dialog: the tab's contract checks the fields first ('Validation Error'), then the server's word lands on each field. */
function EntryDialog<T extends { id: string }>({
  section,
  path,
  itemPath,
  fields,
  blank,
  toForm,
  schema,
  screenedAs,
  item,
  onClose,
}: LibraryTabProps<T> & { item: T | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const common = useTranslation('common').t;
  const handleError = useApiErrorHandler();
  const queryClient = useQueryClient();
  // The form's text is checked by the contract and sent as typed: the server parses it once more.
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(schema, undefined, { raw: true }) as Resolver<FormValues>,
    defaultValues: item ? toForm(item) : blank,
  });
  const save = useMutation({
    mutationFn: (json: unknown) =>
      apiFetch<{ safety?: SafetyNotice }>(item ? itemPath(item) : path, { method: item ? 'PATCH' : 'POST', json }),
    onSuccess: (saved) => {
      if (screenedAs) showCrisisCard(saved.safety, screenedAs);
    },
    onSettled: () => void refreshLibrary(queryClient),
  });
  const submit = handleSubmit(
    (form) =>
      save.mutate(form, {
        onSuccess: () => {
          toast.success(t(item ? `${section}.updated` : `${section}.created`));
          onClose();
        },
        onError: (error) => {
          const title = t(item ? `${section}.updateFailed` : `${section}.createFailed`);
          const issues = error instanceof ApiError ? (error.issues ?? []).filter((i) => i.path) : [];
          if (!issues.length) return handleError(error, { title });
          issues.forEach((issue, index) =>
            setError(
              issue.path.split('.')[0]!,
              { type: 'server', message: describeApiIssue(common, issue) },
              { shouldFocus: index === 0 },
            ),
          );
          return toast.error(title, describeApiIssue(common, issues[0]!));
        },
      }),
    (invalid) => {
      const first = fields.map((f) => invalid[f.name]?.message).find(Boolean);
      if (first) toast.error(t('library.validationError'), describeIssue(common, first));
    },
  );
  const errorOf = (name: string) => formState.errors[name]?.message;
  return (
    <Dialog
      open
      wide
      onOpenChange={(o) => (o ? null : onClose())}
      title={t(item ? `${section}.edit` : `${section}.new`)}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((f) => (
            <EntryField
              key={f.name}
              spec={f}
              label={t(`${section}.fields.${f.name}`)}
              hint={f.kind === 'list' ? t('library.listHint') : undefined}
              control={register(f.name)}
              error={errorOf(f.name)}
            />
          ))}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('sanction.cancel')}
          </Button>
          <Button type="submit" isLoading={save.isPending}>
            {t(item ? 'library.save' : `${section}.create`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function EntryField({
  spec,
  label,
  hint,
  control,
  error,
}: {
  spec: FieldSpec;
  label: string;
  hint?: string;
  control: UseFormRegisterReturn;
  error?: string;
}) {
  const wide = spec.wide || spec.kind === 'textarea' ? 'sm:col-span-2' : undefined;
  if (spec.kind === 'checkbox') {
    return (
      <label className={`flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 ${wide ?? ''}`}>
        <input type="checkbox" {...control} className="mt-1 h-5 w-5 accent-primary-700" />
        <span className="font-medium text-ink">{label}</span>
      </label>
    );
  }
  const input =
    spec.kind === 'textarea' ? (
      <Textarea {...control} rows={spec.name === 'content' ? 8 : 3} />
    ) : spec.kind === 'select' ? (
      <Select {...control}>
        {(spec.options ?? []).map((o) => (
          <option key={o} value={o}>
            {spec.optionLabel ? spec.optionLabel(o) : o}
          </option>
        ))}
      </Select>
    ) : (
      <Input
        type={spec.kind === 'list' ? 'text' : spec.kind}
        {...control}
        {...(spec.kind === 'number' ? WHOLE_NUMBER : {})}
        autoComplete="off"
      />
    );
  return (
    <Field label={label} hint={hint} error={error} required={spec.required} className={wide}>
      {input}
    </Field>
  );
}
