import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PasswordLimits } from '@contracts/accounts';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { authClient } from '@/lib/auth-client';
import { useSession } from '@/lib/session';
import { StandaloneShell } from '@/components/layout/standalone-shell';
import { useAuthErrorText } from './auth-errors';
import { FormAlert } from './components/form-alert';
import { PasswordInput } from './components/password-input';
import { FormMessages, NewPasswordFields } from './schemas';
import { useDocumentTitle } from '@/lib/use-document-title';

/** How long the 'Invalid Reset Link' message stays before the page moves on to /auth. */
const INVALID_LINK_REDIRECT_MS = 2000;

/** The core §5 checks also as toasts, in order: mismatch, then length. */
function announcePasswordProblem(t: TFunction, errors: FieldErrors<NewPasswordFields>) {
  if (errors.confirmPassword?.message === FormMessages.resetMismatch)
    toast.error(t('toasts.resetMismatchTitle'), t(FormMessages.resetMismatch));
  else if (errors.password?.message === FormMessages.passwordTooShort)
    toast.error(t('toasts.tooShortTitle'), t(FormMessages.passwordTooShort));
}

/**
 * /reset-password, reached from the e-mailed link. The server lands here with `token`, or with
 * `error` when the token is bad or expired; our link carries one `token` where the specification's
 * carried an access and a refresh token, so "a token is missing" means no `token` or an `error`.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('error') ? null : searchParams.get('token');
  const { t } = useTranslation('accounts');
  const [isRejected, setIsRejected] = useState(false);
  useDocumentTitle(t('titles.resetPassword'));

  return (
    <StandaloneShell>
      <Card>
        {!token || isRejected ? (
          <InvalidLink />
        ) : (
          <NewPasswordForm token={token} onRejected={() => setIsRejected(true)} />
        )}
      </Card>
    </StandaloneShell>
  );
}

function InvalidLink() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const isAnnounced = useRef(false);
  useEffect(() => {
    if (!isAnnounced.current) {
      isAnnounced.current = true;
      toast.error(t('reset.invalidLinkTitle'), t('reset.invalidLink'));
    }
    const timer = window.setTimeout(() => navigate('/auth', { replace: true }), INVALID_LINK_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, t]);

  return (
    <>
      <CardHeader className="text-center">
        <CardTitle>{t('reset.invalidLinkTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5 text-center">
        <Alert tone="danger">{t('reset.invalidLink')}</Alert>
        <p className="text-base text-muted">{t('reset.redirecting')}</p>
        <Link to="/auth" replace className={buttonClass('primary', 'md', 'w-full')}>
          {t('actions.goToSignIn')}
        </Link>
      </CardContent>
    </>
  );
}

function NewPasswordForm({ token, onRejected }: { token: string; onRejected: () => void }) {
  const { t } = useTranslation('accounts');
  const describe = useAuthErrorText();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<NewPasswordFields>({
    resolver: zodResolver(NewPasswordFields),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  const fields = { password: register('password'), confirmPassword: register('confirmPassword') };

  async function handleValid(values: NewPasswordFields) {
    setFailure(null);
    try {
      await authClient.resetPassword(token, values.password);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVALID_TOKEN') return onRejected();
      const message = describe(err);
      setFailure(message);
      toast.error(t('toasts.resetFailedTitle'), message);
      return;
    }
    toast.success(t('toasts.passwordUpdatedTitle'), t('toasts.passwordUpdated'));
    // The server ends every session on a reset; forget ours too so /auth shows the sign-in form.
    await refresh().catch(() => undefined);
    navigate('/auth', { replace: true });
  }

  return (
    <>
      <CardHeader className="text-center">
        <CardTitle>{t('reset.title')}</CardTitle>
        <CardDescription>{t('reset.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={handleSubmit(handleValid, (errors) => announcePasswordProblem(t, errors))}
          className="space-y-4"
        >
          <Field
            label={t('fields.newPassword.label')}
            hint={t('fields.password.hint', { min: PasswordLimits.min })}
            error={errors.password?.message}
            required
          >
            <PasswordInput autoComplete="new-password" required {...fields.password} />
          </Field>
          <Field label={t('fields.confirmNewPassword.label')} error={errors.confirmPassword?.message} required>
            <PasswordInput autoComplete="new-password" required {...fields.confirmPassword} />
          </Field>
          <FormAlert message={failure} />
          <Button type="submit" className="w-full" isLoading={isSubmitting}>
            {isSubmitting ? t('actions.updatingPassword') : t('actions.updatePassword')}
          </Button>
        </form>
      </CardContent>
    </>
  );
}
