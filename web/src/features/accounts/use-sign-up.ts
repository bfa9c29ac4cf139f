import { useRef, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { authClient, describeAuthError, isNetworkFailure } from '@/lib/auth-client';
import { useSession } from '@/lib/session';
import type { SignUpFields } from './schemas';

export type SignUpOutcome = 'signed-in' | 'confirm-email';

/**
 * Creates an account (core §8). When the server signs the new member in at once the session is
 * re-read and 'Account Created!' shows; when the e-mail must be confirmed first, 'Check your email'.
 */
export function useSignUp({ failureTitle, onDone }: { failureTitle: 'Sign Up Failed' | 'Signup Failed'; onDone: (outcome: SignUpOutcome, email: string) => void }) {
  const { refresh } = useSession();
  const inFlight = useRef(false);
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signUp(values: SignUpFields): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsPending(true);
    setError(null);
    try {
      const result = await authClient.signUp(values.fullName, values.email, values.password);
      if (result?.token) {
        await refresh();
        toast.success('Account Created!', 'Welcome to the Fortitude Network community.');
        onDone('signed-in', values.email);
      } else {
        toast.success('Check your email', "We've sent you a confirmation link to complete your registration.");
        onDone('confirm-email', values.email);
      }
    } catch (err) {
      const message = describeAuthError(err);
      setError(message);
      toast.error(failureTitle, message, isNetworkFailure(err) ? { label: 'Retry', onClick: () => void signUp(values) } : undefined);
    } finally {
      inFlight.current = false;
      setIsPending(false);
    }
  }

  return { signUp, isPending, error };
}
