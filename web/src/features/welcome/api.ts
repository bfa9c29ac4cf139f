import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, WelcomeAboutBody, WelcomeRoleBody } from '@contracts/profiles';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';

/** The own profile's key (the profiles feature's `profileKeys.me()`), refreshed after each step. */
const ownProfileKey = ['profiles', 'me'] as const;

/** Both steps change what the session and the own profile say (the role, the language). */
function useRefreshAfterStep() {
  const queryClient = useQueryClient();
  return async (saved: Profile) => {
    queryClient.setQueryData(ownProfileKey, saved);
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
}

/** Step 1: who the member is (PUT /api/profiles/me/welcome/role). */
export function useChooseRole() {
  const refresh = useRefreshAfterStep();
  return useMutation({
    mutationFn: (body: WelcomeRoleBody) => api('PUT /api/profiles/me/welcome/role', { body }),
    onSuccess: refresh,
  });
}

/** Step 2: cancer type and language (PUT /api/profiles/me/welcome/about). */
export function useSaveAbout() {
  const refresh = useRefreshAfterStep();
  return useMutation({
    mutationFn: (body: WelcomeAboutBody) => api('PUT /api/profiles/me/welcome/about', { body }),
    onSuccess: refresh,
  });
}
