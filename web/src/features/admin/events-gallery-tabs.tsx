import { useRef, useState, type FormEvent } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, ImageIcon, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  EVENT_TIME_ZONE,
  type CommunityEvent,
  type CreateEventBody,
  type EventPage,
  type SavedEvent,
} from '@contracts/events';
import { GalleryCategories, type GalleryItem, type GalleryList } from '@contracts/gallery';
import { EventForm, type EventFormSetError, type EventFormValues } from '@/entities/events/event-form';
import { showCrisisCard } from '@/components/safety/crisis-notice';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { apiFetch } from '@/lib/api';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { adminKeys, refreshEvents, refreshGallery } from './api';
import { AdminSearch, ConfirmDelete, EditDelete, ListStates, LoadMore, useSettled } from './parts';

const enc = encodeURIComponent;
/** The upload route and its file field (contracts/gallery.ts). */
const UPLOAD_PATH = '/api/admin/gallery';
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

export function eventFormValues(e: CommunityEvent): EventFormValues {
  const start = indiaParts(e.startsAt);
  const end = e.endsAt ? indiaParts(e.endsAt) : { date: '', time: '' };
  return {
    title: e.title,
    description: e.description ?? '',
    eventType: e.eventType ?? '',
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
  const queryClient = useQueryClient();
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const [draft, setDraft] = useState('');
  const q = useSettled(draft);
  const [editing, setEditing] = useState<CommunityEvent | null>(null);
  const [removing, setRemoving] = useState<CommunityEvent | null>(null);
  const list = useInfiniteQuery({
    queryKey: adminKeys.communityEvents(when, q),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ when, limit: '24' });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<EventPage>(`/api/events?${params.toString()}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
  });
  const call = useMutation({
    mutationFn: ({ id, method, json }: { id: string; method: 'PATCH' | 'DELETE'; json?: unknown }) =>
      apiFetch<SavedEvent | null>(`/api/events/${enc(id)}`, { method, json }),
    // An edited event whose text signals a risk: a private card with helplines for its writer (decision 0059).
    onSuccess: (saved) => showCrisisCard(saved?.safety, 'event'),
    onSettled: () => void refreshEvents(queryClient),
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const save = (values: CreateEventBody, setError: EventFormSetError) =>
    new Promise<boolean>((resolve) => {
      if (!editing) return resolve(false);
      call.mutate(
        { id: editing.id, method: 'PATCH', json: values },
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
      { id: removing.id, method: 'DELETE' },
      {
        onSuccess: () => {
          setRemoving(null);
          toast.success(t('events.deleted'));
        },
        onError: (e) => handleError(e, { title: t('events.deleteFailed') }),
      },
    );
  const closeRemove = () => setRemoving(null);
  return (
    <div className="space-y-4">
      <AdminSearch label={t('events.search')} value={draft} onChange={setDraft}>
        <label className="flex items-center gap-2 text-sm text-ink">
          <span>{t('events.show')}</span>
          <Select value={when} onChange={(e) => setWhen(e.target.value as 'upcoming' | 'past')} className="w-auto">
            <option value="upcoming">{t('events.upcoming')}</option>
            <option value="past">{t('events.past')}</option>
          </Select>
        </label>
      </AdminSearch>
      <ListStates
        query={list}
        empty={items.length === 0}
        icon={CalendarDays}
        emptyTitle={t(q ? 'library.noMatch' : 'events.empty')}
        loadFailed={t('events.loadFailed')}
      >
        <ul className="space-y-3" aria-label={t('events.listLabel')}>
          {items.map((e) => (
            <li key={e.id}>
              <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="break-words font-semibold text-ink">{e.title}</p>
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
        <LoadMore query={list} />
      </ListStates>
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
        <ConfirmDelete
          title={t('events.deleteTitle')}
          description={t(removing.isPast ? 'library.deleteText' : 'events.deleteText', {
            title: removing.title,
            count: removing.attendeeCount,
          })}
          pending={call.isPending}
          onCancel={closeRemove}
          onConfirm={remove}
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
  const queryClient = useQueryClient();
  // The public list is cached for a minute; the administrator always reads it fresh.
  const list = useQuery({
    queryKey: adminKeys.gallery,
    queryFn: () => apiFetch<GalleryList>('/api/gallery', { cache: 'no-store' }),
  });
  const [editing, setEditing] = useState<GalleryItem | null>(null);
  const [removing, setRemoving] = useState<GalleryItem | null>(null);
  const call = useMutation({
    mutationFn: ({
      url,
      method,
      json,
      body,
    }: {
      url: string;
      method: 'POST' | 'PATCH' | 'DELETE';
      json?: unknown;
      body?: FormData;
    }) => apiFetch<unknown>(url, { method, json, body }),
    onSettled: () => void refreshGallery(queryClient),
  });
  const remove = () =>
    removing &&
    call.mutate(
      { url: `/api/admin/gallery/${enc(removing.id)}`, method: 'DELETE' },
      {
        onSuccess: () => {
          setRemoving(null);
          toast.success(t('gallery.deleted'));
        },
        onError: (e) => handleError(e, { title: t('gallery.deleteFailed') }),
      },
    );
  const items = list.data?.items ?? [];
  const closeRemove = () => setRemoving(null);
  const upload = (fields: Record<string, string>, file: File | null) =>
    new Promise<boolean>((resolve) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      if (file) body.set(UPLOAD_FIELD, file);
      call.mutate(
        { url: UPLOAD_PATH, method: 'POST', body },
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
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div>
        <ListStates
          query={list}
          empty={items.length === 0}
          icon={ImageIcon}
          emptyTitle={t('gallery.empty')}
          loadFailed={t('gallery.loadFailed')}
        >
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
                    <p className="break-words font-semibold text-ink">{item.title}</p>
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
        </ListStates>
      </div>
      <Card className="p-4">
        <GalleryForm isPending={call.isPending} onSubmit={upload} />
      </Card>
      {editing ? (
        <Dialog open onOpenChange={(o) => (o ? null : setEditing(null))} title={t('gallery.edit')}>
          <GalleryForm
            item={editing}
            isPending={call.isPending}
            onSubmit={(fields) =>
              new Promise<boolean>((resolve) => {
                call.mutate(
                  {
                    url: `/api/admin/gallery/${enc(editing.id)}`,
                    method: 'PATCH',
                    json: { ...fields, displayOrder: Number(fields.displayOrder) || 0 },
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
              })
            }
          />
        </Dialog>
      ) : null}
      {removing ? (
        <ConfirmDelete
          title={t('gallery.deleteTitle')}
          description={t('library.deleteText', { title: removing.title })}
          pending={call.isPending}
          onCancel={closeRemove}
          onConfirm={remove}
        />
      ) : null}
    </div>
  );
}

/** A new image (file, title, alt text, description, category) or an image's words and place. */
function GalleryForm({
  item,
  isPending,
  onSubmit,
}: {
  item?: GalleryItem;
  isPending: boolean;
  onSubmit: (fields: Record<string, string>, file: File | null) => Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  const g = useTranslation('gallery').t;
  const blank = { title: '', alt: '', description: '', category: 'awareness', displayOrder: '0' };
  const [form, setForm] = useState(
    item
      ? {
          title: item.title,
          alt: item.alt,
          description: item.description,
          category: item.category,
          displayOrder: String(item.displayOrder),
        }
      : blank,
  );
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const set = (key: keyof typeof blank) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const on = {
    title: set('title'),
    alt: set('alt'),
    description: set('description'),
    category: set('category'),
    displayOrder: set('displayOrder'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!item && !file) missing.file = t('gallery.fileRequired');
    if (!form.title.trim()) missing.title = t('gallery.titleRequired');
    if (!form.alt.trim()) missing.alt = t('gallery.altRequired');
    setErrors(missing);
    const first = Object.values(missing)[0];
    if (first) return toast.error(t('library.validationError'), first);
    const { displayOrder, ...fields } = form;
    void onSubmit(item ? { ...fields, displayOrder } : fields, file).then((saved) => {
      if (saved && !item) {
        setForm(blank);
        setFile(null);
        if (fileInput.current) fileInput.current.value = '';
      }
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={item ? t('gallery.edit') : t('gallery.new')}>
      {item ? null : (
        <>
          <h2 className="text-lg font-semibold text-ink">{t('gallery.new')}</h2>
          <Field label={t('gallery.file')} hint={t('gallery.fileHint')} error={errors.file} required>
            <Input
              ref={fileInput}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Field>
        </>
      )}
      <Field label={t('gallery.title')} error={errors.title} required>
        <Input value={form.title} onChange={on.title} />
      </Field>
      <Field label={t('gallery.alt')} hint={t('gallery.altHint')} error={errors.alt} required>
        <Input value={form.alt} onChange={on.alt} />
      </Field>
      <Field label={t('gallery.description')}>
        <Textarea value={form.description} onChange={on.description} rows={2} />
      </Field>
      <Field label={t('gallery.category')}>
        <Select value={form.category} onChange={on.category}>
          {GalleryCategories.map((c) => (
            <option key={c} value={c}>
              {g(`categories.${c}`)}
            </option>
          ))}
        </Select>
      </Field>
      {item ? (
        <Field label={t('gallery.displayOrder')}>
          <Input type="number" step={1} min={0} value={form.displayOrder} onChange={on.displayOrder} />
        </Field>
      ) : null}
      <Button type="submit" isLoading={isPending}>
        {item ? t('library.save') : <Upload aria-hidden="true" className="h-4 w-4" />}
        {item ? null : t('gallery.create')}
      </Button>
    </form>
  );
}
