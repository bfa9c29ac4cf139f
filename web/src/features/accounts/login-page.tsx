import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { authClient } from '@/lib/auth-client';
import { useAuthErrorText } from './auth-errors';
import { LoginForm } from './components/login-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /login inside the shared layout: 'Welcome Back', and home on success (core §2). */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const describe = useAuthErrorText();
  const navigate = useNavigate();
  const [isSendingReset, setIsSendingReset] = useState(false);
  useDocumentTitle(t('titles.logIn'));

  async function handleForgotPassword(email: string) {
    if (!email) {
      toast.error(t('toasts.enterEmailTitle'), t('toasts.enterEmail'));
      return;
    }
    setIsSendingReset(true);
    try {
      await authClient.requestPasswordReset(email);
      toast.success(t('toasts.resetSentTitle'), t('toasts.resetSent'));
    } catch (err) {
      toast.error(t('toasts.resetFailedTitle'), describe(err));
    } finally {
      setIsSendingReset(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="text-center">
          <CardTitle>{t('login.title')}</CardTitle>
          <CardDescription>{t('login.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm
            forgotLabel={t('login.forgotPassword')}
            isForgotPending={isSendingReset}
            onForgotPassword={handleForgotPassword}
            onSignedIn={() => navigate('/')}
          />
          <p className="mt-6 text-center text-base text-muted">
            <Trans
              t={t}
              i18nKey="login.noAccount"
              components={{
                signup: (
                  <Link to="/signup" className="font-medium text-primary-700 underline-offset-4 hover:underline" />
                ),
              }}
            />
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
