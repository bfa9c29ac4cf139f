import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoginFields } from '../schemas';
import { useSignIn } from '../use-sign-in';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

/** E-mail and password sign-in, shared by /auth and /login; the page decides where "forgot" leads. */
export function LoginForm({
  defaultEmail = '',
  forgotLabel,
  isForgotPending = false,
  onForgotPassword,
  onSignedIn,
}: {
  defaultEmail?: string;
  forgotLabel: string;
  isForgotPending?: boolean;
  /** Called with whatever is in the e-mail box when the visitor asks to reset the password. */
  onForgotPassword: (email: string) => void;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation('accounts');
  const { register, handleSubmit, getValues, setFocus, formState } = useForm<LoginFields>({
    resolver: zodResolver(LoginFields),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { signIn, isPending, error } = useSignIn({ onSignedIn });
  const { errors } = formState;
  const fields = { email: register('email'), password: register('password') };

  return (
    <form noValidate onSubmit={handleSubmit(signIn)} className="space-y-4">
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
      <Field label={t('fields.password.label')} error={errors.password?.message} required>
        <PasswordInput autoComplete="current-password" required {...fields.password} />
      </Field>
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          onClick={() => {
            const email = getValues('email').trim();
            if (!email) setFocus('email');
            onForgotPassword(email);
          }}
          disabled={isForgotPending}
          aria-busy={isForgotPending || undefined}
          className="min-h-11 rounded-md px-1 text-base font-medium text-primary-700 underline-offset-4 hover:underline disabled:opacity-60"
        >
          {forgotLabel}
        </button>
      </div>
      <FormAlert message={error} />
      <Button type="submit" className="w-full" isLoading={isPending}>
        {isPending ? t('actions.signingIn') : t('actions.logIn')}
      </Button>
    </form>
  );
}
