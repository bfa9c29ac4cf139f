import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, KeyRound, LogIn, ShieldCheck } from 'lucide-react';
import { AdminMessages } from '@contracts/admin';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useSession, type SessionUser } from '@/lib/session';
import { useCompleteSetup, useSetupStatus } from './api';
import { StandaloneShell } from '@/components/layout/standalone-shell';

/**
 * /admin-setup: the first administrator spends the one-time link printed in the server log at
 * start-up. It works only while no administrator exists, and only for a signed-in member.
 */
export function AdminSetupPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const session = useSession();
  const status = useSetupStatus();
  const completion = useCompleteSetup({
    onSuccess: () => {
      toast.success('Success!', 'Your account is now an administrator.');
      void session.refresh();
    },
  });

  useEffect(() => {
    document.title = 'Administrator setup · Fortitude Network';
  }, []);

  let body: ReactNode;
  if (completion.isSuccess) body = <Done />;
  else if (session.isLoading || status.isPending) body = <PageSpinner label="Checking the setup" />;
  else if (status.isError) body = <LoadFailed onRetry={() => void status.refetch()} />;
  else if (!status.data.open) body = <Explain icon={<ShieldCheck />} text={AdminMessages.setupClosed} />;
  else if (!token) body = <Explain icon={<KeyRound />} text="This page needs the one-time setup link. The server prints it in its log each time it starts while no administrator exists. Open that exact link to continue." />;
  else if (!session.user) body = <SignInFirst token={token} />;
  else body = <Confirm user={session.user} token={token} completion={completion} />;

  return (
    <StandaloneShell width="lg">
      <Card>
        <CardHeader className="text-center">
          <CardTitle>Administrator Setup</CardTitle>
          <CardDescription>Make the first administrator of this Fortitude Network site.</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </StandaloneShell>
  );
}

function Explain({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <div className="space-y-5 text-center">
      <span aria-hidden="true" className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-primary-50 text-primary-700 [&>svg]:h-6 [&>svg]:w-6">
        {icon}
      </span>
      <p className="text-base text-ink">{text}</p>
      <Link to="/" className={buttonClass('outline', 'md', 'w-full')}>
        Go to the home page
      </Link>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="space-y-5 text-center">
      <p role="alert" className="text-base text-danger">
        We could not check whether the setup is still open. Please check your connection and try again.
      </p>
      <Button variant="outline" className="w-full" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function SignInFirst({ token }: { token: string }) {
  const from = `/admin-setup?token=${encodeURIComponent(token)}`;
  return (
    <div className="space-y-5">
      <p className="text-base text-ink">
        Sign in to the account that should become the administrator, or create it first. You will come back to this page afterwards to finish.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/auth" state={{ from }} className={buttonClass('primary', 'md', 'flex-1')}>
          <LogIn aria-hidden="true" className="h-5 w-5" />
          Sign in to continue
        </Link>
        <Link to="/auth?tab=signup" state={{ from }} className={buttonClass('outline', 'md', 'flex-1')}>
          Create an account
        </Link>
      </div>
    </div>
  );
}

function Confirm({ user, token, completion }: { user: SessionUser; token: string; completion: ReturnType<typeof useCompleteSetup> }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const failure = completion.error instanceof ApiError ? completion.error.message : completion.error ? AdminMessages.setupInvalid : null;

  function handleConfirm() {
    setIsConfirming(false);
    completion.mutate(token);
  }

  return (
    <div className="space-y-5">
      <div className="rounded-lg bg-primary-50 px-4 py-3">
        <p className="text-sm font-medium text-muted">Signed in as</p>
        <p className="text-base font-semibold text-ink">{user.name}</p>
        <p className="text-base text-ink [overflow-wrap:anywhere]">{user.email}</p>
      </div>
      <p className="text-base text-ink">This account will get full administrator rights: it can manage members, roles and all content.</p>
      <div role="alert">{failure ? <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-base text-danger">{failure}</p> : null}</div>
      <Button className="w-full" isLoading={completion.isPending} onClick={() => setIsConfirming(true)}>
        <ShieldCheck aria-hidden="true" className="h-5 w-5" />
        Become administrator
      </Button>
      <Dialog open={isConfirming} onOpenChange={setIsConfirming} title="Become administrator?" description={`This gives ${user.email} full administrator rights. Continue?`}>
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setIsConfirming(false)}>
            Cancel
          </Button>
          <Button onClick={handleConfirm}>Continue</Button>
        </div>
      </Dialog>
    </div>
  );
}

function Done() {
  return (
    <div className="space-y-5 text-center">
      <span aria-hidden="true" className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-green-50 text-success">
        <CheckCircle2 className="h-6 w-6" />
      </span>
      <p role="status" className="text-base text-ink">
        Your account is now an administrator.
      </p>
      <Link to="/" className={buttonClass('primary', 'md', 'w-full')}>
        Go to the home page
      </Link>
    </div>
  );
}
