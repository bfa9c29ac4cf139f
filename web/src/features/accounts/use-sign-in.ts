import { useRef, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { authClient, describeAuthError, isNetworkFailure } from '@/lib/auth-client';
import { useSession } from '@/lib/session';
import type { LoginFields } from './schemas';

/**
 * Signs in with e-mail and password (core §4): one attempt at a time, the session re-read and
 * 'Welcome!' on success, 'Login Failed' with the mapped text (and Retry when the network failed).
 */
export function useSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { refresh } = useSession();
  const inFlight = useRef(false);
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn(values: LoginFields): Promise<void> {
    if (inFlight.current) {
      toast.error('Login already in progress. Please wait.');
      return;
    }
    inFlight.current = true;
    setIsPending(true);
    setError(null);
    try {
      await authClient.signIn(values.email, values.password);
      await refresh();
      toast.success('Welcome!', 'You have been signed in successfully.');
      onSignedIn();
    } catch (err) {
      const message = describeAuthError(err);
      setError(message);
      toast.error('Login Failed', message, isNetworkFailure(err) ? { label: 'Retry', onClick: () => void signIn(values) } : undefined);
    } finally {
      inFlight.current = false;
      setIsPending(false);
    }
  }

  return { signIn, isPending, error };
}
