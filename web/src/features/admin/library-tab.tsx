import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Pencil, Plus, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SharedThing } from '@/components/safety/crisis-notice';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { FormDialog } from '@/components/list/form-dialog';
import { ListView, pagedList } from '@/components/list/list-view';
import { SearchForm } from '@/components/list/search-form';
import { useSearchParam, type SearchParam } from '@/components/list/use-list-params';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { describeApiIssue, describeIssue, useApiErrorHandler } from '@/lib/api-errors';
import { useLibraryChange, useLibraryList, useSaveEntry, type LibraryCalls } from './api';
import { HindiMissingBadge } from '@/components/bilingual-text';
import { languages } from '@/lib/i18n';

/** The pause after typing before a tab's search reaches the address and the list. */
const SEARCH_PAUSE_MS = 350;

/** An admin list's search, kept in the address like every other list's (the tab's own parameter stays). */
export const useAdminSearch = () => useSearchParam('q', SEARCH_PAUSE_MS);

/** A tab's search box (its label is also its placeholder unless given), with room beside it for a button or a filter. */
export function AdminSearch({
  search,
  label,
  placeholder,
  children,
}: {
  search: SearchParam;
  label: string;
  placeholder?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <SearchForm search={search} label={label} placeholder={placeholder ?? label} className="min-w-0 flex-1" />
      {children}
    </div>
  );
}

/** Two placeholder rows while an admin list loads. */
export const RowsLoading = () => (
  <div className="space-y-3" aria-busy="true">
    <Skeleton className="h-20 w-full" />
    <Skeleton className="h-20 w-full" />
  </div>
);

/** An entry's Edit and Delete buttons, named with its title for screen readers. */
export function EditDelete({ title, onEdit, onDelete }: { title: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={t('library.editOf', { title })}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
        {t('library.edit')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onDelete} aria-label={t('library.deleteOf', { title })}>
        <Trash2 aria-hidden="true" className="h-4 w-4 text-danger" />
      </Button>
    </>
  );
}

/** One field of an entry's form. `list` is comma-separated text (§5: services, tags). */
export interface FieldSpec {
  name: string;
  kind: 'text' | 'textarea' | 'url' | 'email' | 'tel' | 'number' | 'date' | 'select' | 'checkbox' | 'list';
  required?: boolean;
  options?: readonly string[];
  optionLabel?: (value: string) => string;
  /** Spans both columns of the form. */
  wide?: boolean;
  /** The Hindi of another field (decision 0076): shown beside it, labelled "<its label> (Hindi)". */
  hindiOf?: string;
  /** An English field with its Hindi beside it: one column, not both. */
  pair?: boolean;
}

/** A number input for whole numbers. */
const WHOLE_NUMBER = { step: 1, inputMode: 'numeric' } as const;

export type FormValues = Record<string, string | boolean>;

export interface LibraryTabProps<T extends { id: string }> {
  /** The catalog section (admin:<section>.*) with this tab's words and toasts. */
  section: 'articles' | 'groups' | 'ngos' | 'resources' | 'schemes';
  icon: LucideIcon;
  /** The kind's routes: its list (searched, paged), and an entry created, edited and deleted. */
  calls: LibraryCalls<T>;
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
  /** The entry has no Hindi yet: marked in the list (decision 0076). */
  hindiMissing?: (item: T) => boolean;
}

/**
 * An administrators' list of one kind of entry (community-admin §2: 'create, edit, delete and status
 * toggles in dialogs'): searched, paged, each change in a dialog with the specification's checks and
 * toasts, deletion after a confirmation. The server decides; this shows what it said.
 */
