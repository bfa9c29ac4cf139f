import { useState } from 'react';
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
import type { SignUpOutcome } from './use-sign-up';

type Tab = 'login' | 'signup';

/** /auth: sign in or create an account (core §2), then back to where the visitor came from. */
export function AuthPage() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  // The tab lives in state so switching is immediate; the address follows for sharing and reloads.
  const [tab, setTab] = useState<Tab>(searchParams.get('tab') === 'signup' ? 'signup' : 'login');
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [loginEmail, setLoginEmail] = useState('');
  const returnPath = returnPathOf(location.state);
  useDocumentTitle(tab === 'signup' ? 'Sign up' : 'Sign in');

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

  if (isLoading) return <StandaloneShell><PageSpinner label="Checking your sign-in" /></StandaloneShell>;
  if (user) return <Navigate to={returnPath} replace />;

  return (
    <StandaloneShell>
      <Card>
        <CardHeader className="text-center">
          <CardTitle>Welcome</CardTitle>
          <CardDescription>Sign in to your account or join our supportive community.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => selectTab(value as Tab)}>
            <TabsList aria-label="Sign in or sign up">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm
                key={loginEmail}
                defaultEmail={loginEmail}
                forgotLabel="Forgot your password?"
                onForgotPassword={(email) => setForgotEmail(email)}
                onSignedIn={handleSignedIn}
              />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm withConfirmation failureTitle="Sign Up Failed" onDone={handleSignUpDone} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <ForgotPasswordDialog open={forgotEmail !== null} onOpenChange={(open) => !open && setForgotEmail(null)} initialEmail={forgotEmail ?? ''} />
    </StandaloneShell>
  );
}
