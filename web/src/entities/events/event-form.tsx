import { useId } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CreateEventBody, EventLimits } from '@contracts/events';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { languages } from '@/lib/i18n';

export const emptyEvent = {
  title: '',
  description: '',
  eventType: '',
  titleHi: '',
  descriptionHi: '',
  eventTypeHi: '',
  locationHi: '',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  location: '',
  isOnline: false,
  meetingLink: '',
  registrationLink: '',
  maxAttendees: '',
};

export type EventFormValues = typeof emptyEvent;

/** Where the server's field issues go: the form's own setError, for the caller's error handler. */
export type EventFormSetError = UseFormSetError<CreateEventBody>;

/**
 * An event's form ('Publish New Event', and editing on the NGO dashboard): dates and times are
 * India time; title, start date and start time are required. The contract checks the fields here
 * (the form's text is sent as typed: the server parses it once more), and `onSubmit` gets setError
 * so that the server's field issues land on their fields. `onSubmit` returns true when saved, and
 * the form then empties itself unless `keepAfterSave`.
 */
export function EventForm({
  initial = emptyEvent,
  heading,
  submitLabel,
  isPending,
  onSubmit,
  keepAfterSave = false,
}: {
  initial?: EventFormValues;
  heading: string;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (values: CreateEventBody, setError: EventFormSetError) => Promise<boolean>;
  keepAfterSave?: boolean;
}) {
  const { t } = useTranslation('events');
  // A Hindi field is labelled in Hindi (its label names no English one: decision 0076).
  const hindi = useTranslation('events', { lng: 'hi' }).t;
  const inHindi = (key: string) => `${hindi(key)} (${languages.hi.nativeName})`;
  const hindiLabels = {
    title: inHindi('form.title'),
    description: inHindi('form.description'),
    type: inHindi('form.type'),
    location: inHindi('form.location'),
  };
  const headingId = useId();
  const { register, handleSubmit, reset, setError, formState } = useForm<CreateEventBody>({
    resolver: zodResolver(CreateEventBody, undefined, { raw: true }),
    defaultValues: initial,
  });
  const { errors } = formState;
  const submit = handleSubmit((values) =>
    onSubmit(values, setError).then((saved) => {
      if (saved && !keepAfterSave) reset(emptyEvent);
    }),
  );
  const on = Object.fromEntries(
    (Object.keys(emptyEvent) as (keyof EventFormValues)[]).map((key) => [key, register(key)]),
  ) as Record<keyof EventFormValues, ReturnType<typeof register>>;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {heading}
      </h2>
      <p className="text-sm text-muted">{t('form.timeNote')}</p>
      {/* English and Hindi side by side (decision 0076); the Hindi may wait. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.title')} required error={errors.title?.message}>
          <Input {...on.title} maxLength={EventLimits.titleMax} autoComplete="off" />
        </Field>
        <Field label={hindiLabels.title} error={errors.titleHi?.message}>
          <Input {...on.titleHi} lang="hi" maxLength={EventLimits.titleMax} autoComplete="off" />
        </Field>
        <Field label={t('form.description')} error={errors.description?.message}>
          <Textarea {...on.description} rows={4} maxLength={EventLimits.descriptionMax} />
        </Field>
        <Field label={hindiLabels.description} error={errors.descriptionHi?.message}>
          <Textarea {...on.descriptionHi} lang="hi" rows={4} maxLength={EventLimits.descriptionMax} />
        </Field>
        <Field label={t('form.type')} hint={t('form.typeHint')} error={errors.eventType?.message}>
          <Input {...on.eventType} maxLength={EventLimits.typeMax} />
        </Field>
        <Field label={hindiLabels.type} error={errors.eventTypeHi?.message}>
          <Input {...on.eventTypeHi} lang="hi" maxLength={EventLimits.typeMax} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.startDate')} required error={errors.startDate?.message}>
          <Input type="date" {...on.startDate} />
        </Field>
        <Field label={t('form.startTime')} required error={errors.startTime?.message}>
          <Input type="time" {...on.startTime} />
        </Field>
        <Field label={t('form.endDate')} error={errors.endDate?.message}>
          <Input type="date" {...on.endDate} />
        </Field>
        <Field label={t('form.endTime')} hint={t('form.endHint')} error={errors.endTime?.message}>
          <Input type="time" {...on.endTime} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.location')} error={errors.location?.message}>
          <Input {...on.location} maxLength={EventLimits.locationMax} />
        </Field>
        <Field label={hindiLabels.location} error={errors.locationHi?.message}>
          <Input {...on.locationHi} lang="hi" maxLength={EventLimits.locationMax} />
        </Field>
      </div>
      <label className="flex cursor-pointer items-center gap-3">
        <input type="checkbox" {...on.isOnline} className="h-5 w-5 accent-primary-700" />
        <span className="font-medium text-ink">{t('form.online')}</span>
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.meetingLink')} hint={t('form.meetingHint')} error={errors.meetingLink?.message}>
          <Input type="url" inputMode="url" {...on.meetingLink} placeholder={t('form.urlPlaceholder')} />
        </Field>
        <Field label={t('form.registrationLink')} error={errors.registrationLink?.message}>
          <Input type="url" inputMode="url" {...on.registrationLink} placeholder={t('form.urlPlaceholder')} />
        </Field>
      </div>
      <Field label={t('form.max')} hint={t('form.maxHint')} error={errors.maxAttendees?.message}>
        <Input type="number" min={1} step={1} inputMode="numeric" {...on.maxAttendees} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" isLoading={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
