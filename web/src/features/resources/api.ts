import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '@/entities/resources/keys';
import { api } from '@/lib/api-client';

export { resourceKeys } from '@/entities/resources/keys';

export const articleListOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: resourceKeys.articles(q),
    queryFn: ({ pageParam }) => api('GET /api/resources/articles', { query: { q, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const articleOptions = (id: string) =>
  queryOptions({
    queryKey: resourceKeys.article(id),
    queryFn: () => api('GET /api/resources/articles/:id', { params: { id } }),
  });

export const linkListOptions = (q: string) =>
  queryOptions({
    queryKey: resourceKeys.links(q),
    queryFn: () => api('GET /api/resources/links', { query: { q } }),
    staleTime: 60_000,
  });

export const ngoListOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: resourceKeys.ngos(q),
    queryFn: ({ pageParam }) => api('GET /api/resources/ngos', { query: { q, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const professionalListOptions = (q: string) =>
  queryOptions({
    queryKey: resourceKeys.professionals(q),
    queryFn: () => api('GET /api/resources/professionals', { query: { q } }),
    staleTime: 60_000,
  });

export function useArticles(q: string, enabled: boolean) {
  return useInfiniteQuery({ ...articleListOptions(q), enabled });
}

export function useArticle(id: string) {
  return useQuery(articleOptions(id));
}

export function useLinks(q: string, enabled: boolean) {
  return useQuery({ ...linkListOptions(q), enabled });
}

export function useNgos(q: string, enabled: boolean) {
  return useInfiniteQuery({ ...ngoListOptions(q), enabled });
}

export function useProfessionals(q: string, enabled: boolean) {
  return useQuery({ ...professionalListOptions(q), enabled });
}
