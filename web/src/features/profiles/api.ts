import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Profile, UpdateProfileBody } from '@contracts/profiles';
import { showCrisisCard, withoutNotice } from '@/components/safety/crisis-notice';
import { ApiError } from '@/lib/api';
import { api } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload';
import type { Language } from '@/lib/i18n';
import { sessionQueryKey } from '@/lib/session';

/** What the client sends to PATCH /api/profiles/me: the schema's parsed output (empty optional fields are null). */
export type SaveProfileInput = z.output<typeof UpdateProfileBody>;

export const profileKeys = {
  all: ['profiles'] as const,
  own: () => ['profiles', 'me'] as const,
  public: (id: string) => ['profiles', 'public', id] as const,
};

// --- Own profile -----------------------------------------------------------------------------

export const getOwnProfile = () => api('GET /api/profiles/me');

/** Core §7: a failed profile read is retried up to 2 more times, 1 second apart (not when signed out). */
export const ownProfileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.own(),
    queryFn: getOwnProfile,
    retry: (failureCount, error) =>
      failureCount < 2 && !(error instanceof ApiError && (error.status === 401 || error.status === 403)),
    retryDelay: 1000,
  });

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}

// --- Save profile ----------------------------------------------------------------------------

export const updateProfile = (body: SaveProfileInput) => api('PATCH /api/profiles/me', { body });

/** Saves the own profile; the session is re-read because the name and role live there too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (saved) => {
      storeOwnProfile(queryClient, withoutNotice(saved));
      // A bio that signals a risk: a private card with helplines for its writer (decision 0059).
      showCrisisCard(saved.safety, 'profile');
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

// --- Language ---------------------------------------------------------------------------------

/** Keeps the member's language ('en' or 'hi') in their account, where Forti and e-mails read it. */
export const saveLanguage = (language: Language) => api('POST /api/auth/update-user', { body: { language } });

// --- Avatar ----------------------------------------------------------------------------------

/** Uploads the avatar as multipart field "file", reporting progress (web/src/lib/upload.ts). */
export const uploadAvatar = (file: File, onProgress?: (percent: number) => void): Promise<Profile> =>
  uploadFile<Profile>('/api/profiles/me/avatar', file, { onProgress });

export function useUploadAvatar(onProgress?: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(file, onProgress),
    onSuccess: async (profile) => {
      storeOwnProfile(queryClient, profile);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

// --- Another member's public profile ---------------------------------------------------------

export const getPublicProfile = (id: string) => api('GET /api/profiles/:id', { params: { id } });

export const publicProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: profileKeys.public(id),
    queryFn: () => getPublicProfile(id),
  });

export function usePublicProfile(id: string) {
  return useQuery(publicProfileQueryOptions(id));
}

// --- Shared ----------------------------------------------------------------------------------

/** Puts a freshly saved own profile in the cache, and drops the stale public view of it. */
function storeOwnProfile(queryClient: ReturnType<typeof useQueryClient>, profile: Profile) {
  queryClient.setQueryData(profileKeys.own(), profile);
  void queryClient.invalidateQueries({ queryKey: profileKeys.public(profile.id) });
}
