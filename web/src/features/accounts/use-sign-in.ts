import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { authClient, isNetworkFailure } from '@/lib/auth-client';
import { useSession } from '@/lib/session';
import { useAuthErrorText } from './auth-errors';
import type { LoginFields } from './schemas';

/**
 * Signs in with e-mail and password (core §4): one attempt at a time, the session re-read and
 * 'Welcome!' on success, 'Login Failed' with the mapped text (and Retry when the network failed).
 */
export function useSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('accounts');
  const describe = useAuthErrorText();
  const { refresh } = useSession();
  const inFlight = useRef(false);
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn(values: LoginFields): Promise<void> {
    if (inFlight.current) {
      toast.error(t('toasts.loginInProgress'));
      return;
    }
    inFlight.current = true;
    setIsPending(true);
    setError(null);
    try {
      await authClient.signIn(values.email, values.password);
      await refresh();
      toast.success(t('toasts.welcomeTitle'), t('toasts.welcome'));
      onSignedIn();
    } catch (err) {
      const message = describe(err);
      setError(message);
      toast.error(
        t('toasts.loginFailedTitle'),
        message,
        isNetworkFailure(err) ? { label: t('actions.retry'), onClick: () => void signIn(values) } : undefined,
      );
    } finally {
      inFlight.current = false;
      setIsPending(false);
    }
  }

  return { signIn, isPending, error };
}
