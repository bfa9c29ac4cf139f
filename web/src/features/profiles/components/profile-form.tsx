import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { AgeGroups, CancerTypes } from '@contracts/enums';
import { ProfileLimits, UpdateProfileBody, type Profile } from '@contracts/profiles';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useApiErrorHandler } from '@/lib/api-errors';
import { useUpdateProfile, type SaveProfileInput } from '../api';
import { describeProfileMessage } from '../messages';
import { serverFieldErrors, toFormValues, todayIso, type ProfileFormValues } from './profile-form-values';
import { UsernameInput } from './username-input';

/** A username is kept as typed: not capitalised, not spell-checked. */
const asTyped = { autoCapitalize: 'none', spellCheck: false } as const;

/** The editable part of Profile Settings; Save stays disabled until something has changed. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profiles');
  const handleApiError = useApiErrorHandler();
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, SaveProfileInput>({
    // The schema preprocesses (so its input type is unknown); the form feeds it strings.
    resolver: zodResolver(UpdateProfileBody) as Resolver<ProfileFormValues, unknown, SaveProfileInput>,
    defaultValues: toFormValues(profile),
    mode: 'onTouched',
  });
  const { register, handleSubmit, setError, reset, control, formState } = form;
  const { errors, isDirty } = formState;
  const bio = useWatch({ control, name: 'bio' }) ?? '';
  const fields = {
    fullName: register('fullName'),
    username: register('username'),
    bio: register('bio'),
    role: register('role'),
    ageGroup: register('ageGroup'),
    cancerType: register('cancerType'),
    location: register('location'),
    diagnosisDate: register('diagnosisDate'),
  };
  /** A field's problem in the person's language. */
  const say = (message: string | undefined) => (message ? describeProfileMessage(t, message) : undefined);

  function handleSave(values: SaveProfileInput) {
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(toFormValues(saved));
        toast.success(t('toasts.updatedTitle'));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          handleApiError(error);
          return;
        }
        const problems = serverFieldErrors(error);
        let focused = false;
        for (const { field, text, message } of problems) {
          if (!field) continue;
          setError(
            field,
            { type: 'server', message: describeProfileMessage(t, text, message) },
            { shouldFocus: !focused },
          );
          focused = true;
        }
        toast.error(
          t('toasts.updateFailedTitle'),
          problems[0] ? describeProfileMessage(t, problems[0].text, problems[0].message) : t('toasts.updateFailed'),
        );
      },
    });
  }

  const errorList = Object.values(errors)
    .map((e) => e?.message)
    .filter((m): m is string => Boolean(m))
    .map((m) => describeProfileMessage(t, m));

  return (
    <form onSubmit={handleSubmit(handleSave)} noValidate className="space-y-6">
      <div className="grid gap-5 md:grid-cols-2">
        <Field label={t('form.fullName')} required error={say(errors.fullName?.message)}>
          <Input autoComplete="name" maxLength={ProfileLimits.fullNameMax} {...fields.fullName} />
        </Field>
        <Field label={t('form.username')} hint={t('form.usernameHint')} error={say(errors.username?.message)}>
          <UsernameInput
            autoComplete="username"
            {...asTyped}
            maxLength={ProfileLimits.usernameMax + 1}
            {...fields.username}
          />
        </Field>
        <Field
          className="md:col-span-2"
          label={t('form.bio')}
          hint={t('form.bioCount', { length: bio.length, max: ProfileLimits.bioMax })}
          error={say(errors.bio?.message)}
        >
          <Textarea rows={4} maxLength={ProfileLimits.bioMax} placeholder={t('form.bioPlaceholder')} {...fields.bio} />
        </Field>
        <Field label={t('form.role')} error={say(errors.role?.message)}>
          <Select {...fields.role}>
            {/* Not said yet (decision 0062): offered only until a role is chosen, never as a default. */}
            {profile.role === null ? <option value="">{t('form.roleNotSaid')}</option> : null}
            {profile.roleChoices.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.ageGroup')} error={say(errors.ageGroup?.message)}>
          <Select {...fields.ageGroup}>
            <option value="">{t('form.preferNotToSay')}</option>
            {AgeGroups.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.cancerType')} error={say(errors.cancerType?.message)}>
          <Select {...fields.cancerType}>
            <option value="">{t('form.preferNotToSay')}</option>
            {CancerTypes.map((type) => (
              <option key={type} value={type}>
                {t(`cancerTypes.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.location')} hint={t('form.locationHint')} error={say(errors.location?.message)}>
          <Input autoComplete="address-level2" maxLength={ProfileLimits.locationMax} {...fields.location} />
        </Field>
        <Field
          label={t('form.diagnosisDate')}
          hint={t('form.diagnosisDateHint')}
          error={say(errors.diagnosisDate?.message)}
        >
          <Input type="date" max={todayIso()} {...fields.diagnosisDate} />
        </Field>
      </div>

      {errorList.length > 0 ? (
        <Alert tone="danger">
          {t('form.errorSummary', { count: errorList.length, messages: errorList.join(' ') })}
        </Alert>
      ) : null}

      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-muted sm:mr-auto" aria-live="polite">
          {isDirty ? t('form.unsaved') : t('form.noUnsaved')}
        </p>
        <Button type="submit" isLoading={update.isPending} disabled={!isDirty}>
          {update.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
