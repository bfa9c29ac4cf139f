import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';

/** Sends a visitor to /auth (replacing history) and back here after sign-in; a spinner while the session loads. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageSpinner label={t('checkingSignIn')} fill />;
  if (!user)
    return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  return <>{children}</>;
}
