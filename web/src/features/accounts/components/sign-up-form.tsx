import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PasswordLimits } from '@contracts/accounts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ProofOfWorkField, useProofOfWork } from '@/components/proof-of-work/proof-of-work-field';
import { toast } from '@/components/ui/toaster';
import { FormMessages, signUpSchema, type SignUpFields } from '../schemas';
import { useSignUp, type SignUpOutcome } from '../use-sign-up';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

const schemas = { withConfirmation: signUpSchema(true), plain: signUpSchema(false) };

/** The password checks of core §5 also as toasts, in the specification's order: mismatch, then length. */
function announcePasswordProblem(t: TFunction, errors: FieldErrors<SignUpFields>) {
  if (errors.confirmPassword?.message === FormMessages.passwordMismatch)
    toast.error(t('toasts.mismatchTitle'), t(FormMessages.passwordMismatch));
  else if (errors.password?.message === FormMessages.passwordTooShort)
    toast.error(t('toasts.tooShortTitle'), t(FormMessages.passwordTooShort));
}

/** Account creation for /auth (with a confirmation box) and /signup (without). */
export function SignUpForm({
  withConfirmation,
  failureTitle,
  onDone,
  next,
}: {
  withConfirmation: boolean;
  /** Where the visitor was going (a path of this site), kept through the e-mail confirmation. */
  next?: string;
  /** The toast's title on failure: 'Sign Up Failed' on /auth, 'Signup Failed' on /signup (core §8). */
  failureTitle: string;
  onDone: (outcome: SignUpOutcome, email: string) => void;
}) {
  const { t } = useTranslation('accounts');
  const { register, handleSubmit, formState } = useForm<SignUpFields>({
    resolver: zodResolver(withConfirmation ? schemas.withConfirmation : schemas.plain),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { proofOfWork, isAsked } = useProofOfWork();
  const { signUp, isPending, error } = useSignUp({ failureTitle, onDone, next, proofOfWork });
  const { errors } = formState;
  const fields = {
    fullName: register('fullName'),
    email: register('email'),
    password: register('password'),
    confirmPassword: register('confirmPassword'),
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(signUp, (errors) => announcePasswordProblem(t, errors))}
      className="space-y-4"
    >
      <Field label={t('fields.fullName.label')} error={errors.fullName?.message} required>
        <Input autoComplete="name" required placeholder={t('fields.fullName.placeholder')} {...fields.fullName} />
      </Field>
      <Field label={t('fields.email.label')} error={errors.email?.message} required>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder={t('fields.email.placeholder')}
          {...fields.email}
        />
      </Field>
      <Field
        label={t('fields.password.label')}
        hint={t('fields.password.hint', { min: PasswordLimits.min })}
        error={errors.password?.message}
        required
      >
        <PasswordInput autoComplete="new-password" required minLength={PasswordLimits.min} {...fields.password} />
      </Field>
      {withConfirmation ? (
        <Field label={t('fields.confirmPassword.label')} error={errors.confirmPassword?.message} required>
          <PasswordInput autoComplete="new-password" required {...fields.confirmPassword} />
        </Field>
      ) : null}
      <ProofOfWorkField proofOfWork={proofOfWork} isAsked={isAsked} />
      <FormAlert message={error} />
      <Button type="submit" className="w-full" isLoading={isPending}>
        {isPending ? t('actions.creatingAccount') : t('actions.createAccount')}
      </Button>
    </form>
  );
}
