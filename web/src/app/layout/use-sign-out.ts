import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { sessionQueryKey, useSession } from '@/lib/session';

/** Delay before going to /auth after signing out (core §9). */
const REDIRECT_DELAY_MS = 500;

/** Signs out on every device (core §4), forgets the member's cached data, and goes to /auth. */
export function useSignOut() {
  const { t } = useTranslation('common');
  const { refresh } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A protected page may already have redirected to /auth and unmounted the layout.
  useEffect(() => () => clearTimeout(timer.current), []);

  const signOut = useCallback(async () => {
    setIsSigningOut(true);
    try {
      // Loaded on demand: the auth client brings the contracts (and zod), which the first page does not need.
      const { authClient } = await import('@/lib/auth-client');
      await authClient.signOutEverywhere();
    } catch {
      toast.error(t('signOut.failedTitle'), t('signOut.failed'));
      setIsSigningOut(false);
      return;
    }
    await refresh();
    // Nothing of the previous member stays in memory on a shared device.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    // Nor anything they were writing (decision 0061); the drafts' code comes with the composers, so it
    // is loaded here on demand rather than with every first page.
    await import('@/lib/drafts').then(({ clearAllDrafts }) => clearAllDrafts()).catch(() => undefined);
    toast.success(t('signOut.doneTitle'), t('signOut.done'));
    timer.current = setTimeout(() => {
      setIsSigningOut(false);
      navigate('/auth');
    }, REDIRECT_DELAY_MS);
  }, [navigate, queryClient, refresh, t]);

  return { signOut, isSigningOut };
}
