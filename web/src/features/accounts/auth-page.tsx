import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { StandaloneShell } from '@/components/layout/standalone-shell';
import { ForgotPasswordDialog } from './components/forgot-password-dialog';
import { LoginForm } from './components/login-form';
import { SignUpForm } from './components/sign-up-form';
import { returnPathOf } from './schemas';
import { useDocumentTitle } from '@/lib/use-document-title';
import { welcomePath } from '@/lib/next-path';
import type { SignUpOutcome } from './use-sign-up';

type Tab = 'login' | 'signup';

/** /auth: sign in or create an account (core §2), then back to where the visitor came from. */
export function AuthPage() {
  const { t } = useTranslation('accounts');
  const { user, isLoading } = useSession();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  // The tab lives in state so switching is immediate; the address follows for sharing and reloads.
  const [tab, setTab] = useState<Tab>(searchParams.get('tab') === 'signup' ? 'signup' : 'login');
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [loginEmail, setLoginEmail] = useState('');
  const returnPath = returnPathOf(location.state, searchParams.get('next'));
  useDocumentTitle(tab === 'signup' ? t('titles.signUp') : t('titles.signIn'));

  function selectTab(next: Tab) {
    setTab(next);
    const params = new URLSearchParams(searchParams);
    if (next === 'signup') params.set('tab', 'signup');
    else params.delete('tab');
    setSearchParams(params, { replace: true, state: location.state, preventScrollReset: true });
  }

  // After a successful sign-in or sign-up the session is re-read, and the "already signed in"
  // redirect below takes the member back to where they came from; nothing more to do here.
  function handleSignedIn() {}

  function handleSignUpDone(outcome: SignUpOutcome, email: string) {
    if (outcome === 'signed-in') return;
    setLoginEmail(email);
    selectTab('login');
  }

  if (isLoading)
    return (
      <StandaloneShell>
        <PageSpinner label={t('common:checkingSignIn')} />
      </StandaloneShell>
    );
  // A member who has not said who they are yet (a new account, or one who left the welcome half-way)
  // meets the welcome first, which then takes them on to where they were going (decision 0062).
  if (user) return <Navigate to={user.role === null ? welcomePath(returnPath) : returnPath} replace />;

  return (
    <StandaloneShell>
      <Card>
        <CardHeader className="text-center">
          <CardTitle>{t('auth.title')}</CardTitle>
          <CardDescription>{t('auth.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => selectTab(value as Tab)}>
            <TabsList aria-label={t('auth.tabsLabel')}>
              <TabsTrigger value="login">{t('auth.loginTab')}</TabsTrigger>
              <TabsTrigger value="signup">{t('auth.signUpTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm
                key={loginEmail}
                defaultEmail={loginEmail}
                forgotLabel={t('auth.forgotPassword')}
                onForgotPassword={(email) => setForgotEmail(email)}
                onSignedIn={handleSignedIn}
              />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm
                withConfirmation
                failureTitle={t('toasts.signUpFailedTitle')}
                onDone={handleSignUpDone}
                next={returnPath}
              />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <ForgotPasswordDialog
        open={forgotEmail !== null}
        onOpenChange={(open) => !open && setForgotEmail(null)}
        initialEmail={forgotEmail ?? ''}
      />
    </StandaloneShell>
  );
}
