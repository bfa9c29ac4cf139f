import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { HeartPulse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  BloodGroups,
  DonationKinds,
  DonorLimits,
  DonorProfileBody,
  DonorSex,
  type DonorProfile,
} from '@contracts/donors';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useFormat } from '@/lib/format';
import { useDonorStatus, useMyDonorProfile, useSaveDonorProfile } from './api';
import { EligibilityFacts } from './facts';
import { Check, CheckboxGroup, PlaceSelect } from './fields';

type ProfileInput = z.input<typeof DonorProfileBody>;
type ProfileValues = z.output<typeof DonorProfileBody>;

/** The "Be a donor" tab: the facts, the member's status (pause, resume) and their profile. */
export function DonorSection() {
  const { t } = useTranslation('donors');
  const mine = useMyDonorProfile();
  if (mine.isLoading) return <Skeleton className="h-96 w-full" />;
  if (mine.isError) return <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  const { profile, mayRegister } = mine.data!;
  return (
    <div className="space-y-6">
      <EligibilityFacts />
      {!mayRegister ? (
        <EmptyState icon={HeartPulse} title={t('donor.cannotTitle')} description={t('donor.cannotText')} />
      ) : (
        <>
          {profile ? <StatusCard profile={profile} /> : null}
          <ProfileForm profile={profile} />
        </>
      )}
    </div>
  );
}

