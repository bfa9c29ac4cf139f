import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Award, HandHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MentorLanguages, MentorLimits, MentorTreatments, OfferBody, type Offer } from '@contracts/mentors';
import type { Profile } from '@contracts/profiles';
import { ConfirmDialog } from '@/components/list/confirm-dialog';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyOffer, useOfferStatus, useOwnProfile, useSaveOffer, useWithdrawOffer } from './api';
import { CancerFields, CheckboxGroup, PlaceFields, cityOf } from './fields';

type OfferInput = z.input<typeof OfferBody>;
type OfferValues = z.output<typeof OfferBody>;

/** /mentors/offer: survivors and caregivers offer to mentor, change the offer, pause or withdraw it. */
export function OfferPage() {
  const { t } = useTranslation('mentors');
  useDocumentTitle(t('offer.title'));
  const mine = useMyOffer();
  const profile = useOwnProfile();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
      <Link
        to="/mentors"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {t('offer.back')}
      </Link>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('offer.title')}</h1>
        <p className="text-muted">{t('offer.intro')}</p>
      </header>
      {mine.isLoading || profile.isLoading ? (
        <Skeleton className="h-96 w-full" />
      ) : mine.isError ? (
        <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
      ) : !mine.data!.mayOffer ? (
        <EmptyState
          icon={HandHeart}
          title={t('offer.rolesOnly')}
          description={t('offer.rolesOnlyHint')}
          action={
            <Link to="/profile" className={buttonClass('primary')}>
              {t('offer.toProfile')}
            </Link>
          }
        />
      ) : (
        <>
          {mine.data!.offer ? <OfferStatusCard offer={mine.data!.offer} /> : null}
          <OfferForm offer={mine.data!.offer} profile={profile.data} />
        </>
      )}
    </div>
  );
}

function initialOf(offer: Offer | null, profile: Profile | undefined): OfferInput {
  if (offer)
    return {
      cancerType: offer.cancerType,
      subtype: offer.subtype ?? '',
      treatments: offer.treatments,
      languages: offer.languages,
      city: offer.city ?? '',
      state: offer.state,
      capacity: offer.capacity,
      note: offer.note ?? '',
    };
  return {
    cancerType: profile?.cancerType ?? 'other',
    subtype: '',
    treatments: [],
    languages: [],
    city: cityOf(profile?.location),
    state: null,
    capacity: 2,
    note: '',
  };
}

function OfferForm({ offer, profile }: { offer: Offer | null; profile: Profile | undefined }) {
  const { t } = useTranslation('mentors');
  const save = useSaveOffer();
  const handleError = useApiErrorHandler();
  const [safety, setSafety] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<OfferInput, unknown, OfferValues>({
    resolver: zodResolver(OfferBody),
    defaultValues: initialOf(offer, profile),
  });
  const { errors } = formState;
  const fields = {
    cancerType: register('cancerType'),
    subtype: register('subtype'),
    treatments: register('treatments'),
    languages: register('languages'),
    city: register('city'),
    state: register('state', { setValueAs: (v: string | null) => v || null }),
    capacity: register('capacity'),
    note: register('note'),
  };
  const submit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      setSafety(Boolean(saved.safety));
    } catch (error) {
      handleError<OfferInput>(error, { setError, title: t('offer.saveFailed') });
      return;
    }
    toast.success(t('offer.saved'), t('offer.savedText'));
  });
  return (
    <Card className="p-5">
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
        <CancerFields
          cancerType={fields.cancerType}
          subtype={fields.subtype}
          errors={{ cancerType: errors.cancerType?.message, subtype: errors.subtype?.message }}
        />
        <CheckboxGroup
          name="offer-treatments"
          legend={t('fields.treatmentsOffer')}
          options={MentorTreatments}
          labelOf={(v) => t(`treatments.${v}`)}
          field={fields.treatments}
          error={errors.treatments?.message}
        />
        <CheckboxGroup
          name="offer-languages"
          legend={t('fields.languagesOffer')}
          options={MentorLanguages}
          labelOf={(v) => t(`languages.${v}`)}
          field={fields.languages}
          error={errors.languages?.message}
        />
        <PlaceFields
          city={fields.city}
          state={fields.state}
          errors={{ city: errors.city?.message, state: errors.state?.message }}
          stateEmptyLabel={t('fields.chooseState')}
        />
        <Field label={t('fields.capacity')} hint={t('fields.capacityHint')} required error={errors.capacity?.message}>
          <Input
            {...fields.capacity}
            type="number"
            min={MentorLimits.capacityMin}
            max={MentorLimits.capacityMax}
            step={1}
            inputMode="numeric"
            className="max-w-32"
          />
        </Field>
        <Field label={t('fields.note')} hint={t('fields.noteHint')} error={errors.note?.message}>
          <Textarea {...fields.note} rows={4} maxLength={MentorLimits.noteMax} />
        </Field>
        {safety ? (
          <Alert tone="info" live={false}>
            {t('offer.safety')}{' '}
            <Link to="/safety-plan" className="font-medium underline">
              {t('offer.safetyLink')}
            </Link>
          </Alert>
        ) : null}
        <Button type="submit" isLoading={save.isPending}>
          {t('offer.save')}
        </Button>
      </form>
    </Card>
  );
}

function OfferStatusCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation('mentors');
  const setStatus = useOfferStatus();
  const withdraw = useWithdrawOffer();
  const handleError = useApiErrorHandler();
  const [confirm, setConfirm] = useState(false);
  const paused = offer.status === 'paused';
  const toggle = () =>
    setStatus.mutate(paused ? 'active' : 'paused', {
      onSuccess: () => toast.success(t(paused ? 'offer.resumed' : 'offer.paused')),
      onError: (e) => handleError(e, { title: t('admin.failed') }),
    });
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
      <div className="space-y-1">
        <p className="font-semibold text-ink">{t(`offer.status.${offer.status === 'paused' ? 'paused' : 'active'}`)}</p>
        <p className="text-sm text-muted">
          {t('offer.supporting', { count: offer.activeMentees, capacity: offer.capacity })}
        </p>
        {offer.trained ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            <Award aria-hidden="true" className="h-3.5 w-3.5" />
            {t('offer.trainedBadge')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={toggle} isLoading={setStatus.isPending}>
          {t(paused ? 'offer.resume' : 'offer.pause')}
        </Button>
        <Button variant="danger" onClick={() => setConfirm(true)}>
          {t('offer.withdraw')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('offer.withdrawTitle')}
        description={t('offer.withdrawText')}
        confirmLabel={t('offer.withdraw')}
        isPending={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => {
              setConfirm(false);
              toast.success(t('offer.withdrawn'));
            },
            onError: (e) => handleError(e, { title: t('admin.failed') }),
          })
        }
      />
    </Card>
  );
}
