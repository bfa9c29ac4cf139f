import { Link, useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SignUpForm } from './components/sign-up-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { SignUpOutcome } from './use-sign-up';

/** /signup inside the shared layout: 'Join the Community', and home on success (core §2). */
export function SignupPage() {
  const navigate = useNavigate();
  useDocumentTitle('Join the community');

  function handleDone(outcome: SignUpOutcome) {
    // Without a session yet (the e-mail must be confirmed first) the next step is the sign-in page.
    navigate(outcome === 'signed-in' ? '/' : '/login');
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="text-center">
          <CardTitle>Join the Community</CardTitle>
          <CardDescription>Create your account to connect with others who understand.</CardDescription>
        </CardHeader>
        <CardContent>
          <SignUpForm withConfirmation={false} failureTitle="Signup Failed" onDone={handleDone} />
          <p className="mt-6 text-center text-base text-muted">
            Already have an account?{' '}
            <Link to="/login" className="font-medium text-primary-700 underline-offset-4 hover:underline">
              Log in
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
