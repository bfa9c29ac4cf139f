import { useTranslation } from 'react-i18next';
import type { CreateEventBody } from '@contracts/events';
import { EventForm, type EventFormSetError } from '@/entities/events/event-form';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { usePublishEvent } from './api';

/** 'Publish New Event' (admins and NGOs). */
export function PublishEventForm({ onPublished }: { onPublished: () => void }) {
  const { t } = useTranslation('events');
  const publish = usePublishEvent();
  const handleError = useApiErrorHandler();
  const submit = (body: CreateEventBody, setError: EventFormSetError) =>
    publish.mutateAsync(body).then(
      () => {
        toast.success(t('toasts.published'));
        onPublished();
        return true;
      },
      (error: unknown) => {
        handleError<CreateEventBody>(error, { setError, title: t('toasts.publishFailed') });
        return false;
      },
    );
  return (
    <EventForm
      heading={t('form.heading')}
      submitLabel={t('form.submit')}
      isPending={publish.isPending}
      onSubmit={submit}
    />
  );
}