function StatusCard({ profile }: { profile: DonorProfile }) {
  const { t } = useTranslation('donors');
  const format = useFormat();
  const setStatus = useDonorStatus();
  const handleError = useApiErrorHandler();
  const paused = profile.status === 'paused';
  const toggle = () =>
    setStatus.mutate(paused ? 'active' : 'paused', {
      onSuccess: () => toast.success(t(paused ? 'donor.resumed' : 'donor.pausedToast')),
      onError: (e) => handleError(e, { title: t('donor.saveFailed') }),
    });
  return (
    <Card className="space-y-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-ink" data-testid="donor-status">
          {t(paused ? 'donor.statusPaused' : 'donor.statusActive')}
        </p>
        <Button variant={paused ? 'primary' : 'outline'} isLoading={setStatus.isPending} onClick={toggle}>
          {t(paused ? 'donor.resume' : 'donor.pause')}
        </Button>
      </div>
      <ul className="space-y-1 text-sm text-muted">
        {profile.gives.map((kind) => {
          const from = profile.eligibleFrom[kind];
          return (
            <li key={kind}>
              {from
                ? t('donor.eligibleFrom', { what: t(`gives.${kind}`), date: format.date(from) })
                : t('donor.notEligible', { what: t(`gives.${kind}`) })}
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted">{t('donor.private')}</p>
    </Card>
  );
}

function initialOf(profile: DonorProfile | null): ProfileInput {
  return profile
    ? {
        ...profile,
        lastWholeBloodOn: profile.lastWholeBloodOn ?? '',
        lastApheresisOn: profile.lastApheresisOn ?? '',
        confirmsNoCancer: true,
      }
    : ({
        bloodGroup: '' as ProfileInput['bloodGroup'],
        gives: [],
        sex: '' as ProfileInput['sex'],
        birthYear: '' as unknown as number,
        weightKg: '' as unknown as number,
        hasDonatedBefore: false,
        lastWholeBloodOn: '',
        lastApheresisOn: '',
        apheresisLastYear: 0,
        placeCode: '',
        pin: '',
        reachKm: 10,
        wakeForUrgent: false,
        confirmsNoCancer: false as unknown as true,
      } satisfies ProfileInput);
}

function ProfileForm({ profile }: { profile: DonorProfile | null }) {
  const { t } = useTranslation('donors');
  const save = useSaveDonorProfile();
  const handleError = useApiErrorHandler();
  const { register, handleSubmit, setError, formState } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(DonorProfileBody),
    defaultValues: initialOf(profile),
  });
  const { errors } = formState;
  const fields = {
    bloodGroup: register('bloodGroup'),
    sex: register('sex'),
    gives: register('gives'),
    birthYear: register('birthYear'),
    weightKg: register('weightKg'),
    lastWholeBloodOn: register('lastWholeBloodOn'),
    lastApheresisOn: register('lastApheresisOn'),
    apheresisLastYear: register('apheresisLastYear'),
    hasDonatedBefore: register('hasDonatedBefore'),
    placeCode: register('placeCode'),
    pin: register('pin'),
    reachKm: register('reachKm'),
    wakeForUrgent: register('wakeForUrgent'),
    confirmsNoCancer: register('confirmsNoCancer'),
  };
  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
    } catch (error) {
      handleError<ProfileInput>(error, { setError, title: t('donor.saveFailed') });
      return;
    }
    toast.success(t(profile ? 'donor.saved' : 'donor.registered'));
  });
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-lg font-semibold text-ink">{t(profile ? 'donor.editTitle' : 'donor.registerTitle')}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('fields.bloodGroup')} required error={errors.bloodGroup?.message}>
            <Select {...fields.bloodGroup}>
              <option value="">{t('fields.chooseGroup')}</option>
              {BloodGroups.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('fields.sex')} hint={t('fields.sexHint')} required error={errors.sex?.message}>
            <Select {...fields.sex}>
              <option value="">{t('fields.chooseSex')}</option>
              {DonorSex.options.map((s) => (
                <option key={s} value={s}>
                  {t(`sex.${s}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <CheckboxGroup
          name="donor-gives"
          legend={t('fields.gives')}
          options={DonationKinds}
          labelOf={(v) => t(`gives.${v}`)}
          field={fields.gives}
          error={errors.gives?.message}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('fields.birthYear')} required error={errors.birthYear?.message}>
            <Input {...fields.birthYear} type="number" inputMode="numeric" min={1900} max={2100} />
          </Field>
          <Field label={t('fields.weightKg')} required error={errors.weightKg?.message}>
            <Input {...fields.weightKg} type="number" inputMode="numeric" min={DonorLimits.weightMinKg} />
          </Field>
          <Field label={t('fields.lastWholeBloodOn')} error={errors.lastWholeBloodOn?.message}>
            <Input {...fields.lastWholeBloodOn} type="date" />
          </Field>
          <Field label={t('fields.lastApheresisOn')} error={errors.lastApheresisOn?.message}>
            <Input {...fields.lastApheresisOn} type="date" />
          </Field>
          <Field label={t('fields.apheresisLastYear')} error={errors.apheresisLastYear?.message}>
            <Input {...fields.apheresisLastYear} type="number" inputMode="numeric" min={0} max={60} />
          </Field>
        </div>
        <Check field={fields.hasDonatedBefore} label={t('fields.hasDonatedBefore')} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('fields.place')} required error={errors.placeCode?.message}>
            <PlaceSelect {...fields.placeCode} />
          </Field>
          <Field label={t('fields.pin')} required error={errors.pin?.message}>
            <Input {...fields.pin} inputMode="numeric" maxLength={6} autoComplete="postal-code" />
          </Field>
          <Field label={t('fields.reachKm')} required error={errors.reachKm?.message}>
            <Select {...fields.reachKm}>
              {DonorLimits.reachChoicesKm.map((km) => (
                <option key={km} value={km}>
                  {t('fields.km', { count: km })}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Check field={fields.wakeForUrgent} label={t('fields.wakeForUrgent')} hint={t('fields.wakeForUrgentHint')} />
        <div>
          <Check field={fields.confirmsNoCancer} label={t('fields.confirmsNoCancer')} />
          {errors.confirmsNoCancer ? (
            <p className="text-sm font-medium text-danger">{t('fields.confirmRequired')}</p>
          ) : null}
        </div>
        <Button type="submit" isLoading={save.isPending}>
          {t(profile ? 'donor.save' : 'donor.register')}
        </Button>
      </form>
    </Card>
  );
}
