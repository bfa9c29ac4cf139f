import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Article, ArticlePage, NgoPage, Professionals, ResourceLinks } from '@contracts/resources';
import { resourceKeys } from '@/entities/resources/keys';
import { apiFetch } from '@/lib/api';

export { resourceKeys } from '@/entities/resources/keys';

const withQ = (path: string, q: string, cursor?: string | null) => {
  const p = new URLSearchParams();
  if (q) p.set('q', q);
  if (cursor) p.set('cursor', cursor);
  return `${path}${p.size ? `?${p}` : ''}`;
};

export const articleListOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: resourceKeys.articles(q),
    queryFn: ({ pageParam }) => apiFetch<ArticlePage>(withQ('/api/resources/articles', q, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const articleOptions = (id: string) =>
  queryOptions({
    queryKey: resourceKeys.article(id),
    queryFn: () => apiFetch<Article>(`/api/resources/articles/${encodeURIComponent(id)}`),
  });

export const linkListOptions = (q: string) =>
  queryOptions({
    queryKey: resourceKeys.links(q),
    queryFn: () => apiFetch<ResourceLinks>(withQ('/api/resources/links', q)),
    staleTime: 60_000,
  });

export const ngoListOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: resourceKeys.ngos(q),
    queryFn: ({ pageParam }) => apiFetch<NgoPage>(withQ('/api/resources/ngos', q, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const professionalListOptions = (q: string) =>
  queryOptions({
    queryKey: resourceKeys.professionals(q),
    queryFn: () => apiFetch<Professionals>(withQ('/api/resources/professionals', q)),
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
