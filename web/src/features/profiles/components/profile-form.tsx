import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AgeGroups, CancerTypeLabels, CancerTypes, RoleLabels } from '@contracts/enums';
import { ProfileLimits, ProfileMessages, UpdateProfileBody, type Profile } from '@contracts/profiles';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { useUpdateProfile, type SaveProfileInput } from '../api';
import { roleOptions, serverFieldErrors, toFormValues, todayIso, type ProfileFormValues } from './profile-form-values';
import { UsernameInput } from './username-input';

const updateFailed = 'Failed to update profile. Please try again.';

/** The editable part of Profile Settings; Save stays disabled until something has changed. */
export function ProfileForm({ profile }: { profile: Profile }) {
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

  function handleSave(values: SaveProfileInput) {
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(toFormValues(saved));
        toast.success('Profile Updated');
      },
      onError: (error) => {
        const problems = serverFieldErrors(error);
        let focused = false;
        for (const { field, message } of problems) {
          if (!field) continue;
          setError(field, { type: 'server', message }, { shouldFocus: !focused });
          focused = true;
        }
        toast.error('Update Failed', problems[0]?.message ?? updateFailed);
      },
    });
  }

  const errorList = Object.values(errors)
    .map((e) => e?.message)
    .filter((m): m is string => Boolean(m));

  return (
    <form onSubmit={handleSubmit(handleSave)} noValidate className="space-y-6">
      <div className="grid gap-5 md:grid-cols-2">
        <Field label="Full Name" required error={errors.fullName?.message}>
          <Input autoComplete="name" maxLength={ProfileLimits.fullNameMax} {...register('fullName')} />
        </Field>
        <Field label="Username" hint={`Optional. ${ProfileMessages.usernameFormat}`} error={errors.username?.message}>
          <UsernameInput autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={ProfileLimits.usernameMax + 1} {...register('username')} />
        </Field>
        <Field className="md:col-span-2" label="Bio" hint={`${bio.length} / ${ProfileLimits.bioMax} characters`} error={errors.bio?.message}>
          <Textarea rows={4} maxLength={ProfileLimits.bioMax} placeholder="A few words about you and your journey (optional)" {...register('bio')} />
        </Field>
        <Field label="Role" error={errors.role?.message}>
          <Select {...register('role')}>
            {roleOptions(profile.role).map((role) => (
              <option key={role} value={role}>
                {RoleLabels[role]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Age Group" error={errors.ageGroup?.message}>
          <Select {...register('ageGroup')}>
            <option value="">Prefer not to say</option>
            {AgeGroups.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Cancer Type" error={errors.cancerType?.message}>
          <Select {...register('cancerType')}>
            {CancerTypes.map((type) => (
              <option key={type} value={type}>
                {CancerTypeLabels[type]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Location" hint="Optional, for example your city." error={errors.location?.message}>
          <Input autoComplete="address-level2" maxLength={ProfileLimits.locationMax} {...register('location')} />
        </Field>
        <Field label="Diagnosis Date" hint="Optional. Only you can see this." error={errors.diagnosisDate?.message}>
          <Input type="date" max={todayIso()} {...register('diagnosisDate')} />
        </Field>
      </div>

      {errorList.length > 0 ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-base text-danger">
          Please check the highlighted {errorList.length === 1 ? 'field' : 'fields'}: {errorList.join(' ')}
        </p>
      ) : null}

      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-muted sm:mr-auto" aria-live="polite">
          {isDirty ? 'You have unsaved changes.' : 'No unsaved changes.'}
        </p>
        <Button type="submit" isLoading={update.isPending} disabled={!isDirty}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
