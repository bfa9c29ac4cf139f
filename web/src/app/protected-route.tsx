import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { sessionEndsTo, setSessionEndsTo, useSession } from '@/lib/session';

/** Sends a visitor to /auth (replacing history) and back here after sign-in; a spinner while the session loads. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { user, isLoading } = useSession();
  const location = useLocation();
  useEffect(() => {
    if (user) setSessionEndsTo(null);
  }, [user]);
  if (isLoading) return <PageSpinner label={t('checkingSignIn')} fill />;
  const endedTo = sessionEndsTo();
  if (!user && endedTo) return <Navigate to={endedTo} replace />;
  if (!user)
    return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  return <>{children}</>;
}