export function LibraryTab<T extends { id: string }>(props: LibraryTabProps<T>) {
  const { section, icon, calls, titleOf, details, toggle, hindiMissing } = props;
  const { t } = useTranslation('admin');
  const missingLabel = useTranslation('common').t('bilingual.hindiMissing');
  const handleError = useApiErrorHandler();
  const search = useAdminSearch();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const list = useLibraryList(section, calls, search.value);
  const call = useLibraryChange(calls);

  const switchStatus = (item: T) => {
    if (!toggle) return;
    const value = (item as Record<string, unknown>)[toggle.field] === true;
    call.mutate(
      { id: item.id, values: { [toggle.field]: !value } },
      {
        onSuccess: () => toast.success(t(`${section}.statusUpdatedTitle`), t(`${section}.statusUpdated`)),
        onError: (e) => handleError(e, { title: t(`${section}.statusFailed`) }),
      },
    );
  };
  const remove = () =>
    removing &&
    call.mutate(
      { id: removing.id, remove: true },
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
  const confirmOpenChange = (open: boolean) => (open ? null : setRemoving(null));

  return (
    <div className="space-y-4">
      <AdminSearch search={search} label={t(`${section}.search`)}>
        <Button onClick={openNew}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t(`${section}.new`)}
        </Button>
      </AdminSearch>
      <ListView
        list={pagedList(list)}
        loading={<RowsLoading />}
        empty={<EmptyState icon={icon} title={t(search.value ? 'library.noMatch' : `${section}.empty`)} />}
        errorTitle={t(`${section}.loadFailed`)}
        loadMoreClassName="pt-2"
      >
        {(items) => (
          <ul className="space-y-3" aria-label={t(`${section}.listLabel`)}>
            {items.map((item) => {
              const on = toggle ? (item as Record<string, unknown>)[toggle.field] === true : false;
              const title = titleOf(item);
              return (
                <li key={item.id}>
                  <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0 flex-1 space-y-1">
                      <p className="break-words font-semibold text-ink">
                        {title}
                        {hindiMissing?.(item) ? (
                          <span className="ml-2 align-middle">
                            <HindiMissingBadge label={missingLabel} />
                          </span>
                        ) : null}
                      </p>
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
        )}
      </ListView>
      {editing ? <EntryDialog {...props} item={editing === 'new' ? null : editing} onClose={closeEditor} /> : null}
      {removing ? (
        <ConfirmDialog
          open
          onOpenChange={confirmOpenChange}
          title={t(`${section}.deleteTitle`)}
          description={t('library.deleteText', { title: titleOf(removing) })}
          confirmLabel={t('library.delete')}
          onConfirm={remove}
          isPending={call.isPending}
        />
      ) : null}
    </div>
  );
}

/** The create or edit dialog: the tab's contract checks the fields first ('Validation Error'), then the server's word lands on each field. */
function EntryDialog<T extends { id: string }>({
  section,
  calls,
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
  // A Hindi field is labelled in Hindi (its label names no English one: decision 0076).
  const hindi = useTranslation('admin', { lng: 'hi' }).t;
  const handleError = useApiErrorHandler();
  // The form's text is checked by the contract and sent as typed: the server parses it once more.
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(schema, undefined, { raw: true }) as Resolver<FormValues>,
    defaultValues: item ? toForm(item) : blank,
  });
  const save = useSaveEntry(calls, item ? item.id : null, screenedAs);
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
  const onOpenChange = (open: boolean) => (open ? null : onClose());
  return (
    <FormDialog
      open
      wide
      onOpenChange={onOpenChange}
      title={t(item ? `${section}.edit` : `${section}.new`)}
      onSubmit={(event) => void submit(event)}
      submitLabel={t(item ? 'library.save' : `${section}.create`)}
      isPending={save.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <EntryField
            key={f.name}
            spec={f}
            label={
              f.hindiOf
                ? `${hindi(`${section}.fields.${f.hindiOf}`)} (${languages.hi.nativeName})`
                : t(`${section}.fields.${f.name}`)
            }
            hint={f.kind === 'list' ? t('library.listHint') : undefined}
            control={register(f.name)}
            error={errorOf(f.name)}
          />
        ))}
      </div>
    </FormDialog>
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
  const paired = spec.pair || spec.hindiOf;
  const wide = !paired && (spec.wide || spec.kind === 'textarea') ? 'sm:col-span-2' : undefined;
  const lang = spec.hindiOf ? { lang: 'hi' } : {};
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
      <Textarea {...control} {...lang} rows={spec.name === 'content' || spec.name === 'contentHi' ? 8 : 3} />
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
        {...lang}
        autoComplete="off"
      />
    );
  return (
    <Field label={label} hint={hint} error={error} required={spec.required} className={wide}>
      {input}
    </Field>
  );
}
