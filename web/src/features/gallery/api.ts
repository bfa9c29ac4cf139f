import { queryOptions, useQuery } from '@tanstack/react-query';
import { galleryKeys } from '@/entities/gallery/keys';
import { api } from '@/lib/api-client';

export { galleryKeys } from '@/entities/gallery/keys';

export const getGallery = () => api('GET /api/gallery');

/** The whole gallery (at most a hundred images); the filters choose from it in the browser. */
export const galleryQueryOptions = () =>
  queryOptions({
    queryKey: galleryKeys.list(),
    queryFn: getGallery,
    // The server lets browsers reuse the list for a minute too.
    staleTime: 60_000,
  });

export function useGallery(opts: { enabled: boolean }) {
  return useQuery({ ...galleryQueryOptions(), enabled: opts.enabled });
}
