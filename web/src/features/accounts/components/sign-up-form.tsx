import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AuthMessages, PasswordLimits } from '@contracts/accounts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { FormMessages, signUpSchema, type SignUpFields } from '../schemas';
import { useSignUp, type SignUpOutcome } from '../use-sign-up';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

const schemas = { withConfirmation: signUpSchema(true), plain: signUpSchema(false) };

/** The password checks of core §5 also as toasts, in the specification's order: mismatch, then length. */
function announcePasswordProblem(errors: FieldErrors<SignUpFields>) {
  if (errors.confirmPassword?.message === AuthMessages.passwordMismatch) toast.error(FormMessages.mismatchTitle, AuthMessages.passwordMismatch);
  else if (errors.password?.message === AuthMessages.passwordTooShort) toast.error(FormMessages.tooShortTitle, AuthMessages.passwordTooShort);
}

/** Account creation for /auth (with a confirmation box) and /signup (without). */
export function SignUpForm({
  withConfirmation,
  failureTitle,
  onDone,
}: {
  withConfirmation: boolean;
  failureTitle: 'Sign Up Failed' | 'Signup Failed';
  onDone: (outcome: SignUpOutcome, email: string) => void;
}) {
  const { register, handleSubmit, formState } = useForm<SignUpFields>({
    resolver: zodResolver(withConfirmation ? schemas.withConfirmation : schemas.plain),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { signUp, isPending, error } = useSignUp({ failureTitle, onDone });
  const { errors } = formState;

  return (
    <form noValidate onSubmit={handleSubmit(signUp, announcePasswordProblem)} className="space-y-4">
      <Field label="Full Name" error={errors.fullName?.message} required>
        <Input autoComplete="name" required placeholder="Your full name" {...register('fullName')} />
      </Field>
      <Field label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" inputMode="email" required placeholder="you@example.com" {...register('email')} />
      </Field>
      <Field label="Password" hint={`At least ${PasswordLimits.min} characters.`} error={errors.password?.message} required>
        <PasswordInput autoComplete="new-password" required minLength={PasswordLimits.min} {...register('password')} />
      </Field>
      {withConfirmation ? (
        <Field label="Confirm Password" error={errors.confirmPassword?.message} required>
          <PasswordInput autoComplete="new-password" required {...register('confirmPassword')} />
        </Field>
      ) : null}
      <FormAlert message={error} />
      <Button type="submit" className="w-full" isLoading={isPending}>
        {isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
