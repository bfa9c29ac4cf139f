import { useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { authClient, describeAuthError } from '@/lib/auth-client';
import { FormMessages } from '../schemas';
import { FormAlert } from './form-alert';

/** The 'Reset Password' dialog of /auth: one e-mail box and 'Send Reset Link'. */
export function ForgotPasswordDialog({ open, onOpenChange, initialEmail }: { open: boolean; onOpenChange: (open: boolean) => void; initialEmail: string }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Reset Password" description="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      {/* The dialog mounts its content afresh on every opening, so the form starts from the login form's e-mail. */}
      <ForgotPasswordForm initialEmail={initialEmail} onSent={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ForgotPasswordForm({ initialEmail, onSent }: { initialEmail: string; onSent: () => void }) {
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
      toast.error(FormMessages.emailRequiredTitle, FormMessages.emailRequired);
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
      toast.success('Reset email sent', 'Please check your inbox.');
      onSent();
    } catch (err) {
      const message = describeAuthError(err);
      setFailure(message);
      toast.error('Reset Failed', message);
    } finally {
      setIsPending(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <Field label="Email" error={error} required>
        <Input ref={inputRef} type="email" autoComplete="email" inputMode="email" required autoFocus value={email} onChange={(e) => setEmail(e.target.value)} placeholder="you@example.com" />
      </Field>
      <FormAlert message={failure} />
      <Button type="submit" className="w-full" isLoading={isPending}>
        Send Reset Link
      </Button>
    </form>
  );
}
