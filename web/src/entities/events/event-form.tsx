import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EventLimits, type CreateEventBody } from '@contracts/events';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';

export const emptyEvent = { title: '', description: '', eventType: '', startDate: '', startTime: '', endDate: '', endTime: '', location: '', isOnline: false, meetingLink: '', registrationLink: '', maxAttendees: '' };

export type EventFormValues = typeof emptyEvent;

/**
 * An event's form ('Publish New Event', and editing on the NGO dashboard): dates and times are
 * India time; title, start date and start time are required. `onSubmit` returns true when saved,
 * and the form then empties itself unless `keepAfterSave`.
 */
export function EventForm({ initial = emptyEvent, heading, submitLabel, isPending, onSubmit, keepAfterSave = false }: { initial?: EventFormValues; heading: string; submitLabel: string; isPending: boolean; onSubmit: (values: CreateEventBody) => Promise<boolean>; keepAfterSave?: boolean }) {
  const { t } = useTranslation('events');
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof EventFormValues) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const headingId = useId();

  const on = Object.fromEntries((Object.keys(emptyEvent) as (keyof EventFormValues)[]).map((key) => [key, set(key)])) as Record<keyof EventFormValues, ReturnType<typeof set>>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!form.title.trim()) missing.title = t('form.required');
    if (!form.startDate) missing.startDate = t('form.required');
    if (!form.startTime) missing.startTime = t('form.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    void onSubmit(form as CreateEventBody).then((saved) => {
      if (saved && !keepAfterSave) setForm(emptyEvent);
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {heading}
      </h2>
      <p className="text-sm text-muted">{t('form.timeNote')}</p>
      <Field label={t('form.title')} required error={errors.title}>
        <Input value={form.title} onChange={on.title} maxLength={EventLimits.titleMax} autoComplete="off" />
      </Field>
      <Field label={t('form.description')}>
        <Textarea value={form.description} onChange={on.description} rows={4} maxLength={EventLimits.descriptionMax} />
      </Field>
      <Field label={t('form.type')} hint={t('form.typeHint')}>
        <Input value={form.eventType} onChange={on.eventType} maxLength={EventLimits.typeMax} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.startDate')} required error={errors.startDate}>
          <Input type="date" value={form.startDate} onChange={on.startDate} />
        </Field>
        <Field label={t('form.startTime')} required error={errors.startTime}>
          <Input type="time" value={form.startTime} onChange={on.startTime} />
        </Field>
        <Field label={t('form.endDate')}>
          <Input type="date" value={form.endDate} onChange={on.endDate} />
        </Field>
        <Field label={t('form.endTime')} hint={t('form.endHint')}>
          <Input type="time" value={form.endTime} onChange={on.endTime} />
        </Field>
      </div>
      <Field label={t('form.location')}>
        <Input value={form.location} onChange={on.location} maxLength={EventLimits.locationMax} />
      </Field>
      <label className="flex cursor-pointer items-center gap-3">
        <input type="checkbox" checked={form.isOnline} onChange={(e) => setForm((f) => ({ ...f, isOnline: e.target.checked }))} className="h-5 w-5 accent-primary-700" />
        <span className="font-medium text-ink">{t('form.online')}</span>
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.meetingLink')} hint={t('form.meetingHint')}>
          <Input type="url" inputMode="url" value={form.meetingLink} onChange={on.meetingLink} placeholder={t('form.urlPlaceholder')} />
        </Field>
        <Field label={t('form.registrationLink')}>
          <Input type="url" inputMode="url" value={form.registrationLink} onChange={on.registrationLink} placeholder={t('form.urlPlaceholder')} />
        </Field>
      </div>
      <Field label={t('form.max')} hint={t('form.maxHint')}>
        <Input type="number" min={1} step={1} inputMode="numeric" value={form.maxAttendees} onChange={on.maxAttendees} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" isLoading={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
