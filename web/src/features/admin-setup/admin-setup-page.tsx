import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, KeyRound, LogIn, ShieldCheck } from 'lucide-react';
import { AdminMessages } from '@contracts/admin';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { describeApiError } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSession, type SessionUser } from '@/lib/session';
import { useCompleteSetup, useSetupStatus } from './api';
import { StandaloneShell } from '@/components/layout/standalone-shell';

/**
 * /admin-setup: the first administrator spends the one-time link printed in the server log at
 * start-up. It works only while no administrator exists, and only for a signed-in member.
 */
export function AdminSetupPage() {
  const { t } = useTranslation('adminSetup');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const session = useSession();
  const status = useSetupStatus();
  const completion = useCompleteSetup({
    onSuccess: () => {
      toast.success(t('successTitle'), t('done'));
      void session.refresh();
    },
  });

  useDocumentTitle(t('pageTitle'));

  let body: ReactNode;
  if (completion.isSuccess) body = <Done />;
  else if (session.isLoading || status.isPending) body = <PageSpinner label={t('checking')} />;
  else if (status.isError) body = <LoadFailed onRetry={() => void status.refetch()} />;
  else if (!status.data.open) body = <Explain icon={<ShieldCheck />} text={t('errors.setupClosed')} />;
  else if (!token) body = <Explain icon={<KeyRound />} text={t('needsLink')} />;
  else if (!session.user) body = <SignInFirst token={token} />;
  else body = <Confirm user={session.user} token={token} completion={completion} />;

  return (
    <StandaloneShell width="lg">
      <Card>
        <CardHeader className="text-center">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </StandaloneShell>
  );
}

function Explain({ icon, text }: { icon: ReactNode; text: string }) {
  const { t } = useTranslation('adminSetup');
  return (
    <div className="space-y-5 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-primary-50 text-primary-700 [&>svg]:h-6 [&>svg]:w-6"
      >
        {icon}
      </span>
      <p className="text-base text-ink">{text}</p>
      <Link to="/" className={buttonClass('outline', 'md', 'w-full')}>
        {t('goHome')}
      </Link>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('adminSetup');
  return (
    <Alert
      tone="danger"
      action={
        <Button variant="outline" className="w-full" onClick={onRetry}>
          {t('common:actions.tryAgain')}
        </Button>
      }
    >
      {t('loadFailed')}
    </Alert>
  );
}

function SignInFirst({ token }: { token: string }) {
  const { t } = useTranslation('adminSetup');
  const from = `/admin-setup?token=${encodeURIComponent(token)}`;
  return (
    <div className="space-y-5">
      <p className="text-base text-ink">{t('signInFirst')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/auth" state={{ from }} className={buttonClass('primary', 'md', 'flex-1')}>
          <LogIn aria-hidden="true" className="h-5 w-5" />
          {t('signInToContinue')}
        </Link>
        <Link to="/auth?tab=signup" state={{ from }} className={buttonClass('outline', 'md', 'flex-1')}>
          {t('createAccount')}
        </Link>
      </div>
    </div>
  );
}

function Confirm({
  user,
  token,
  completion,
}: {
  user: SessionUser;
  token: string;
  completion: ReturnType<typeof useCompleteSetup>;
}) {
  const { t } = useTranslation('adminSetup');
  const [isConfirming, setIsConfirming] = useState(false);
  const { t: tCommon } = useTranslation('common');
  const failure = completion.error ? describeSetupFailure(t, tCommon, completion.error) : null;

  function handleConfirm() {
    setIsConfirming(false);
    completion.mutate(token);
  }

  return (
    <div className="space-y-5">
      <div className="rounded-lg bg-primary-50 px-4 py-3">
        <p className="text-sm font-medium text-muted">{t('signedInAs')}</p>
        <p className="text-base font-semibold text-ink">{user.name}</p>
        <p className="text-base text-ink [overflow-wrap:anywhere]">{user.email}</p>
      </div>
      <p className="text-base text-ink">{t('rights')}</p>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Button className="w-full" isLoading={completion.isPending} onClick={() => setIsConfirming(true)}>
        <ShieldCheck aria-hidden="true" className="h-5 w-5" />
        {t('become')}
      </Button>
      <Dialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('confirm.title')}
        description={t('confirm.description', { email: user.email })}
      >
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setIsConfirming(false)}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={handleConfirm}>{t('confirm.continue')}</Button>
        </div>
      </Dialog>
    </div>
  );
}

function Done() {
  const { t } = useTranslation('adminSetup');
  return (
    <div className="space-y-5 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-green-50 text-success"
      >
        <CheckCircle2 className="h-6 w-6" />
      </span>
      <p role="status" className="text-base text-ink">
        {t('done')}
      </p>
      <Link to="/" className={buttonClass('primary', 'md', 'w-full')}>
        {t('goHome')}
      </Link>
    </div>
  );
}

/** The server's refusal in the person's language: the setup's own texts from the catalog, anything else as the platform words it. */
function describeSetupFailure(t: TFunction, tCommon: TFunction, error: unknown): string {
  const key = error instanceof ApiError ? error.userMessage?.key : undefined;
  if (key === AdminMessages.setupClosed.key) return t('errors.setupClosed');
  if (key === AdminMessages.setupInvalid.key) return t('errors.setupInvalid');
  return describeApiError(tCommon, error);
}
