import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CalendarDays, ImageIcon, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EVENT_TIME_ZONE, type CommunityEvent, type CreateEventBody } from '@contracts/events';
import { GalleryCategories, type GalleryItem } from '@contracts/gallery';
import { EventForm, type EventFormSetError, type EventFormValues } from '@/entities/events/event-form';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { ListView, pagedList, wholeList } from '@/components/list/list-view';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { useAdminEvents, useAdminGallery, useEventChange, useGalleryChange } from './api';
import { AdminSearch, EditDelete, RowsLoading, useAdminSearch } from './library-tab';
import { HindiMissingBadge } from '@/components/bilingual-text';
import { useHindiLabels } from './content-tabs';

/** The upload's file field (contracts/gallery.ts). */
const UPLOAD_FIELD = 'file';

/** An instant as the event form shows it: a date and a time in India. */
function indiaParts(iso: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: EVENT_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The mark on an entry with no Hindi yet (decision 0076). */
function MissingHindi() {
  const { t } = useTranslation('common');
  return (
    <span className="ml-2 align-middle">
      <HindiMissingBadge label={t('bilingual.hindiMissing')} />
    </span>
  );
}

export function eventFormValues(e: CommunityEvent): EventFormValues {
  const start = indiaParts(e.startsAt);
  const end = e.endsAt ? indiaParts(e.endsAt) : { date: '', time: '' };
  return {
    title: e.title,
    description: e.description ?? '',
    eventType: e.eventType ?? '',
    titleHi: e.titleHi ?? '',
    descriptionHi: e.descriptionHi ?? '',
    eventTypeHi: e.eventTypeHi ?? '',
    locationHi: e.locationHi ?? '',
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    location: e.location ?? '',
    isOnline: e.isOnline,
    meetingLink: e.meetingLink ?? '',
    registrationLink: e.registrationLink ?? '',
    maxAttendees: e.maxAttendees === null ? '' : String(e.maxAttendees),
  };
}

/** Events: every event, upcoming or past, searched; any edited or deleted (registered members are told). */
export function EventsTab() {
  const { t } = useTranslation(['admin', 'standing']);
  const format = useFormat();
  const handleError = useApiErrorHandler();
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const search = useAdminSearch();
  const [editing, setEditing] = useState<CommunityEvent | null>(null);
  const [removing, setRemoving] = useState<CommunityEvent | null>(null);
  const list = useAdminEvents(when, search.value);
  const call = useEventChange();
  const save = (values: CreateEventBody, setError: EventFormSetError) =>
    new Promise<boolean>((resolve) => {
      if (!editing) return resolve(false);
      call.mutate(
        { route: 'PATCH /api/events/:id', params: { id: editing.id }, body: values },
        {
          onSuccess: () => {
            toast.success(t('events.updated'));
            setEditing(null);
            resolve(true);
          },
          onError: (e) => {
            handleError<CreateEventBody>(e, { setError, title: t('events.updateFailed') });
            resolve(false);
          },
        },
      );
    });
  const remove = () =>
    removing &&
    call.mutate(
      { route: 'DELETE /api/events/:id', params: { id: removing.id } },
      {
        onSuccess: () => {
          setRemoving(null);
          toast.success(t('events.deleted'));
        },
        onError: (e) => handleError(e, { title: t('events.deleteFailed') }),
      },
    );
  const confirmOpenChange = (open: boolean) => (open ? null : setRemoving(null));
  return (
    <div className="space-y-4">
      <AdminSearch search={search} label={t('events.search')}>
        <label className="flex items-center gap-2 text-sm text-ink">
          <span>{t('events.show')}</span>
          <Select value={when} onChange={(e) => setWhen(e.target.value as 'upcoming' | 'past')} className="w-auto">
            <option value="upcoming">{t('events.upcoming')}</option>
            <option value="past">{t('events.past')}</option>
          </Select>
        </label>
      </AdminSearch>
      <ListView
        list={pagedList(list)}
        loading={<RowsLoading />}
        empty={<EmptyState icon={CalendarDays} title={t(search.value ? 'library.noMatch' : 'events.empty')} />}
        errorTitle={t('events.loadFailed')}
        loadMoreClassName="pt-2"
      >
        {(items) => (
          <ul className="space-y-3" aria-label={t('events.listLabel')}>
            {items.map((e) => (
              <li key={e.id}>
                <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 flex-1 space-y-1">
                    <p className="break-words font-semibold text-ink">
                      {e.title}
                      {e.titleHi ? null : <MissingHindi />}
                    </p>
                    <p className="text-sm text-muted">
                      {format.dateTime(e.startsAt)} ·{' '}
                      {t('events.host', { name: e.hostName ?? t('standing:events.siteHost') })} ·{' '}
                      {t('events.registered', { count: e.attendeeCount })}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <EditDelete title={e.title} onEdit={() => setEditing(e)} onDelete={() => setRemoving(e)} />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </ListView>
      {editing ? (
        <Dialog open wide onOpenChange={(o) => (o ? null : setEditing(null))} title={t('events.edit')}>
          <EventForm
            initial={eventFormValues(editing)}
            heading={editing.title}
            submitLabel={t('library.save')}
            isPending={call.isPending}
            onSubmit={save}
            keepAfterSave
          />
        </Dialog>
      ) : null}
      {removing ? (
        <ConfirmDialog
          open
          onOpenChange={confirmOpenChange}
          title={t('events.deleteTitle')}
          description={t(removing.isPast ? 'library.deleteText' : 'events.deleteText', {
            title: removing.title,
            count: removing.attendeeCount,
          })}
          confirmLabel={t('library.delete')}
          onConfirm={remove}
          isPending={call.isPending}
        />
      ) : null}
    </div>
  );
}

/** Gallery: images added (stored as WebP without their camera data), their words and place edited, removed. */
export function GalleryTab() {
  const { t } = useTranslation('admin');
  const g = useTranslation('gallery').t;
  const handleError = useApiErrorHandler();
  const list = useAdminGallery();
  const call = useGalleryChange();
  const [editing, setEditing] = useState<GalleryItem | null>(null);
  const [removing, setRemoving] = useState<GalleryItem | null>(null);
  const remove = () =>
    removing &&
    call.mutate(
      { route: 'DELETE /api/admin/gallery/:id', params: { id: removing.id } },
      {
        onSuccess: () => {
          setRemoving(null);
          toast.success(t('gallery.deleted'));
        },
        onError: (e) => handleError(e, { title: t('gallery.deleteFailed') }),
      },
    );
  const confirmOpenChange = (open: boolean) => (open ? null : setRemoving(null));
  const upload = (fields: GalleryFields, file: File | null) =>
    new Promise<boolean>((resolve) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      if (file) form.set(UPLOAD_FIELD, file);
      call.mutate(
        { route: 'POST /api/admin/gallery', form },
        {
          onSuccess: () => {
            toast.success(t('gallery.created'));
            resolve(true);
          },
          onError: (e) => {
            handleError(e, { title: t('gallery.createFailed') });
            resolve(false);
          },
        },
      );
    });
  const update = (item: GalleryItem, fields: GalleryFields) =>
    new Promise<boolean>((resolve) => {
      call.mutate(
        {
          route: 'PATCH /api/admin/gallery/:id',
          params: { id: item.id },
          body: { ...fields, displayOrder: Number(fields.displayOrder) || 0 },
        },
        {
          onSuccess: () => {
            toast.success(t('gallery.updated'));
            setEditing(null);
            resolve(true);
          },
          onError: (e) => {
            handleError(e, { title: t('gallery.updateFailed') });
            resolve(false);
          },
        },
      );
    });
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div>
        <ListView
          list={wholeList(list)}
          loading={<RowsLoading />}
          empty={<EmptyState icon={ImageIcon} title={t('gallery.empty')} />}
          errorTitle={t('gallery.loadFailed')}
        >
          {(items) => (
            <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('gallery.listLabel')}>
              {items.map((item) => (
                <li key={item.id}>
                  <Card className="overflow-hidden">
                    <img
                      src={item.thumbSrc}
                      alt={item.alt}
                      width={item.thumbWidth}
                      height={item.thumbHeight}
                      loading="lazy"
                      className="aspect-[4/3] w-full object-cover"
                    />
                    <div className="space-y-1 p-3">
                      <p className="break-words font-semibold text-ink">
                        {item.title}
                        {item.titleHi ? null : <MissingHindi />}
                      </p>
                      <p className="text-sm text-muted">
                        {g(`categories.${item.category}`)} · {t('gallery.order', { order: item.displayOrder })}
                      </p>
                      <div className="flex flex-wrap gap-2 pt-1">
                        <EditDelete
                          title={item.title}
                          onEdit={() => setEditing(item)}
                          onDelete={() => setRemoving(item)}
                        />
                      </div>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </ListView>
      </div>
      <Card className="p-4">
        <GalleryForm isPending={call.isPending} onSubmit={upload} />
      </Card>
      {editing ? (
        <Dialog open onOpenChange={(o) => (o ? null : setEditing(null))} title={t('gallery.edit')}>
          <GalleryForm item={editing} isPending={call.isPending} onSubmit={(fields) => update(editing, fields)} />
        </Dialog>
      ) : null}
      {removing ? (
        <ConfirmDialog
          open
          onOpenChange={confirmOpenChange}
          title={t('gallery.deleteTitle')}
          description={t('library.deleteText', { title: removing.title })}
          confirmLabel={t('library.delete')}
          onConfirm={remove}
          isPending={call.isPending}
        />
      ) : null}
    </div>
  );
}

/** An image's words as the form holds them; its place (display order) only when editing. */
type GalleryFields = Record<string, string>;

interface GalleryFormValues {
  file?: FileList;
  title: string;
  alt: string;
  description: string;
  titleHi: string;
  altHi: string;
  descriptionHi: string;
  category: string;
  displayOrder: string;
}

const BLANK_IMAGE: GalleryFormValues = {
  title: '',
  alt: '',
  description: '',
  titleHi: '',
  altHi: '',
  descriptionHi: '',
  category: 'awareness',
  displayOrder: '0',
};

const galleryFormValues = (item: GalleryItem): GalleryFormValues => ({
  title: item.title,
  alt: item.alt,
  description: item.description,
  titleHi: item.titleHi ?? '',
  altHi: item.altHi ?? '',
  descriptionHi: item.descriptionHi ?? '',
  category: item.category,
  displayOrder: String(item.displayOrder),
});

/** The fields checked before anything is sent, in the order the form shows them (the first one's words go in the toast). */
const CHECKED_IMAGE_FIELDS = ['file', 'title', 'alt'] as const;

/** A new image (file, title, alt text, description, category) or an image's words and place. */
function GalleryForm({
  item,
  isPending,
  onSubmit,
}: {
  item?: GalleryItem;
  isPending: boolean;
  onSubmit: (fields: GalleryFields, file: File | null) => Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  const g = useTranslation('gallery').t;
  const hindiLabels = useHindiLabels(['gallery.title', 'gallery.alt', 'gallery.description']);
  const { register, handleSubmit, reset, formState } = useForm<GalleryFormValues>({
    defaultValues: item ? galleryFormValues(item) : BLANK_IMAGE,
  });
  const { errors } = formState;
  const fileInput = useRef<HTMLInputElement | null>(null);
  const written = (message: string) => (value: string) => value.trim() !== '' || message;
  const fileField = register('file', {
    validate: (files) => Boolean(item) || Boolean(files?.length) || t('gallery.fileRequired'),
  });
  const fields = {
    title: register('title', { validate: written(t('gallery.titleRequired')) }),
    alt: register('alt', { validate: written(t('gallery.altRequired')) }),
    description: register('description'),
    titleHi: register('titleHi'),
    altHi: register('altHi'),
    descriptionHi: register('descriptionHi'),
    category: register('category'),
    displayOrder: register('displayOrder'),
  };
  const submit = handleSubmit(
    async ({ file, displayOrder, ...words }) => {
      const saved = await onSubmit(item ? { ...words, displayOrder } : words, file?.[0] ?? null);
      if (saved && !item) {
        reset(BLANK_IMAGE);
        // A file input is emptied by hand: a form's values cannot hold a chosen file.
        if (fileInput.current) fileInput.current.value = '';
      }
    },
    (invalid) => {
      const first = CHECKED_IMAGE_FIELDS.map((name) => invalid[name]?.message).find(Boolean);
      if (first) toast.error(t('library.validationError'), first);
    },
  );
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3"
      aria-label={item ? t('gallery.edit') : t('gallery.new')}
    >
      {item ? null : (
        <>
          <h2 className="text-lg font-semibold text-ink">{t('gallery.new')}</h2>
          <Field label={t('gallery.file')} hint={t('gallery.fileHint')} error={errors.file?.message} required>
            <Input
              {...fileField}
              ref={(element) => {
                fileField.ref(element);
                fileInput.current = element;
              }}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
            />
          </Field>
        </>
      )}
      {/* English and Hindi side by side (decision 0076). */}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('gallery.title')} error={errors.title?.message} required>
          <Input {...fields.title} />
        </Field>
        <Field label={hindiLabels['gallery.title']}>
          <Input {...fields.titleHi} lang="hi" />
        </Field>
        <Field label={t('gallery.alt')} hint={t('gallery.altHint')} error={errors.alt?.message} required>
          <Input {...fields.alt} />
        </Field>
        <Field label={hindiLabels['gallery.alt']}>
          <Input {...fields.altHi} lang="hi" />
        </Field>
        <Field label={t('gallery.description')}>
          <Textarea {...fields.description} rows={2} />
        </Field>
        <Field label={hindiLabels['gallery.description']}>
          <Textarea {...fields.descriptionHi} lang="hi" rows={2} />
        </Field>
      </div>
      <Field label={t('gallery.category')}>
        <Select {...fields.category}>
          {GalleryCategories.map((c) => (
            <option key={c} value={c}>
              {g(`categories.${c}`)}
            </option>
          ))}
        </Select>
      </Field>
      {item ? (
        <Field label={t('gallery.displayOrder')}>
          <Input type="number" step={1} min={0} {...fields.displayOrder} />
        </Field>
      ) : null}
      <Button type="submit" isLoading={isPending}>
        {item ? t('library.save') : <Upload aria-hidden="true" className="h-4 w-4" />}
        {item ? null : t('gallery.create')}
      </Button>
    </form>
  );
}
