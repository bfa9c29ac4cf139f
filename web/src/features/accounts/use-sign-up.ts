import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { authClient, isNetworkFailure } from '@/lib/auth-client';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { welcomePath } from '@/lib/next-path';
import { useAuthErrorText } from './auth-errors';
import type { SignUpFields } from './schemas';
import type { ProofOfWork } from '@/components/proof-of-work/proof-of-work';

export type SignUpOutcome = 'signed-in' | 'confirm-email';

/**
 * Creates an account (core §8) in the language the visitor is reading, so Forti and e-mails speak it
 * too. When the server signs the new member in at once the session is re-read and 'Account
 * Created!' shows; when the e-mail must be confirmed first, 'Check your email'.
 */
export function useSignUp({
  failureTitle,
  onDone,
  next = '/',
  proofOfWork,
}: {
  failureTitle: string;
  onDone: (outcome: SignUpOutcome, email: string) => void;
  /** Where the visitor was going: the confirmation e-mail's link leads to the welcome, then there. */
  next?: string;
  /** The form's proof of work (decision 0081): its solution goes with the sign-up. */
  proofOfWork: ProofOfWork;
}) {
  const { t } = useTranslation('accounts');
  const describe = useAuthErrorText();
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
      const result = await authClient.signUp(
        values.fullName,
        values.email,
        values.password,
        currentLanguage(),
        welcomePath(next),
        await proofOfWork.solution(),
      );
      if (result?.signedIn) {
        await refresh();
        toast.success(t('toasts.accountCreatedTitle'), t('toasts.accountCreated'));
        onDone('signed-in', values.email);
      } else {
        toast.success(t('toasts.checkEmailTitle'), t('toasts.checkEmail'));
        onDone('confirm-email', values.email);
      }
    } catch (err) {
      // The server has seen (and used) this solution, or refused it: the next try needs a new one.
      proofOfWork.renew();
      const message = describe(err);
      setError(message);
      toast.error(
        failureTitle,
        message,
        isNetworkFailure(err) ? { label: t('actions.retry'), onClick: () => void signUp(values) } : undefined,
      );
    } finally {
      inFlight.current = false;
      setIsPending(false);
    }
  }

  return { signUp, isPending, error };
}
