import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { authClient } from '@/lib/auth-client';
import { useAuthErrorText } from '../auth-errors';
import { FormMessages } from '../schemas';
import { FormAlert } from './form-alert';

/** The 'Reset Password' dialog of /auth: one e-mail box and 'Send Reset Link'. */
export function ForgotPasswordDialog({ open, onOpenChange, initialEmail }: { open: boolean; onOpenChange: (open: boolean) => void; initialEmail: string }) {
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
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    setFailure(null);
    if (!address) {
      setError(FormMessages.emailRequired);
      inputRef.current?.focus();
      toast.error(t('toasts.emailRequiredTitle'), t(FormMessages.emailRequired));
      return;
    }
    if (!z.email().safeParse(address).success) {
      setError(FormMessages.emailInvalid);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    setIsPending(true);
    try {
      await authClient.requestPasswordReset(address);
      toast.success(t('toasts.resetEmailSentTitle'), t('toasts.resetEmailSent'));
      onSent();
    } catch (err) {
      const message = describe(err);
      setFailure(message);
      toast.error(t('toasts.resetFailedTitle'), message);
    } finally {
      setIsPending(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <Field label={t('fields.email.label')} error={error} required>
        <Input ref={inputRef} type="email" autoComplete="email" inputMode="email" required autoFocus value={email} onChange={(e) => setEmail(e.target.value)} placeholder={t('fields.email.placeholder')} />
      </Field>
      <FormAlert message={failure} />
      <Button type="submit" className="w-full" isLoading={isPending}>
        {t('actions.sendResetLink')}
      </Button>
    </form>
  );
}
