import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryList } from '@contracts/gallery';
import { galleryKeys } from '@/entities/gallery/keys';
import { apiFetch } from '@/lib/api';

export { galleryKeys } from '@/entities/gallery/keys';

export const getGallery = () => apiFetch<GalleryList>('/api/gallery');

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
