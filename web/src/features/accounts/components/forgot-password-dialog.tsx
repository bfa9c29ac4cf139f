import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { describeApiIssue } from '@/lib/api-errors';
import { authClient } from '@/lib/auth-client';
import { useAuthErrorText } from '../auth-errors';
import { FormMessages, LoginFields } from '../schemas';
import { FormAlert } from './form-alert';

/** The reset asks for the sign-in form's e-mail alone, checked the same way. */
const ForgotFields = LoginFields.pick({ email: true });
type ForgotFields = { email: string };

/** The 'Reset Password' dialog of /auth: one e-mail box and 'Send Reset Link'. */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  initialEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialEmail: string;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('forgot.title')} description={t('forgot.description')}>
      {/* The dialog mounts its content afresh on every opening, so the form starts from the login form's e-mail. */}
      <ForgotPasswordForm initialEmail={initialEmail} onSent={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ForgotPasswordForm({ initialEmail, onSent }: { initialEmail: string; onSent: () => void }) {
  const { t } = useTranslation('accounts');
  const describe = useAuthErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ForgotFields>({
    resolver: zodResolver(ForgotFields),
    defaultValues: { email: initialEmail },
  });

  const submit = handleSubmit(
    async ({ email }) => {
      setFailure(null);
      try {
        await authClient.requestPasswordReset(email);
        toast.success(t('toasts.resetEmailSentTitle'), t('toasts.resetEmailSent'));
        onSent();
      } catch (err) {
        const issue = err instanceof ApiError ? err.issues?.find((i) => i.path === 'email') : undefined;
        if (issue)
          return setError('email', { type: 'server', message: describeApiIssue(t, issue) }, { shouldFocus: true });
        const message = describe(err);
        setFailure(message);
        toast.error(t('toasts.resetFailedTitle'), message);
      }
    },
    (invalid) => {
      setFailure(null);
      if (invalid.email?.message === FormMessages.emailRequired)
        toast.error(t('toasts.emailRequiredTitle'), t(FormMessages.emailRequired));
    },
  );
  const email = register('email');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <Field label={t('fields.email.label')} error={formState.errors.email?.message} required>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          autoFocus
          {...email}
          placeholder={t('fields.email.placeholder')}
        />
      </Field>
      <FormAlert message={failure} />
      <Button type="submit" className="w-full" isLoading={formState.isSubmitting}>
        {t('actions.sendResetLink')}
      </Button>
    </form>
  );
}
