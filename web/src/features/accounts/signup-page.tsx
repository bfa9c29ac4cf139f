import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SignUpForm } from './components/sign-up-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { SignUpOutcome } from './use-sign-up';

/** /signup inside the shared layout: 'Join the Community', and home on success (core §2). */
export function SignupPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  useDocumentTitle(t('titles.joinCommunity'));

  function handleDone(outcome: SignUpOutcome) {
    // Without a session yet (the e-mail must be confirmed first) the next step is the sign-in page.
    // A new account meets the welcome first (decision 0062).
    navigate(outcome === 'signed-in' ? '/welcome' : '/login');
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="text-center">
          <CardTitle>{t('signUp.title')}</CardTitle>
          <CardDescription>{t('signUp.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <SignUpForm withConfirmation={false} failureTitle={t('toasts.signupFailedTitle')} onDone={handleDone} />
          <p className="mt-6 text-center text-base text-muted">
            <Trans
              t={t}
              i18nKey="signUp.haveAccount"
              components={{
                login: <Link to="/login" className="font-medium text-primary-700 underline-offset-4 hover:underline" />,
              }}
            />
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
