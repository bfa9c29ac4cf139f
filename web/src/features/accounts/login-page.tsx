import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { authClient, describeAuthError } from '@/lib/auth-client';
import { LoginForm } from './components/login-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /login inside the shared layout: 'Welcome Back', and home on success (core §2). */
export function LoginPage() {
  const navigate = useNavigate();
  const [isSendingReset, setIsSendingReset] = useState(false);
  useDocumentTitle('Log in');

  async function handleForgotPassword(email: string) {
    if (!email) {
      toast.error('Enter your email', 'Please enter your email above to reset your password.');
      return;
    }
    setIsSendingReset(true);
    try {
      await authClient.requestPasswordReset(email);
      toast.success('Password reset sent', 'Check your email for password reset instructions.');
    } catch (err) {
      toast.error('Reset Failed', describeAuthError(err));
    } finally {
      setIsSendingReset(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="text-center">
          <CardTitle>Welcome Back</CardTitle>
          <CardDescription>Sign in to continue to your community.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm forgotLabel="Forgot password?" isForgotPending={isSendingReset} onForgotPassword={handleForgotPassword} onSignedIn={() => navigate('/')} />
          <p className="mt-6 text-center text-base text-muted">
            Don&apos;t have an account?{' '}
            <Link to="/signup" className="font-medium text-primary-700 underline-offset-4 hover:underline">
              Sign up
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
