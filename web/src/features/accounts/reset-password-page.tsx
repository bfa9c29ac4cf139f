import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AuthMessages, PasswordLimits } from '@contracts/accounts';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { authClient, describeAuthError } from '@/lib/auth-client';
import { useSession } from '@/lib/session';
import { StandaloneShell } from '@/components/layout/standalone-shell';
import { FormAlert } from './components/form-alert';
import { PasswordInput } from './components/password-input';
import { FormMessages, NewPasswordFields } from './schemas';
import { useDocumentTitle } from '@/lib/use-document-title';

/** How long the 'Invalid Reset Link' message stays before the page moves on to /auth. */
const INVALID_LINK_REDIRECT_MS = 2000;

/** The core §5 checks also as toasts, in order: mismatch, then length. */
function announcePasswordProblem(errors: FieldErrors<NewPasswordFields>) {
  if (errors.confirmPassword?.message === FormMessages.resetMismatch) toast.error(FormMessages.resetMismatchTitle, FormMessages.resetMismatch);
  else if (errors.password?.message === AuthMessages.passwordTooShort) toast.error(FormMessages.tooShortTitle, AuthMessages.passwordTooShort);
}

/**
 * /reset-password, reached from the e-mailed link. The server lands here with `token`, or with
 * `error` when the token is bad or expired; our link carries one `token` where the specification's
 * carried an access and a refresh token, so "a token is missing" means no `token` or an `error`.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('error') ? null : searchParams.get('token');
  const [isRejected, setIsRejected] = useState(false);
  useDocumentTitle('Reset your password');

  return (
    <StandaloneShell>
      <Card>
        {!token || isRejected ? <InvalidLink /> : <NewPasswordForm token={token} onRejected={() => setIsRejected(true)} />}
      </Card>
    </StandaloneShell>
  );
}

function InvalidLink() {
  const navigate = useNavigate();
  const isAnnounced = useRef(false);
  useEffect(() => {
    if (!isAnnounced.current) {
      isAnnounced.current = true;
      toast.error(FormMessages.invalidLinkTitle, FormMessages.invalidLink);
    }
    const timer = window.setTimeout(() => navigate('/auth', { replace: true }), INVALID_LINK_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <>
      <CardHeader className="text-center">
        <CardTitle>{FormMessages.invalidLinkTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5 text-center">
        <p role="alert" className="text-base text-ink">
          {FormMessages.invalidLink}
        </p>
        <p className="text-base text-muted">Taking you to the sign-in page, where you can ask for a new link.</p>
        <Link to="/auth" replace className={buttonClass('primary', 'md', 'w-full')}>
          Go to sign in
        </Link>
      </CardContent>
    </>
  );
}

function NewPasswordForm({ token, onRejected }: { token: string; onRejected: () => void }) {
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<NewPasswordFields>({
    resolver: zodResolver(NewPasswordFields),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  async function handleValid(values: NewPasswordFields) {
    setFailure(null);
    try {
      await authClient.resetPassword(token, values.password);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVALID_TOKEN') return onRejected();
      const message = describeAuthError(err);
      setFailure(message);
      toast.error('Reset Failed', message);
      return;
    }
    toast.success('Password Updated', 'Your password has been successfully updated.');
    // The server ends every session on a reset; forget ours too so /auth shows the sign-in form.
    await refresh().catch(() => undefined);
    navigate('/auth', { replace: true });
  }

  return (
    <>
      <CardHeader className="text-center">
        <CardTitle>Reset Your Password</CardTitle>
        <CardDescription>Choose a new password for your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(handleValid, announcePasswordProblem)} className="space-y-4">
          <Field label="New Password" hint={`At least ${PasswordLimits.min} characters.`} error={errors.password?.message} required>
            <PasswordInput autoComplete="new-password" required {...register('password')} />
          </Field>
          <Field label="Confirm New Password" error={errors.confirmPassword?.message} required>
            <PasswordInput autoComplete="new-password" required {...register('confirmPassword')} />
          </Field>
          <FormAlert message={failure} />
          <Button type="submit" className="w-full" isLoading={isSubmitting}>
            {isSubmitting ? 'Updating Password...' : 'Update Password'}
          </Button>
        </form>
      </CardContent>
    </>
  );
}
